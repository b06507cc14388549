import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { go, hrefOf, type Screen } from '../../location.ts';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import { AskReviewDialog, DeleteDraftDialog, StartDraftDialog } from './DraftDialogs.tsx';
import { DraftMenu, type DraftsLoad } from './DraftMenu.tsx';
import { studioApi } from '../../api.ts';
import type { OffTheSite } from '../../../team/publish/publish-api-types.ts';
import { draftsClient, isOpen, pageWords, stateWords } from './drafts-client.ts';

type Dialog = 'start' | 'ask' | 'delete' | undefined;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Which version the studio shows: a draft (its name, the pages it changes, its change request) or the
 * live site's; the person's drafts to switch to, and starting, leaving, deleting and asking for review.
 */
export function DraftBar({
  me,
  screen,
  refresh,
  unsaved,
}: {
  me: MeResponse | undefined;
  screen: Screen;
  /** Changes after each save into a draft: the pages it changes are loaded again. */
  refresh: number;
  /** Whether the editor holds changes not saved yet (switching asks first). */
  unsaved: () => boolean;
}) {
  const [load, setLoad] = useState<DraftsLoad>({ state: 'loading' });
  // After a roll back that kept the pages: the live version shown here is not what the site shows.
  const [offTheSite, setOffTheSite] = useState<OffTheSite>();
  useEffect(() => {
    if (screen.draft !== undefined) return;
    let current = true;
    draftsClient.offTheSite().then(
      (answer) => current && setOffTheSite(answer.offTheSite ?? undefined),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [screen.draft, refresh]);
  // The open draft's pages by their names in the menus (or titles), as the page list names them.
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const [dialog, setDialog] = useState<Dialog>();
  // Whether the editor held unsaved changes when “Ask for review” was pressed (the dialog says they are not part of it).
  const [unsavedWhenAsked, setUnsavedWhenAsked] = useState(false);
  const fetchDrafts = useCallback(() => {
    Promise.all([draftsClient.list(), draftsClient.requests()]).then(
      ([list, requests]) => setLoad({ state: 'ready', drafts: list.drafts, requests: requests.requests }),
      (error: unknown) => setLoad({ state: 'failed', message: messageOf(error) }),
    );
  }, []);
  // Loaded again when the open draft changes, and after each save into it.
  useEffect(fetchDrafts, [fetchDrafts, screen.draft, refresh]);
  useEffect(() => {
    // Needed for a draft's pages.
    if (screen.draft === undefined) return;
    let current = true;
    studioApi.pages().then(
      (list) => current && setTitles(new Map(list.pages.map((page) => [page.path, page.title]))),
      // Without the names, the pages are named by their files.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [screen.draft, refresh]);
  const retry = () => {
    setLoad({ state: 'loading' });
    fetchDrafts();
  };

  /** The same screen (the same page) in another draft, or in the live version. */
  const switchTo = (draft: string | undefined) => {
    if (draft === screen.draft) return;
    if (unsaved() && !window.confirm('Leave this page without saving? Your changes will be lost.')) return;
    go({ ...screen, draft });
  };

  const drafts = load.state === 'ready' ? load.drafts : [];
  const open = screen.draft === undefined ? undefined : drafts.find((draft) => draft.branch === screen.draft);
  // The pages to open: not one it deletes, nor the old file of one it moved.
  const changedPages =
    open === undefined
      ? []
      : open.pages.filter((page) => !open.removed.some((removed) => removed.file === page) && !open.movedFrom.includes(page));
  const request =
    open && load.state === 'ready' ? load.requests.find((candidate) => candidate.draft === open.branch && isOpen(candidate)) : undefined;
  const missing = screen.draft !== undefined && load.state === 'ready' && open === undefined;

  return (
    <Box
      component="section"
      aria-label="Draft"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        // A draft's bar is tinted, so it is never taken for the live version.
        bgcolor: screen.draft === undefined ? 'background.paper' : '#fff8e1',
      }}
      data-testid="draft-bar"
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }} role="status" aria-live="polite">
        {screen.draft === undefined && (
          <Typography>
            {offTheSite === undefined ? 'You are looking at the live site’s version.' : 'You are looking at the pages outside any draft.'}
          </Typography>
        )}
        {screen.draft === undefined && offTheSite !== undefined && (
          <Alert severity="warning" sx={{ py: 0, mt: 0.5 }}>
            The site was rolled back and does not show the changes these pages still hold: {offTheSite.names.join(', ')}. The next publish
            puts them live again, unless a publisher takes the pages back on the Releases page.
          </Alert>
        )}
        {screen.draft !== undefined && load.state === 'loading' && <Typography>Opening the draft…</Typography>}
        {open !== undefined && (
          <>
            <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              Draft: {open.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {open.pages.length === 0 ? (
                'No page changed yet — saves on this page go into this draft.'
              ) : (
                <>
                  {changedPages.length > 0 && 'Changes '}
                  {changedPages.map((page, index) => (
                    <span key={page}>
                      {index > 0 && ', '}
                      <Link
                        href={hrefOf({ name: 'edit', file: page, draft: open.branch })}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                          event.preventDefault();
                          if (unsaved() && !window.confirm('Leave this page without saving? Your changes will be lost.')) return;
                          go({ name: 'edit', file: page, draft: open.branch });
                        }}
                      >
                        {titles.get(page) ?? pageWords(page)}
                      </Link>
                    </span>
                  ))}
                  {open.pictures.length > 0 &&
                    ` and ${String(open.pictures.length)} ${open.pictures.length === 1 ? 'picture' : 'pictures'}`}
                  {/* A deleted page has nothing to open in the draft: it is named, not linked. */}
                  {open.removed.length > 0 &&
                    `${changedPages.length > 0 ? '; deletes ' : 'Deletes '}${open.removed.map((page) => page.name).join(', ')}`}
                </>
              )}
              {request !== undefined && (
                <>
                  {' · '}Review: {stateWords[request.state]} — <Link href={`/requests/${String(request.id)}`}>open the request</Link>
                </>
              )}
            </Typography>
          </>
        )}
        {missing && (
          <Alert severity="warning" sx={{ py: 0 }}>
            This draft is not there any more (deleted, or published and removed), or it is not yours — leave it to see the live version.
          </Alert>
        )}
        {load.state === 'failed' && screen.draft !== undefined && (
          <Alert severity="error" sx={{ py: 0 }} action={<Button onClick={retry}>Try again</Button>}>
            The draft could not be loaded: {load.message}
          </Alert>
        )}
      </Box>
      <DraftMenu load={load} open={screen.draft} myEmail={me?.person.email ?? ''} onPick={switchTo} onRetry={retry} />
      <Button onClick={() => setDialog('start')}>Start a draft</Button>
      {screen.draft !== undefined && <Button onClick={() => switchTo(undefined)}>Leave draft</Button>}
      {open !== undefined && request === undefined && (
        <Button
          variant="contained"
          onClick={() => {
            setUnsavedWhenAsked(unsaved());
            setDialog('ask');
          }}
          disabled={open.pages.length === 0 && open.pictures.length === 0}
        >
          Ask for review
        </Button>
      )}
      {open !== undefined && (
        <Button color="error" onClick={() => setDialog('delete')}>
          Delete draft
        </Button>
      )}
      {dialog === 'start' && (
        <StartDraftDialog
          onClose={() => setDialog(undefined)}
          onStart={async (name) => {
            const started = await draftsClient.start(name);
            setDialog(undefined);
            switchTo(started.draft.branch);
          }}
        />
      )}
      {dialog === 'ask' && open !== undefined && (
        <AskReviewDialog
          draft={open}
          unsaved={unsavedWhenAsked}
          onClose={() => setDialog(undefined)}
          onAsk={async (title, note) => {
            const asked = await draftsClient.askForReview(open.branch, title, note);
            // The request's own screen: the before/after, the reviewers' comments.
            window.location.assign(`/requests/${String(asked.id)}`);
          }}
        />
      )}
      {dialog === 'delete' && open !== undefined && (
        <DeleteDraftDialog
          draft={open}
          onClose={() => setDialog(undefined)}
          onDelete={async () => {
            await draftsClient.remove(open.branch);
            setDialog(undefined);
            // Its changes are gone: the same page, as the live site has it, with nothing to ask about.
            go({ ...screen, draft: undefined });
          }}
        />
      )}
    </Box>
  );
}
