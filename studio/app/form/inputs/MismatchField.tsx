import { Box, Button, Typography } from '@mui/material';
import { FieldFrame } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText } from '../frame/field-help.ts';
import type { FieldProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { fieldId } from '../paths.ts';
import { replaceEdits } from '../replace-value.ts';
import type { Shape } from '../shape.ts';
import { startValue } from '../start-value.ts';
import { shapeWords, valueWords } from './value-words.ts';

/**
 * A field written as another kind of value than it takes (a list where text belongs). The form
 * cannot show it as an input; it says so and offers to start the field again.
 */
export function MismatchField({ label, schema, path, value, problems, required, order, shape }: FieldProps & { shape: Shape }) {
  const { onEdit, root } = useFormContext();
  const id = fieldId(path);
  const notes = { id, help: helpOf(schema, root), problems };
  const restart = () => replaceEdits(path, value, startValue(schema, root), order).forEach(onEdit);
  return (
    <FieldFrame id={`${id}:frame`} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      <FieldNotes {...notes} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          In the file this is {valueWords(value)}, but it takes {shapeWords(shape)}.
        </Typography>
        {path.length > 0 && (
          <Button id={id} size="small" variant="outlined" onClick={restart} aria-label={`Start “${label}” again`}>
            Start again
          </Button>
        )}
      </Box>
    </FieldFrame>
  );
}
