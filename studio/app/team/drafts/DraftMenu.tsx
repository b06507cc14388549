import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { isOpen, stateWords, type Draft, type RequestSummary } from './drafts-client.ts';

export type DraftsLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; drafts: Draft[]; requests: RequestSummary[] };

/** What the menu says of a draft: its pages, whose it is when not the person's, and its request's state. */
function draftDetails(draft: Draft, requests: RequestSummary[], myEmail: string): string {
  const pages =
    draft.pages.length === 0 ? 'no changes yet' : `${String(draft.pages.length)} ${draft.pages.length === 1 ? 'page' : 'pages'}`;
  const whose = draft.author !== null && draft.author.email.toLowerCase() !== myEmail.toLowerCase() ? `${draft.author.name}’s, ` : '';
  const request = requests.find((candidate) => candidate.draft === draft.branch && isOpen(candidate));
  return `${whose}${pages}${request === undefined ? '' : `, ${stateWords[request.state]}`}`;
}

/** The drafts still being worked on: a published draft with nothing saved since is done (the one open stays, to show where one is). */
const working = (drafts: Draft[], openBranch: string | undefined): Draft[] =>
  drafts.filter((draft) => !draft.published || draft.branch === openBranch);

/** “Drafts”: the person's drafts to switch to (the open one marked), or why there are none to show. */
export function DraftMenu({
  load,
  open: openBranch,
  myEmail,
  onPick,
  onRetry,
}: {
  load: DraftsLoad;
  open: string | undefined;
  myEmail: string;
  onPick: (branch: string) => void;
  onRetry: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id="drafts-menu-button"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : 'drafts-menu'}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Drafts
      </Button>
      <Menu
        id="drafts-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'drafts-menu-button' } }}
      >
        {load.state === 'loading' && <MenuItem disabled>Loading your drafts…</MenuItem>}
        {load.state === 'failed' && (
          <MenuItem
            onClick={() => {
              close();
              onRetry();
            }}
          >
            <ListItemText primary="The drafts could not be loaded — try again" secondary={load.message} />
          </MenuItem>
        )}
        {load.state === 'ready' && working(load.drafts, openBranch).length === 0 && (
          <MenuItem disabled>You have no drafts open — press “Start a draft” or “Change this page”.</MenuItem>
        )}
        {load.state === 'ready' &&
          working(load.drafts, openBranch).map((draft) => (
            <MenuItem
              key={draft.branch}
              selected={draft.branch === openBranch}
              onClick={() => {
                close();
                onPick(draft.branch);
              }}
            >
              <ListItemText primary={draft.name} secondary={draftDetails(draft, load.requests, myEmail)} />
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
