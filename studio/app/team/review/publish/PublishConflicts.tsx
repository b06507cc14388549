import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { valueBox, valueWords } from '../../../editor/conflict-choices.ts';
import type { FieldConflict, PublishChoice } from '../review-client.ts';

interface PublishConflictsProps {
  conflicts: readonly FieldConflict[];
  busy: boolean;
  onPublish: (choices: PublishChoice[]) => void;
  onSendBack: (note: string) => void;
}

const keyOf = (conflict: FieldConflict): string => `${conflict.file}#${conflict.path.join('.')}`;

/** The note that sends the request back: which fields changed on both sides, so the author knows what to look at. */
export const sendBackNote = (conflicts: readonly FieldConflict[]): string =>
  `The live pages changed the same ${conflicts.length === 1 ? 'field' : 'fields'} as this draft since it started: ${conflicts
    .map((conflict) => `${conflict.name} (${conflict.file})`)
    .join(', ')}. Please look at the live version and change the draft, then ask for review again.`;

/**
 * Publish answered that main and the draft both changed some fields: each field with both values
 * side by side and a choice, then a publish with the choices, or the request back to its author.
 */
export function PublishConflicts({ conflicts, busy, onPublish, onSendBack }: PublishConflictsProps) {
  const [keep, setKeep] = useState<ReadonlyMap<string, 'main' | 'draft'>>(new Map());
  const allChosen = conflicts.every((conflict) => keep.has(keyOf(conflict)));
  const choices = (): PublishChoice[] =>
    conflicts.map((conflict) => ({ file: conflict.file, path: [...conflict.path], keep: keep.get(keyOf(conflict)) ?? 'draft' }));
  return (
    <Box component="section" aria-labelledby="conflicts-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="conflicts-title" variant="h6" component="h2">
        Choose which values to publish
      </Typography>
      <Alert severity="warning">
        Since the draft started, someone published other values for{' '}
        {conflicts.length === 1 ? 'a field' : `${String(conflicts.length)} fields`} it also changes. Nothing was published. For each field,
        keep the live value or take the draft&apos;s; or send the request back to its author.
      </Alert>
      {conflicts.map((conflict) => {
        const key = keyOf(conflict);
        return (
          <Box key={key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {conflict.name} in {conflict.file}
            </Typography>
            <RadioGroup
              name={`keep-${key}`}
              value={keep.get(key) ?? ''}
              onChange={(event) => {
                const side = event.target.value === 'main' ? 'main' : 'draft';
                setKeep((current) => new Map(current).set(key, side));
              }}
            >
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                <Box sx={{ minWidth: 0 }}>
                  <FormControlLabel value="main" control={<Radio />} label="Keep the live value" />
                  <Box component="pre" aria-label={`The live value of ${conflict.name}`} sx={valueBox}>
                    {valueWords(conflict.main ?? undefined)}
                  </Box>
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <FormControlLabel value="draft" control={<Radio />} label="Take the draft’s value" />
                  <Box component="pre" aria-label={`The draft’s value of ${conflict.name}`} sx={valueBox}>
                    {valueWords(conflict.draft ?? undefined)}
                  </Box>
                </Box>
              </Box>
            </RadioGroup>
          </Box>
        );
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="contained" disabled={busy || !allChosen} onClick={() => onPublish(choices())}>
          Publish with these choices
        </Button>
        <Button color="warning" disabled={busy} onClick={() => onSendBack(sendBackNote(conflicts))}>
          Send back to the author
        </Button>
      </Stack>
      {!allChosen && <Typography color="text.secondary">Choose a value for every field to publish.</Typography>}
    </Box>
  );
}
