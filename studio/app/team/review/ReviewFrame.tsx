import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import { TeamBar } from '../TeamBar.tsx';
import { ApiRefusal } from '../../../api/contract/api-call.ts';
import { teamClient } from '../team-client.ts';
import { messageOf } from './review-client.ts';

/**
 * A review screen under the team bar: who is signed in is loaded first (a session that ended goes
 * back to sign-in), then the screen, which hides what the person's role does not allow.
 */
export function ReviewFrame({ title, children }: { title: string; children: (me: MeResponse) => ReactNode }) {
  const [me, setMe] = useState<MeResponse>();
  const [problem, setProblem] = useState<string>();
  // Each screen names itself in the window's title, for tabs, history and screen readers.
  useEffect(() => {
    document.title = `${title} — Page studio`;
  }, [title]);
  useEffect(() => {
    teamClient.me().then(setMe, (error: unknown) => {
      if (error instanceof ApiRefusal && error.status === 401)
        window.location.assign(`/sign-in?next=${encodeURIComponent(window.location.pathname)}`);
      else setProblem(messageOf(error));
    });
  }, []);
  return (
    <>
      <TeamBar me={me} />
      <Box component="main" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {problem !== undefined && <Alert severity="error">{problem}</Alert>}
        {me === undefined && problem === undefined ? <CircularProgress size={24} aria-label="Loading" /> : me && children(me)}
      </Box>
    </>
  );
}
