import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { ScalarValue } from '../../../document/index.ts';
import { defaultOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { writeEdit } from '../replace-value.ts';
import { ScalarFrame, type ControlProps } from '../frame/ScalarFrame.tsx';

/** Up to this many options show as radio buttons, all in sight; more as a drop-down list. */
const maxRadios = 3;

/**
 * A choice from the schema's `enum`. Options read as written (the help quotes them so), the
 * default one marked "(default)". A field not written shows its default chosen; choosing writes it.
 */
export function ChoiceField(props: ShapedProps<'choice'>) {
  const { onEdit, root } = useFormContext();
  const { label, schema, path, value, required, order, shape } = props;
  const fallback = defaultOf(schema, root);
  const options = optionsWith(shape.options, value);
  const chosen = options.findIndex((option) => option.value === (value === undefined ? fallback : value));
  const choose = (index: string) => {
    const option = options[Number(index)];
    if (option && !option.stray) onEdit(writeEdit(path, value !== undefined, option.value, order));
  };
  const choiceProps = { label: labelText(label, required), options, chosen, fallback, onChoose: choose };
  return (
    <ScalarFrame
      {...props}
      opensOnAdd={false}
      control={(control) =>
        shape.options.length <= maxRadios ? <RadioChoice {...control} {...choiceProps} /> : <ListChoice {...control} {...choiceProps} />
      }
    />
  );
}

interface Option {
  value: ScalarValue;
  /** A value written in the file that is not one of the choices. */
  stray: boolean;
}

/** The choices, and a value written that is none of them (so the form shows what the file says). */
function optionsWith(choices: readonly ScalarValue[], value: unknown): Option[] {
  const options = choices.map((choice) => ({ value: choice, stray: false }));
  if (
    value !== undefined &&
    (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) &&
    !choices.includes(value)
  )
    options.push({ value, stray: true });
  return options;
}

interface ChoiceProps extends ControlProps {
  label: string;
  options: readonly Option[];
  chosen: number;
  fallback: unknown;
  onChoose: (index: string) => void;
}

const optionText = (option: Option, fallback: unknown): string => {
  const text = option.value === null ? 'empty' : String(option.value);
  if (option.stray) return `${text} (not one of the choices)`;
  return option.value === fallback ? `${text} (default)` : text;
};

function RadioChoice({ id, describedBy, error, autoFocus, label, options, chosen, fallback, onChoose }: ChoiceProps) {
  return (
    <FormControl component="fieldset" id={id} error={error} aria-describedby={describedBy}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row
        value={chosen === -1 ? '' : String(chosen)}
        onChange={(event) => onChoose(event.target.value)}
        aria-invalid={error || undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={index}
            value={String(index)}
            disabled={option.stray}
            control={<Radio autoFocus={autoFocus && index === 0} />}
            label={optionText(option, fallback)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function ListChoice({ id, describedBy, error, label, options, chosen, fallback, onChoose }: ChoiceProps) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={chosen === -1 ? '' : String(chosen)}
      error={error}
      fullWidth
      size="small"
      onChange={(event) => onChoose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy } }}
    >
      {chosen === -1 && (
        <option value="" disabled>
          Choose one
        </option>
      )}
      {options.map((option, index) => (
        <option key={index} value={String(index)} disabled={option.stray}>
          {optionText(option, fallback)}
        </option>
      ))}
    </TextField>
  );
}
