/** The page studio's source view: a file's YAML in a code editor, with the loader's problems marked in it. */
export { SourceView, type SourceViewProps } from './SourceView.tsx';
export { problemDiagnostics } from './diagnostics.ts';
export { brokenYamlNote } from './broken-yaml.ts';
export { lineBreakOf, minimalChange } from './text-change.ts';
