import { AppBar, Button, Toolbar, Typography } from '@mui/material';
import type { MeResponse } from '../../team/sign-in/me.ts';
import { teamClient } from './team-client.ts';

const signOut = (everywhere: boolean) =>
  void (everywhere ? teamClient.signOutEverywhere() : teamClient.signOut()).finally(() => window.location.assign('/sign-in'));

/** Who is signed in, the change requests, the releases for publishers, the admin page for admins only, and signing out. */
export function TeamBar({ me }: { me: MeResponse | undefined }) {
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* On a phone the bar wraps whole items onto a second line instead of breaking words inside them. */}
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', '& > *': { whiteSpace: 'nowrap' } }}>
        <Button href="/_studio">Pages</Button>
        <Button href="/requests">Review</Button>
        {me?.can.publish && <Button href="/releases">Releases</Button>}
        {me?.can.manage && <Button href="/admin">People</Button>}
        <Typography sx={{ flexGrow: 1, textAlign: 'right', overflow: 'hidden', textOverflow: 'ellipsis' }} data-testid="signed-in-as">
          {me ? `${me.person.name} (${me.person.role})` : ''}
        </Typography>
        <Button onClick={() => signOut(false)}>Sign out</Button>
        <Button onClick={() => signOut(true)}>Sign out everywhere</Button>
      </Toolbar>
    </AppBar>
  );
}
