import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import { CommentForm, CommentList } from './Comments.tsx';
import { PreviewLinks } from './PreviewLinks.tsx';
import { PageChangeBlock } from './PageChangeBlock.tsx';
import { PageProblems } from './PageProblems.tsx';
import { PublishConflicts } from './publish/PublishConflicts.tsx';
import { PublishedNotice, PublishProgress } from './publish/PublishOutcome.tsx';
import { RequestActions, type RequestSteps } from './RequestActions.tsx';
import {
  conflictsOf,
  offTheSiteOf,
  messageOf,
  problemsOf,
  reviewClient,
  type DraftProblem,
  type FieldConflict,
  type PageChange,
  type PublishChoice,
  type RequestDetail,
} from './review-client.ts';
import { ReviewFrame } from './ReviewFrame.tsx';
import { ownTimeZone, problemWords, stateWords, textField, timeWords } from './review-words.ts';

/** How often a request another person is publishing is looked at again. */
const pollMs = 3000;

/** The last thing a reviewer (not the author) said on the whole request: what the author reads first when changes were asked. */
const reviewerSaid = (request: RequestDetail) => request.comments.filter((comment) => comment.person.id !== request.author.id).at(-1);

function RequestHeader({ request }: { request: RequestDetail }) {
  const said = reviewerSaid(request);
  const lastProblem = problemWords(request.problem);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>State:</Typography>
        <Chip
          label={stateWords[request.state]}
          color={request.state === 'changes-requested' ? 'warning' : request.state === 'published' ? 'success' : 'default'}
        />
        {request.approvedBy !== null && request.state === 'approved' && (
          <Typography color="text.secondary">approved by {request.approvedBy.name ?? 'someone no longer in the studio'}</Typography>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Asked by {request.author.name ?? 'someone no longer in the studio'} on {timeWords(request.created)} · last change{' '}
        {timeWords(request.updated)}
        {request.draftName === null ? '' : ` · from the draft “${request.draftName}”`}
      </Typography>
      {request.scheduledAt !== null && (
        <Typography sx={{ fontWeight: 600 }}>
          Scheduled: it will be published on {timeWords(request.scheduledAt)} ({ownTimeZone()}).
        </Typography>
      )}
      {request.note !== '' && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.note}</Typography>}
      {request.state === 'changes-requested' && (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 600 }}>Changes asked.</Typography>
          {said !== undefined && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {said.person.name ?? 'A reviewer'} wrote{said.file === null ? '' : ` on ${said.file}`}: “{said.text}”
            </Typography>
          )}
          <Typography>Change the pages in the draft, then ask for review again. Every comment is below.</Typography>
        </Alert>
      )}
      {lastProblem !== undefined && request.state !== 'published' && (
        <Alert severity="error">The last publish did not finish: {lastProblem}</Alert>
      )}
    </Paper>
  );
}

/** Steps that answer with the request; what went wrong is shown in the person's words and the request is read again. */
function useRequest(id: number) {
  const [request, setRequest] = useState<RequestDetail>();
  const [loadProblem, setLoadProblem] = useState<string>();
  const load = useCallback(() => {
    reviewClient.request(id).then(
      (answer) => {
        setRequest(answer);
        setLoadProblem(undefined);
      },
      (error: unknown) => setLoadProblem(messageOf(error)),
    );
  }, [id]);
  useEffect(load, [load]);
  return { request, setRequest, loadProblem, load };
}

