/** The page studio's form: any value of a page, edited through the fields its JSON Schema describes. */
export { SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';
export { problemCount } from './frame/problems.ts';
export { fieldId } from './paths.ts';
export type { JsonSchema } from './json-schema.ts';
export { ProblemMessage } from './frame/ProblemMessage.tsx';
