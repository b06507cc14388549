/**
 * `npm run new -- <kind> <slug> "<Name>"`: starts a page from a template, with every text still
 * to write marked "REPLACE:" (the validator refuses the page until they are all replaced).
 * `--pages <folder>` (or SITE_PAGES_DIR) writes into another pages folder. Never overwrites a file.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { kindNames } from './page-kinds.ts';
import { createPage } from './scaffold.ts';

const usage = `Usage: npm run new -- <kind> <slug> "<Name>"

  kind   ${kindNames.join(', ')}
  slug   the page's address: lower-case words joined by hyphens, for example fleet-management
  Name   the page's name in the menus, in quotation marks, for example "Fleet Management"

Example: npm run new -- module fleet-management "Fleet Management"`;

const { values, positionals } = parseArgs({ options: { pages: { type: 'string' } }, allowPositionals: true, strict: false });
const [kind, slug, ...nameWords] = positionals;
const pagesOption = typeof values.pages === 'string' ? values.pages : undefined;
const pagesDir = resolve(pagesOption ?? process.env['SITE_PAGES_DIR'] ?? join(process.cwd(), 'pages'));

if (kind === undefined || slug === undefined || nameWords.length === 0) {
  console.error(`${usage}\n`);
  process.exit(1);
}
const result = createPage({ kind, slug, name: nameWords.join(' '), pagesDir });
if (result.ok) {
  console.log(result.message);
} else {
  console.error(`Nothing was created: ${result.message}\n\n${usage.split('\n')[0]}`);
  process.exitCode = 1;
}
