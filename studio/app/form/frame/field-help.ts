import type { ScalarValue } from '../../../document/index.ts';
import { resolveRef, textKey, type JsonSchema } from '../json-schema.ts';
import type { ShapeOf } from '../shape.ts';

/** The help under a field: the description written beside it, else the one of what it points at. */
export function helpOf(schema: JsonSchema, root: JsonSchema): string | undefined {
  return textKey(schema, 'description') ?? textKey(resolveRef(schema, root), 'description');
}

/** The default written beside the field, else the one of what it points at. */
export const defaultOf = (schema: JsonSchema, root: JsonSchema): unknown => schema['default'] ?? resolveRef(schema, root)['default'];

/** The label with the word that says it must be written. */
export const labelText = (label: string, required: boolean): string => (required ? `${label} (required)` : label);

/** How a value reads in a hint: text in quotes, true/false as on/off. */
export function shownValue(value: ScalarValue): string {
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

/** "If you leave this out, it is “More”." for a field with a default. */
export function defaultHint(schema: JsonSchema, root: JsonSchema): string | undefined {
  const given = defaultOf(schema, root);
  if (given === null || given === undefined || typeof given === 'object') return undefined;
  if (typeof given === 'string' && given === '') return 'If you leave this out, it is empty.';
  return typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean'
    ? `If you leave this out, it is ${shownValue(given)}.`
    : undefined;
}

/** Limits beyond what any page needs are the schema's way of saying "any whole number". */
const isReal = (limit: number | undefined): limit is number => limit !== undefined && Math.abs(limit) < 1e12;

/** "From 1 to 6." for a number with limits. */
export function numberHint(shape: ShapeOf<'number'>): string | undefined {
  const low = isReal(shape.minimum) ? shape.minimum : undefined;
  const high = isReal(shape.maximum) ? shape.maximum : undefined;
  const whole = shape.integer ? 'A whole number' : 'A number';
  if (low !== undefined && high !== undefined) return `${whole} from ${low} to ${high}.`;
  if (low !== undefined) return `${whole}, at least ${low}.`;
  if (high !== undefined) return `${whole}, at most ${high}.`;
  return undefined;
}

/** "At least 1, at most 4." for a list with limits. */
export function listHint(shape: ShapeOf<'list'>): string | undefined {
  const { minItems: low, maxItems: high } = shape;
  if (low !== undefined && low > 0 && high !== undefined) return low === high ? `Exactly ${low}.` : `From ${low} to ${high}.`;
  if (low !== undefined && low > 0) return `At least ${low}.`;
  if (high !== undefined) return `At most ${high}.`;
  return undefined;
}

export const joinHints = (...hints: (string | undefined)[]): string | undefined =>
  hints.filter((hint) => hint !== undefined).join(' ') || undefined;
