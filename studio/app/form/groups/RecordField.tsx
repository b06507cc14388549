import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { RemoveFieldButton } from '../frame/FieldButtons.tsx';
import { FieldFrame, FrameHeader } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { FieldView } from '../FieldView.tsx';
import { useFormContext } from '../form-context.ts';
import { isJsonObject } from '../json-schema.ts';
import { fieldId } from '../paths.ts';
import { ownProblems, problemsUnder } from '../frame/problems.ts';
import { startValue } from '../start-value.ts';

/**
 * Entries the author names (`tokens: { brandSlug: … }`): one field per entry, labelled with its
 * name, and a name input with "Add entry" below.
 */
export function RecordField({ label, schema, path, value, problems, required, listEntry = false, order, shape }: ShapedProps<'record'>) {
  const { onEdit, root } = useFormContext();
  const [newName, setNewName] = useState('');
  const id = fieldId(path);
  const entries = isJsonObject(value) ? Object.entries(value) : [];
  const names = new Set(entries.map(([name]) => name));
  const own = ownProblems(problems, path, (key) => names.has(String(key)));
  const notes = { id, help: helpOf(schema, root), problems: own };
  const trimmed = newName.trim();
  const taken = names.has(trimmed);
  const add = () => {
    const start = startValue(shape.values, root);
    onEdit(
      value === undefined
        ? { op: 'setField', path, value: { [trimmed]: start }, ...(order ? { order } : {}) }
        : { op: 'setField', path: [...path, trimmed], value: start },
    );
    setNewName('');
  };
  return (
    <FieldFrame id={id} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      <FrameHeader
        notes={<FieldNotes {...notes} />}
        action={
          value !== undefined &&
          !required &&
          !listEntry && <RemoveFieldButton label={label} verb="Remove" onClick={() => onEdit({ op: 'removeField', path })} />
        }
      />
      <Stack spacing={2}>
        {entries.map(([name, entry]) => (
          <FieldView
            key={name}
            name={name}
            label={name}
            schema={shape.values}
            path={[...path, name]}
            value={entry}
            problems={problemsUnder(problems, [...path, name])}
            required={false}
            order={undefined}
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={`${id}:new-name`}
            label="Name of a new entry"
            value={newName}
            size="small"
            onChange={(event) => setNewName(event.target.value)}
            error={taken}
            helperText={taken ? 'There is an entry of this name already.' : undefined}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<Add aria-hidden="true" />}
            disabled={trimmed === '' || taken}
            onClick={add}
            sx={{ mt: 0.5 }}
          >
            Add entry
          </Button>
        </Box>
      </Stack>
    </FieldFrame>
  );
}
