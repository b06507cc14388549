import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Use } from '../../../../api/contract/studio-api.ts';
import type { DataPath } from '../../../../document/index.ts';
import { studioApi } from '../../../api.ts';
import { screenOf } from '../../../location.ts';
import { useFormContext } from '../../form-context.ts';
import { samePath } from '../../paths.ts';

/** The page open in the editor, whose own fields the form changes (the server changes the other pages). */
const openFile = (): string | undefined => {
  const screen = screenOf(window.location.href);
  return screen.name === 'edit' ? screen.file : undefined;
};

type Step = { state: 'asking' } | { state: 'replacing' } | { state: 'failed'; message: string };

/**
 * After a picture was swapped for another in one field: where else the old one is used, and the
 * offer to use the new one there too. This page's other fields change in the form (saved with the
 * page); the other pages are saved at once, one change each, by the person.
 */
export function ReplaceEverywhere({
  from,
  to,
  path,
  onDone,
}: {
  from: string;
  to: string;
  path: DataPath;
  onDone: (said?: string) => void;
}) {
  const { onEdit } = useFormContext();
  const [uses, setUses] = useState<Use[]>();
  const [step, setStep] = useState<Step>({ state: 'asking' });
  const file = openFile();
  useEffect(() => {
    let current = true;
    studioApi.whereUsed({ picture: from }).then(
      (answer) => {
        if (!current) return;
        const others = answer.uses.filter((use) => !(use.file === file && samePath(use.field, path)));
        // Nowhere else: nothing to ask.
        if (others.length === 0) onDone();
        else setUses(others);
      },
      () => current && onDone(),
    );
    return () => {
      current = false;
    };
  }, [from, file, path, onDone]);
  if (uses === undefined) return null;
  const here = uses.filter((use) => use.file === file);
  const elsewhere = uses.filter((use) => use.file !== file);
  const everywhere = () => {
    for (const use of here) onEdit({ op: 'setScalar', path: use.field, value: to });
    if (elsewhere.length === 0) {
      onDone(`The new picture is used in ${String(here.length + 1)} places on this page now (not saved yet).`);
      return;
    }
    setStep({ state: 'replacing' });
    studioApi.replacePicture({ from, to, ...(file === undefined ? {} : { except: file }) }).then(
      (answer) => onDone(`The new picture is used on ${answer.changed.map((changed) => changed.name).join(', ')} too (saved).`),
      (error: unknown) => setStep({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <Dialog open onClose={() => onDone()} aria-labelledby="replace-everywhere-title" fullWidth maxWidth="sm">
      <DialogTitle id="replace-everywhere-title">Use the new picture everywhere?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          The picture you replaced is used in {uses.length === 1 ? '1 more place' : `${String(uses.length)} more places`}:
        </Typography>
        <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
          {uses.map((use) => (
            <Typography key={`${use.file} ${use.field.join('.')}`} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {use.file === file ? 'This page' : use.name}: {use.place}
            </Typography>
          ))}
        </Box>
        {elsewhere.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            The other pages are saved at once{here.length > 0 ? '; this page’s places change in the form and are saved with it' : ''}.
          </Typography>
        )}
        {step.state === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {step.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone()} disabled={step.state === 'replacing'}>
          Only here
        </Button>
        <Button variant="contained" onClick={everywhere} disabled={step.state === 'replacing'}>
          {step.state === 'replacing' ? (
            <>
              <CircularProgress size={16} aria-hidden sx={{ mr: 1 }} />
              Replacing…
            </>
          ) : (
            'Use it everywhere'
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
