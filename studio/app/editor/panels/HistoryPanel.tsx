import { Alert, Box, Button, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntryInfo, RestoreResponse } from '../../../api/contract/studio-api.ts';
import { studioApi } from '../../api.ts';
import { timeWords as dateWords } from '../../time-words.ts';
import { SidePanel } from './SidePanel.tsx';

interface HistoryPanelProps {
  file: string;
  /** The page as people name it (the panel's title). */
  name: string;
  /** Publishers (and admins) may restore a version; authors only read the history. */
  canRestore: boolean;
  /** Whether the editor holds changes not saved yet (restoring drops them). */
  dirty: boolean;
  onRestored: (restored: RestoreResponse) => void;
  onClose: () => void;
}

const lineColour = (line: string): string =>
  line.startsWith('+') && !line.startsWith('+++') ? '#dcfce7' : line.startsWith('-') && !line.startsWith('---') ? '#fee2e2' : 'transparent';

/** A commit's diff, its added lines green and removed lines red (git's own header lines left out). */
function CommitDiff({ diff, label }: { diff: string; label: string }) {
  const lines = diff.split('\n').filter((line) => !/^(?:diff --git|index |--- |\+\+\+ |new file mode)/.test(line));
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        mt: 1,
        fontSize: 12,
        lineHeight: 1.5,
        overflow: 'auto',
        maxHeight: '40vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {lines.map((line, index) => (
        <Box key={index} component="span" sx={{ display: 'block', px: 1, bgcolor: lineColour(line) }}>
          {line === '' ? ' ' : line}
        </Box>
      ))}
    </Box>
  );
}

/** One commit: who, when, the message's title and fields, its diff on request, and "Restore this version". */
function HistoryItem({
  file,
  entry,
  canRestore,
  latest,
  onRestore,
}: {
  file: string;
  entry: HistoryEntryInfo;
  canRestore: boolean;
  latest: boolean;
  onRestore: () => void;
}) {
  const [diff, setDiff] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const title = entry.message.split('\n')[0] ?? '';
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={`${title} by ${entry.author.name}`}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.author.name} · {dateWords(entry.date)}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entry.changes.map((change) => (
            <Typography key={change} component="li" variant="body2">
              {change}
            </Typography>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          onClick={() => {
            if (diff !== undefined) return setDiff(undefined);
            studioApi.historyDiff(file, entry.commit).then(
              (answer) => setDiff(answer.diff),
              (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
            );
          }}
        >
          {diff === undefined ? 'Show changes' : 'Hide changes'}
        </Button>
        {canRestore && !latest && (
          <Button size="small" color="warning" onClick={onRestore}>
            Restore this version
          </Button>
        )}
      </Stack>
      {diff !== undefined && <CommitDiff diff={diff} label={`Changes made by ${entry.author.name} on ${dateWords(entry.date)}`} />}
      {problem !== undefined && <Alert severity="error">{problem}</Alert>}
    </ListItem>
  );
}

/** The page's history: every saved version, newest first, with what changed; publishers restore one as a new version. */
export function HistoryPanel({ file, name, canRestore, dirty, onRestored, onClose }: HistoryPanelProps) {
  const [entries, setEntries] = useState<HistoryEntryInfo[]>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const load = useCallback(() => {
    studioApi.history(file).then(
      (answer) => setEntries(answer.entries),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [file]);
  useEffect(load, [load]);

  const restore = (entry: HistoryEntryInfo) => {
    const what = `the version of ${dateWords(entry.date)} by ${entry.author.name}`;
    const question = dirty
      ? `Restore ${what}? Your unsaved changes are dropped.`
      : `Restore ${what}? It becomes a new version; nothing in the history is lost.`;
    if (!window.confirm(question)) return;
    setProblem(undefined);
    studioApi.restore(file, entry.commit).then(
      (restored) => {
        setNotice(`Restored ${what}.`);
        onRestored(restored);
        load();
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <SidePanel title={`History of ${name}`} subtitle={file} closeLabel="Close the history" onClose={onClose}>
      <Box role="status" aria-live="polite" sx={{ px: 2 }}>
        {notice !== undefined && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        )}
        {problem !== undefined && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </Box>
      {entries === undefined && problem === undefined ? (
        <Box sx={{ p: 2 }}>
          <CircularProgress size={20} aria-label="Loading the versions" />
        </Box>
      ) : (
        <List aria-label="Versions, newest first">
          {(entries ?? []).map((entry, index) => (
            <HistoryItem
              key={entry.commit}
              file={file}
              entry={entry}
              canRestore={canRestore}
              latest={index === 0}
              onRestore={() => restore(entry)}
            />
          ))}
        </List>
      )}
    </SidePanel>
  );
}
