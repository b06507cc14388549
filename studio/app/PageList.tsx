import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PagesResponse, PageSummary } from '../api/contract/studio-api.ts';
import { studioApi } from './api.ts';
import { forgetNotice, go, hrefOf, noticeOnArrival, showOnClick, type Screen } from './location.ts';
import type { TeamEditing } from './editor/Editor.tsx';
import { NewPageDialog } from './NewPageDialog.tsx';
import { ProblemCounts } from './ProblemCounts.tsx';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: PagesResponse };

const matches = (page: PageSummary, filter: string) => {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [page.title, page.pageTitle ?? '', page.url ?? '', page.path].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

/** A button that shows another screen of the studio: a link, so it also opens in a new tab. */
function ScreenButton({ screen, children }: { screen: Screen; children: string }) {
  return (
    <Button href={hrefOf(screen)} onClick={showOnClick(screen)}>
      {children}
    </Button>
  );
}

/** Every file in pages/, grouped as the menus group them, with its problems; filter by text. `draft`: the open draft, which links keep. */
export function PageList({ draft, team }: { draft?: string | undefined; team?: TeamEditing | undefined } = {}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  // What the screen before said it did (a page deleted), said once.
  const [notice, setNotice] = useState(noticeOnArrival);
  useEffect(forgetNotice, []);
  const fetchPages = useCallback(() => {
    studioApi.pages().then(
      (list) => setLoaded({ state: 'ready', list }),
      (error: unknown) => setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  // The list starts in the loading state.
  useEffect(fetchPages, [fetchPages]);
  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    fetchPages();
  }, [fetchPages]);

  const groups = useMemo(() => {
    if (loaded.state !== 'ready') return [];
    return loaded.list.groups
      .map((group) => ({ ...group, pages: loaded.list.pages.filter((page) => page.group === group.id && matches(page, filter)) }))
      .filter((group) => group.pages.length > 0);
  }, [loaded, filter]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Pages
        </Typography>
        <Stack direction="row" spacing={1}>
          <ScreenButton screen={{ name: 'search', query: '', draft }}>Search every page</ScreenButton>
          <ScreenButton screen={{ name: 'translations', draft }}>Translations</ScreenButton>
          <Button variant="contained" onClick={() => setCreating(true)}>
            New page
          </Button>
        </Stack>
      </Stack>
      {notice !== undefined && (
        <Alert severity="success" role="status" onClose={() => setNotice(undefined)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {creating && (
        <NewPageDialog
          onClose={() => setCreating(false)}
          onCreated={(file, madeIn) => go({ name: 'edit', file, draft: madeIn ?? draft })}
          intoNewDraft={team?.draftsOnly === true && draft === undefined ? team.startDraft : undefined}
        />
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {team !== undefined
          ? draft === undefined
            ? 'Pick a page to open it. Nothing changes until you save, and a change made in a draft reaches the live site only when a publisher publishes it.'
            : 'Pick a page to change it in this draft. Nothing changes on the live site until the draft is published.'
          : 'Pick a page to edit it. Changes are saved to its file in the pages folder only when you press Save.'}
      </Typography>
      <TextField
        label="Filter pages"
        placeholder="Type a name, title or address"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 3 }}
        slotProps={{ htmlInput: { type: 'search' } }}
      />
      {loaded.state === 'loading' && (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Loading the pages…</Typography>
        </Stack>
      )}
      {loaded.state === 'failed' && (
        <Alert severity="error" action={<Button onClick={load}>Try again</Button>}>
          {loaded.message}
        </Alert>
      )}
      {loaded.state === 'ready' && groups.length === 0 && <Typography role="status">No page matches “{filter}”.</Typography>}
      {groups.map((group) => (
        <Paper key={group.id} component="section" variant="outlined" sx={{ mb: 3 }} aria-labelledby={`group-${group.id}`}>
          <Typography id={`group-${group.id}`} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
            {group.label}
          </Typography>
          <List dense>
            {group.pages.map((page) => (
              <ListItem key={page.path} disablePadding>
                <ListItemButton
                  component={Link}
                  href={hrefOf({ name: 'edit', file: page.path, draft })}
                  underline="none"
                  onClick={showOnClick({ name: 'edit', file: page.path, draft })}
                >
                  <ListItemText primary={page.title} secondary={[page.url, page.path].filter(Boolean).join(' · ')} />
                  <Box sx={{ ml: 2, flexShrink: 0 }}>
                    <ProblemCounts errors={page.errors} warnings={page.warnings} />
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Container>
  );
}
