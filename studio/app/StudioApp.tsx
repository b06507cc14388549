import { useEffect } from 'react';
import { Editor, type TeamEditing } from './editor/Editor.tsx';
import { useScreen } from './location.ts';
import { PageList } from './PageList.tsx';
import { SearchPage } from './search/SearchPage.tsx';
import { SideBySidePage } from './translations/SideBySidePage.tsx';
import { TranslationsPage } from './translations/TranslationsPage.tsx';

/** The studio: the list of pages, or the editor of one file. `team`: what the team studio adds (history, restore, drafts). */
export function StudioApp({ team }: { team?: TeamEditing | undefined } = {}) {
  const screen = useScreen();
  // Until a page is open, its file names the window (the editor then names it by the page's name).
  const titles = { search: 'Search', translations: 'Translations', list: 'Pages' };
  const title =
    screen.name === 'edit' || screen.name === 'languages' ? `${screen.file} — Page studio` : `${titles[screen.name]} — Page studio`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The editor starts again when the draft changes: the page is then read (and saved) in the other version.
  if (screen.name === 'search') {
    const canChange = team === undefined || screen.draft !== undefined || !team.draftsOnly;
    return <SearchPage key={screen.draft ?? ''} query={screen.query} draft={screen.draft} canChange={canChange} />;
  }
  if (screen.name === 'languages')
    return <SideBySidePage key={`${screen.file} ${screen.draft ?? ''}`} file={screen.file} draft={screen.draft} />;
  if (screen.name === 'translations') return <TranslationsPage key={screen.draft ?? ''} draft={screen.draft} />;
  return screen.name === 'edit' ? (
    <Editor key={`${screen.file} ${screen.draft ?? ''}`} file={screen.file} draft={screen.draft} field={screen.field} team={team} />
  ) : (
    <PageList draft={screen.draft} team={team} />
  );
}
