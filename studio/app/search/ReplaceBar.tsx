import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldPlace, ReplaceResponse } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';

const placesWords = (count: number) => (count === 1 ? '1 place' : `${String(count)} places`);

/** What a replace did, in a sentence: the pages changed, and the places someone had changed meanwhile. */
function doneWords(answer: ReplaceResponse): string {
  const count = answer.changed.reduce((sum, file) => sum + file.fields, 0);
  const pages = answer.changed.map((file) => file.name).join(', ');
  const changed = count === 0 ? 'Nothing was replaced.' : `Replaced in ${placesWords(count)}, on ${pages}.`;
  const skipped =
    answer.skipped.length === 0
      ? ''
      : ` ${placesWords(answer.skipped.length)} no longer held the words (changed since the search) and were left: ${answer.skipped.map((place) => `${place.name} (${place.place})`).join(', ')}.`;
  return changed + skipped;
}

/** "Replace with" for the places a search found and the person left ticked: one save per page. */
export function ReplaceBar({
  find,
  places,
  inDraft,
  onReplaced,
}: {
  find: string;
  places: readonly FieldPlace[];
  inDraft: boolean;
  onReplaced: () => void;
}) {
  const [replace, setReplace] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const run = () => {
    setBusy(true);
    setDone(undefined);
    setProblem(undefined);
    studioApi
      .replace({ find, replace, places: places.map((place) => ({ file: place.file, field: place.field })) })
      .then(
        (answer) => {
          setDone(doneWords(answer));
          onReplaced();
        },
        (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box component="section" aria-label="Replace" sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <TextField
        label={`Replace “${find}” with`}
        value={replace}
        onChange={(event) => setReplace(event.target.value)}
        fullWidth
        helperText="Leave empty to remove the words. Untick the places to keep as they are."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || places.length === 0} onClick={run}>
          {busy ? 'Replacing…' : `Replace in ${placesWords(places.length)}`}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {inDraft ? 'Saved into this draft, one change per page, by you.' : 'Saved to the pages, one change per page, by you.'}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite">
        {done !== undefined && <Alert severity="success">{done}</Alert>}
      </Box>
      {problem !== undefined && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
