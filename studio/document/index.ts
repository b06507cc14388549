/** The page studio's edit model: edits to a page's YAML text that keep every byte not changed. */
// Pure TypeScript, no Node APIs: the browser runs it too. See studio/README.md.
export {
  applyEdit,
  duplicateItem,
  insertItem,
  moveItem,
  removeField,
  removeItem,
  scalarStyleAt,
  setField,
  setScalar,
} from './edits/edit.ts';
export { editData } from './edits/data-edit.ts';
export { placeWords } from './place-words.ts';
export { pageName } from './page-name.ts';
export type { Edit, ScalarStyle } from './edits/edits.ts';
export { diff, unifiedText, type DiffHunk, type DiffLine } from './diff.ts';
export { lineBreakOf, type LineBreak } from './file-form.ts';
export type { EditError, EditErrorCode, EditResult } from './result.ts';
export type { DataPath, PathKey, PlainValue, ScalarValue } from './values.ts';
