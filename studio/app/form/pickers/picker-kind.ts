import type { DataPath } from '../../../document/index.ts';
import { helpOf } from '../frame/field-help.ts';
import { resolveRef, textKey, type JsonSchema } from '../json-schema.ts';
import { readShape, type Property, type ShapeOf } from '../shape.ts';

/** The helpers a text field can have beside its box. */
export type PickerKind = 'link' | 'icon' | 'image' | 'menu-group' | 'colour';

/** Patterns the schemas give these fields (schema/fields.ts, schema/site.ts), as JSON Schema writes them. */
const colourPattern = '^#[0-9a-fA-F]{6}$';
const iconPattern = '^[A-Z][A-Za-z0-9]*$';
const imagePattern = /^\^\\?\/images/;

/** How the help of a link field starts (`Href` in schema/fields.ts), or says it takes an https: address. */
const linkHelp = /^(Where it goes|Link to)\b|\(https:\)/;

/** A field that names a group of the menus: `nav.group` of a page, a footer column's `group`. */
const menuGroupHelp = /`navGroups`|\bnav groups?\b/i;

/**
 * The picker a text field gets, read from its name and schema, never from a section type: a new
 * section type with an `icon`, `href` or picture gets them with no code here.
 */
export function pickerFor(path: DataPath, input: JsonSchema, root: JsonSchema): PickerKind | undefined {
  if (readShape(input, root).kind !== 'text') return undefined;
  const name = path.at(-1);
  const pattern = textKey(resolveRef(input, root), 'pattern');
  const help = helpOf(input, root) ?? '';
  if (pattern === colourPattern) return 'colour';
  if (name === 'icon' && pattern === iconPattern) return 'icon';
  if (name === 'src' && pattern !== undefined && imagePattern.test(pattern)) return 'image';
  if (name === 'group' && (path.at(-2) === 'nav' || menuGroupHelp.test(help))) return 'menu-group';
  if (name === 'href' || (pattern === undefined && linkHelp.test(help))) return 'link';
  return undefined;
}

/** The `src` field of a picture group (`Image` in schema/fields.ts), or undefined for any other group. */
export function imageSourceOf(shape: ShapeOf<'group'>, path: DataPath, root: JsonSchema): Property | undefined {
  return shape.properties.find((property) => property.name === 'src' && pickerFor([...path, 'src'], property.schema, root) === 'image');
}

/**
 * Whether `{brand}` and the other site words may go into the field: not into an icon, a picture, a
 * colour or a menu group, nor where a pattern allows no `{` (an anchor id, a mail address).
 */
export function takesTokens(input: JsonSchema, root: JsonSchema, kind: PickerKind | undefined): boolean {
  if (kind !== undefined && kind !== 'link') return false;
  const pattern = textKey(resolveRef(input, root), 'pattern');
  return pattern === undefined || pattern.includes('\\{');
}
