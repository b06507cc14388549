import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { site } from '../site-data.ts';
import { MessagePage } from './MessagePage.tsx';

/** Shown instead of the router's default error screen when a page fails to load or render. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <MessagePage title="Something went wrong" heading="Something went wrong on our side">
      This page could not be shown{detail ? ` (${detail})` : ''}. Please reload, or try again in a moment. If it keeps happening, write to{' '}
      {site.contact.email}.
    </MessagePage>
  );
}
