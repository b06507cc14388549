import { useEffect, useSyncExternalStore } from 'react';
import { StudioPageView } from '../../src/dev/studio-frame.tsx';
import type { RenderedMessage } from '../api/contract/preview-messages.ts';
import { shownDraft, subscribeToDrafts } from './draft-store.ts';

/** Tells the editor once the browser has painted this edit's draft (the frame after the commit). */
function usePaintedSignal(seq: number | undefined): void {
  useEffect(() => {
    if (seq === undefined) return undefined;
    const frame = requestAnimationFrame(() => {
      const message: RenderedMessage = { type: 'studio:rendered', seq };
      window.parent.postMessage(message, window.location.origin);
    });
    return () => cancelAnimationFrame(frame);
  }, [seq]);
}

/** The newest good draft, drawn by the site's own page view (click to edit, as in `npm run dev`'s preview). */
export function DraftPreview() {
  const draft = useSyncExternalStore(subscribeToDrafts, shownDraft, shownDraft);
  usePaintedSignal(draft?.seq);
  if (!draft) return null;
  return <StudioPageView module={draft.module} />;
}
