import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { memo, useEffect, useRef, useState } from 'react';
import type { PreviewAnswer } from '../../server/api-types.ts';

interface PreviewProps {
  /** The page's address on the dev server (the home page for site settings). */
  url: string;
  /** The newest answer about the draft and the edit count it belongs to. */
  preview: { answer: PreviewAnswer; seq: number } | undefined;
  /** Shown above the frame whatever the draft (site settings preview only once saved). */
  standingNote?: string;
}

interface Message {
  type?: unknown;
  seq?: unknown;
}

/**
 * The draft rendered by the real site (same header, footer, theme and components) in a frame of
 * the dev server. Each new draft chunk is sent to the frame, which swaps it in without a reload,
 * so the scroll position stays. A draft with errors keeps the last good one, with a note.
 */
export const Preview = memo(function Preview({ url, preview, standingNote }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's address is fixed when it first loads: later drafts arrive as messages.
  const [src] = useState(url);
  const [ready, setReady] = useState(false);
  const [renderedSeq, setRenderedSeq] = useState(0);
  const lastGood = useRef<{ routeId: string; module: string; seq: number }>(undefined);

  const send = () => {
    const target = frame.current?.contentWindow;
    const draft = lastGood.current;
    if (target && draft) target.postMessage({ type: 'studio:draft', ...draft }, window.location.origin);
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent<Message>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.type === 'studio:ready') {
        setReady(true);
        send();
      }
      if (event.data.type === 'studio:rendered' && typeof event.data.seq === 'number') setRenderedSeq(event.data.seq);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!preview || !('module' in preview.answer)) return;
    lastGood.current = { routeId: preview.answer.routeId, module: preview.answer.module, seq: preview.seq };
    send();
  }, [preview]);

  const note = preview && 'note' in preview.answer ? preview.answer.note : undefined;
  return (
    <Box component="section" aria-label="Preview" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-rendered-seq={renderedSeq}>
      {standingNote && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {standingNote}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {note && (
          <Alert severity="warning" sx={{ borderRadius: 0 }}>
            {note}
          </Alert>
        )}
      </Box>
      {!ready && (
        <Box>
          <LinearProgress aria-label="Loading the preview" />
          <Typography variant="caption" sx={{ px: 1 }}>
            Loading the preview…
          </Typography>
        </Box>
      )}
      <Box component="iframe" ref={frame} src={src} title="Preview of the page as the site shows it" sx={{ flex: 1, width: '100%', minHeight: 400, border: 0, bgcolor: 'common.white' }} />
    </Box>
  );
});
