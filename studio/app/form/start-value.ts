import type { PlainValue } from '../../document/index.ts';
import { resolveRef, type JsonSchema } from './json-schema.ts';
import { isPlainGroup, toPlain } from './plain.ts';
import { readShape } from './shape.ts';

const maxDepth = 12;
const maxStartItems = 20;

const isList = (value: PlainValue | undefined): value is readonly PlainValue[] => Array.isArray(value);

/**
 * What a new field or list entry starts as: the schema's default; else for a group its required
 * fields (each started the same way), for a list as many entries as it needs at least, for a
 * choice its first option, for text '' (the author types next; the loader's message says what
 * is missing until then), for a number 0 within its limits, for true/false `false`.
 */
export function startValue(input: JsonSchema, root: JsonSchema, depth = 0): PlainValue {
  if (depth > maxDepth) return null;
  const schema = resolveRef(input, root);
  const given = toPlain(schema['default']);
  const shape = readShape(schema, root);
  switch (shape.kind) {
    case 'fixed':
      return shape.value;
    case 'choice':
      return given !== undefined && shape.options.some((option) => option === given) ? given : (shape.options[0] ?? null);
    case 'text':
      return typeof given === 'string' ? given : '';
    case 'number': {
      if (typeof given === 'number') return given;
      const low = shape.minimum ?? 0;
      return shape.maximum !== undefined && shape.maximum < low ? shape.maximum : Math.max(low, 0);
    }
    case 'switch':
      return typeof given === 'boolean' ? given : false;
    case 'empty':
      return null;
    case 'group': {
      const fields = shape.properties
        .filter((property) => property.required)
        .map((property) => [property.name, startValue(property.schema, root, depth + 1)] as const);
      return { ...Object.fromEntries(fields), ...(isPlainGroup(given) ? given : {}) };
    }
    case 'list': {
      const least = Math.min(shape.minItems ?? 0, maxStartItems);
      if (isList(given) && given.length >= least) return given;
      return Array.from({ length: least }, () => startValue(shape.items, root, depth + 1));
    }
    case 'record':
      return isPlainGroup(given) ? given : {};
    case 'either': {
      const first = shape.options.find((option) => readShape(option, root).kind !== 'empty') ?? shape.options[0];
      return given ?? (first ? startValue(first, root, depth + 1) : null);
    }
    case 'other':
      return given ?? '';
  }
}
