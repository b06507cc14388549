import { z } from 'zod';
import { childOf } from './walk.ts';

type Schema = z.core.$ZodType;

function unwrap(schema: Schema): Schema {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  return current;
}

/** The schema of one field of an object schema, if it has that field. */
function fieldSchema(shape: Readonly<Record<string, unknown>>, key: string): Schema | undefined {
  const field = shape[key];
  return field instanceof z.core.$ZodType ? field : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object branch of a union that the written value is most likely meant to be. */
function pickBranch(options: readonly Schema[], value: unknown): Schema | undefined {
  const objects = options.map(unwrap).filter((option) => option instanceof z.ZodObject);
  if (!isRecord(value)) return objects[0];
  const typeValue = value['type'];
  const byType = objects.find((option) => {
    const literal: unknown = option instanceof z.ZodObject ? option.shape['type'] : undefined;
    return literal instanceof z.ZodLiteral && literal.value === typeValue;
  });
  if (byType) return byType;
  const written = Object.keys(value);
  let best: Schema | undefined;
  let bestScore = -1;
  for (const option of objects) {
    if (!(option instanceof z.ZodObject)) continue;
    const score = written.filter((key) => key in option.shape).length;
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The field names allowed in the object at `path`, following the written value through lists,
 * optional fields and unions (a section's `type` picks its schema). Used for "Did you mean".
 */
export function allowedKeysAt(root: Schema, value: unknown, path: readonly PropertyKey[]): string[] {
  let schema: Schema | undefined = unwrap(root);
  let current: unknown = value;
  for (const key of [...path, undefined]) {
    while (schema instanceof z.ZodUnion) schema = pickBranch(schema.options, current);
    if (schema === undefined) return [];
    if (key === undefined) break;
    if (schema instanceof z.ZodObject && typeof key === 'string') schema = fieldSchema(schema.shape, key);
    else if (schema instanceof z.ZodArray) schema = schema.element;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType;
    else return [];
    if (schema !== undefined) schema = unwrap(schema);
    current = childOf(current, key);
  }
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}
