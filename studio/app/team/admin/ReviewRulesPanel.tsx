import { Alert, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ReviewRules } from '../../../team/database/tables/requests.ts';
import { draftsClient } from '../drafts/drafts-client.ts';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rules: ReviewRules };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The review rules, for admins: authors' changes go into drafts; an approver may not approve their own change. */
export function ReviewRulesPanel() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    draftsClient.reviewRules().then(
      (rules) => setLoaded({ state: 'ready', rules }),
      (error: unknown) => setLoaded({ state: 'failed', message: messageOf(error) }),
    );
  }, []);

  const change = (rule: keyof ReviewRules, on: boolean) => {
    setSaving(true);
    setProblem('');
    draftsClient.setReviewRules({ [rule]: on }).then(
      (rules) => {
        setSaving(false);
        setLoaded({ state: 'ready', rules });
      },
      (error: unknown) => {
        setSaving(false);
        setProblem(`The rule was not changed: ${messageOf(error)}`);
      },
    );
  };

  if (loaded.state === 'loading') return <Typography role="status">Loading the review rules…</Typography>;
  if (loaded.state === 'failed')
    return <Alert severity="error">The review rules could not be loaded: {loaded.message} Reload the page to try again.</Alert>;
  const { rules } = loaded;
  return (
    <Stack spacing={1.5}>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={rules.authorsUseDrafts}
              disabled={saving}
              onChange={(event) => change('authorsUseDrafts', event.target.checked)}
            />
          }
          label="Authors’ changes go into drafts"
        />
        <FormHelperText sx={{ mt: 0 }}>
          On: an author saves only into a draft and asks for review; a publisher puts it on the live site. Off: authors save straight onto
          the live version, as publishers may.
        </FormHelperText>
      </div>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={rules.approverNotAuthor}
              disabled={saving}
              onChange={(event) => change('approverNotAuthor', event.target.checked)}
            />
          }
          label="A change is approved by someone other than its author"
        />
      </div>
      {problem !== '' && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
