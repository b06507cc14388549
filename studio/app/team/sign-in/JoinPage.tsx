import { Alert, Button, TextField, Typography } from '@mui/material';
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { InvitationInfo } from '../../../team/http/team-api-types.ts';
import { Frame } from '../Frame.tsx';
import { teamClient } from '../team-client.ts';

/** Joining from an invitation link: a name, an e-mail address, and a passkey made on this device. */
export function JoinPage({ token }: { token: string }) {
  const [invitation, setInvitation] = useState<InvitationInfo>();
  const [error, setError] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    teamClient.invitation(token).then(
      (info) => {
        setInvitation(info);
        if (info.email !== null) setEmail(info.email);
      },
      (problem: unknown) => setError(problem instanceof Error ? problem.message : 'This invitation link does not work.'),
    );
  }, [token]);

  async function join(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { ceremony, options } = await teamClient.joinOptions(token, name, email);
      const response = await startRegistration({ optionsJSON: options });
      const me = await teamClient.join(ceremony, response);
      // A new admin (the first one, most often) has people to invite next; everyone else, pages to edit.
      window.location.assign(me.can.manage ? '/admin' : '/_studio');
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Joining did not work — try again.');
      setBusy(false);
    }
  }

  return (
    <Frame title="Join the page studio">
      {error && <Alert severity="error">{error}</Alert>}
      {invitation && (
        <form onSubmit={(event) => void join(event)} style={{ display: 'grid', gap: 16 }}>
          <Typography>
            You are invited as {invitation.role === 'admin' ? 'an admin' : invitation.role === 'publisher' ? 'a publisher' : 'an author'}.
            Your device will make a passkey for this studio: you sign in with it from now on, with no password.
          </Typography>
          <TextField label="Your name" required value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
          <TextField
            label="Your e-mail address"
            type="email"
            required
            value={email}
            disabled={invitation.email !== null}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Make my passkey and join
          </Button>
        </form>
      )}
    </Frame>
  );
}
