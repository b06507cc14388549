import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { carryOver } from './carry-over.ts';
import { matchOption, optionLabels } from './either.ts';
import { RemoveFieldButton } from '../frame/FieldButtons.tsx';
import { FieldFrame, FrameHeader } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { FieldView } from '../FieldView.tsx';
import { useFormContext } from '../form-context.ts';
import { textKey } from '../json-schema.ts';
import { fieldId } from '../paths.ts';
import { replaceEdits } from '../replace-value.ts';
import { isSingleInput, readShape } from '../shape.ts';
import { startValue } from '../start-value.ts';

const maxRadios = 3;

/**
 * A field that may be written as one of several kinds (`anyOf`/`oneOf`), such as a heading that
 * is text or a group of parts: a choice of "Kind", then the form of the chosen one. Choosing
 * another kind replaces the value, keeping the author's words where it can (see carry-over.ts).
 */
export function EitherField({
  name,
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
  textHint,
}: ShapedProps<'either'>) {
  const { onEdit, root } = useFormContext();
  const id = fieldId(path);
  const labels = optionLabels(shape.options, root);
  const chosen = matchOption(shape.options, value, root);
  const option = shape.options[chosen];
  const choose = (index: number) => {
    const next = shape.options[index];
    if (!next || index === chosen) return;
    replaceEdits(path, value, carryOver(value, startValue(next, root), next, root), order).forEach(onEdit);
  };
  // The kind's own form answers for the problems once a kind is chosen; until then they show here.
  const notes = { id: `${id}:kind`, help: bare ? undefined : helpOf(schema, root), problems: option ? [] : problems };
  const kind = (
    <KindChoice id={option ? `${id}:kind-choice` : id} labels={labels} chosen={chosen} describedBy={notesIds(notes)} onChoose={choose} />
  );
  // A single input clears itself; a group of fields is removed by the frame's button.
  const single = option !== undefined && isSingleInput(readShape(option, root));
  // A single input shows its option's help itself; a group's shows under the choice.
  const optionHelp = option && !single ? textKey(option, 'description') : undefined;
  const body = option && (
    <FieldView
      name={name}
      label={label}
      schema={option}
      path={path}
      value={value}
      problems={problems}
      required={required}
      listEntry={listEntry}
      order={order}
      bare
      textHint={textHint}
    />
  );
  const content = (
    <Stack spacing={2}>
      {kind}
      {optionHelp && <FieldNotes id={`${id}:kind-help`} help={optionHelp} problems={[]} />}
      {body}
    </Stack>
  );
  if (bare) {
    return (
      <Box>
        <FieldNotes {...notes} />
        {content}
      </Box>
    );
  }
  return (
    <FieldFrame id={`${id}:frame`} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      <FrameHeader
        notes={<FieldNotes {...notes} />}
        action={
          value !== undefined &&
          !required &&
          !listEntry &&
          !single && <RemoveFieldButton label={label} verb="Remove" onClick={() => onEdit({ op: 'removeField', path })} />
        }
      />
      {content}
    </FieldFrame>
  );
}

interface KindChoiceProps {
  id: string;
  labels: readonly string[];
  chosen: number;
  describedBy: string | undefined;
  onChoose: (index: number) => void;
}

/** "Kind": radio buttons for up to three kinds, else a drop-down list. */
function KindChoice({ id, labels, chosen, describedBy, onChoose }: KindChoiceProps) {
  const selected = chosen === -1 ? '' : String(chosen);
  if (labels.length > maxRadios) {
    return (
      <TextField
        id={id}
        select
        label="Kind"
        value={selected}
        size="small"
        onChange={(event) => onChoose(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy } }}
      >
        {chosen === -1 && (
          <option value="" disabled>
            Choose one
          </option>
        )}
        {labels.map((text, index) => (
          <option key={index} value={String(index)}>
            {text}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <FormControl component="fieldset" id={id}>
      <FormLabel component="legend">Kind</FormLabel>
      <RadioGroup row value={selected} onChange={(event) => onChoose(Number(event.target.value))} aria-describedby={describedBy}>
        {labels.map((text, index) => (
          <FormControlLabel key={index} value={String(index)} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
