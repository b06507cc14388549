import { createContext, useContext } from 'react';
import type { Edit } from '../../document/index.ts';
import type { FocusRequest } from './focus/focus.ts';
import type { JsonSchema } from './json-schema.ts';

/** What every field of one form shares. */
export interface FormContextValue {
  onEdit: (edit: Edit) => void;
  /** The form's whole schema, where `$ref`s point. */
  root: JsonSchema;
  focus: FocusRequest | undefined;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form field was rendered outside SchemaForm.');
  return value;
}
