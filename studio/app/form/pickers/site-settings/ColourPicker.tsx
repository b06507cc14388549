import { Box, Typography } from '@mui/material';
import type { DataPath } from '../../../../document/index.ts';
import { contrastWarning } from './colour-use.ts';
import type { PickerProps } from '../picker-props.ts';

const hexColour = /^#[0-9a-f]{6}$/i;

/** The browser's own colour chooser beside the `#rrggbb` box: both write the same value. */
export function ColourPicker({ id, label, value, onChoose }: PickerProps) {
  return (
    <Box
      component="input"
      type="color"
      id={`${id}:wheel`}
      aria-label={`${label}: choose from a palette`}
      value={hexColour.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) => onChoose(event.currentTarget.value)}
      sx={{
        width: 48,
        height: 40,
        flexShrink: 0,
        p: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'pointer',
      }}
    />
  );
}

export const contrastNoteId = (id: string): string => `${id}:contrast`;

/** Under a colour field: the contrast warning when what the site draws with it reads too faintly. */
export function ContrastNote({ id, path, value }: { id: string; path: DataPath; value: string }) {
  const warning = contrastWarning(path, value);
  if (!warning) return null;
  return (
    <Typography id={contrastNoteId(id)} variant="body2" sx={{ mt: 0.5, color: 'warning.main' }}>
      {warning}
    </Typography>
  );
}
