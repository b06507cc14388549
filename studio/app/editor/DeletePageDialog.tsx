import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { DeletePageResponse } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';
import { errorWords, useRequest } from '../form/pickers/load.ts';
import { LoadState } from '../form/pickers/LoadState.tsx';
import { byPage } from '../search/group-hits.ts';
import { LinksThatChange, linksWords } from './LinksThatChange.tsx';

const pagesWords = (count: number) => (count === 1 ? '1 page' : `${String(count)} pages`);

/**
 * Deletes a page: the author picks the page its visitors go to instead, sees every link that leads
 * to it now (menus, the footer, buttons and cards of every page) and that each will lead there, and
 * that its address keeps working for bookmarks and search engines.
 */
export function DeletePageDialog({
  file,
  name,
  address,
  dirty,
  onDeleted,
  onClose,
}: {
  file: string;
  name: string;
  /** The page's address now. */
  address: string;
  /** The editor holds changes not saved yet: say so first (deleting would lose them without a word). */
  dirty: boolean;
  onDeleted: (deleted: DeletePageResponse) => void;
  onClose: () => void;
}) {
  const [to, setTo] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pages = useRequest('pages', () => studioApi.pages());
  const preview = useRequest(`delete ${file} for ${to}`, () => studioApi.deletePreview(file, to));
  const choices =
    pages.result.state === 'ready'
      ? pages.result.data.pages.filter((page) => page.kind === 'page' && page.path !== file && page.url !== undefined)
      : [];
  const shown = preview.result.state === 'ready' ? preview.result.data : undefined;
  // The links to the page are the same whichever page is chosen: the last answer stays listed while the next one comes.
  const listed = shown ?? preview.last;
  const target = choices.find((page) => page.path === to);
  const ready = !dirty && target !== undefined && shown !== undefined && shown.problem === undefined && shown.to !== '' ? shown : undefined;
  const groups = listed === undefined ? [] : byPage(listed.links);

  const remove = () => {
    if (ready === undefined) return;
    setDeleting(true);
    setProblem(undefined);
    studioApi.deletePage({ file, to }).then(onDeleted, (error: unknown) => {
      setProblem(errorWords(error));
      setDeleting(false);
    });
  };
  const addresses = [address, ...(listed?.aliases ?? [])].join(', ');
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby="delete-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-title">Delete {name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Choose the page that visitors go to instead. Every link to {name} on the site will lead there, and {addresses}{' '}
          {listed !== undefined && listed.aliases.length > 0 ? 'keep' : 'keeps'} working for bookmarks and search engines by sending
          visitors on to it.
        </Typography>
        {dirty && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Save or undo your changes to this page first.
          </Alert>
        )}
        <LoadState result={pages.result} what="the pages" onRetry={pages.retry} />
        {pages.result.state === 'ready' && (
          <TextField
            select
            label="Send visitors to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            fullWidth
            helperText={target === undefined ? 'Pick the page closest to what this one said.' : `At ${target.url ?? ''}`}
          >
            {choices.map((page) => (
              <MenuItem key={page.path} value={page.path}>
                {page.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {listed !== undefined && (
            <Typography>
              {listed.links.length === 0
                ? `No link on another page leads to ${name}.`
                : `${linksWords(listed.links.length)} on ${pagesWords(groups.length)} ${listed.links.length === 1 ? 'leads' : 'lead'} to ${name} now${target === undefined ? '' : `; each will lead to ${target.title} instead`}:`}
            </Typography>
          )}
          {shown?.problem !== undefined && to !== '' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {shown.problem}
            </Alert>
          )}
        </Box>
        {listed === undefined && <LoadState result={preview.result} what={`the links to ${name}`} onRetry={preview.retry} />}
        {listed !== undefined && <LinksThatChange links={listed.links} kept={listed.kept} reach="reach the chosen page" />}
        {problem !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={remove} disabled={ready === undefined || deleting}>
          {deleting ? 'Deleting…' : 'Delete page'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
