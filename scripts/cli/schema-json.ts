import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { readSectionExample } from '../../schema/content/examples.ts';
import { PageSchema } from '../../schema/page.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { SiteSchema } from '../../schema/site.ts';

type JsonSchema = z.core.JSONSchema.JSONSchema;

const projectRoot = join(import.meta.dirname, '..', '..');
const knownSectionTypes: ReadonlySet<string> = new Set(sectionTypes);

/** The editor schemas (what authors write, so fields with defaults are optional), as JSON text. */
export function editorSchemas(): Record<'page.schema.json' | 'site.schema.json', string> {
  const render = (schema: z.ZodType) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    addEditorHelp(json);
    return `${JSON.stringify(json, null, 2)}\n`;
  };
  return { 'page.schema.json': render(PageSchema), 'site.schema.json': render(SiteSchema) };
}

/** `card-grid` → `Card grid`: the name editors give a section type in completions. */
export function sectionTitle(type: string): string {
  const words = type.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the YAML editor extension reads besides plain JSON Schema: `markdownDescription` (so
 * backticks show as code), and for each section type a title, a description on its `type` value
 * (the completion list shows one per type) and a new-section snippet from schema/examples/.
 */
function addEditorHelp(node: JsonSchema): void {
  const typeField = node.properties?.['type'];
  if (typeof typeField === 'object' && typeof typeField.const === 'string' && knownSectionTypes.has(typeField.const)) {
    const title = sectionTitle(typeField.const);
    node.title = title;
    const about = node.description ?? '';
    typeField.description = `${title} — ${about}`;
    const body = snippetBody(exampleSection(typeField.const));
    node['defaultSnippets'] = [{ label: `${title} section`, description: about, markdownDescription: about, body }];
  }
  if (typeof node.description === 'string') node['markdownDescription'] = node.description;
  for (const child of subschemas(node)) addEditorHelp(child);
}

function subschemas(node: JsonSchema): JsonSchema[] {
  const children = [
    ...Object.values(node.properties ?? {}),
    ...Object.values(node.patternProperties ?? {}),
    ...Object.values(node.$defs ?? {}),
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
    ...(node.allOf ?? []),
    ...(node.prefixItems ?? []),
    ...[node.items ?? []].flat(),
    node.additionalProperties,
    node.propertyNames,
    node.not,
  ];
  return children.filter((child): child is JsonSchema => typeof child === 'object');
}

/** The one section in schema/examples/<type>.yaml (a list entry, as it is written in a page). */
function exampleSection(type: string): unknown {
  const list: unknown = parse(readSectionExample(projectRoot, type).text);
  if (!Array.isArray(list) || list.length !== 1)
    throw new Error(`schema/examples/${type}.yaml should hold one section, written as a list entry ("- type: ${type}").`);
  return list[0];
}

/**
 * The editor inserts a snippet's strings as they are, as snippet text: each one is written as a
 * YAML scalar (quoted where YAML needs it, as for `{brand} …`) with `$`, `}` and `\` escaped.
 */
function snippetBody(value: unknown): unknown {
  if (typeof value === 'string')
    return stringify(value, { lineWidth: 0, blockQuote: false })
      .trimEnd()
      .replace(/[$}\\]/g, '\\$&');
  if (Array.isArray(value)) return value.map(snippetBody);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, snippetBody(item)]));
  return value;
}
