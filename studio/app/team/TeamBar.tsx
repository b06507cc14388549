import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { useState } from 'react';
import type { MeResponse } from '../../team/sign-in/me.ts';
import { OwnNameDialog } from './OwnNameDialog.tsx';
import { teamClient } from './team-client.ts';

const signOut = (everywhere: boolean) =>
  void (everywhere ? teamClient.signOutEverywhere() : teamClient.signOut()).finally(() => window.location.assign('/sign-in'));

/**
 * Who is signed in (their name opens "Your name", to change it), the change requests, the releases
 * for publishers, the admin page for admins only, and signing out.
 */
export function TeamBar({ me }: { me: MeResponse | undefined }) {
  // The person as they last saved their name here: the bar shows the new name without loading the screen again.
  const [renamed, setRenamed] = useState<MeResponse['person']>();
  const [naming, setNaming] = useState(false);
  const person = renamed ?? me?.person;
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* On a phone the bar wraps whole items onto a second line instead of breaking words inside them. */}
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', '& > *': { whiteSpace: 'nowrap' } }}>
        <Button href="/_studio">Pages</Button>
        <Button href="/requests">Review</Button>
        {me?.can.publish && <Button href="/releases">Releases</Button>}
        {me?.can.manage && <Button href="/admin">People</Button>}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
          {person && (
            <Button
              onClick={() => setNaming(true)}
              aria-haspopup="dialog"
              aria-label={`${person.name} (${person.role}) — change your name`}
              color="inherit"
              startIcon={<AccountCircleOutlined />}
              sx={{ minWidth: 0, maxWidth: '100%' }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }} data-testid="signed-in-as">
                {`${person.name} (${person.role})`}
              </Box>
            </Button>
          )}
        </Box>
        <Button onClick={() => signOut(false)}>Sign out</Button>
        <Button onClick={() => signOut(true)}>Sign out everywhere</Button>
      </Toolbar>
      {naming && person && <OwnNameDialog person={person} onClose={() => setNaming(false)} onSaved={setRenamed} />}
    </AppBar>
  );
}
