import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import type { OffTheSite, RollBackPages } from '../../../team/publish/publish-api-types.ts';
import { messageOf, reviewClient, type ReleaseInfo } from './review-client.ts';
import { ReviewFrame } from './ReviewFrame.tsx';
import { shortCommit } from './review-words.ts';
import { secondWords } from '../../time-words.ts';

/** A switch of the live site waiting for the publisher's yes: from the live release to another. */
interface Switch {
  from: ReleaseInfo | undefined;
  to: ReleaseInfo;
  /** A roll back goes to the release before the live one (the server picks it); "Make live" names the release. */
  rollBack: boolean;
}

const releaseWords = (release: ReleaseInfo): string => `the release of ${secondWords(release.createdAt)}`;

/** What became of the pages, after the sentence that says which release is live. */
function pagesWords(pages: RollBackPages): string {
  if (pages.undone) {
    return pages.commit === null
      ? 'The pages in the studio already matched this release.'
      : 'The pages in the studio now match this release too, in one change by you (see History), so the next publish keeps what is live.';
  }
  if (pages.why === 'kept')
    return 'The pages in the studio were left as they were, so they differ from the live site: the next publish puts their changes live again.';
  if (pages.why === 'conflict')
    return `The pages in the studio were left as they were: ${pages.file} was changed since in the same places. Change it back by hand (History shows the versions), or the next publish puts its changes live again.`;
  return 'The pages in the studio were left as they were: this release does not say which version of the pages it was built from.';
}

/** What a release holds: the requests published into it and who published them, or how else it was made. */
function madeOf(release: ReleaseInfo): string {
  if (release.requests.length === 0) return 'Made outside the studio’s review (with npm run deploy).';
  return release.requests
    .map((request) => `“${request.title}”${request.publishedBy === null ? '' : `, published by ${request.publishedBy}`}`)
    .join('; ');
}

/** What changed from the release before, in pages. */
function changedWords(release: ReleaseInfo): string {
  if (release.changed === null) return 'The oldest release kept.';
  if (release.changed.length === 0) return 'The pages are the same as in the release before.';
  return `Changed from the release before: ${release.changedNames.join(', ')}.`;
}

