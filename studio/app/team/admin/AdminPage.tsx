import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import type { PendingInvitation, PersonInfo } from '../../../team/http/team-api-types.ts';
import { AuditTable } from './AuditTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import { PeopleTable } from './PeopleTable.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { ReviewRulesPanel } from './ReviewRulesPanel.tsx';
import { TeamBar } from '../TeamBar.tsx';
import { teamClient } from '../team-client.ts';

/** For admins: people and their roles, invitations, and the audit log. */
export function AdminPage() {
  const [me, setMe] = useState<MeResponse>();
  const [people, setPeople] = useState<PersonInfo[]>([]);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [refresh, setRefresh] = useState(0);
  const load = useCallback(() => {
    void teamClient.people().then((answer) => setPeople(answer.people));
    void teamClient.invitations().then((answer) => setInvitations(answer.invitations));
  }, []);
  // After a change: people and invitations again, and the audit log (which loads itself at first).
  const reload = useCallback(() => {
    load();
    setRefresh((count) => count + 1);
  }, [load]);
  useEffect(() => {
    void teamClient.me().then(setMe);
    load();
  }, [load]);
  return (
    <>
      <TeamBar me={me} />
      <Box
        component="main"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, maxWidth: 1100, mx: 'auto' }}
      >
        <Typography variant="h5" component="h1">
          People and sign-in
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            Invite someone
          </Typography>
          <InviteForm onInvited={reload} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            Invitations not used yet ({invitations.length})
          </Typography>
          <PendingInvitations invitations={invitations} onChanged={reload} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            People
          </Typography>
          <PeopleTable people={people} me={me?.person.id ?? 0} onChanged={reload} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            Review rules
          </Typography>
          <ReviewRulesPanel />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, overflowX: 'auto' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Audit log
            </Typography>
            <Button onClick={reload}>Refresh</Button>
          </Stack>
          <AuditTable refresh={refresh} />
        </Paper>
      </Box>
    </>
  );
}
