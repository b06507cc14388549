import { Alert, Box, Button, CircularProgress, Drawer, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useCallback, useEffect, useState } from 'react';
import type { Use } from '../../../api/contract/studio-api.ts';
import { studioApi } from '../../api.ts';
import { FieldLink } from '../../search/FieldLink.tsx';
import { byPage } from '../../search/group-hits.ts';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; uses: Use[] };

/** Every field that links to this page (menus, the footer, buttons and cards of every page), each a link to that field. */
export function WhereUsedPanel({
  file,
  name,
  draft,
  mayLeave,
  onClose,
}: {
  file: string;
  name: string;
  draft: string | undefined;
  /** Whether the editor may be left (it asks when there are unsaved changes). */
  mayLeave: () => boolean;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const fetchUses = useCallback(() => {
    studioApi.whereUsed({ page: file }).then(
      (answer) => setLoaded({ state: 'ready', uses: answer.uses }),
      (error: unknown) => setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [file]);
  // The panel opens in the loading state.
  useEffect(fetchUses, [fetchUses]);
  const load = () => {
    setLoaded({ state: 'loading' });
    fetchUses();
  };
  const groups = loaded.state === 'ready' ? byPage(loaded.uses) : [];
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, 'aria-labelledby': 'where-used-title' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="where-used-title" component="h2" variant="h6">
            Where {name} is linked from
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Links written with the page’s address or one of its other addresses{draft === undefined ? '' : ', as this draft has the pages'}.
          </Typography>
        </Box>
        <IconButton aria-label="Close the list of links" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ px: 2, pt: 2 }}>
        {loaded.state === 'loading' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden />
            <Typography>Looking through every page…</Typography>
          </Stack>
        )}
        {loaded.state === 'ready' && (
          <Typography>
            {loaded.uses.length === 0
              ? `No page, menu or footer links to ${name}.`
              : `${loaded.uses.length === 1 ? '1 link' : `${String(loaded.uses.length)} links`} on ${groups.length === 1 ? '1 page' : `${String(groups.length)} pages`}.`}
          </Typography>
        )}
      </Box>
      {loaded.state === 'failed' && (
        <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={load}>Try again</Button>}>
          {loaded.message}
        </Alert>
      )}
      {groups.map((group) => (
        <Box key={group.file} component="section" aria-label={group.name} sx={{ px: 2, pt: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          <List dense disablePadding>
            {group.places.map((use) => (
              <ListItem key={use.field.join('.')} disableGutters sx={{ display: 'block' }}>
                <FieldLink place={use} draft={draft} mayLeave={use.file === file ? () => true : mayLeave} onFollow={onClose}>
                  {use.place}
                </FieldLink>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {use.value}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Drawer>
  );
}
