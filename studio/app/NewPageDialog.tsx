import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { NewPageResponse, PageKindInfo } from '../api/contract/studio-api.ts';
import { studioApi } from './api.ts';

type Kinds = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; kinds: PageKindInfo[] };
type Proposal = NonNullable<NewPageResponse['proposal']>;

/** How long typing may pause before the address is proposed and checked. */
const proposeDelayMs = 200;

interface NewPageDialogProps {
  onClose: () => void;
  /** The page was written (into `draft`, when one was started for it): open it. */
  onCreated: (file: string, draft?: string) => void;
  /**
   * Where the changes of this person must go into a draft and none is open: starts one of that name
   * and resolves to its branch, so the page is made there (rejects with words for the person).
   */
  intoNewDraft?: ((name: string) => Promise<string>) | undefined;
}

/** The name of the draft a new page starts when it needs one. */
const draftNameFor = (pageName: string): string => `New page: ${pageName.trim()}`;

/**
 * "New page": the same templates as `npm run new`. The author picks a kind and a name; the address
 * is proposed from the name (and may be changed) and checked for clashes before anything is written.
 */
export function NewPageDialog({ onClose, onCreated, intoNewDraft }: NewPageDialogProps) {
  const [kinds, setKinds] = useState<Kinds>({ state: 'loading' });
  const [kind, setKind] = useState('');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [proposal, setProposal] = useState<Proposal>();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();

  const fetchKinds = () => {
    studioApi.newPage().then(
      (answer) => {
        setKinds({ state: 'ready', kinds: answer.kinds });
        setKind((current) => current || (answer.kinds[0]?.kind ?? ''));
      },
      (error: unknown) => setKinds({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  // The dialog opens in the loading state.
  useEffect(fetchKinds, []);
  const loadKinds = () => {
    setKinds({ state: 'loading' });
    fetchKinds();
  };

  // The address follows the name until the author types one of their own.
  useEffect(() => {
    // An emptied name clears the proposal where it is typed.
    if (kind === '' || name.trim() === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      studioApi.newPage({ kind, name: name.trim(), ...(slugTouched ? { slug } : {}) }).then(
        (answer) => {
          if (!current || !answer.proposal) return;
          setProposal(answer.proposal);
          if (!slugTouched) setSlug(answer.proposal.slug);
        },
        (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
      );
    }, proposeDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, name, slug, slugTouched]);

  const ready = proposal !== undefined && proposal.problem === undefined && proposal.slug === slug && !creating;
  const create = () => {
    if (!ready) return;
    setCreating(true);
    setFailure(undefined);
    const made = async () => {
      const draft = intoNewDraft === undefined ? undefined : await intoNewDraft(draftNameFor(name));
      const created = await studioApi.createPage({ kind, name: name.trim(), slug }, draft);
      onCreated(created.path, draft);
    };
    made().catch((error: unknown) => {
      setCreating(false);
      setFailure(error instanceof Error ? error.message : String(error));
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-page-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <DialogTitle id="new-page-title">New page</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            The page starts from a template with every text to write marked “REPLACE:”.{' '}
            {intoNewDraft === undefined
              ? 'It is written to the pages folder when you press Create; it joins the menus once it has no errors left.'
              : `When you press Create it goes into a new draft, “${draftNameFor(name.trim() === '' ? '…' : name)}”: the live site shows it only once a publisher publishes the draft.`}
          </DialogContentText>
          {kinds.state === 'loading' && (
            <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>Loading the kinds of page…</Typography>
            </Stack>
          )}
          {kinds.state === 'failed' && (
            <Alert severity="error" action={<Button onClick={loadKinds}>Try again</Button>}>
              {kinds.message}
            </Alert>
          )}
          {kinds.state === 'ready' && (
            <Stack spacing={2.5}>
              <FormControl>
                <FormLabel id="new-page-kind">Kind of page</FormLabel>
                <RadioGroup aria-labelledby="new-page-kind" value={kind} onChange={(event) => setKind(event.target.value)}>
                  {kinds.kinds.map((option) => (
                    <FormControlLabel
                      key={option.kind}
                      value={option.kind}
                      control={<Radio />}
                      label={`${capitalise(option.description)} — in the ${option.groupLabel} menu`}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <TextField
                label="Name in the menus"
                required
                autoFocus
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  if (event.target.value.trim() === '') setProposal(undefined);
                }}
                helperText="For example Wholesale or Fleet Management."
              />
              <TextField
                label="Address"
                required
                value={slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(event.target.value);
                }}
                error={proposal?.problem !== undefined}
                helperText={
                  proposal?.problem ??
                  (proposal
                    ? `The page will be at ${proposal.url}, in ${proposal.file}.`
                    : 'Proposed from the name: lower-case words joined by hyphens.')
                }
                slotProps={{ input: { startAdornment: <Typography color="text.secondary">/</Typography> } }}
              />
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {creating ? 'Creating…' : 'Create page'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
