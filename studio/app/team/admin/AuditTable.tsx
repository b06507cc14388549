import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../../team/database/tables/audit.ts';
import { teamClient } from '../team-client.ts';
import { secondWords as whenWords } from '../../time-words.ts';
import { auditSentence, draftNamesIn } from './audit-words.ts';
import { onPhoneOnly, phoneTable, wideOnly } from './phone-columns.ts';

/** The audit log, newest first, a page at a time: each entry a sentence, its record behind "Details". */
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
  const draftNames = draftNamesIn(entries);
  return (
    <>
      <Table sx={phoneTable} size="small" aria-label="Audit log">
        <TableHead>
          <TableRow>
            <TableCell sx={wideOnly}>When</TableCell>
            <TableCell>What happened</TableCell>
            <TableCell sx={wideOnly}>From</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{whenWords(entry.time)}</TableCell>
              <TableCell>
                <Typography variant="caption" color="text.secondary" sx={onPhoneOnly}>
                  {whenWords(entry.time)} · from {entry.address}
                </Typography>
                <Typography variant="body2" data-testid="audit-sentence">
                  {auditSentence(entry, draftNames)}
                </Typography>
                <Box component="details" sx={{ color: 'text.secondary', fontSize: 12 }}>
                  <summary>Details</summary>
                  <Box component="code" data-testid="audit-detail" sx={{ overflowWrap: 'anywhere' }}>
                    {JSON.stringify(entry.detail)}
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={wideOnly}>{entry.address}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {next !== null && <Button onClick={() => load(next)}>Show older entries</Button>}
    </>
  );
}
