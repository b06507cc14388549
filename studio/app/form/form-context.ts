import { createContext, useContext } from 'react';
import type { DataPath, Edit } from '../../document/index.ts';
import type { FocusRequest } from './focus/focus.ts';
import type { JsonSchema } from './json-schema.ts';

/** What every field of one form shares. */
export interface FormContextValue {
  onEdit: (edit: Edit) => void;
  /** The form's whole schema, where `$ref`s point. */
  root: JsonSchema;
  focus: FocusRequest | undefined;
  /** In a translation's form: the words of the page it translates, shown under each field that translates them. */
  original?: OriginalTexts | undefined;
}

/** The texts of the page a translation translates, by field, and that page's language. */
export interface OriginalTexts {
  /** The language's name in itself (`English`) and its code, for the words' `lang`. */
  language: { name: string; code: string };
  textAt: (path: DataPath) => string | undefined;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form field was rendered outside SchemaForm.');
  return value;
}
