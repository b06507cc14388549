import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { isoOfLocalInput, localInputOf, ownTimeZone } from '../review-words.ts';

interface ScheduleFormProps {
  scheduledAt: string | null;
  busy: boolean;
  onSchedule: (at: string | null) => void;
}

/** An approved request's publish time, in the person's own time zone: set it, change it, or take it off (the request's header shows it). */
export function ScheduleForm({ scheduledAt, busy, onSchedule }: ScheduleFormProps) {
  const [value, setValue] = useState(() => (scheduledAt === null ? '' : localInputOf(scheduledAt)));
  const at = isoOfLocalInput(value);
  const zone = ownTimeZone();
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (at !== undefined) onSchedule(at);
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <TextField
          type="datetime-local"
          label={`Publish at (your time, ${zone})`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 300 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="outlined" disabled={busy || at === undefined}>
            {scheduledAt === null ? 'Schedule' : 'Change the time'}
          </Button>
          {scheduledAt !== null && (
            <Button disabled={busy} onClick={() => onSchedule(null)}>
              Take the time off
            </Button>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
