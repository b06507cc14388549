import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../../team/database/tables/audit.ts';
import { teamClient } from '../team-client.ts';

/** The audit log, newest first, a page at a time. */
export function AuditTable({ refresh }: { refresh: number }) {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const load = useCallback((before?: number) => {
    void teamClient.audit(before).then((page) => {
      setEntries((shown) => (before === undefined ? page.entries : [...shown, ...page.entries]));
      setNext(page.next);
    });
  }, []);
  useEffect(() => load(), [load, refresh]);
  return (
    <>
      <Table size="small" aria-label="Audit log">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>From</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{new Date(entry.time).toLocaleString()}</TableCell>
              <TableCell>{entry.personName ?? '—'}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{JSON.stringify(entry.detail)}</TableCell>
              <TableCell>{entry.address}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {next !== null && <Button onClick={() => load(next)}>Show older entries</Button>}
    </>
  );
}
