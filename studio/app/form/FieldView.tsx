import { memo } from 'react';
import { ChoiceField } from './inputs/ChoiceField.tsx';
import { EitherField } from './groups/EitherField.tsx';
import type { FieldProps } from './field-props.ts';
import { FixedField } from './inputs/FixedField.tsx';
import { useFormContext } from './form-context.ts';
import { GroupField } from './groups/GroupField.tsx';
import { isJsonObject, isScalar } from './json-schema.ts';
import { ListField } from './lists/ListField.tsx';
import { MismatchField } from './inputs/MismatchField.tsx';
import { NumberInputField } from './inputs/NumberInputField.tsx';
import { OtherField } from './inputs/OtherField.tsx';
import { RecordField } from './groups/RecordField.tsx';
import { sameFieldProps } from './same-props.ts';
import { readShape, type Shape } from './shape.ts';
import { SwitchField } from './inputs/SwitchField.tsx';
import { TextInputField } from './inputs/TextInputField.tsx';

/** Whether a written value can be shown by the input of its shape. */
function fits(shape: Shape, value: unknown): boolean {
  switch (shape.kind) {
    case 'text':
    case 'number':
    case 'choice':
    case 'fixed':
      return isScalar(value);
    case 'switch':
      return typeof value === 'boolean' || value === null;
    case 'empty':
      return value === null;
    case 'group':
    case 'record':
      return isJsonObject(value);
    case 'list':
      return Array.isArray(value);
    case 'either':
    case 'other':
      return true;
  }
}

/** One field, shown by the input its schema calls for. */
function AnyField(props: FieldProps) {
  const { root } = useFormContext();
  const shape = readShape(props.schema, root);
  if (props.value !== undefined && !fits(shape, props.value)) return <MismatchField {...props} shape={shape} />;
  switch (shape.kind) {
    case 'text':
      return <TextInputField {...props} shape={shape} />;
    case 'number':
      return <NumberInputField {...props} shape={shape} />;
    case 'switch':
      return <SwitchField {...props} shape={shape} />;
    case 'choice':
      return <ChoiceField {...props} shape={shape} />;
    case 'fixed':
      return <FixedField {...props} shape={shape} />;
    case 'empty':
      return <FixedField {...props} shape={{ kind: 'fixed', value: null }} />;
    case 'group':
      return <GroupField {...props} shape={shape} />;
    case 'list':
      return <ListField {...props} shape={shape} />;
    case 'record':
      return <RecordField {...props} shape={shape} />;
    case 'either':
      return <EitherField {...props} shape={shape} />;
    case 'other':
      return <OtherField {...props} />;
  }
}

/** A field renders again only when what it shows changed (see sameFieldProps). */
export const FieldView = memo(AnyField, sameFieldProps);
