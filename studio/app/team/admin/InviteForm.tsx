import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type SubmitEvent } from 'react';
import type { Role } from '../../../team/database/roles.ts';
import type { InvitationCreated } from '../../../team/http/team-api-types.ts';
import { teamClient } from '../team-client.ts';
import { CopyLinkButton } from '../CopyLinkButton.tsx';

export const roleChoices: { role: Role; label: string }[] = [
  { role: 'author', label: 'Author (edits and saves pages)' },
  { role: 'publisher', label: 'Publisher (also publishes and restores)' },
  { role: 'admin', label: 'Admin (also manages people)' },
];

const roleLabel = (role: Role): string => roleChoices.find((choice) => choice.role === role)?.label ?? role;

/**
 * Makes an invitation link for a role (and, if given, one e-mail address), to send to the person.
 * Every link made on this visit stays listed with a Copy button: a link is shown only when it is made.
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [role, setRole] = useState<Role>('author');
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<InvitationCreated[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function invite(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const created = await teamClient.invite(role, email.trim() || undefined);
      setMade((links) => [created, ...links]);
      setEmail('');
      onInvited();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The invitation was not made — try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void invite(event)}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(roleChoices.find((choice) => choice.role === event.target.value)?.role ?? 'author')}
          sx={{ width: { md: 340 }, flexShrink: 0 }}
        >
          {roleChoices.map((choice) => (
            <MenuItem key={choice.role} value={choice.role}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="E-mail address (optional)"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          helperText="With an address, only that address can join with the link."
          sx={{ flex: 1, minWidth: { md: 240 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0, mt: { md: 1 } }}>
          {busy ? 'Making the link…' : 'Make invitation link'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {made.length > 0 && (
        <Box component="section" aria-labelledby="links-made-title" sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <Typography id="links-made-title" variant="subtitle1" component="h3">
            Links made now: send each to its person (each works once, for 7 days; it is not shown again after you leave this page)
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {made.map((invitation) => (
              <Paper
                component="li"
                key={invitation.link}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'success.50' }}
              >
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography variant="body2">
                    {roleLabel(invitation.role)}
                    {invitation.email === null ? ', for anyone with the link' : `, for ${invitation.email}`}
                  </Typography>
                  <Box component="code" data-testid="invitation-link" sx={{ overflowWrap: 'anywhere' }}>
                    {invitation.link}
                  </Box>
                </Box>
                <CopyLinkButton link={invitation.link} />
              </Paper>
            ))}
          </Box>
        </Box>
      )}
    </form>
  );
}
