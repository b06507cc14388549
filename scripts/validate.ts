/**
 * `npm run validate`: checks every file in pages/ and prints each problem with its location.
 * Options: `--format text|github|json`, `--pages <folder>` (default pages/). Exit 1 on any error.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadContent } from '../schema/content.ts';
import { formatProblem, problemHeadline, summarize, type Problem } from '../schema/errors.ts';

const { values } = parseArgs({
  options: { format: { type: 'string', default: 'text' }, pages: { type: 'string' } },
});

const root = process.cwd();
const started = performance.now();
const content = loadContent({ root, ...(values.pages ? { pagesDir: resolve(values.pages) } : {}) });
const elapsed = Math.round(performance.now() - started);
const problems = content.problems;
const failed = problems.some((problem: Problem) => problem.severity === 'error');

if (values.format === 'json') {
  console.log(JSON.stringify({ files: content.files.length, problems }, null, 2));
} else if (values.format === 'github') {
  for (const problem of problems) {
    const level = problem.severity === 'error' ? 'error' : 'warning';
    const text = problemHeadline(problem).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    console.log(`::${level} file=${problem.file},line=${problem.position.line},col=${problem.position.col}::${text}`);
  }
} else {
  const color = process.stdout.isTTY === true;
  for (const problem of problems) console.log(`${formatProblem(problem, content.sources.get(problem.file), color)}\n`);
  if (problems.length > 0) console.log(summarize(problems));
  else console.log(`${content.files.length} files checked in ${elapsed} ms: no problems.`);
}
process.exitCode = failed ? 1 : 0;
