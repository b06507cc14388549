import { TextField } from '@mui/material';
import { defaultHint, defaultOf, helpOf, labelText } from './field-help.ts';
import type { ShapedProps } from './field-props.ts';
import { useFormContext } from './form-context.ts';
import { isLongText } from './long-text.ts';
import { writeEdit } from './replace-value.ts';
import { ScalarFrame, type ControlProps } from './ScalarFrame.tsx';
import { useDraftText } from './use-draft-text.ts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** A text field: one line, or several for running text (see long-text.ts). */
export function TextInputField(props: ShapedProps<'text'>) {
  const { onEdit, root } = useFormContext();
  const { name, label, schema, path, value, required, order, textHint, shape } = props;
  const help = helpOf(schema, root);
  const multiline = isLongText(textHint?.name ?? name, textHint?.description ?? help, shape.maxLength, value);
  const fallback = placeholderOf(defaultOf(schema, root));
  return (
    <ScalarFrame
      {...props}
      hint={defaultHint(schema, root)}
      opensOnAdd
      control={(control) => (
        <TextInput
          {...control}
          label={labelText(label, required)}
          value={textOf(value)}
          multiline={multiline}
          placeholder={fallback}
          onText={(text) => onEdit(writeEdit(path, value !== undefined, text, order))}
        />
      )}
    />
  );
}

/** A default text shows in the empty input, as what the field reads as when left out. */
const placeholderOf = (given: unknown): string | undefined => (typeof given === 'string' && given !== '' ? given : undefined);

interface TextInputProps extends ControlProps {
  label: string;
  value: string;
  multiline: boolean;
  placeholder: string | undefined;
  onText: (text: string) => void;
}

function TextInput({ id, describedBy, error, autoFocus, label, value, multiline, placeholder, onText }: TextInputProps) {
  const [draft, change] = useDraftText(value);
  return (
    <TextField
      id={id}
      label={label}
      value={draft}
      error={error}
      autoFocus={autoFocus}
      placeholder={placeholder}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      size="small"
      onChange={(event) => {
        change(event.target.value, event.target.value);
        onText(event.target.value);
      }}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
    />
  );
}
