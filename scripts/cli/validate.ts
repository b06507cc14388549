/**
 * `npm run validate`: checks every file in pages/ and prints each problem with its location.
 * Options: `--format text|github|json`, `--pages <folder>` (default pages/), `--only <file>` (any
 * number: report the problems of these files alone, still checked against the whole site),
 * `--strict` (warnings fail too). Exit 1 on any error; warnings are printed but fail only with `--strict`.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { relative, resolve, sep } from 'node:path';
import { loadContent } from '../../schema/content/content.ts';
import { githubReport, jsonReport, textReport } from '../../schema/content/report.ts';

const formats = ['text', 'github', 'json'];
const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'text' },
    pages: { type: 'string' },
    only: { type: 'string', multiple: true, default: [] },
    strict: { type: 'boolean', default: false },
  },
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
/** A file as problems name it: relative to the project, with forward slashes. */
const asProblemFile = (file: string) => relative(root, resolve(file)).split(sep).join('/');
const only = new Set(values.only.map(asProblemFile));

const started = performance.now();
const content = loadContent({ root, ...(pagesDir ? { pagesDir } : {}) });
const elapsed = Math.round(performance.now() - started);
const problems = only.size === 0 ? content.problems : content.problems.filter((problem) => only.has(problem.file));
const checkedFiles = only.size === 0 ? content.files.length : only.size;

if (values.format === 'json') {
  console.log(JSON.stringify(jsonReport(problems, checkedFiles), null, 2));
} else if (values.format === 'github') {
  for (const line of githubReport(problems)) console.log(line);
} else {
  console.log(
    textReport({ ...content, problems }, { color: process.stdout.isTTY, checked: `${checkedFiles} files checked in ${elapsed} ms` }),
  );
}
const failing = values.strict ? problems : problems.filter((problem) => problem.severity === 'error');
process.exitCode = failing.length > 0 ? 1 : 0;
