import { Typography } from '@mui/material';
import { FieldFrame } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText } from '../frame/field-help.ts';
import type { FieldProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { isScalar } from '../json-schema.ts';
import { fieldId } from '../paths.ts';

/** A field whose schema the form has no input for: shown with its help and problems, edited in the file. */
export function OtherField({ label, schema, path, value, problems, required }: FieldProps) {
  const { root } = useFormContext();
  const id = fieldId(path);
  const notes = { id, help: helpOf(schema, root), problems };
  return (
    <FieldFrame id={id} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      {isScalar(value) && <Typography>{String(value)}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {value === undefined ? 'Not written.' : ''} This can only be changed in the file itself.
      </Typography>
      <FieldNotes {...notes} />
    </FieldFrame>
  );
}
