import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { MovePageResponse } from '../../api/contract/studio-api.ts';
import { useAfterTyping } from '../after-typing.ts';
import { studioApi } from '../api.ts';
import { byPage } from '../search/group-hits.ts';
import { LinksThatChange, linksWords } from './LinksThatChange.tsx';

// A pause in typing this long checks the address: one request per address typed, not per key.
const typingPause = 300;

/**
 * Moves a page to a new address: it shows, before anything changes, every link that will follow
 * (menus, the footer, buttons and cards of every page) and says that the old address keeps working.
 */
export function MovePageDialog({
  file,
  name,
  address,
  dirty,
  onMoved,
  onClose,
}: {
  file: string;
  name: string;
  /** The page's address now. */
  address: string;
  /** The editor holds changes not saved yet: the move waits for them (it changes the saved page). */
  dirty: boolean;
  onMoved: (moved: MovePageResponse) => void;
  onClose: () => void;
}) {
  const [to, setTo] = useState(address);
  const [toFile, setToFile] = useState(file);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const fileMoves = toFile.trim() !== file;
  const unchanged = to.trim() === address && !fileMoves;
  const asked = `${to.trim()}\n${toFile.trim()}`;

  // Checked once the person pauses typing; the address and file it has now are not checked.
  const shown = useAfterTyping(
    asked,
    unchanged ? undefined : () => studioApi.movePreview(file, to.trim(), fileMoves ? toFile.trim() : undefined),
    typingPause,
  );

  const ready =
    !dirty &&
    shown.state === 'ready' &&
    shown.data.problem === undefined &&
    shown.data.to === to.trim() &&
    shown.data.file === toFile.trim()
      ? shown.data
      : undefined;
  const move = () => {
    if (ready === undefined) return;
    setMoving(true);
    setProblem(undefined);
    studioApi.movePage({ file, to: ready.to, ...(fileMoves ? { toFile: toFile.trim() } : {}) }).then(onMoved, (error: unknown) => {
      setProblem(error instanceof Error ? error.message : String(error));
      setMoving(false);
    });
  };
  const groups = ready === undefined ? [] : byPage(ready.links);
  return (
    <Dialog open onClose={moving ? undefined : onClose} aria-labelledby="move-title" fullWidth maxWidth="sm">
      <DialogTitle id="move-title">Move {name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          The page is at <strong>{address}</strong> now. Every link to it on the site follows it to the new address, and the old address
          keeps working for bookmarks and search engines.
        </Typography>
        {dirty && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Save or undo your changes to this page first: the move changes the saved page.
          </Alert>
        )}
        <TextField
          label="New address"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          autoFocus
          fullWidth
          helperText="Lower-case words joined by hyphens, starting with /, for example /retail-pos"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <TextField
          label="Its file"
          value={toFile}
          onChange={(event) => setToFile(event.target.value)}
          fullWidth
          sx={{ mt: 2 }}
          helperText="Where the page's text is kept. Change it to keep the page with others (visitors never see it), for example pages/products/retail-pos.yaml"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {shown.state === 'asking' && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden />
              <Typography>Checking {fileMoves && to.trim() === address ? toFile.trim() : to.trim()}…</Typography>
            </Box>
          )}
          {shown.state === 'ready' && shown.data.problem !== undefined && <Alert severity="warning">{shown.data.problem}</Alert>}
          {ready !== undefined && (
            <Typography>
              {ready.to === address
                ? `Only its file moves, to ${ready.file}: links name the page by its address, so none changes.`
                : ready.links.length === 0
                  ? `No link on the site leads to ${name}; only its address changes.`
                  : `${linksWords(ready.links.length)} on ${groups.length === 1 ? '1 page' : `${String(groups.length)} pages`} will lead to ${ready.to}:`}
            </Typography>
          )}
        </Box>
        {shown.state === 'failed' && <Alert severity="error">{shown.message}</Alert>}
        {ready !== undefined && <LinksThatChange links={ready.links} kept={ready.kept} reach="keep working" />}
        {problem !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={moving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={move} disabled={ready === undefined || moving}>
          {moving ? 'Moving…' : 'Move page'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
