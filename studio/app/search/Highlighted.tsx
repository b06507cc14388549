import { Box } from '@mui/material';
import { Fragment } from 'react';

/** A hit's text with its matches marked, as a search result shows them. */
export function Highlighted({ text, matches }: { text: string; matches: readonly (readonly [number, number])[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...matches].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Box key={index} component="mark" sx={{ bgcolor: '#fde68a', color: 'inherit', px: 0.25, borderRadius: 0.5 }}>
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