function ReleaseItem({ release, busy, onMakeLive }: { release: ReleaseInfo; busy: boolean; onMakeLive: () => void }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Release of ${secondWords(release.createdAt)}`}
      sx={{ p: 2, display: 'grid', gap: 0.5 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{secondWords(release.createdAt)}</Typography>
        {release.live && <Chip size="small" color="success" label="Live" />}
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{madeOf(release)}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {changedWords(release)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {release.pages} {release.pages === 1 ? 'page' : 'pages'} · release {release.name}
        {release.commit === null ? '' : ` · commit ${shortCommit(release.commit)}`}
      </Typography>
      {!release.live && (
        <Box>
          <Button variant="outlined" size="small" disabled={busy} onClick={onMakeLive}>
            Make live
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function ConfirmSwitch({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: Switch;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (keepPages: boolean) => void;
}) {
  const verb = pending.rollBack ? 'Roll back' : 'Make live';
  // Taking the pages back too is what keeps the next publish from putting the same changes live again.
  const [pagesToo, setPagesToo] = useState(true);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="switch-title" aria-describedby="switch-text">
      <DialogTitle id="switch-title">{pending.rollBack ? 'Roll the site back?' : 'Make this release live?'}</DialogTitle>
      <DialogContent>
        <Typography id="switch-text">
          The live site switches {pending.from === undefined ? '' : `from ${releaseWords(pending.from)} `}to {releaseWords(pending.to)} at
          once. Visitors see it on their next page. The other releases are kept, so you can switch again.
        </Typography>
        <FormControlLabel
          sx={{ mt: 2, alignItems: 'flex-start' }}
          control={<Checkbox checked={pagesToo} onChange={(event) => setPagesToo(event.target.checked)} sx={{ mt: -1 }} />}
          label="Also make the pages in the studio match this release, so the next publish keeps what is live now (recommended)"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={() => onConfirm(!pagesToo)}>
          {verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Releases() {
  const [releases, setReleases] = useState<ReleaseInfo[]>();
  const [offTheSite, setOffTheSite] = useState<OffTheSite>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<Switch>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    reviewClient.releases().then(
      (answer) => {
        setReleases(answer.releases);
        setOffTheSite(answer.offTheSite ?? undefined);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, []);
  useEffect(load, [load]);

  if (releases === undefined)
    return problem === undefined ? (
      <CircularProgress size={24} aria-label="Loading the releases" />
    ) : (
      <Alert severity="error">{problem}</Alert>
    );
  const liveAt = releases.findIndex((release) => release.live);
  const live = releases[liveAt];
  const previous = liveAt > 0 ? releases[liveAt - 1] : undefined;

  const confirm = (wanted: Switch, keepPages: boolean) => {
    setBusy(true);
    setProblem(undefined);
    setNotice(undefined);
    reviewClient
      .rollBack(wanted.rollBack ? undefined : wanted.to.name, keepPages)
      .then(
        (answer) => {
          const now = releases.find((release) => release.name === answer.to) ?? wanted.to;
          setNotice(`The site is live from ${releaseWords(now)} now. ${pagesWords(answer.pages)}`);
        },
        (error: unknown) => setProblem(messageOf(error)),
      )
      .finally(() => {
        setBusy(false);
        setPending(undefined);
        load();
      });
  };

  const takePagesBack = () => {
    setBusy(true);
    setProblem(undefined);
    setNotice(undefined);
    reviewClient
      .takePagesBack()
      .then(
        (answer) => setNotice(pagesWords(answer.pages)),
        (error: unknown) => setProblem(messageOf(error)),
      )
      .finally(() => {
        setBusy(false);
        load();
      });
  };

  return (
    <>
      {offTheSite !== undefined && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 1 }}>
            The site was rolled back, but the pages in the studio still hold what the roll back took off the site (
            {offTheSite.names.join(', ')}). The next publish puts it live again, unless you take the pages back to the live release.
          </Typography>
          <Button variant="outlined" color="warning" size="small" disabled={busy} onClick={takePagesBack}>
            Take the pages back to the live release
          </Button>
        </Alert>
      )}
      <Typography color="text.secondary">
        Each publish builds the site into a new release; the live site is one of them. The last releases are kept, so any of them can be put
        live again in one step.
      </Typography>
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1, '&:empty': { position: 'absolute' } }}>
        {notice !== undefined && <Alert severity="success">{notice}</Alert>}
        {problem !== undefined && <Alert severity="error">{problem}</Alert>}
      </Box>
      {releases.length === 0 ? (
        <Typography>No release yet: the first publish of a change request makes one.</Typography>
      ) : (
        <>
          <Box>
            {previous === undefined ? (
              <Typography>{live === undefined ? 'No release is live.' : 'There is no earlier release to roll back to.'}</Typography>
            ) : (
              <Button
                variant="contained"
                color="warning"
                disabled={busy}
                onClick={() => setPending({ from: live, to: previous, rollBack: true })}
              >
                Roll back
              </Button>
            )}
          </Box>
          <Box component="section" aria-labelledby="releases-title" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="releases-title" variant="h6" component="h2">
              Releases, newest first
            </Typography>
            <Box component="ul" aria-label="Releases, newest first" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {releases.toReversed().map((release) => (
                <ReleaseItem
                  key={release.name}
                  release={release}
                  busy={busy}
                  onMakeLive={() => setPending({ from: live, to: release, rollBack: false })}
                />
              ))}
            </Box>
          </Box>
        </>
      )}
      {pending !== undefined && (
        <ConfirmSwitch
          pending={pending}
          busy={busy}
          onCancel={() => setPending(undefined)}
          onConfirm={(keepPages) => confirm(pending, keepPages)}
        />
      )}
    </>
  );
}

/** `/releases` (publishers): the site's releases, which one is live, roll back and make another live. */
export function ReleasesPage() {
  return (
    <ReviewFrame title="Releases of the site">
      {(me: MeResponse) =>
        me.can.publish ? (
          <Releases />
        ) : (
          <Alert severity="info">Only publishers see the releases of the site — ask a publisher if one should be rolled back.</Alert>
        )
      }
    </ReviewFrame>
  );
}
