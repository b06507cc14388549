import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Container,
  Link,
  List,
  ListItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { SearchResponse } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';
import { useAfterTyping } from '../after-typing.ts';
import { hrefOf, showOnClick, type Screen } from '../location.ts';
import { FieldLink } from './FieldLink.tsx';
import { Highlighted } from './Highlighted.tsx';
import { ReplaceBar } from './ReplaceBar.tsx';
import { byPage } from './group-hits.ts';

// A pause in typing this long starts a search: one request per word typed, not per key.
const typingPause = 250;

const placesWords = (count: number) => (count === 1 ? '1 place' : `${String(count)} places`);

/** What the search found, in one sentence that a screen reader reads out. */
function summary(answer: SearchResponse): string {
  if (answer.total === 0) return `Nothing holds “${answer.query}”. Check the spelling, or search for fewer words.`;
  const pages = new Set(answer.hits.map((hit) => hit.file)).size;
  const shown = answer.total > answer.hits.length ? ` The first ${String(answer.hits.length)} are shown: add a word to narrow it.` : '';
  return `${placesWords(answer.total)} ${answer.total === 1 ? 'holds' : 'hold'} “${answer.query}”${shown === '' ? `, on ${pages === 1 ? '1 page' : `${String(pages)} pages`}` : ''}.${shown}`;
}

/** Search every page: text in any field of any page (the open draft's pages when one is open), each hit a link to its field. */
export function SearchPage({
  query: initial,
  draft,
  canChange,
}: {
  query: string;
  draft?: string | undefined;
  /** Whether this person's saves are taken here (not on the live version when authors save into drafts only). */
  canChange: boolean;
}) {
  const [query, setQuery] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const [replacing, setReplacing] = useState(false);
  // The places the person unticked (kept as they are), by file and field.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (place: { file: string; field: readonly (string | number)[] }) => `${place.file}#${place.field.join('.')}`;

  useEffect(() => {
    // The address keeps the words, so back, reload and a shared link show the same search.
    const screen: Screen = { name: 'search', query, draft };
    window.history.replaceState(null, '', hrefOf(screen));
  }, [query, draft]);
  // Nothing to find: the screen shows no result, whatever the last search found.
  const found = useAfterTyping(`${String(attempt)} ${query}`, query.trim() === '' ? undefined : () => studioApi.search(query), typingPause);

  const groups = found.state === 'ready' ? byPage(found.data.hits) : [];
  const ticked = found.state === 'ready' ? found.data.hits.filter((hit) => !kept.has(keyOf(hit))) : [];
  const toggle = (key: string) =>
    setKept((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Link href={hrefOf({ name: 'list', draft })} onClick={showOnClick({ name: 'list', draft })}>
        ← All pages
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 1 }}>
        Search every page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {draft === undefined
          ? 'Finds words in every field of every page and in the site settings. Capitals and accents do not matter.'
          : 'Finds words in every field of every page as this draft has them, and in the site settings. Capitals and accents do not matter.'}
      </Typography>
      <TextField
        label="Words to find"
        placeholder="For example: gift cards"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { type: 'search', maxLength: 200 } }}
      />
      <Box role="status" aria-live="polite" sx={{ mb: 2, minHeight: 24 }}>
        {found.state === 'asking' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} aria-hidden />
            <Typography>Searching…</Typography>
          </Stack>
        )}
        {found.state === 'ready' && <Typography>{summary(found.data)}</Typography>}
      </Box>
      {found.state === 'ready' && found.data.total > 0 && !replacing && (
        <Button sx={{ mb: 2 }} disabled={!canChange} onClick={() => setReplacing(true)}>
          Replace…
        </Button>
      )}
      {found.state === 'ready' && found.data.total > 0 && !canChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Words are replaced in a draft: start one from the bar above, then search again.
        </Typography>
      )}
      {replacing && found.state === 'ready' && (
        <ReplaceBar
          find={found.data.query}
          places={ticked}
          inDraft={draft !== undefined}
          onReplaced={() => setAttempt((count) => count + 1)}
        />
      )}
      {found.state === 'failed' && (
        <Alert severity="error" action={<Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>}>
          {found.message}
        </Alert>
      )}
      {groups.map((group) => (
        <Paper
          key={group.file}
          component="section"
          variant="outlined"
          sx={{ mb: 2, p: 2 }}
          aria-labelledby={`found-${group.file.replaceAll(/[^\w-]/g, '-')}`}
        >
          <Typography id={`found-${group.file.replaceAll(/[^\w-]/g, '-')}`} variant="h6" component="h2">
            {group.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {group.file}
          </Typography>
          <List dense aria-label={`Places on ${group.name}`}>
            {group.places.map((hit) => (
              <ListItem key={hit.field.join('.')} disableGutters sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  {replacing && (
                    <Checkbox
                      size="small"
                      sx={{ ml: -1 }}
                      checked={!kept.has(keyOf(hit))}
                      onChange={() => toggle(keyOf(hit))}
                      slotProps={{ input: { 'aria-label': `Replace in ${group.name}: ${hit.place}` } }}
                    />
                  )}
                  <FieldLink place={hit} draft={draft}>
                    {hit.place}
                  </FieldLink>
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Highlighted text={hit.text} matches={hit.matches} />
                </Typography>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Container>
  );
}
