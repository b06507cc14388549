import { Alert, Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { PersonInfo } from '../../../team/http/team-api-types.ts';
import { roleChoices } from './InviteForm.tsx';
import { teamClient } from '../team-client.ts';
import { onPhoneOnly, phoneTable, wideOnly } from './phone-columns.ts';

/** Everyone who may sign in, with their role to change and a button to remove them. */
export function PeopleTable({ people, me, onChanged }: { people: PersonInfo[]; me: number; onChanged: () => void }) {
  const [error, setError] = useState('');
  const act = (work: Promise<unknown>) =>
    void work.then(onChanged, (problem: unknown) =>
      setError(problem instanceof Error ? problem.message : 'That did not work — try again.'),
    );
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Table sx={phoneTable} size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={wideOnly}>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id}>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {person.name}
                <Typography variant="caption" color="text.secondary" sx={{ ...onPhoneOnly, overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>{person.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={person.role}
                  slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Role of ${person.name}` } } }}
                  onChange={(event) => {
                    const role = roleChoices.find((choice) => choice.role === event.target.value)?.role;
                    if (role) act(teamClient.changeRole(person.id, role));
                  }}
                >
                  {roleChoices.map((choice) => (
                    <MenuItem key={choice.role} value={choice.role}>
                      {choice.role}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {person.id !== me && (
                  <Button
                    color="error"
                    onClick={() =>
                      window.confirm(`Remove ${person.name}? They are signed out everywhere and cannot sign in again.`) &&
                      act(teamClient.remove(person.id))
                    }
                  >
                    Remove
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
