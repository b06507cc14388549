import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import type { PendingInvitation } from '../../../team/http/team-api-types.ts';
import { teamClient } from '../team-client.ts';
import { onPhoneOnly, phoneTable, wideOnly } from './phone-columns.ts';

const dayWords = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Invitations not used yet: for which role and address, who made them, until when; each can be withdrawn. */
export function PendingInvitations({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<string>();
  if (invitations.length === 0) return <Typography color="text.secondary">No invitation is waiting to be used.</Typography>;
  const withdraw = (invitation: PendingInvitation) => {
    const whom = invitation.email ?? 'anyone with the link';
    if (!window.confirm(`Withdraw the invitation for ${whom}? Its link will not work any more.`)) return;
    setError('');
    setBusy(invitation.id);
    teamClient
      .revokeInvitation(invitation.id)
      .then(onChanged, (problem: unknown) => setError(problem instanceof Error ? problem.message : 'That did not work — try again.'))
      .finally(() => setBusy(undefined));
  };
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Table sx={phoneTable} size="small" aria-label="Invitations not used yet">
        <TableHead>
          <TableRow>
            <TableCell>For</TableCell>
            <TableCell>Role</TableCell>
            <TableCell sx={wideOnly}>Made by</TableCell>
            <TableCell sx={wideOnly}>Works until</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                {invitation.email ?? 'Anyone with the link'}
                <Typography variant="caption" color="text.secondary" sx={onPhoneOnly}>
                  Until {dayWords(invitation.expires)}
                </Typography>
              </TableCell>
              <TableCell>{invitation.role}</TableCell>
              <TableCell sx={wideOnly}>{invitation.createdBy ?? 'The studio (first admin)'}</TableCell>
              <TableCell sx={wideOnly}>{dayWords(invitation.expires)}</TableCell>
              <TableCell>
                <Button
                  color="error"
                  disabled={busy !== undefined}
                  aria-label={`Withdraw the invitation for ${invitation.email ?? 'anyone with the link'}`}
                  onClick={() => withdraw(invitation)}
                >
                  {busy === invitation.id ? 'Withdrawing…' : 'Withdraw'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
