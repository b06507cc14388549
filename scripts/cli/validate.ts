/**
 * `npm run validate`: checks every file in pages/ and prints each problem with its location.
 * Options: `--format text|github|json`, `--pages <folder>` (default pages/). Exit 1 on any error;
 * warnings are printed but never fail.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadContent } from '../../schema/content/content.ts';
import { githubReport, jsonReport, textReport } from '../../schema/content/report.ts';

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

if (values.format === 'json') {
  console.log(JSON.stringify(jsonReport(problems, content.files.length), null, 2));
} else if (values.format === 'github') {
  for (const line of githubReport(problems)) console.log(line);
} else {
  console.log(textReport(content, { color: process.stdout.isTTY === true, checked: `${content.files.length} files checked in ${elapsed} ms` }));
}
process.exitCode = problems.some((problem) => problem.severity === 'error') ? 1 : 0;
