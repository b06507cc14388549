import { Alert, Box, Chip, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import { messageOf, reviewClient, type DraftInfo, type RequestSummary } from './review-client.ts';
import { ReviewFrame } from './ReviewFrame.tsx';
import { openStates, stateWords, timeWords } from './review-words.ts';

/** How many published or closed requests the list keeps showing. */
const recentCount = 20;

const newestFirst = (a: RequestSummary, b: RequestSummary) => b.updated.localeCompare(a.updated);

/** Pages and pictures of an open request's draft; a published one's draft no longer differs from main, so it is not counted. */
function countWords(request: RequestSummary, drafts: ReadonlyMap<string, DraftInfo>): string {
  const draft = drafts.get(request.draft);
  if (!openStates.includes(request.state) || draft === undefined) return '';
  const pages = `${String(draft.pages.length)} ${draft.pages.length === 1 ? 'page' : 'pages'}`;
  return draft.pictures.length === 0
    ? pages
    : `${pages}, ${String(draft.pictures.length)} ${draft.pictures.length === 1 ? 'picture' : 'pictures'}`;
}

function RequestItem({ request, drafts }: { request: RequestSummary; drafts: ReadonlyMap<string, DraftInfo> }) {
  const count = countWords(request, drafts);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link href={`/requests/${String(request.id)}`} sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {request.title}
        </Link>
        <Chip size="small" label={stateWords[request.state]} color={request.state === 'changes-requested' ? 'warning' : 'default'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[request.author.name ?? 'Someone no longer in the studio', `updated ${timeWords(request.updated)}`, count]
          .filter((part) => part !== '')
          .join(' · ')}
      </Typography>
    </Paper>
  );
}

function RequestList({ label, requests, drafts }: { label: string; requests: RequestSummary[]; drafts: ReadonlyMap<string, DraftInfo> }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} drafts={drafts} />
      ))}
    </Box>
  );
}

function Requests({ me }: { me: MeResponse }) {
  const [requests, setRequests] = useState<RequestSummary[]>();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, DraftInfo>>(new Map());
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    // The drafts give only the counts of pages: the list shows without them when they cannot be read.
    Promise.all([reviewClient.requests(), reviewClient.drafts().catch(() => ({ drafts: [] }))]).then(
      ([answer, own]) => {
        setDrafts(new Map(own.drafts.map((draft) => [draft.branch, draft])));
        setRequests(answer.requests.toSorted(newestFirst));
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, []);
  if (problem !== undefined) return <Alert severity="error">{problem}</Alert>;
  if (requests === undefined) return <CircularProgress size={24} aria-label="Loading the requests" />;
  const open = requests.filter((request) => openStates.includes(request.state));
  const done = requests.filter((request) => !openStates.includes(request.state)).slice(0, recentCount);
  const publisher = me.can.publish;
  return (
    <>
      <Typography color="text.secondary">
        {publisher
          ? 'Every change request of the team: open ones first, then those published or closed lately.'
          : 'Your change requests: open ones first, then those published or closed lately. Ask for review from a draft in the page studio.'}
      </Typography>
      <Box component="section" aria-labelledby="open-requests" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="open-requests" variant="h6" component="h2">
          Open ({open.length})
        </Typography>
        {open.length === 0 ? (
          <Typography>
            {publisher
              ? 'Nothing is waiting for review. When an author asks for review of a draft, it shows here.'
              : 'You have no open change request. Change a page in a draft, then ask for review: it shows here.'}
          </Typography>
        ) : (
          <RequestList label="Open change requests" requests={open} drafts={drafts} />
        )}
      </Box>
      <Box component="section" aria-labelledby="done-requests" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="done-requests" variant="h6" component="h2">
          Published or closed lately
        </Typography>
        {done.length === 0 ? (
          <Typography>None yet.</Typography>
        ) : (
          <RequestList label="Published or closed change requests" requests={done} drafts={drafts} />
        )}
      </Box>
    </>
  );
}

/** `/requests`: the change requests a person may see (a publisher every one, an author their own). */
export function RequestsPage() {
  return <ReviewFrame title="Change requests">{(me) => <Requests me={me} />}</ReviewFrame>;
}
