import { canonicalFor } from '../../schema/model/site-model.ts';
import redirects from 'virtual:redirects';
import { Navigate, useLocation } from 'react-router-dom';
import { MessagePage } from './MessagePage.tsx';

/** Unknown paths: another spelling of a known page goes there; anything else gets the not-found page. */
export function NotFound() {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalFor(pathname, redirects);
  if (canonical !== undefined && canonical !== pathname) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return (
    <MessagePage title="Page not found" heading="We can't find that page">
      The address may be mistyped, or the page may have moved. The links below lead to the main parts of the site.
    </MessagePage>
  );
}
