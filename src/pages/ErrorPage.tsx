import { site } from '../site-data.ts';
import { MessagePage } from './MessagePage.tsx';

/** Shown in the page area when a page fails to load or render; the header and footer stay. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <MessagePage title="Something went wrong" heading="Something went wrong on our side">
      This page could not be shown{detail ? ` (${detail})` : ''}. Please reload, or try again in a moment. If it keeps happening, write to{' '}
      {site.contact.email}.
    </MessagePage>
  );
}
