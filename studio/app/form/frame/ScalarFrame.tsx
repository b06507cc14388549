import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useAskedToOpen } from '../focus/open-requests.ts';
import { AddFieldButton, RemoveFieldButton } from './FieldButtons.tsx';
import { FieldNotes, notesIds } from './FieldNotes.tsx';
import { defaultOf, helpOf, joinHints } from './field-help.ts';
import type { FieldProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { fieldId } from '../paths.ts';
import { hasError } from './problems.ts';

/** What a single input is given by its frame. */
export interface ControlProps {
  id: string;
  describedBy: string | undefined;
  error: boolean;
  /** The input has just been opened by "Add": it takes the focus. */
  autoFocus: boolean;
  /** Keeps the input shown after the author empties it and the field is taken out of the file. */
  keepOpen: () => void;
}

interface ScalarFrameProps extends FieldProps {
  hint?: string | undefined;
  /** Text and numbers show "Add …" until opened; choices and switches show their default instead. */
  opensOnAdd: boolean;
  control: (props: ControlProps) => ReactNode;
}

/**
 * One input with its help and problems. An optional field that is not written shows "Add …",
 * which opens an empty input: nothing is written until the author types, so adding never writes
 * an empty text the loader would complain about. A written optional field can be cleared. A
 * picker may ask a field to open and take the focus, with a note (the alt text of a new picture).
 */
export function ScalarFrame({
  label,
  schema,
  path,
  value,
  problems,
  required,
  listEntry = false,
  hint,
  opensOnAdd,
  actions,
  control,
}: ScalarFrameProps) {
  const { onEdit, root, original } = useFormContext();
  const [opened, setOpened] = useState(false);
  const id = fieldId(path);
  const asked = useAskedToOpen(id);
  // A translation's field shows the words it translates, unless its text shows them already (still marked, or the same).
  const originalText = original?.textAt(path);
  const translating =
    original === undefined || originalText === undefined || (typeof value === 'string' && value.endsWith(originalText))
      ? undefined
      : { language: original.language, text: originalText };
  const notes = { id, help: helpOf(schema, root), hint: joinHints(hint, asked?.note), original: translating, problems };
  const describedBy = notesIds(notes);
  const written = value !== undefined;
  if (opensOnAdd && !written && !required && !opened && !asked) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <AddFieldButton id={id} label={label} describedBy={describedBy} onClick={() => setOpened(true)} />
        <FieldNotes {...notes} />
      </Box>
    );
  }
  const hasDefault = defaultOf(schema, root) !== undefined;
  const clear = () => {
    setOpened(false);
    onEdit({ op: 'removeField', path });
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {control({ id, describedBy, error: hasError(problems), autoFocus: opened && !written, keepOpen: () => setOpened(true) })}
        </Box>
        {written && !required && !listEntry && (
          <RemoveFieldButton label={label} verb={hasDefault ? 'Use default' : 'Clear'} onClick={clear} />
        )}
        {actions}
      </Box>
      <FieldNotes {...notes} />
    </Box>
  );
}
