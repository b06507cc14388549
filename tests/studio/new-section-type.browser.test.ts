import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import type { SchemaResponse } from '../../studio/api/contract/studio-api.ts';
import { copyOfProject, devServerOf, previewFollows } from '../helpers/studio-dev.ts';
import { studioContextOptions } from '../helpers/less-motion.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/**
 * README's "Adding a section type", done on a copy of the project: a schema, one line in the
 * union, a component, one line in the registry, an example. The studio, whose code is not
 * touched, then offers the type in its palette, shows its form with the schema's labels and help,
 * and previews it with the new component.
 */
const scratch = copyOfProject('studio-new-type-', { copyPublic: false });
let server: ViteDevServer;
let browser: Browser;
let url: string;

const schemaFile = `import { z } from 'zod';

export const QuoteBandSectionSchema = z
  .strictObject({
    type: z.literal('quote-band').describe('Which kind of section this is; picks the fields below.'),
    quote: z.string().min(1).describe('What the customer said, in one or two sentences.'),
    author: z.string().min(1).describe('Who said it, for example \`Dana, Retail Co\`.'),
  })
  .describe('One customer quote across the page.');

export type QuoteBandSection = z.output<typeof QuoteBandSectionSchema>;
`;

const componentFile = `import Typography from '@mui/material/Typography';
import type { QuoteBandSection } from '../../schema/sections/quote-band.ts';
import { Section } from '../components/Section.tsx';

export function QuoteBand({ section }: { section: QuoteBandSection }) {
  return (
    <Section>
      <Typography component="blockquote" data-quote-band>
        {section.quote} ({section.author})
      </Typography>
    </Section>
  );
}
`;

/** Replaces `find` in a file of the copy; the test fails if the project no longer has it. */
function edit(file: string, find: string, replace: string): void {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer has ${find}: update this test with README's steps.`);
  writeFileSync(path, text.replace(find, replace));
}

beforeAll(async () => {
  // README, "Adding a section type", steps 1 to 5.
  writeFileSync(join(scratch, 'schema/sections/quote-band.ts'), schemaFile);
  edit(
    'schema/sections/index.ts',
    "import { TeamSectionSchema } from './team.ts';",
    "import { TeamSectionSchema } from './team.ts';\nimport { QuoteBandSectionSchema } from './quote-band.ts';",
  );
  edit('schema/sections/index.ts', '  TeamSectionSchema,\n', '  TeamSectionSchema,\n  QuoteBandSectionSchema,\n');
  writeFileSync(join(scratch, 'src/sections/QuoteBand.tsx'), componentFile);
  edit('src/sections/registry.ts', "  team: 'Team',\n", "  team: 'Team',\n  'quote-band': 'QuoteBand',\n");
  writeFileSync(
    join(scratch, 'schema/examples/quote-band.yaml'),
    '- type: quote-band\n  quote: Stock counts take minutes now.\n  author: Dana, Retail Co\n',
  );
  // A page that uses it.
  appendFileSync(
    join(scratch, 'pages/industries/retail.yaml'),
    '\n  - type: quote-band\n    quote: Month end is calm at last.\n    author: Lee, Corner Stores\n',
  );

  ({ server, url } = await devServerOf(scratch));
  browser = await sharedChromium();
});

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await browser?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed before starting it
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('a section type added as README says appears in the palette, gets a form from its schema and is previewed by its component', async () => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the studio's own answer, typed by its API; the test checks what it holds
  const schemas: SchemaResponse = await (await fetch(`${url}_studio/api/schema`)).json();
  expect(schemas.sectionTypes.find((info) => info.type === 'quote-band')).toEqual({
    type: 'quote-band',
    title: 'Quote band',
    description: 'One customer quote across the page.',
    example: { type: 'quote-band', quote: 'Stock counts take minutes now.', author: 'Dana, Retail Co' },
  });

  const context = await browser.newContext({ ...loopbackOnly, ...studioContextOptions, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}_studio/edit?file=pages/industries/retail.yaml`);
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect
    // The first visit of a new dev server: its modules are prepared then, which can take a minute on a busy machine.
    .poll(() => preview.locator('[data-quote-band]').textContent(), { timeout: 90_000 })
    .toBe('Month end is calm at last. (Lee, Corner Stores)');
  // The page validates with its new section: no error in the problems panel (a warning the real page carries may stay).
  const problems = page.locator('section[aria-labelledby="problems-title"]');
  await expect.poll(() => problems.getByRole('heading', { name: /^Problems \(\d+\)$/ }).isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await problems.getByText('Error', { exact: true }).count()).toBe(0);

  // Its form: labels and help from the schema.
  await page.getByRole('button', { name: /^6\. Quote band/ }).click();
  await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Section 6: Quote band' }).isVisible()).toBe(true);
  const author = page.getByRole('textbox', { name: 'Author (required)' });
  expect(await author.inputValue()).toBe('Lee, Corner Stores');
  const help = await author.getAttribute('aria-describedby');
  expect(await page.locator(`[id="${help?.split(' ')[0] ?? ''}"]`).textContent()).toContain('Who said it, for example Dana, Retail Co.');

  // An edit reaches the new component in the preview.
  await author.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Lee, Corner Stores Ltd');
  await expect
    .poll(() => preview.locator('[data-quote-band]').textContent(), previewFollows)
    .toBe('Month end is calm at last. (Lee, Corner Stores Ltd)');

  // And the palette offers it, with its description and the example.
  await page.getByRole('button', { name: 'Add a section' }).click();
  const choice = page.getByRole('dialog').getByRole('button', { name: /Quote band One customer quote across the page\./ });
  await choice.focus();
  await expect.poll(() => page.getByRole('dialog').getByText('quote: Stock counts take minutes now.').isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
