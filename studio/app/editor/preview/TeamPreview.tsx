import { memo, useEffect, useState } from 'react';
import { parse } from 'yaml';
import type { DataPath } from '../../../document/index.ts';
import { previewBase } from '../../../api/contract/preview-messages.ts';
import { studioApi } from '../../api.ts';
import { draftChannel, type DraftChannel } from './draft-channel.ts';
import { Preview } from './Preview.tsx';

interface TeamPreviewProps {
  /** Site settings are open: the frame shows the home page as saved, with the settings as saved. */
  isSite: boolean;
  /** The draft's data as each edit makes it. */
  live: DraftChannel;
  /** A translation's language: the frame draws it with that language's menus, footer and words. */
  language?: string | undefined;
  onSelect: (path: DataPath) => void;
  reveal: { path: DataPath } | undefined;
}

/** The home page's data as saved, for the preview of the site settings, handed on once read. */
function useHomePageData(wanted: boolean): DraftChannel {
  const [home] = useState(draftChannel);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void studioApi
      .pages()
      .then(({ pages }) => {
        const home = pages.find((page) => page.url === '/');
        return home ? studioApi.open(home.path) : undefined;
      })
      .then((file) => {
        if (current && file) home.publish(parse(file.text));
      })
      // Without the home page the frame stays empty under its note; the settings still save.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, home]);
  return home;
}

/**
 * The team studio's preview: a frame of the site's production build (studio/preview) that gets the
 * draft's data at every edit and draws it in the browser, with no round trip to the server.
 */
export const TeamPreview = memo(function TeamPreview({ isSite, live, language, onSelect, reveal }: TeamPreviewProps) {
  const home = useHomePageData(isSite);
  return isSite ? (
    <Preview url={previewBase} preview={undefined} live={home} standingNote="Site settings show in the preview once saved." />
  ) : (
    <Preview url={previewBase} preview={undefined} live={live} language={language} onSelect={onSelect} reveal={reveal} />
  );
});