function RequestView({ id, me, onTitle }: { id: number; me: MeResponse; onTitle: (title: string) => void }) {
  const { request, setRequest, loadProblem, load } = useRequest(id);
  const [busy, setBusy] = useState<'working' | 'publishing'>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [conflicts, setConflicts] = useState<FieldConflict[]>();
  const [pageProblems, setPageProblems] = useState<DraftProblem[]>();
  // A publish that would put live again what a roll back took off: the words, until the publisher answers.
  const [putBackLive, setPutBackLive] = useState<string>();
  const [publishedPages, setPublishedPages] = useState<readonly PageChange[]>([]);
  const [baseUrl, setBaseUrl] = useState<string>();

  useEffect(() => {
    if (request !== undefined) onTitle(request.title);
  }, [request, onTitle]);
  useEffect(() => {
    reviewClient.siteSettings().then(
      (settings) => setBaseUrl(textField(settings.text, 'baseUrl')),
      () => undefined,
    );
  }, []);
  // Someone else is publishing it: look again until it is done.
  const othersPublishing = request?.state === 'publishing' && busy === undefined && problemWords(request.problem) === undefined;
  useEffect(() => {
    if (!othersPublishing) return;
    const timer = setInterval(load, pollMs);
    return () => clearInterval(timer);
  }, [othersPublishing, load]);

  const begin = (kind: 'working' | 'publishing') => {
    setBusy(kind);
    setProblem(undefined);
    setNotice(undefined);
    setConflicts(undefined);
    setPageProblems(undefined);
    setPutBackLive(undefined);
  };
  const run = (work: () => Promise<RequestDetail>, done: string) => {
    begin('working');
    work()
      .then(
        (answer) => {
          setRequest(answer);
          setNotice(done);
        },
        (error: unknown) => {
          setProblem(messageOf(error));
          load();
        },
      )
      .finally(() => setBusy(undefined));
  };
  const publish = (choices: PublishChoice[] = [], anyway = false) => {
    if (request === undefined) return;
    const pagesBefore = request.pages;
    begin('publishing');
    reviewClient
      .publish(id, choices, anyway)
      .then(
        (answer) => {
          setPublishedPages(pagesBefore);
          setRequest(answer);
        },
        (error: unknown) => {
          const both = conflictsOf(error);
          const invalid = problemsOf(error);
          const offTheSite = offTheSiteOf(error);
          if (offTheSite !== undefined) setPutBackLive(offTheSite);
          else if (both !== undefined) setConflicts(both);
          else if (invalid !== undefined) setPageProblems(invalid);
          else setProblem(messageOf(error));
          load();
        },
      )
      .finally(() => setBusy(undefined));
  };
  const steps: RequestSteps = {
    askForChanges: (note) => run(() => reviewClient.askForChanges(id, note), 'Sent back to the author, who sees your note.'),
    askAgain: (note) => run(() => reviewClient.askAgain(id, note), 'Asked for review again.'),
    approve: () => run(() => reviewClient.approve(id), 'Approved. It can be published now, or at a time you set.'),
    publish: () => publish(),
    schedule: (at) => run(() => reviewClient.schedule(id, at), at === null ? 'The time is taken off.' : 'Scheduled.'),
    close: () => run(() => reviewClient.close(id), 'Closed.'),
  };
  const comment = (file: string | null) => (text: string) =>
    reviewClient.comment(id, file, text).then(setRequest, (error: unknown) => {
      setProblem(messageOf(error));
      throw error;
    });

  if (request === undefined)
    return loadProblem === undefined ? (
      <CircularProgress size={24} aria-label="Loading the request" />
    ) : (
      <Alert severity="error">{loadProblem}</Alert>
    );
  const files = new Set(request.pages.map((page) => page.file));
  const canComment = busy === undefined && request.state !== 'publishing';
  return (
    <>
      <RequestHeader request={request} />
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1, '&:empty': { position: 'absolute' } }}>
        {notice !== undefined && <Alert severity="success">{notice}</Alert>}
        {problem !== undefined && <Alert severity="error">{problem}</Alert>}
        {loadProblem !== undefined && <Alert severity="error">{loadProblem}</Alert>}
      </Box>
      {busy === 'publishing' && <PublishProgress />}
      {othersPublishing && (
        <Alert severity="info" role="status">
          This request is being published. This page follows it until it is live.
        </Alert>
      )}
      <PublishedNotice request={request} pages={publishedPages} baseUrl={baseUrl} />
      {conflicts !== undefined && (
        <PublishConflicts conflicts={conflicts} busy={busy !== undefined} onPublish={publish} onSendBack={steps.askForChanges} />
      )}
      {putBackLive !== undefined && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button color="inherit" disabled={busy !== undefined} onClick={() => publish([], true)}>
                Publish anyway
              </Button>
              <Button color="inherit" href="/releases">
                Open Releases
              </Button>
            </Stack>
          }
        >
          {putBackLive}
        </Alert>
      )}
      {pageProblems !== undefined && <PageProblems problems={pageProblems} busy={busy !== undefined} onSendBack={steps.askForChanges} />}
      <RequestActions request={request} me={me} busy={busy !== undefined} steps={steps} />
      <Box component="section" aria-labelledby="pages-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id="pages-title" variant="h6" component="h2">
          Pages it changes ({request.pages.length})
        </Typography>
        {request.pages.length === 0 && (
          <Typography>
            {request.state === 'published'
              ? 'Its changes are live.'
              : request.draftHead === null
                ? 'Its draft was deleted, so there is nothing left to show.'
                : 'The draft does not differ from the live pages.'}
          </Typography>
        )}
        {request.pages.map((page) => (
          <PageChangeBlock
            key={page.file}
            requestId={request.id}
            page={page}
            comments={request.comments.filter((entry) => entry.file === page.file)}
            canComment={canComment}
            onComment={comment(page.file)}
            published={request.state === 'published'}
          />
        ))}
      </Box>
      {request.state !== 'closed' && <PreviewLinks requestId={request.id} me={me} />}
      <Box component="section" aria-labelledby="comments-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="comments-title" variant="h6" component="h2">
          Comments on the whole request
        </Typography>
        <CommentList
          comments={request.comments.filter((entry) => entry.file === null || !files.has(entry.file))}
          label="Comments on the whole request"
          withFile
        />
        <CommentForm label="Comment on the whole request" disabled={!canComment} onSend={comment(null)} />
      </Box>
    </>
  );
}

/** `/requests/<id>`: one change request, its pages and their diffs, the comments, and what the person may decide. */
export function RequestPage({ id }: { id: number }) {
  const [title, setTitle] = useState('Change request');
  return <ReviewFrame title={title}>{(me) => <RequestView id={id} me={me} onTitle={setTitle} />}</ReviewFrame>;
}
