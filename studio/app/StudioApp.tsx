import { useEffect } from 'react';
import { Editor } from './editor/Editor.tsx';
import { useScreen } from './location.ts';
import { PageList } from './PageList.tsx';

/** The studio: the list of pages, or the editor of one file. */
export function StudioApp() {
  const screen = useScreen();
  useEffect(() => {
    document.title = screen.name === 'edit' ? `${screen.file} — Page studio` : 'Pages — Page studio';
  }, [screen]);
  return screen.name === 'edit' ? <Editor key={screen.file} file={screen.file} /> : <PageList />;
}
