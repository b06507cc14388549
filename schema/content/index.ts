/** YAML files to typed content or located problems: reading, schema findings in plain words, cross-checks, lint, reports. */
export { checkSources, loadContent, type Content, type ContentOptions, type SourceFile } from './content.ts';
export { isPageFile, pageFiles } from './page-files.ts';
export type { PathKey, Position, Problem } from './errors.ts';
export {
  problem,
  problemCatalogue,
  problemCodes,
  problemGroups,
  type ProblemArgs,
  type ProblemCode,
  type ProblemLocation,
} from './problems/index.ts';
export { failureReport, githubReport, jsonReport, pagesFailure, summarize, textReport } from './report.ts';
