import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { RequestComment } from './review-client.ts';
import { timeWords } from './review-words.ts';

/** Comments, oldest first, each with who wrote it and when (and on which page, where the list is not a page's own). */
export function CommentList({
  comments,
  label,
  withFile = false,
}: {
  comments: readonly RequestComment[];
  label: string;
  withFile?: boolean;
}) {
  if (comments.length === 0) return <Typography color="text.secondary">No comments yet.</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {comments.map((comment) => (
        <Box component="li" key={comment.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {comment.person.name ?? 'Someone no longer in the studio'}
            </Box>{' '}
            · {timeWords(comment.time)}
            {withFile && comment.file !== null ? ` · on ${comment.file}` : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A box to write a comment in and a button to add it; the text stays when sending fails. */
export function CommentForm({ label, disabled, onSend }: { label: string; disabled: boolean; onSend: (text: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const send = () => {
    setSending(true);
    onSend(text.trim())
      .then(() => setText(''))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField id={id} label={label} multiline minRows={2} value={text} onChange={(event) => setText(event.target.value)} />
      <Box>
        <Button type="submit" variant="outlined" disabled={disabled || sending || text.trim() === ''}>
          {sending ? 'Adding…' : 'Add comment'}
        </Button>
      </Box>
    </Stack>
  );
}
