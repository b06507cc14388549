import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useRef, useState, type SubmitEvent } from 'react';
import { ApiRefusal } from '../../api/contract/api-call.ts';
import { visuallyHidden } from '../form/frame/ProblemMessage.tsx';
import type { MeResponse } from '../../team/sign-in/me.ts';
import { teamClient } from './team-client.ts';

type Person = MeResponse['person'];

/** Where the last save left the dialog: nothing yet, saved, a name the rule refused (shown at the field), or another failure. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'saved'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * "Your name": the signed-in person changes the name their saves go into the history with. The
 * server's rule (the one joining uses) says what is wrong with a name; the e-mail address stays.
 */
export function OwnNameDialog({ person, onClose, onSaved }: { person: Person; onClose: () => void; onSaved: (person: Person) => void }) {
  const [name, setName] = useState(person.name);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const field = useRef<HTMLInputElement>(null);

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome({ kind: 'none' });
    teamClient
      .changeOwnName(name)
      .then(
        (me) => {
          setName(me.person.name);
          setOutcome({ kind: 'saved', name: me.person.name });
          onSaved(me.person);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : 'Your name was not saved — try again.';
          setOutcome({ kind: error instanceof ApiRefusal && error.code === 'bad-author' ? 'refused' : 'failed', message });
        },
      )
      // The button was disabled while saving: the field takes the keyboard back, to change the name again or close.
      .finally(() => {
        setBusy(false);
        setTimeout(() => field.current?.focus());
      });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: save } }}>
      <DialogTitle>Your name</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <DialogContentText>
            Your saves go into the site’s history under this name, and the team sees it beside your changes. Saves you made before keep the
            name they were made with.
          </DialogContentText>
          <TextField
            label="Your name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (outcome.kind !== 'none') setOutcome({ kind: 'none' });
            }}
            inputRef={field}
            autoFocus
            autoComplete="name"
            error={outcome.kind === 'refused'}
            helperText={
              outcome.kind === 'refused'
                ? outcome.message
                : `Your e-mail address, ${person.email}, stays as it is: it is how the studio knows you.`
            }
            slotProps={{ htmlInput: { readOnly: busy } }}
          />
          {/* Said as it happens: the message is written into a region that is there from the start. */}
          <Box role="status" aria-live="polite">
            {busy && (
              <Box component="span" sx={visuallyHidden}>
                Saving your name…
              </Box>
            )}
            {outcome.kind === 'saved' && (
              <Alert severity="success" role="none">
                Saved. Your next saves go into the history as “{outcome.name}”.
              </Alert>
            )}
          </Box>
          {outcome.kind === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
