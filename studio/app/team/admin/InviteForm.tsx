import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import type { Role } from '../../../team/database/roles.ts';
import { teamClient } from '../team-client.ts';

export const roleChoices: { role: Role; label: string }[] = [
  { role: 'author', label: 'Author (edits and saves pages)' },
  { role: 'publisher', label: 'Publisher (also publishes and restores)' },
  { role: 'admin', label: 'Admin (also manages people)' },
];

/** Makes an invitation link for a role (and, if given, one e-mail address), to send to the person. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [role, setRole] = useState<Role>('author');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState('');

  async function invite(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    try {
      const created = await teamClient.invite(role, email.trim() || undefined);
      setLink(created.link);
      onInvited();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The invitation was not made — try again.');
    }
  }

  return (
    <form onSubmit={(event) => void invite(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(roleChoices.find((choice) => choice.role === event.target.value)?.role ?? 'author')}
          sx={{ maxWidth: 320 }}
        >
          {roleChoices.map((choice) => (
            <MenuItem key={choice.role} value={choice.role}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="E-mail address (optional)" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Make invitation link
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {link && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Send this link to the person; it works once, for 7 days: <code data-testid="invitation-link">{link}</code>
        </Alert>
      )}
    </form>
  );
}
