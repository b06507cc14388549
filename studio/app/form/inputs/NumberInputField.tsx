import { TextField, Typography } from '@mui/material';
import { defaultHint, defaultOf, joinHints, labelText, numberHint } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { useFormContext } from '../form-context.ts';
import { writeEdit } from '../replace-value.ts';
import { ScalarFrame, type ControlProps } from '../frame/ScalarFrame.tsx';
import { useDraftText } from './use-draft-text.ts';

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value === undefined || value === null ? '' : JSON.stringify(value);
};

/**
 * A number. Each number typed is written as it is (the loader says when it is outside the
 * limits). Emptying the input takes an optional field out of the file; the input stays.
 */
export function NumberInputField(props: ShapedProps<'number'>) {
  const { onEdit, root } = useFormContext();
  const { label, schema, path, value, required, order, shape } = props;
  const fallback = defaultOf(schema, root);
  return (
    <ScalarFrame
      {...props}
      hint={joinHints(numberHint(shape), defaultHint(schema, root))}
      opensOnAdd
      control={(control) => (
        <NumberInput
          {...control}
          label={labelText(label, required)}
          value={textOf(value)}
          integer={shape.integer}
          minimum={shape.minimum}
          maximum={shape.maximum}
          placeholder={typeof fallback === 'number' ? String(fallback) : undefined}
          onNumber={(number) => onEdit(writeEdit(path, value !== undefined, number, order))}
          onEmpty={
            required
              ? undefined
              : () => {
                  control.keepOpen();
                  if (value !== undefined) onEdit({ op: 'removeField', path });
                }
          }
        />
      )}
    />
  );
}

interface NumberInputProps extends ControlProps {
  label: string;
  value: string;
  integer: boolean;
  minimum: number | undefined;
  maximum: number | undefined;
  placeholder: string | undefined;
  onNumber: (value: number) => void;
  /** Undefined for a required field: an empty input then writes nothing until a number is typed. */
  onEmpty: (() => void) | undefined;
}

function NumberInput({
  id,
  describedBy,
  error,
  autoFocus,
  label,
  value,
  integer,
  minimum,
  maximum,
  placeholder,
  onNumber,
  onEmpty,
}: NumberInputProps) {
  const [draft, change] = useDraftText(value);
  const parsed = Number(draft);
  const unreadable = draft.trim() !== '' && (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed)));
  const noteId = `${id}:number`;
  const update = (text: string) => {
    const number = Number(text);
    if (text.trim() === '') {
      change(text, onEmpty ? '' : undefined);
      onEmpty?.();
    } else if (Number.isFinite(number) && (!integer || Number.isInteger(number))) {
      change(text, String(number));
      onNumber(number);
    } else change(text);
  };
  return (
    <>
      <TextField
        id={id}
        type="number"
        label={label}
        value={draft}
        error={error || unreadable}
        autoFocus={autoFocus}
        placeholder={placeholder}
        fullWidth
        size="small"
        onChange={(event) => update(event.target.value)}
        slotProps={{
          htmlInput: {
            'aria-describedby': [unreadable ? noteId : undefined, describedBy].filter(Boolean).join(' ') || undefined,
            min: minimum,
            max: maximum,
            step: integer ? 1 : 'any',
          },
        }}
      />
      {unreadable && (
        <Typography id={noteId} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {integer
            ? 'Write a whole number, such as 3. This is not written to the file yet.'
            : 'Write a number, such as 3 or 2.5. This is not written to the file yet.'}
        </Typography>
      )}
    </>
  );
}
