import { Alert, Button, Divider } from '@mui/material';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { Frame } from '../Frame.tsx';
import { teamClient } from '../team-client.ts';
import { nextPage } from './next-page.ts';

/** What `/sign-in?problem=…` means, after the company's sign-in sent the person back. */
const problems: Record<string, string> = {
  'oidc-failed': 'Signing in with your company account did not work — try again.',
  'oidc-domain': 'Your company account’s e-mail address is not one this studio takes — ask an admin.',
  'oidc-unverified': 'Your company has not confirmed your e-mail address — ask your IT team, or use a passkey.',
  'oidc-no-invitation': 'There is no invitation for your e-mail address yet — ask an admin to invite you.',
  'oidc-unproven':
    'An account here has your e-mail address, but it was made from an invitation for anyone, so it is not linked to your company account yet. Sign in with that account’s passkey first, then choose “Sign in with your company account” here to link them.',
  'too-many-tries': 'Too many sign-ins failed from here in the last minute — wait a minute, then try again.',
};

export function SignInPage() {
  const [error, setError] = useState(problems[new URLSearchParams(window.location.search).get('problem') ?? ''] ?? '');
  const [busy, setBusy] = useState(false);
  const [oidc, setOidc] = useState(false);
  useEffect(() => {
    void teamClient.methods().then(
      (methods) => setOidc(methods.oidc),
      () => setOidc(false),
    );
  }, []);

  async function withPasskey() {
    setBusy(true);
    setError('');
    try {
      const { ceremony, options } = await teamClient.signInOptions();
      const response = await startAuthentication({ optionsJSON: options });
      await teamClient.signIn(ceremony, response);
      window.location.assign(nextPage(new URLSearchParams(window.location.search).get('next'), window.location.origin));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Signing in did not work — try again.');
      setBusy(false);
    }
  }

  return (
    <Frame title="Sign in to the page studio">
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" size="large" disabled={busy} onClick={() => void withPasskey()}>
        Sign in with a passkey
      </Button>
      {oidc && (
        <>
          <Divider>or</Divider>
          <Button variant="outlined" size="large" href="/_team/oidc/start">
            Sign in with your company account
          </Button>
        </>
      )}
    </Frame>
  );
}
