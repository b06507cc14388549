import type { PlainValue } from '../../../document/index.ts';
import { isJsonObject, type JsonSchema } from '../json-schema.ts';
import { isPlainGroup } from '../plain.ts';
import { readShape } from '../shape.ts';

/** The words a value holds: text as it is, a group's texts joined ("Every store" + "one system"). */
function wordsIn(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isJsonObject(value)) return undefined;
  const parts = Object.values(value).filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * A new kind started with the author's words kept: text becomes the first required text field of
 * a group, a group's texts become the text. Whatever does not carry over is dropped.
 */
export function carryOver(old: unknown, next: PlainValue, option: JsonSchema, root: JsonSchema): PlainValue {
  const words = wordsIn(old);
  if (words === undefined) return next;
  if (typeof next === 'string') return words;
  const shape = readShape(option, root);
  if (shape.kind !== 'group' || !isPlainGroup(next)) return next;
  const target = shape.properties.find((property) => property.required && readShape(property.schema, root).kind === 'text');
  return target ? { ...next, [target.name]: words } : next;
}
