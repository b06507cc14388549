import { useEffect } from 'react';
import { Editor, type TeamEditing } from './editor/Editor.tsx';
import { useScreen } from './location.ts';
import { PageList } from './PageList.tsx';

/** The studio: the list of pages, or the editor of one file. `team`: what the team studio adds (history, restore, drafts). */
export function StudioApp({ team }: { team?: TeamEditing | undefined } = {}) {
  const screen = useScreen();
  useEffect(() => {
    document.title = screen.name === 'edit' ? `${screen.file} — Page studio` : 'Pages — Page studio';
  }, [screen]);
  // The editor starts again when the draft changes: the page is then read (and saved) in the other version.
  return screen.name === 'edit' ? (
    <Editor key={`${screen.file} ${screen.draft ?? ''}`} file={screen.file} draft={screen.draft} team={team} />
  ) : (
    <PageList draft={screen.draft} team={team} />
  );
}
