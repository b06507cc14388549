import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { PreviewLinkView } from '../../../team/publish/publish-api-types.ts';
import type { MeResponse } from '../../../team/sign-in/me.ts';
import { useRequest } from '../../form/pickers/load.ts';
import { LoadState } from '../../form/pickers/LoadState.tsx';
import { timeWords } from '../../time-words.ts';
import { CopyLinkButton } from '../CopyLinkButton.tsx';
import { messageOf, reviewClient } from './review-client.ts';

/** How long a new link works: the choices, 7 days unless the person picks another. */
const lengths = [1, 7, 30] as const;
const daysWords = (days: number) => (days === 1 ? '1 day' : `${String(days)} days`);

/**
 * Preview links of a change request: a link for someone without an account (a manager, a customer)
 * to look at its pages — what changes and the before and after pictures — read-only, until it
 * expires or is withdrawn. A link's address is shown only to its maker, on this visit.
 */
export function PreviewLinks({ requestId, me }: { requestId: number; me: MeResponse }) {
  const [days, setDays] = useState<number>(7);
  const [made, setMade] = useState<(PreviewLinkView & { url: string })[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [round, setRound] = useState(0);
  const links = useRequest(`preview links ${String(requestId)} ${String(round)}`, () => reviewClient.previewLinks(requestId));
  const working = links.result.state === 'ready' ? links.result.data.links : (links.last?.links ?? []);
  const madeNow = new Map(made.map((link) => [link.id, link.url]));

  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    work().then(
      () => {
        setBusy(false);
        setRound((count) => count + 1);
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(messageOf(error));
      },
    );
  };
  const make = () =>
    act(async () => {
      const answer = await reviewClient.makePreviewLink(requestId, days);
      setMade((before) => [...before, answer.link]);
    });

  return (
    <Box component="section" aria-labelledby="preview-links-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="preview-links-title" variant="h6" component="h2">
        Share a preview
      </Typography>
      <Typography>
        A link for someone without an account, such as a manager or a customer, to look at these pages: what changes, and the pictures
        before and after. They can look, not change anything. Withdraw it whenever you like.
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Works for"
          sx={{ flex: '0 0 10rem' }}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {lengths.map((length) => (
            <MenuItem key={length} value={length}>
              {daysWords(length)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={busy} onClick={make}>
          {busy ? 'Working…' : 'Make a preview link'}
        </Button>
      </Stack>
      {problem !== undefined && <Alert severity="error">{problem}</Alert>}
      <LoadState result={links.result} what="the preview links" onRetry={links.retry} />
      {working.length === 0 && links.result.state === 'ready' && <Typography color="text.secondary">No preview link works now.</Typography>}
      {working.length > 0 && (
        <Box component="ul" aria-label="Preview links that work now" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {working.map((link) => {
            const url = madeNow.get(link.id);
            const mayWithdraw = link.madeBy.id === me.person.id || me.can.publish;
            return (
              <Paper
                component="li"
                key={link.id}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography variant="body2">
                    Made by {link.madeBy.name ?? 'someone'} on {timeWords(link.made)} · works until {timeWords(link.expires)}
                  </Typography>
                  {url !== undefined && (
                    <Box component="code" data-testid="preview-link" sx={{ overflowWrap: 'anywhere' }}>
                      {url}
                    </Box>
                  )}
                </Box>
                {url !== undefined && <CopyLinkButton link={url} />}
                {mayWithdraw && (
                  <Button
                    color="error"
                    size="small"
                    disabled={busy}
                    aria-label={`Withdraw the link made by ${link.madeBy.name ?? 'someone'} on ${timeWords(link.made)}`}
                    onClick={() => act(() => reviewClient.withdrawPreviewLink(requestId, link.id))}
                  >
                    Withdraw
                  </Button>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
      {made.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          A link’s address is shown only now: copy it before you leave this page.
        </Typography>
      )}
    </Box>
  );
}
