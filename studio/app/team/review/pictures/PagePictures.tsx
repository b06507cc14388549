import { Alert, Box, Button, LinearProgress, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { MarkLook, PagePictures as PageEntry, PicturesAnswer, PictureWidth } from '../../../../api/contract/pictures.ts';
import { askForPictures } from './page-pictures-client.ts';

/** How often the screen asks whether the pictures are ready, and for how long before it stops asking. */
const pollEveryMs = 2000;
const pollForMs = 10 * 60_000;

const widthWords: Record<PictureWidth, string> = { desktop: 'desktop width', phone: 'phone width' };

/** The page's name for alt texts: `/retail` -> `Retail`, `/` -> `Home`. */
function pageName(route: string): string {
  const last = route.split('/').filter(Boolean).at(-1);
  if (last === undefined) return 'Home';
  const words = last.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One side's picture, scaled to its column; a click opens it at full size in a new tab. */
function Picture({ title, src, alt, missing }: { title: string; src: string | undefined; alt: string; missing: string }) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {src === undefined ? (
        <Typography color="text.secondary" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {missing}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 640, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Link href={src} target="_blank" rel="noopener" aria-label={`${alt} (opens full size in a new tab)`} sx={{ display: 'block' }}>
            <Box component="img" src={src} alt={alt} loading="lazy" sx={{ display: 'block', width: '100%', height: 'auto' }} />
          </Link>
        </Box>
      )}
    </Box>
  );
}

/** What the outlines in the pictures mean. */
function Legend({ looks }: { looks: readonly MarkLook[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
      aria-label="Marks in the pictures"
    >
      {looks.map((look) => (
        <Stack component="li" key={look.kind} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{ width: 28, height: 16, border: `3px ${look.dashed ? 'dashed' : 'solid'} ${look.colour}`, borderRadius: 0.5 }}
          />
          <Typography variant="body2">
            <strong>{look.label}</strong>: {look.meaning}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Before and after side by side (stacked on a phone), at the chosen width. */
function BeforeAfter({ page, legend, published }: { page: PageEntry; legend: readonly MarkLook[]; published: boolean }) {
  const [width, setWidth] = useState<PictureWidth>('desktop');
  const name = pageName(page.route);
  const marked = page.marks.before.length + page.marks.after.length;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_event, chosen: PictureWidth | null) => {
            if (chosen !== null) setWidth(chosen);
          }}
          aria-label="Width of the pictures"
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {marked === 0
            ? 'No section is marked: the change is outside the sections (title, menus or settings).'
            : `${page.route} as the site shows it`}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Picture
          title={published ? 'Before (the site before this change)' : 'Before (the site now)'}
          src={page.before?.[width]}
          alt={`${name} page before, ${widthWords[width]}`}
          missing="A new page: the site has no such page yet."
        />
        <Picture
          title={published ? 'After (the site now)' : 'After (with this change)'}
          src={page.after?.[width]}
          alt={`${name} page after, ${widthWords[width]}`}
          missing="This change removes the page from the site."
        />
      </Stack>
      {marked > 0 && <Legend looks={legend} />}
    </Stack>
  );
}

/**
 * The real page before and after a change request, as the site builds it from main and from the
 * draft, for the top of a page's block on the request screen. Asks the server until the pictures
 * are ready (they take a minute or two the first time), within a bound.
 */
export function PagePictures({ requestId, file, published }: { requestId: number; file: string; published: boolean }) {
  const [answer, setAnswer] = useState<PicturesAnswer>();
  const [problem, setProblem] = useState<string>();
  const [stalled, setStalled] = useState(false);
  // Counts the rounds of asking: "Try again" and "Check again" start a new one.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + pollForMs;
    const ask = async (): Promise<void> => {
      try {
        const got = await askForPictures(requestId);
        if (stopped) return;
        setAnswer(got);
        setProblem(undefined);
        if (got.state !== 'building') return;
      } catch (error) {
        if (!stopped) setProblem(error instanceof Error ? error.message : 'The studio could not be reached — try again.');
        return;
      }
      if (Date.now() > until) setStalled(true);
      else timer = setTimeout(() => void ask(), pollEveryMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [requestId, round]);

  const tryAgain = () => {
    setProblem(undefined);
    setStalled(false);
    setAnswer(undefined);
    void askForPictures(requestId, 'POST')
      .then(() => setRound((count) => count + 1))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'The studio could not be reached — try again.'));
  };

  const retry = (
    <Button color="inherit" size="small" onClick={tryAgain}>
      Try again
    </Button>
  );
  if (problem !== undefined)
    return (
      <Alert severity="error" action={retry}>
        {problem}
      </Alert>
    );
  if (answer?.state === 'failed')
    return (
      <Alert severity="error" action={retry} sx={{ whiteSpace: 'pre-wrap' }}>
        {answer.message ?? 'The pictures of the page could not be made.'}
      </Alert>
    );
  if (answer === undefined || answer.state === 'building')
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Typography>Making pictures of the page…</Typography>
        <LinearProgress aria-label="Making pictures of the page" />
        {stalled && (
          <Typography variant="body2">
            This takes longer than usual.{' '}
            <Button
              size="small"
              onClick={() => {
                setStalled(false);
                setRound((count) => count + 1);
              }}
            >
              Check again
            </Button>
          </Typography>
        )}
      </Box>
    );
  const page = answer.pages.find((candidate) => candidate.file === file);
  if (page === undefined)
    return (
      <Typography color="text.secondary">
        There is no picture of this file: it is not a page, or the draft no longer changes it (for example once it is published).
      </Typography>
    );
  return <BeforeAfter page={page} legend={answer.legend} published={published} />;
}
