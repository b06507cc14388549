import { z } from 'zod';
import type { Problem } from '../../schema/content/errors.ts';
import { readSectionExample } from '../../schema/content/examples.ts';
import { parseYamlFile, validateFile } from '../../schema/content/load.ts';
import { PageSchema } from '../../schema/page.ts';
import { SectionSchema } from '../../schema/sections/index.ts';
import { siteTokens } from '../../schema/content/tokens.ts';
import type { CatalogueEntry } from '../../src/catalogue/entry.ts';
import { assetsUsed, imageSizes, sectionComponentsCode, type SectionModule } from './compile.ts';
import { pageIconId } from './page-icons.ts';
import { fieldRows } from '../../schema/content/json-schema-table.ts';
import { failureReport } from '../../schema/content/report.ts';

export const catalogueModuleId = 'virtual:catalogue';

/** The icon copies' page id: `virtual:page-icon/_catalogue/<Name>`. */
const iconOwner = '_catalogue';

export interface CatalogueOptions {
  root: string;
  publicDir: string;
  /** Every section type's component (compile.ts, sectionModules). */
  sections: ReadonlyMap<string, SectionModule>;
  /** The site settings, for `{brand}` and the other tokens in the examples. */
  site: unknown;
}

/** Each section type's example, checked with the schema a page's `sections` uses; located problems throw. */
function examples(options: CatalogueOptions): CatalogueEntry[] {
  const tokens = siteTokens(options.site);
  const problems: Problem[] = [];
  const sources = new Map<string, string>();
  const entries = SectionSchema.options.flatMap((option): CatalogueEntry[] => {
    const type = option.shape.type.value;
    const example = readSectionExample(options.root, type);
    const parsed = parseYamlFile(example.file, new TextEncoder().encode(example.text));
    const result = validateFile(parsed, PageSchema.shape.sections, tokens);
    problems.push(...result.problems);
    sources.set(parsed.file, parsed.source);
    const section = result.value?.[0];
    if (!section) return [];
    if (section.type !== type) throw new Error(`${parsed.file} shows a ${section.type} section: it must show a ${type} section.`);
    const schema = z.toJSONSchema(option, { io: 'input', unrepresentable: 'any' });
    const about = typeof schema['description'] === 'string' ? schema['description'] : '';
    return [{ type, about, fields: fieldRows(schema), section }];
  });
  if (problems.length > 0) throw new Error(failureReport('The section examples have problems:', { problems, sources }));
  return entries;
}

/** The dev-only catalogue module: every section type's example, fields, component, icons and picture sizes. */
export function catalogueCode(options: CatalogueOptions): string {
  const entries = examples(options);
  const { icons, images } = assetsUsed(entries.map((entry) => entry.section));
  const sections = sectionComponentsCode([...options.sections.keys()], options.sections);
  return [
    ...icons.map((name) => `import ${name} from ${JSON.stringify(pageIconId(iconOwner, name))};`),
    ...sections.imports,
    `export const entries = ${JSON.stringify(entries)};`,
    `export const components = ${sections.components};`,
    `export const icons = { ${icons.join(', ')} };`,
    `export const images = ${JSON.stringify(imageSizes(options.publicDir, images))};`,
  ].join('\n');
}
