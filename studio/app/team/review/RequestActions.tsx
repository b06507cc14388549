import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import type { RequestDetail } from './review-client.ts';
import { problemWords } from './review-words.ts';
import { ScheduleForm } from './publish/ScheduleForm.tsx';

export interface RequestSteps {
  askForChanges: (note: string) => void;
  askAgain: (note: string) => void;
  approve: () => void;
  publish: () => void;
  schedule: (at: string | null) => void;
  close: () => void;
}

interface RequestActionsProps {
  request: RequestDetail;
  me: MeResponse;
  busy: boolean;
  steps: RequestSteps;
}

/** A note and a button that sends it; the note may be left empty. */
function NoteForm({
  label,
  submit,
  busy,
  onSend,
  onCancel,
}: {
  label: string;
  submit: string;
  busy: boolean;
  onSend: (note: string) => void;
  onCancel?: () => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(note);
      }}
    >
      <TextField label={label} multiline minRows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submit}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Box>
    </Stack>
  );
}

/**
 * What the person may do with the request now: a publisher asks for changes, approves, publishes,
 * schedules or closes; the author asks for review again or closes. What the role or the state does
 * not allow is not shown (the server checks again).
 */
export function RequestActions({ request, me, busy, steps }: RequestActionsProps) {
  const [askingForChanges, setAskingForChanges] = useState(false);
  const publisher = me.can.publish;
  const author = request.author.id === me.person.id;
  const state = request.state;
  const canClose = (publisher || author) && (state === 'in-review' || state === 'changes-requested' || state === 'approved');
  const canAskForChanges = publisher && (state === 'in-review' || state === 'approved');
  const canAskAgain = author && state === 'changes-requested';
  // A publish that merged but could not put the site live stays `publishing` with its reason: publishing again finishes it.
  const canRetry = publisher && state === 'publishing' && problemWords(request.problem) !== undefined;
  if (!canClose && !canAskAgain && !canAskForChanges && !canRetry) return null;

  const confirmClose = () => {
    if (window.confirm(`Close “${request.title}”? Nothing is published, and it cannot be opened again; the draft stays.`)) steps.close();
  };

  return (
    <Box component="section" aria-labelledby="actions-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="actions-title" variant="h6" component="h2">
        {publisher ? 'Your decision' : 'Your request'}
      </Typography>
      {canAskAgain && (
        <>
          <Typography>Once the draft holds the changes asked for, ask for review again.</Typography>
          <NoteForm label="What you changed (optional)" submit="Ask for review again" busy={busy} onSend={steps.askAgain} />
        </>
      )}
      {publisher && state === 'approved' && <ScheduleForm scheduledAt={request.scheduledAt} busy={busy} onSchedule={steps.schedule} />}
      {askingForChanges && canAskForChanges ? (
        <NoteForm
          label="What should change (the author reads this)"
          submit="Send to the author"
          busy={busy}
          onSend={(note) => {
            setAskingForChanges(false);
            steps.askForChanges(note);
          }}
          onCancel={() => setAskingForChanges(false)}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {((publisher && state === 'approved') || canRetry) && (
            <Button variant="contained" disabled={busy} onClick={steps.publish}>
              {canRetry ? 'Publish again' : 'Publish'}
            </Button>
          )}
          {publisher && state === 'in-review' && (
            <Button variant="contained" disabled={busy} onClick={steps.approve}>
              Approve
            </Button>
          )}
          {canAskForChanges && (
            <Button variant="outlined" color="warning" disabled={busy} onClick={() => setAskingForChanges(true)}>
              Ask for changes
            </Button>
          )}
          {canClose && (
            <Button color="error" disabled={busy} onClick={confirmClose}>
              Close
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
