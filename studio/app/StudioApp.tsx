import { useEffect } from 'react';
import { Editor, type TeamEditing } from './editor/Editor.tsx';
import { useScreen } from './location.ts';
import { PageList } from './PageList.tsx';

/** The studio: the list of pages, or the editor of one file. `team`: the team studio's history and restore. */
export function StudioApp({ team }: { team?: TeamEditing | undefined } = {}) {
  const screen = useScreen();
  useEffect(() => {
    document.title = screen.name === 'edit' ? `${screen.file} — Page studio` : 'Pages — Page studio';
  }, [screen]);
  return screen.name === 'edit' ? <Editor key={screen.file} file={screen.file} team={team} /> : <PageList />;
}
