import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import type { Draft } from './drafts-client.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A dialog with a form: its fields, a problem if the last try failed, Cancel and the action. */
function FormDialog({
  title,
  action,
  busyAction,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  action: string;
  busyAction: string;
  onClose: () => void;
  /** Does the work; a rejection's message is shown and the dialog stays open. */
  onSubmit: () => Promise<void>;
  children: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    onSubmit().then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setProblem(messageOf(error));
      },
    );
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {problem !== '' && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? busyAction : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Names a new draft, started from the live version. */
export function StartDraftDialog({ onClose, onStart }: { onClose: () => void; onStart: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="Start a draft"
      action="Start the draft"
      busyAction="Starting…"
      onClose={onClose}
      onSubmit={() =>
        name.trim() === '' ? Promise.reject(new Error('Give the draft a name, such as “Spring campaign”.')) : onStart(name.trim())
      }
    >
      <DialogContentText>
        A draft is your own copy of the site: change as many pages as you like, save as often as you like, and nothing goes live until a
        publisher publishes it.
      </DialogContentText>
      <TextField label="Name of the draft" value={name} onChange={(event) => setName(event.target.value)} autoFocus required />
    </FormDialog>
  );
}

/** Asks for review of the draft: a title and a note for the reviewer. */
export function AskReviewDialog({
  draft,
  unsaved,
  onClose,
  onAsk,
}: {
  draft: Draft;
  /** The editor holds changes not saved yet: they are not part of the request. */
  unsaved: boolean;
  onClose: () => void;
  onAsk: (title: string, note: string) => Promise<void>;
}) {
  const [title, setTitle] = useState(draft.name);
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title="Ask for review"
      action="Ask for review"
      busyAction="Asking…"
      onClose={onClose}
      onSubmit={() => (title.trim() === '' ? Promise.reject(new Error('Give the request a title.')) : onAsk(title.trim(), note))}
    >
      <DialogContentText>
        A publisher looks at the changes of “{draft.name}” ({draft.pages.length} {draft.pages.length === 1 ? 'page' : 'pages'}), and
        approves them or asks for changes.
      </DialogContentText>
      {unsaved && (
        <Alert severity="warning">This page has changes you have not saved: they are not part of the request until you save them.</Alert>
      )}
      <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus required />
      <TextField
        label="Note for the reviewer (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}

/** Asks before a draft and its changes are thrown away. */
export function DeleteDraftDialog({ draft, onClose, onDelete }: { draft: Draft; onClose: () => void; onDelete: () => Promise<void> }) {
  return (
    <FormDialog
      title={`Delete the draft “${draft.name}”?`}
      action="Delete the draft"
      busyAction="Deleting…"
      onClose={onClose}
      onSubmit={onDelete}
    >
      <DialogContentText>
        Its changes ({draft.pages.length} {draft.pages.length === 1 ? 'page' : 'pages'}) are thrown away, and a request for its review is
        closed. The live site stays as it is. This cannot be undone.
      </DialogContentText>
    </FormDialog>
  );
}
