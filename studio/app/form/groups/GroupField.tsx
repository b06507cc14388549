import { Box } from '@mui/material';
import { NewPictureButton } from '../pickers/images/NewPictureButton.tsx';
import { AddFieldButton, RemoveFieldButton } from '../frame/FieldButtons.tsx';
import { FieldFrame, FrameHeader } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { GroupFields, groupOwnProblems } from './GroupFields.tsx';
import { fieldId } from '../paths.ts';
import { startValue } from '../start-value.ts';

/**
 * A group of fields, framed with its name as legend. Not written: "Add …", which writes the
 * group with its required fields started (see start-value.ts).
 */
export function GroupField({
  label,
  schema,
  path,
  value,
  problems,
  required,
  listEntry = false,
  order,
  shape,
  bare,
}: ShapedProps<'group'>) {
  const { onEdit, root } = useFormContext();
  const id = fieldId(path);
  const help = helpOf(schema, root);
  if (value === undefined) {
    // Nothing inside is shown yet, so every problem under it shows here.
    const notes = { id, help, problems };
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AddFieldButton
            id={id}
            label={label}
            describedBy={notesIds(notes)}
            onClick={() => onEdit({ op: 'setField', path, value: startValue(schema, root), ...(order ? { order } : {}) })}
          />
          <NewPictureButton label={label} schema={schema} path={path} shape={shape} order={order} />
        </Box>
        <FieldNotes {...notes} />
      </Box>
    );
  }
  const own = groupOwnProblems(shape, path, problems);
  if (bare) {
    return (
      <Box id={id}>
        <FieldNotes id={id} help={undefined} problems={own} />
        <Box sx={{ mt: own.length > 0 ? 1.5 : 0 }}>
          <GroupFields path={path} shape={shape} value={value} problems={problems} />
        </Box>
      </Box>
    );
  }
  const notes = { id, help, problems: own };
  return (
    <FieldFrame id={id} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      <FrameHeader
        notes={<FieldNotes {...notes} />}
        action={
          !required && !listEntry && <RemoveFieldButton label={label} verb="Remove" onClick={() => onEdit({ op: 'removeField', path })} />
        }
      />
      <GroupFields path={path} shape={shape} value={value} problems={problems} />
    </FieldFrame>
  );
}
