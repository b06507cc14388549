import { parse } from 'yaml';
import { readSectionExample } from '../../schema/content/examples.ts';
import { SectionSchema } from '../../schema/sections/index.ts';
import { editorSchemas, sectionTitle } from '../../scripts/cli/schema-json.ts';
import type { JsonObject, SchemaResponse, SectionTypeInfo } from '../api/contract/studio-api.ts';

const objectOf = (text: string): JsonObject => {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('An editor schema is not a JSON object.');
  return { ...value };
};

/**
 * What the studio's forms and palette are made from: the same JSON Schemas editors get (with
 * titles and help), and each section type's name, description and catalogue example. A section
 * type added to the schema appears here with no studio code.
 */
export function studioSchemas(root: string): SchemaResponse {
  const schemas = editorSchemas();
  const sectionTypes = SectionSchema.options.map((option): SectionTypeInfo => {
    const type = option.shape.type.value;
    const list: unknown = parse(readSectionExample(root, type).text);
    const example: unknown = Array.isArray(list) ? list[0] : undefined;
    return { type, title: sectionTitle(type), description: option.description ?? '', example };
  });
  return { page: objectOf(schemas['page.schema.json']), site: objectOf(schemas['site.schema.json']), sectionTypes };
}
