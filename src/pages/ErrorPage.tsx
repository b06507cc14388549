import { useSite, wordFor } from '../site-data.tsx';
import { useLaterWords } from '../languages/later-words.ts';
import { MessagePage } from './MessagePage.tsx';

/** Shown in the page area when a page fails to load or render; the header and footer stay. */
export function ErrorPage({ error }: { error: unknown }) {
  const { contact } = useSite();
  const words = useLaterWords();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <MessagePage title={words.errorTitle} heading={words.errorHeading}>
      {wordFor(words.errorText, contact.email)}
      {detail ? ` (${detail})` : ''}
    </MessagePage>
  );
}
