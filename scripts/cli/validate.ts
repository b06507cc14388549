/**
 * `npm run validate`: checks every file in pages/ and prints each problem with its location.
 * Options: `--format text|github|json`, `--pages <folder>` (default pages/). Exit 1 on any error;
 * warnings are printed but never fail.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadContent } from '../../schema/content/content.ts';
import { formatProblem, summarize, type Problem } from '../../schema/content/errors.ts';

const formats = ['text', 'github', 'json'];
const { values } = parseArgs({
  options: { format: { type: 'string', default: 'text' }, pages: { type: 'string' } },
});
if (!formats.includes(values.format)) {
  console.error(`Unknown format "${values.format}" — use one of: ${formats.join(', ')}.`);
  process.exit(2);
}
const pagesDir = values.pages === undefined ? undefined : resolve(values.pages);
if (pagesDir !== undefined && !existsSync(pagesDir)) {
  console.error(`There is no folder ${values.pages} — give the folder that holds site.yaml and the pages.`);
  process.exit(2);
}

const root = process.cwd();
const started = performance.now();
const content = loadContent({ root, ...(pagesDir ? { pagesDir } : {}) });
const elapsed = Math.round(performance.now() - started);
const problems = content.problems;
const errors = problems.filter((problem: Problem) => problem.severity === 'error').length;

/** GitHub's workflow-command escaping: data and property values differ. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

if (values.format === 'json') {
  // Each problem: file, position { line, col }, where, message and severity ("error" or "warning").
  console.log(JSON.stringify({ files: content.files.length, errors, warnings: problems.length - errors, problems }, null, 2));
} else if (values.format === 'github') {
  for (const problem of problems) {
    const where = problem.where === '' ? '' : `${problem.where}: `;
    const location = `file=${escapeProperty(problem.file)},line=${problem.position.line},col=${problem.position.col}`;
    console.log(`::${problem.severity} ${location}::${escapeData(`${where}${problem.message}`)}`);
  }
} else {
  const color = process.stdout.isTTY === true;
  for (const problem of problems) console.log(`${formatProblem(problem, content.sources.get(problem.file), color)}\n`);
  const checked = `${content.files.length} files checked in ${elapsed} ms`;
  console.log(problems.length > 0 ? `${summarize(problems)} (${checked}).` : `${checked}: no problems.`);
}
process.exitCode = errors > 0 ? 1 : 0;
