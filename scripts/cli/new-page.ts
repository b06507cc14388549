/**
 * `npm run new -- <kind> <slug> "<Name>"`: starts a page from a template, with every text still
 * to write marked "REPLACE:" (the validator refuses the page until they are all replaced).
 * `npm run new -- --translate <code> <page>` starts a page's translation the same way (translate.ts).
 * `--pages <folder>` (or SITE_PAGES_DIR) writes into another pages folder. Never overwrites a file.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { kindNames } from './page-kinds.ts';
import { createPage } from './scaffold.ts';
import { createTranslation } from './translate.ts';

const usage = `Usage: npm run new -- <kind> <slug> "<Name>"

  kind   ${kindNames.join(', ')}
  slug   the page's address: lower-case words joined by hyphens, for example fleet-management
  Name   the page's name in the menus, in quotation marks, for example "Fleet Management"

Example: npm run new -- module fleet-management "Fleet Management"

Or, to translate a page into a language of pages/site.yaml:
       npm run new -- --translate <code> <page>

Example: npm run new -- --translate es industries/retail`;

const { values, positionals } = parseArgs({
  options: { pages: { type: 'string' }, translate: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});
const [kind, slug, ...nameWords] = positionals;
const pagesOption = typeof values.pages === 'string' ? values.pages : undefined;
const pagesDir = resolve(pagesOption ?? process.env['SITE_PAGES_DIR'] ?? join(process.cwd(), 'pages'));

const language = typeof values.translate === 'string' ? values.translate : undefined;
if (language === undefined ? kind === undefined || slug === undefined || nameWords.length === 0 : kind === undefined) {
  console.error(`${usage}\n`);
  process.exit(1);
}
const result =
  language === undefined
    ? createPage({ kind: kind ?? '', slug: slug ?? '', name: nameWords.join(' '), pagesDir })
    : createTranslation({ pagesDir, language, page: kind ?? '' });
if (result.ok) {
  console.log(result.message);
} else {
  const usageLine = language === undefined ? usage.split('\n')[0] : 'Usage: npm run new -- --translate <code> <page>';
  console.error(`Nothing was created: ${result.message}\n\n${usageLine}`);
  process.exitCode = 1;
}
