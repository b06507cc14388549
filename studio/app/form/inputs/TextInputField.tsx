import { Box, TextField } from '@mui/material';
import type { DataPath } from '../../../document/index.ts';
import { ContrastNote, contrastNoteId } from '../pickers/site-settings/ColourPicker.tsx';
import { contrastWarning } from '../pickers/site-settings/colour-use.ts';
import { FieldPicker } from '../pickers/FieldPicker.tsx';
import { MenuGroupInput } from '../pickers/site-settings/MenuGroupInput.tsx';
import { pickerFor, takesTokens, type PickerKind } from '../pickers/picker-kind.ts';
import { TokenMenu } from '../pickers/site-settings/TokenMenu.tsx';
import { useCaret } from '../pickers/site-settings/use-caret.ts';
import { defaultHint, defaultOf, helpOf, labelText } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { isLongText } from './long-text.ts';
import { writeEdit } from '../replace-value.ts';
import { ScalarFrame, type ControlProps } from '../frame/ScalarFrame.tsx';
import { useDraftText } from './use-draft-text.ts';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * A text field: one line, or several for running text (see long-text.ts). Its schema may give it
 * a picker (pickers/picker-kind.ts): a link, an icon, a picture or a colour beside the box, a menu
 * group as a drop-down instead; and "Insert" for the site's `{tokens}` where text takes them.
 */
export function TextInputField(props: ShapedProps<'text'>) {
  const { onEdit, root } = useFormContext();
  const { name, label, schema, path, value, required, order, textHint, shape } = props;
  const help = helpOf(schema, root);
  const multiline = isLongText(textHint?.name ?? name, textHint?.description ?? help, shape.maxLength, value);
  const fallback = placeholderOf(defaultOf(schema, root));
  const picker = pickerFor(path, schema, root);
  const write = (text: string) => onEdit(writeEdit(path, value !== undefined, text, order));
  return (
    <ScalarFrame
      {...props}
      hint={defaultHint(schema, root)}
      opensOnAdd
      control={(control) => {
        const input = (
          <TextInput
            {...control}
            label={label}
            required={required}
            path={path}
            value={textOf(value)}
            multiline={multiline}
            placeholder={fallback}
            picker={picker}
            tokens={takesTokens(schema, root, picker)}
            onText={write}
          />
        );
        return picker === 'menu-group' ? (
          <MenuGroupInput {...control} label={labelText(label, required)} value={textOf(value)} onChoose={write} fallback={input} />
        ) : (
          input
        );
      }}
    />
  );
}

/** A default text shows in the empty input, as what the field reads as when left out. */
const placeholderOf = (given: unknown): string | undefined => (typeof given === 'string' && given !== '' ? given : undefined);

interface TextInputProps extends ControlProps {
  label: string;
  required: boolean;
  path: DataPath;
  value: string;
  multiline: boolean;
  placeholder: string | undefined;
  picker: PickerKind | undefined;
  /** "Insert" offers the site's `{tokens}`. */
  tokens: boolean;
  onText: (text: string) => void;
}

function TextInput({
  id,
  describedBy,
  error,
  autoFocus,
  label,
  required,
  path,
  value,
  multiline,
  placeholder,
  picker,
  tokens,
  onText,
}: TextInputProps) {
  const [draft, change] = useDraftText(value);
  const caret = useCaret();
  const write = (text: string) => {
    change(text, text);
    onText(text);
  };
  const warned = picker === 'colour' && contrastWarning(path, draft) !== undefined;
  const box = (
    <TextField
      id={id}
      label={labelText(label, required)}
      value={draft}
      error={error}
      autoFocus={autoFocus}
      placeholder={placeholder}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      size="small"
      inputRef={caret.input}
      onFocus={caret.onFocus}
      onChange={(event) => write(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-describedby': [warned ? contrastNoteId(id) : undefined, describedBy].filter(Boolean).join(' ') || undefined },
        input: tokens ? { endAdornment: <TokenMenu id={id} caret={caret} text={draft} onText={write} /> } : {},
      }}
    />
  );
  if (!picker) return box;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {box}
        <FieldPicker kind={picker} id={id} label={label} path={path} value={draft} onChoose={write} />
      </Box>
      {picker === 'colour' && <ContrastNote id={id} path={path} value={draft} />}
    </>
  );
}
