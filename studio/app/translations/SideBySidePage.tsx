import { Alert, Box, Button, Chip, Container, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { SideBySideResponse, SideRow, SideText } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';
import { errorWords, useRequest } from '../form/pickers/load.ts';
import { LoadState } from '../form/pickers/LoadState.tsx';
import { go, hrefOf, showOnClick } from '../location.ts';
import { visuallyHidden } from '../form/frame/ProblemMessage.tsx';
import { ScreenLink } from './ScreenLink.tsx';
import { stateWords } from './translation-words.ts';

type Language = SideBySideResponse['languages'][number];

/** One language's column head: its name, its state, and where to open or start it. */
function LanguageHead({
  language,
  pageName,
  draft,
  busy,
  onTranslate,
}: {
  language: Language;
  pageName: string;
  draft: string | undefined;
  busy: boolean;
  onTranslate: () => void;
}) {
  const chip =
    language.state === 'missing'
      ? undefined
      : language.state === 'page'
        ? { label: 'The page', color: 'default' as const }
        : stateWords[language.state];
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography component="p" variant="h6" lang={language.code}>
        {language.name}
      </Typography>
      {chip !== undefined && (
        <Chip size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
      )}
      {language.state === 'missing' ? (
        <Button size="small" variant="outlined" disabled={busy} onClick={onTranslate}>
          Translate into {language.name}
        </Button>
      ) : (
        <ScreenLink screen={{ name: 'edit', file: language.file, draft }} more={`${pageName} in ${language.name}`}>
          Open
        </ScreenLink>
      )}
    </Stack>
  );
}

/** One text in one language, with a link to its field in that language's editor. */
function TextCell({
  row,
  text,
  language,
  first,
  draft,
}: {
  row: SideRow;
  text: SideText | null;
  language: Language;
  first: boolean;
  draft: string | undefined;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* Column heads say the language on wide screens; on a phone, and to a screen reader, each text says it. */}
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
        {language.name}
      </Typography>
      <Box component="span" sx={{ ...visuallyHidden, display: { xs: 'none', md: 'inline' } }}>
        {language.name}:{' '}
      </Box>
      {text === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {language.state === 'missing' ? 'Not translated yet.' : first ? 'Not written: the page shows its default.' : 'Not written here.'}
        </Typography>
      ) : (
        <>
          {text.toTranslate && <Chip size="small" label="To translate" color="warning" sx={{ mb: 0.5 }} />}
          <Typography
            variant="body2"
            lang={language.code}
            dir={language.dir}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: text.toTranslate ? 'text.secondary' : 'text.primary' }}
          >
            {text.text}
          </Typography>
        </>
      )}
      {language.state !== 'missing' && (
        <Typography variant="body2">
          <ScreenLink screen={{ name: 'edit', file: language.file, draft, field: row.field }} more={`${row.place} in ${language.name}`}>
            Edit
          </ScreenLink>
        </Typography>
      )}
    </Box>
  );
}

/**
 * One page in every language of the site (`/_studio/languages?file=…`): each text field of the
 * page with its text in each language beside it, the texts still to translate marked, and a link
 * from each to its field in that language's editor. A language without the page offers to start it.
 */
export function SideBySidePage({ file, draft }: { file: string; draft?: string | undefined }) {
  const { result, retry } = useRequest(`side-by-side ${file}`, () => studioApi.sideBySide(file));
  const [onlyToTranslate, setOnlyToTranslate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const headingId = useId();

  const translate = (language: string) => {
    setBusy(true);
    setProblem(undefined);
    const page = result.state === 'ready' ? result.data.page.file : file;
    studioApi.translate(page, language).then(
      (made) => go({ name: 'edit', file: made.file, draft }),
      (error: unknown) => {
        setBusy(false);
        setProblem(errorWords(error));
      },
    );
  };

  const data = result.state === 'ready' ? result.data : undefined;
  const columns = data === undefined ? 1 : data.languages.length;
  const rows =
    data === undefined ? [] : onlyToTranslate ? data.rows.filter((row) => row.texts.some((text) => text?.toTranslate === true)) : data.rows;
  const toTranslate = data === undefined ? 0 : data.rows.filter((row) => row.texts.some((text) => text?.toTranslate === true)).length;
  const grid = {
    display: 'grid',
    gap: { xs: 1.5, md: 3 },
    gridTemplateColumns: { xs: '1fr', md: `repeat(${String(columns)}, minmax(0, 1fr))` },
  };

  return (
    <Container component="main" maxWidth="xl" sx={{ py: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h4" component="h1" id={headingId}>
          {data === undefined ? 'Languages side by side' : `${data.page.name} in every language`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button href={hrefOf({ name: 'translations', draft })} onClick={showOnClick({ name: 'translations', draft })}>
            All translations
          </Button>
          <Button href={hrefOf({ name: 'list', draft })} onClick={showOnClick({ name: 'list', draft })}>
            All pages
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each text of the page beside its translations, field by field. A translation keeps its page&apos;s sections, pictures and links, so
        only words are listed. Edit opens the text in its language.
      </Typography>
      {problem !== undefined && (
        <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <LoadState result={result} what="the page in every language" onRetry={retry} />
      {data !== undefined && (
        <>
          {(toTranslate > 0 || onlyToTranslate) && (
            <FormControlLabel
              control={<Switch checked={onlyToTranslate} onChange={(event) => setOnlyToTranslate(event.target.checked)} />}
              label={`Only texts still to translate (${String(toTranslate)})`}
              sx={{ mb: 2 }}
            />
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2, position: { md: 'sticky' }, top: { md: 0 }, zIndex: 1 }}>
            <Box sx={grid}>
              {data.languages.map((language) => (
                <LanguageHead
                  key={language.code}
                  language={language}
                  pageName={data.page.name}
                  draft={draft}
                  busy={busy}
                  onTranslate={() => translate(language.code)}
                />
              ))}
            </Box>
          </Paper>
          {rows.length === 0 && (
            <Alert severity="success">
              {onlyToTranslate ? 'No text is left to translate on this page.' : 'This page has no texts to translate.'}
            </Alert>
          )}
          <Stack component="ol" aria-labelledby={headingId} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <Paper component="li" key={row.field.join('.')} variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 2 }}>
                <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                  {row.place}
                </Typography>
                <Box sx={grid}>
                  {data.languages.map((language, column) => (
                    <TextCell
                      key={language.code}
                      row={row}
                      text={row.texts[column] ?? null}
                      language={language}
                      first={column === 0}
                      draft={draft}
                    />
                  ))}
                </Box>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}
