import { FormControlLabel, Switch } from '@mui/material';
import { defaultHint, defaultOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { writeEdit } from '../replace-value.ts';
import { ScalarFrame } from '../frame/ScalarFrame.tsx';

/** True or false, as a switch. A field not written shows its default; switching writes it. */
export function SwitchField(props: ShapedProps<'switch'>) {
  const { onEdit, root } = useFormContext();
  const { label, schema, path, value, required, order } = props;
  const shown = value === undefined ? defaultOf(schema, root) === true : value === true;
  return (
    <ScalarFrame
      {...props}
      hint={defaultHint(schema, root)}
      opensOnAdd={false}
      control={({ id, describedBy, error, autoFocus }) => (
        <FormControlLabel
          label={labelText(label, required)}
          control={
            <Switch
              id={id}
              checked={shown}
              autoFocus={autoFocus}
              onChange={(event) => onEdit(writeEdit(path, value !== undefined, event.target.checked, order))}
              slotProps={{ input: { 'aria-describedby': describedBy, 'aria-invalid': error || undefined } }}
            />
          }
        />
      )}
    />
  );
}
