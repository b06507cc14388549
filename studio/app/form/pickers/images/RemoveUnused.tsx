import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { studioApi } from '../../../api.ts';
import { errorWords } from '../load.ts';

type RemovalState =
  | { kind: 'idle' }
  | { kind: 'asking'; pictures: readonly string[] }
  | { kind: 'removing' }
  | { kind: 'done'; count: number }
  | { kind: 'failed'; message: string };

/** Removing pictures no page uses: asked first, then done, with what came of it; `onRemoved` reloads the lists. */
export function usePictureRemoval(onRemoved: () => void) {
  const [state, setState] = useState<RemovalState>({ kind: 'idle' });
  return {
    state,
    ask: (pictures: readonly string[]) => setState({ kind: 'asking', pictures }),
    reset: () => setState({ kind: 'idle' }),
    remove(pictures: readonly string[]) {
      setState({ kind: 'removing' });
      studioApi.removePictures(pictures).then(
        (answer) => {
          setState({ kind: 'done', count: answer.removed.length });
          onRemoved();
        },
        (error: unknown) => {
          setState({ kind: 'failed', message: errorWords(error) });
          onRemoved();
        },
      );
    },
  };
}

const picturesWords = (count: number) => (count === 1 ? '1 picture' : `${String(count)} pictures`);

/** The pictures used on no page, shown: a button to take them off the site, which asks first and says what it will do. */
export function RemoveUnused({ pictures, removal }: { pictures: readonly string[]; removal: ReturnType<typeof usePictureRemoval> }) {
  const { state } = removal;
  if (state.kind === 'asking')
    return (
      <Alert
        severity="warning"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" onClick={() => removal.remove(state.pictures)}>
              Remove {picturesWords(state.pictures.length)}
            </Button>
            <Button color="inherit" onClick={removal.reset}>
              Keep them
            </Button>
          </Box>
        }
      >
        Remove {picturesWords(state.pictures.length)} from the site? No page uses {state.pictures.length === 1 ? 'it' : 'them'}.
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="error" disabled={state.kind === 'removing'} onClick={() => removal.ask(pictures)}>
        {state.kind === 'removing' ? 'Removing…' : `Remove the ${picturesWords(pictures.length)} shown from the site…`}
      </Button>
      {state.kind === 'failed' && (
        <Typography role="alert" color="error">
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
