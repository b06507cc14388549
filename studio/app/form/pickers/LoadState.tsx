import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Loaded } from './load.ts';

/** "Loading …" while an answer is on its way; the API's message and "Try again" when it failed; nothing once here. */
export function LoadState({ result, what, onRetry }: { result: Loaded<unknown>; what: string; onRetry: () => void }) {
  if (result.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">Loading {what}…</Typography>
      </Box>
    );
  }
  if (result.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {result.message}
      </Alert>
    );
  }
  return null;
}
