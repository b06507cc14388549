/** The commands people type: npm run validate, check, new, authoring, schema, and npm start. */
export { createPage, type NewPageRequest, type NewPageResult } from './scaffold.ts';
export { pageKinds, kindNames, type PageKindName } from './page-kinds.ts';
export { editorSchemas } from './schema-json.ts';
export { updateAuthoring } from './authoring-reference.ts';

/** Each command (`npm run <name>`, `npm start`) and the file it runs; each file runs when started. */
export const cliCommands = {
  start: 'scripts/cli/start.ts',
  validate: 'scripts/cli/validate.ts',
  check: 'scripts/cli/check.ts',
  new: 'scripts/cli/new-page.ts',
  authoring: 'scripts/cli/authoring.ts',
  schema: 'scripts/cli/json-schema.ts',
} as const;
