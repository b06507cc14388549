import type { PlainValue } from '../../document/index.ts';
import type { JsonObject, SectionTypeInfo } from '../../api/contract/studio-api.ts';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (node: unknown, key: string): unknown => (isObject(node) ? node[key] : undefined);

/** The section schemas of the page schema: `properties.sections.items.oneOf`. */
function sectionSchemas(page: JsonObject): JsonObject[] {
  const options = child(child(child(child(page, 'properties'), 'sections'), 'items'), 'oneOf');
  return Array.isArray(options) ? options.filter(isObject) : [];
}

/** The schema of one section type, or undefined for a type the schema does not know. */
export function sectionSchema(page: JsonObject, type: unknown): JsonObject | undefined {
  return sectionSchemas(page).find((option) => child(child(child(option, 'properties'), 'type'), 'const') === type);
}

/** The sections of the page data, each as a plain record (anything else as an empty one). */
export function sectionsOf(data: unknown): JsonObject[] {
  const sections = child(data, 'sections');
  return Array.isArray(sections) ? sections.map((section) => (isObject(section) ? section : {})) : [];
}

/** What the outline calls a section: its heading's text, else its first text field, else nothing. */
export function sectionHeading(section: JsonObject): string | undefined {
  const heading = section['heading'];
  if (typeof heading === 'string' && heading.trim() !== '') return heading;
  if (isObject(heading)) {
    // A heading in parts (`{ part1, span, part2 }`) reads as its parts in order.
    const text = Object.values(heading)
      .filter((value): value is string => typeof value === 'string')
      .join(' ')
      .trim();
    if (text) return text;
  }
  for (const key of ['title', 'eyebrow', 'intro']) {
    const value = section[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The palette's name for a section type ("Card grid"), or the type as written when unknown. */
export function typeTitle(types: readonly SectionTypeInfo[], type: unknown): string {
  const known = types.find((info) => info.type === type);
  return known ? known.title : typeof type === 'string' && type !== '' ? `Unknown type “${type}”` : 'Section without a type';
}

export { isObject };

/** Data read from YAML or JSON as the edit model's plain values; undefined for anything else (functions, dates). */
export function plainValue(value: unknown): PlainValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
    return value;
  if (Array.isArray(value)) {
    const items = value.map(plainValue);
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, plainValue(item)] as const);
    return entries.every(([, item]) => item !== undefined)
      ? Object.fromEntries(entries.filter((entry): entry is readonly [string, PlainValue] => entry[1] !== undefined))
      : undefined;
  }
  return undefined;
}
