import { canonicalFor } from '../../schema/model/site-model.ts';
import redirects from 'virtual:redirects';
import { Navigate, useLocation } from 'react-router-dom';
import { useLaterWords } from '../languages/later-words.ts';
import { MessagePage } from './MessagePage.tsx';

/** Unknown paths: another spelling of a known page goes there; anything else gets the not-found page. */
export function NotFound() {
  const { pathname, search, hash } = useLocation();
  const words = useLaterWords();
  const canonical = canonicalFor(pathname, redirects);
  if (canonical !== undefined && canonical !== pathname) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return (
    <MessagePage title={words.notFoundTitle} heading={words.notFoundHeading}>
      {words.notFoundText}
    </MessagePage>
  );
}
