/**
 * The generated parts of AUTHORING.md: the field reference (from the descriptions in the schema,
 * the same ones the editor shows), a real validator report, the content rules with their limits,
 * and every problem code from the catalogue. Each lives between `<!-- name:start -->` and
 * `<!-- name:end -->`.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { checkSources, readSources } from '../../schema/content/content.ts';
import { readSectionExample } from '../../schema/content/examples.ts';
import { descriptionMax, descriptionMin, titleMax } from '../../schema/content/lint.ts';
import { mainContentId } from '../../schema/model/page-ids.ts';
import { PageSchema } from '../../schema/page.ts';
import { placeholderMarker } from '../../schema/content/placeholders.ts';
import { SectionSchema } from '../../schema/sections/index.ts';
import { fieldRows, markdownTable, type FieldRow } from '../../schema/content/json-schema-table.ts';
import type { AnyProblemEntry } from '../../schema/content/problems/entry.ts';
import { problemGroups } from '../../schema/content/problems/index.ts';
import { failureReport, textReport } from '../../schema/content/report.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const editorSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** Fails the generation when a field has no description: the reference would have a hole. */
function described(rows: FieldRow[], where: string): FieldRow[] {
  const missing = rows.filter((row) => row.description === '').map((row) => row.name);
  if (missing.length > 0)
    throw new Error(`${where}: add .describe('…') to ${missing.join(', ')} so editors and AUTHORING.md can explain them.`);
  return rows;
}

/** A section type's example from schema/examples/ (checked by `checkExamples`). */
function example(type: string): string {
  return readSectionExample(projectRoot, type).text.trimEnd();
}

export function pageReference(): string {
  const rows = described(fieldRows(editorSchema(PageSchema), '', { skip: ['sections'] }), 'page fields');
  return markdownTable(rows);
}

export function sectionReference(): string {
  checkExamples();
  return SectionSchema.options
    .map((option) => {
      const type = option.shape.type.value;
      const schema = editorSchema(option);
      const rows = described(fieldRows(schema), `section type ${type}`);
      const about = typeof schema['description'] === 'string' ? schema['description'] : '';
      return [`### ${type}`, '', about, '', markdownTable(rows), '', '```yaml', example(type), '```'].join('\n');
    })
    .join('\n\n');
}

/** The page the sample report is made from: a new industry page, nearly finished. */
const samplePage = `# yaml-language-server: $schema=../../schema/page.schema.json
path: /wholesale
title: Wholesale ERP | {brand}
description: ERP for wholesalers.
nav: { group: industries, label: Wholesale, order: 12 }
sections:
  - type: hero
    heading: Wholesale runs on {brand}
    subtext: "${placeholderMarker} one or two sentences under the heading."
    actions:
      - { label: Retail, href: /retial }
`;

/** The site of the project in `root` (this one unless given), plus `extra` pages given as path under pages/ and text. */
export function checkSiteWith(extra: Record<string, string>, root = projectRoot) {
  const pagesDir = join(root, 'pages');
  const added = Object.entries(extra).map(([name, text]) => ({ path: join(pagesDir, name), bytes: Buffer.from(text) }));
  return checkSources({ root }, [...readSources(pagesDir), ...added]);
}

/** Fails the generation when a section example is no longer valid or the site has an error, with the validator's words. */
function checkExamples(): void {
  const types = SectionSchema.options.map((option) => option.shape.type.value);
  const sections = types.map((type) => example(type).replace(/^/gm, '  ')).join('\n');
  const page = `path: /authoring-examples\ntitle: Examples\ndescription: Every section type of the reference in AUTHORING.md, together in one page.\nsections:\n${sections}\n`;
  const content = checkSiteWith({ 'authoring-examples.yaml': page });
  // The examples must be free of warnings too; the site's own pages only of errors (a warning is advice to their authors).
  const problems = content.problems.filter((problem) => problem.severity === 'error' || problem.file.endsWith('/authoring-examples.yaml'));
  if (problems.length > 0)
    throw new Error(failureReport('The section examples in schema/examples/ (or the site) have problems:', { ...content, problems }));
}

/** What `npm run validate` prints for the sample page added to the real site (the time left out). */
export function validatorSample(): string {
  const content = checkSiteWith({ 'industries/wholesale.yaml': samplePage });
  const problems = content.problems.filter((problem) => problem.file === 'pages/industries/wholesale.yaml');
  // The number of files and the time change from run to run: the sample leaves them out.
  return ['```', textReport({ problems, sources: content.sources }, { checked: '… files checked in … ms' }), '```'].join('\n');
}

export function contentRules(): string {
  return [
    `- **Title**: at most about ${titleMax} characters once \`{brand}\` and other tokens are filled in, or search results cut it off (warning). Each page has its own title (warning).`,
    `- **Description**: ${descriptionMin} to ${descriptionMax} characters, one or two sentences (warning), and different from every other page's description (error, reported in both files).`,
    `- **Unfinished text**: no text may contain \`${placeholderMarker}\` (left by \`npm run new\`), "lorem ipsum" filler, or a TODO, FIXME or TBD note (error).`,
    '- **Pictures**: every picture has `alt` text saying what it shows, or `decorative: true` (error); an alt text such as "image" or a file name says nothing (warning). The file must exist in `public/images/` (error).',
    '- **Tokens**: only `{brand}`, `{brandSlug}`, `{email}`, `{phone}`, `{year}` and those listed under `tokens` in `pages/site.yaml` (error).',
    '- **Links**: a site path such as `/pricing` that leads to a page, or an `https:`, `mailto:` or `tel:` address (error). `http:`, `javascript:`, `data:` and addresses starting with `//` are refused; a link that only reaches its page through a redirect is a warning.',
    `- **Anchors**: a link ending in \`#id\`, such as \`/contact-us#form\`, must name an id that page has: the \`id\` of one of its sections, or \`${mainContentId}\` for the start of the page content (error).`,
  ].join('\n');
}

/** Every problem code, grouped, each under its own heading (the anchor reports point to). */
export function problemReference(): string {
  return problemGroups
    .map(({ title, entries }) => {
      const codes = Object.entries<AnyProblemEntry>(entries).map(([code, entry]) =>
        [
          `#### ${code}`,
          '',
          `**${entry.severity === 'error' ? 'Error' : 'Warning'}.** ${entry.title}`,
          '',
          `**Why:** ${entry.why}`,
          '',
          `**How to fix:** ${entry.fix}`,
          '',
          '```yaml',
          entry.example,
          '```',
        ].join('\n'),
      );
      return [`### ${title}`, ...codes].join('\n\n');
    })
    .join('\n\n');
}

/** `text` with every generated part brought up to date. */
export function updateAuthoring(text: string): string {
  const parts: Record<string, () => string> = {
    rules: contentRules,
    sample: validatorSample,
    'page-fields': pageReference,
    sections: sectionReference,
    problems: problemReference,
  };
  return Object.entries(parts).reduce((current, [name, make]) => {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = current.indexOf(start);
    const to = current.indexOf(end);
    if (from < 0 || to < from) throw new Error(`AUTHORING.md has lost the markers ${start} … ${end}; put them back around that part.`);
    return `${current.slice(0, from + start.length)}\n${make()}\n${current.slice(to)}`;
  }, text);
}
