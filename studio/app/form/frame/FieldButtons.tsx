import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { lowerFirst } from './labels.ts';

/** "Add eyebrow": the button in place of a field that is not written. */
export function AddFieldButton({
  id,
  label,
  describedBy,
  onClick,
}: {
  id: string;
  label: string;
  describedBy: string | undefined;
  onClick: () => void;
}) {
  return (
    <Button
      id={id}
      variant="outlined"
      size="small"
      startIcon={<Add aria-hidden="true" />}
      aria-describedby={describedBy}
      onClick={onClick}
      sx={{ alignSelf: 'flex-start' }}
    >
      Add {lowerFirst(label)}
    </Button>
  );
}

/**
 * Takes a written field out of the file. "Use default" where the schema has one (the field then
 * reads as its default), else "Clear" for a single value and "Remove" for a group or a list.
 */
export function RemoveFieldButton({
  label,
  verb,
  onClick,
}: {
  label: string;
  verb: 'Clear' | 'Remove' | 'Use default';
  onClick: () => void;
}) {
  const name = verb === 'Use default' ? `Use default for “${label}”` : `${verb} “${label}”`;
  return (
    <Button size="small" aria-label={name} onClick={onClick} sx={{ flexShrink: 0 }}>
      {verb}
    </Button>
  );
}
