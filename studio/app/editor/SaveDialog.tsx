import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { diff, type DiffHunk } from '../../document/index.ts';
import type { SaveConflict } from '../../api/contract/studio-api.ts';
import { chosenText, type Choice } from './conflict-choices.ts';
import { ConflictFields } from './ConflictFields.tsx';
import { timeWords } from '../time-words.ts';

/** A line diff as the author reads it: removed lines red with "−", added green with "+". */
export function DiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const hunks: DiffHunk[] = diff(before, after);
  if (hunks.length === 0) return <Typography>No lines differ.</Typography>;
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        fontSize: 13,
        lineHeight: 1.5,
        overflow: 'auto',
        maxHeight: '55vh',
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {hunks.map((hunk, hunkIndex) => (
        <Box key={hunkIndex} component="span" sx={{ display: 'block', borderTop: hunkIndex > 0 ? 1 : 0, borderColor: 'divider' }}>
          <Box component="span" sx={{ display: 'block', px: 1, color: 'text.secondary' }}>
            {/* A file taken out has no line after: its hunk starts at 0. */}
            {hunk.afterStart === 0 ? 'The whole file' : `Line ${String(hunk.afterStart)}`}
          </Box>
          {hunk.lines.map((line, lineIndex) => (
            <Box
              key={lineIndex}
              component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span'}
              sx={{
                display: 'block',
                px: 1,
                textDecoration: 'none',
                bgcolor: line.kind === 'added' ? '#dcfce7' : line.kind === 'removed' ? '#fee2e2' : 'transparent',
              }}
            >
              {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
              {line.text}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

interface SaveDialogProps {
  open: boolean;
  file: string;
  saved: string;
  draft: string;
  errors: number;
  saving: boolean;
  /** Where the save goes, in the button's words: the file (the page studio), a draft, or the live pages (the team studio). */
  saveLabel: string;
  /** The page's address before this draft changed it; the author may keep it working as an alias. */
  oldPath?: string | undefined;
  onCancel: () => void;
  onSave: (keepOldPath: boolean) => void;
}

/** "Review your changes": the file's diff, and for a page with errors, a confirmation that the build will refuse it. */
export function SaveDialog({ open, file, saved, draft, errors, saving, saveLabel, oldPath, onCancel, onSave }: SaveDialogProps) {
  const [accepted, setAccepted] = useState(false);
  const [keepOldPath, setKeepOldPath] = useState(true);
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="save-title">
      <DialogTitle id="save-title">Review your changes to {file}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>Only these lines of the file change; everything else stays as it is.</Typography>
        <DiffView before={saved} after={draft} label={`Changes to ${file}`} />
        {oldPath !== undefined && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The page&apos;s address changes. Links and bookmarks to {oldPath} break unless it stays as another spelling of the page.
            <FormControlLabel
              control={<Checkbox checked={keepOldPath} onChange={(event) => setKeepOldPath(event.target.checked)} />}
              label={`Keep ${oldPath} working (adds it to aliases)`}
              sx={{ display: 'flex', mt: 1 }}
            />
          </Alert>
        )}
        {errors > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            This page has {errors === 1 ? 'an error' : `${errors} errors`}: the build will refuse the site until{' '}
            {errors === 1 ? 'it is' : 'they are'} fixed.
            <FormControlLabel
              control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
              label="Save anyway, I will fix it later"
              sx={{ display: 'flex', mt: 1 }}
            />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Keep editing</Button>
        <Button
          variant="contained"
          onClick={() => onSave(oldPath !== undefined && keepOldPath)}
          disabled={saving || (errors > 0 && !accepted)}
        >
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ConflictDialogProps {
  file: string;
  opened: string;
  onDisk: string;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  /** The team studio's answer: the fields both people changed. Then the author chooses field by field (no overwrite). */
  fields?: { conflict: SaveConflict; mine: string; saving: boolean; onSaveChosen: (text: string) => void } | undefined;
}

/** When the saved version is shown, in the author's words: `26 Nov 2026, 17:04`. */
const when = (date: string | null): string => (date === null ? '' : `, saved ${timeWords(date)}`);

/**
 * The file changed after it was opened. Alone (`npm run dev`): show how, then reload it or
 * overwrite it. In the team studio: each field both people changed side by side, the author's
 * version and the other person's, a choice for each, then a save on the new version.
 */
export function ConflictDialog({ file, opened, onDisk, onReload, onOverwrite, onCancel, fields }: ConflictDialogProps) {
  const [choices, setChoices] = useState<Choice[]>(() => fields?.conflict.fields.map(() => 'mine') ?? []);
  const [problem, setProblem] = useState<string>();
  if (fields) {
    const { conflict } = fields;
    const who = conflict.theirs.name ?? 'Someone';
    return (
      <Dialog open onClose={onCancel} maxWidth="lg" fullWidth aria-labelledby="conflict-title">
        <DialogTitle id="conflict-title">
          {who} changed the same {conflict.fields.length === 1 ? 'field' : 'fields'} of {file}
        </DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            {who} saved this page after you opened it{when(conflict.theirs.date)}. Your other changes and theirs are kept together; for{' '}
            {conflict.fields.length === 1 ? 'this field' : 'each field below'}, choose which version to keep.
          </Typography>
          <ConflictFields
            conflict={conflict}
            theirsLabel={`${who}’s version`}
            choices={choices}
            onChoose={(index, choice) => setChoices((current) => current.map((old, at) => (at === index ? choice : old)))}
          />
          {problem !== undefined && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button color="warning" onClick={onReload}>
            Drop my changes and reload
          </Button>
          <Button
            variant="contained"
            disabled={fields.saving}
            onClick={() => {
              const chosen = chosenText(conflict, choices, fields.mine);
              if (chosen.ok) fields.onSaveChosen(chosen.text);
              else setProblem(chosen.message);
            }}
          >
            {fields.saving ? 'Saving…' : 'Save with these choices'}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{file} changed on disk after you opened it</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>Someone or something else saved it. This is what changed there since you opened it:</Typography>
        <DiffView before={opened} after={onDisk} label={`Changes on disk to ${file}`} />
        <Typography sx={{ mt: 2 }}>
          Reload to start again from the file on disk (your unsaved changes are dropped), or overwrite it with your version (the changes
          above are lost).
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="warning" onClick={onReload}>
          Reload from disk
        </Button>
        <Button variant="contained" color="error" onClick={onOverwrite}>
          Overwrite with my version
        </Button>
      </DialogActions>
    </Dialog>
  );
}
