import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { TranslationCell, TranslationsResponse, TranslationState } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';
import { errorWords, useRequest } from '../form/pickers/load.ts';
import { LoadState } from '../form/pickers/LoadState.tsx';
import { go, hrefOf, showOnClick } from '../location.ts';
import { visuallyHidden } from '../form/frame/ProblemMessage.tsx';
import { ScreenLink } from './ScreenLink.tsx';
import { stateWords } from './translation-words.ts';

const count = (number: number, one: string, many: string) => `${String(number)} ${number === 1 ? one : many}`;

/** One language's totals, in one sentence. */
function totals(board: TranslationsResponse, code: string, name: string): string {
  const cells = board.pages.flatMap((page) => page.cells.filter((cell) => cell.language === code));
  const of = (state: TranslationState) => cells.filter((cell) => cell.state === state).length;
  const done = cells.length - of('missing') - of('to-translate');
  const parts = [`${String(done)} of ${count(cells.length, 'page', 'pages')} translated`];
  if (of('to-translate') > 0) parts.push(`${String(of('to-translate'))} still being translated`);
  if (of('out-of-date') > 0) parts.push(`${String(of('out-of-date'))} out of date`);
  return `${name}: ${parts.join(', ')}.`;
}

/** One page in one language: its state and what to do next. */
function Cell({
  cell,
  languageName,
  pageTitle,
  draft,
  busy,
  onTranslate,
}: {
  cell: TranslationCell;
  languageName: string;
  pageTitle: string;
  draft: string | undefined;
  busy: boolean;
  onTranslate: () => void;
}) {
  if (cell.state === 'missing')
    return (
      <Button size="small" variant="outlined" disabled={busy} onClick={onTranslate}>
        Translate into {languageName}
        {/* The page's name after the visible words, so the name said is the name shown, and each row's button is told apart. */}
        <Box component="span" sx={visuallyHidden}>
          {` (${pageTitle})`}
        </Box>
      </Button>
    );
  const words = stateWords[cell.state];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" label={words.label} color={words.color} variant={words.color === 'default' ? 'outlined' : 'filled'} />
      <ScreenLink screen={{ name: 'edit', file: cell.file, draft }} more={`${pageTitle} in ${languageName}`}>
        Open
      </ScreenLink>
      {cell.problems > 0 && (
        <Typography variant="body2" color="text.secondary">
          {count(cell.problems, 'text or problem left', 'texts or problems left')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The translations board (`/_studio/translations`): every page × every language the site is
 * translated into, each missing, still being translated, out of date (its page changed after it)
 * or up to date; a missing one is started here, its texts marked to translate, and opened.
 */
export function TranslationsPage({ draft }: { draft?: string | undefined }) {
  const { result, retry } = useRequest('translations', () => studioApi.translations());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const translate = (file: string, language: string) => {
    setBusy(true);
    setProblem(undefined);
    studioApi.translate(file, language).then(
      (made) => go({ name: 'edit', file: made.file, draft }),
      (error: unknown) => {
        setBusy(false);
        setProblem(errorWords(error));
      },
    );
  };

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Translations
        </Typography>
        <Button href={hrefOf({ name: 'list', draft })} onClick={showOnClick({ name: 'list', draft })}>
          All pages
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each page in each language the site is translated into. A translation keeps its page&apos;s sections, pictures and links, and holds
        the words in its language. Out of date: its page changed after the translation was last saved.
      </Typography>
      {problem !== undefined && (
        <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <LoadState result={result} what="the pages and their translations" onRetry={retry} />
      {result.state === 'ready' && result.data.languages.length === 0 && (
        <Alert severity="info">
          The site is written in one language. To translate it, list its languages under “languages” in the site settings (pages/site.yaml):
          first the language of the pages, then each one to translate into, for example Español with the code es.
        </Alert>
      )}
      {result.state === 'ready' && result.data.languages.length > 0 && (
        <>
          {result.data.languages.map(({ code, name }) => (
            <Typography key={code} sx={{ mb: 1 }}>
              {totals(result.data, code, name)}
            </Typography>
          ))}
          <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
            <Table size="small">
              <caption style={visuallyHidden}>Every page and its translations</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Page
                  </TableCell>
                  {result.data.languages.map(({ code, name }) => (
                    <TableCell key={code} component="th" scope="col" lang={code}>
                      {name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result.data.pages.map((page) => (
                  <TableRow key={page.file}>
                    <TableCell component="th" scope="row">
                      {/* Apart enough for a finger: two links of one line each. */}
                      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
                        <ScreenLink screen={{ name: 'edit', file: page.file, draft }}>{page.title}</ScreenLink>
                        <ScreenLink screen={{ name: 'languages', file: page.file, draft }} more={`(${page.title})`}>
                          Side by side
                        </ScreenLink>
                      </Stack>
                    </TableCell>
                    {page.cells.map((cell) => (
                      <TableCell key={cell.language}>
                        <Cell
                          cell={cell}
                          languageName={result.data.languages.find((language) => language.code === cell.language)?.name ?? cell.language}
                          pageTitle={page.title}
                          draft={draft}
                          busy={busy}
                          onTranslate={() => translate(page.file, cell.language)}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Container>
  );
}
