import { Alert, Box, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DataPath } from '../../../document/index.ts';
import type { PreviewAnswer } from '../../../api/contract/studio-api.ts';
import { isNoteMessage, type DraftDataMessage } from '../../../api/contract/preview-messages.ts';
import type { DraftChannel } from './draft-channel.ts';
import { previewWidths, type PreviewWidth } from './preview-widths.ts';
import { useFitScale } from './use-fit-scale.ts';

interface PreviewProps {
  /** The page's address on the dev server (the home page for site settings). */
  url: string;
  /** The newest answer about the draft and the edit count it belongs to (the dev server compiles each draft). */
  preview: { answer: PreviewAnswer; seq: number } | undefined;
  /**
   * The team studio: the draft's data, sent to the frame the moment each edit makes it. The frame
   * (studio/preview, the site's production build) checks and draws it itself, with no round trip
   * to the server.
   */
  live?: DraftChannel | undefined;
  /** The team studio: a translation's language, which the frame draws its menus, footer and words in. */
  language?: string | undefined;
  /** Shown above the frame whatever the draft (site settings preview only once saved). */
  standingNote?: string;
  /** A click on the page in the frame chose the data at this path. */
  onSelect?: (path: DataPath) => void;
  /** The field to scroll to and outline in the frame; a new object each time it is asked for. */
  reveal?: { path: DataPath } | undefined;
}

interface Message {
  type?: unknown;
  seq?: unknown;
  path?: unknown;
}

const isPath = (value: unknown): value is DataPath =>
  Array.isArray(value) && value.every((key) => typeof key === 'string' || typeof key === 'number');

/**
 * The draft rendered by the real site (same header, footer, theme and components) in a frame of
 * the dev server. Each new draft chunk is sent to the frame, which swaps it in without a reload,
 * so the scroll position stays. A draft with errors keeps the last good one, with a note.
 */
export const Preview = memo(function Preview({ url, preview, live, language, standingNote, onSelect, reveal }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's address is fixed when it first loads: later drafts arrive as messages.
  const [src] = useState(url);
  const [ready, setReady] = useState(false);
  const [renderedSeq, setRenderedSeq] = useState(0);
  const lastGood = useRef<{ routeId: string; url: string; module: string; seq: number }>(undefined);
  const newestData = useRef<DraftDataMessage>(undefined);
  // Why the frame still shows an earlier draft of the data it was sent (team studio).
  const [frameNote, setFrameNote] = useState<string>();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const pixels = previewWidths[width].pixels;
  const [stage, fit] = useFitScale(pixels);
  // A click in the frame goes to the newest onSelect without listening to messages anew.
  const select = useEffectEvent((path: DataPath) => onSelect?.(path));

  const send = useEffectEvent(() => {
    const target = frame.current?.contentWindow;
    const draft = lastGood.current;
    if (target && newestData.current) target.postMessage(newestData.current, window.location.origin);
    else if (target && draft) target.postMessage({ type: 'studio:draft', ...draft }, window.location.origin);
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent<Message>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.type === 'studio:ready') {
        setReady(true);
        send();
      }
      if (event.data.type === 'studio:rendered' && typeof event.data.seq === 'number') setRenderedSeq(event.data.seq);
      if (event.data.type === 'studio:select' && isPath(event.data.path)) select(event.data.path);
      if (isNoteMessage(event.data)) setFrameNote(event.data.note);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!preview || !('module' in preview.answer)) return;
    lastGood.current = { routeId: preview.answer.routeId, url: preview.answer.url, module: preview.answer.module, seq: preview.seq };
    send();
  }, [preview]);

  useEffect(() => {
    if (live === undefined) return undefined;
    const take = (data: unknown) => {
      newestData.current = { type: 'studio:page-data', seq: (newestData.current?.seq ?? 0) + 1, data, language };
      send();
    };
    const opened = live.latest();
    if (opened !== undefined) take(opened);
    return live.subscribe(take);
  }, [live, language]);

  useEffect(() => {
    if (reveal) frame.current?.contentWindow?.postMessage({ type: 'studio:reveal', path: reveal.path }, window.location.origin);
  }, [reveal]);

  const note = preview && 'note' in preview.answer ? preview.answer.note : frameNote;
  // The team studio's frame draws the page from the first data it is sent: until it has (or says why it
  // cannot), it is kept out of sight, so opening a page or a draft never shows an empty page first.
  const drawn = live === undefined ? ready : renderedSeq > 0 || frameNote !== undefined;
  return (
    <Box
      component="section"
      aria-label="Preview"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-rendered-seq={renderedSeq}
    >
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
      {!drawn && (
        <Box>
          <LinearProgress aria-label="Loading the preview" />
          <Typography variant="caption" sx={{ px: 1 }}>
            Loading the preview…
          </Typography>
        </Box>
      )}
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_event, next: PreviewWidth | null) => next && setWidth(next)}
          aria-label="Preview width"
        >
          {Object.entries(previewWidths).map(([key, { label, pixels: size }]) => (
            <ToggleButton key={key} value={key} aria-label={`${label}, ${size} pixels wide`}>
              {label} {size}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary">
          {fit.scale < 1 ? `Shown at ${Math.round(fit.scale * 100)}%` : 'Actual size'}
          {onSelect ? ' · click the page to edit it' : ''}
        </Typography>
      </Box>
      {/* The frame is as wide as the chosen screen, so the site's own layout for it shows; it is scaled down to fit. */}
      <Box ref={stage} sx={{ flex: 1, minHeight: 400, overflow: 'hidden', position: 'relative', bgcolor: 'grey.200' }}>
        <Box
          component="iframe"
          ref={frame}
          src={src}
          title="Preview of the page as the site shows it"
          data-preview-width={pixels}
          sx={{
            position: 'absolute',
            top: 0,
            left: fit.left,
            width: pixels,
            height: fit.height,
            border: 0,
            bgcolor: 'common.white',
            visibility: drawn ? 'visible' : 'hidden',
            transform: `scale(${fit.scale})`,
            transformOrigin: 'top left',
          }}
        />
      </Box>
    </Box>
  );
});
