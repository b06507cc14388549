import type { ScalarValue } from '../../document/index.ts';

/**
 * A JSON Schema as the form gets it: parsed JSON (the server's schema answer) or the output of
 * `z.toJSONSchema`. Only the keys the form reads are looked at, each through a reader below that
 * checks its kind, so a schema from anywhere can never crash the form.
 */
export type JsonSchema = { readonly [key: string]: unknown };

export const isJsonObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isScalar = (value: unknown): value is ScalarValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

export const textKey = (schema: JsonSchema, key: string): string | undefined => {
  const value = schema[key];
  return typeof value === 'string' ? value : undefined;
};

export const numberKey = (schema: JsonSchema, key: string): number | undefined => {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const schemaKey = (schema: JsonSchema, key: string): JsonSchema | undefined => {
  const value = schema[key];
  return isJsonObject(value) ? value : undefined;
};

/** A list of schemas (`anyOf`, `oneOf`, `allOf`); `true`/`false` entries are left out. */
export const schemaListKey = (schema: JsonSchema, key: string): JsonSchema[] | undefined => {
  const value = schema[key];
  return Array.isArray(value) ? value.filter(isJsonObject) : undefined;
};

export const textListKey = (schema: JsonSchema, key: string): string[] => {
  const value = schema[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

const maxRefDepth = 16;

/**
 * The schema a `$ref` (`#/$defs/link`) points at within `root`, with the keys written beside the
 * `$ref` (its description) kept over the target's. A ref the form cannot follow stays as written.
 */
export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; depth < maxRefDepth; depth += 1) {
    const ref = textKey(current, '$ref');
    if (ref === undefined || !ref.startsWith('#')) return current;
    const target = pointer(root, ref.slice(1));
    if (target === undefined) return current;
    const beside = Object.fromEntries(Object.entries(current).filter(([key]) => key !== '$ref'));
    current = { ...target, ...beside };
  }
  return current;
}

/** The node at a JSON pointer such as `/$defs/link`. */
function pointer(root: JsonSchema, path: string): JsonSchema | undefined {
  if (path === '') return root;
  let node: unknown = root;
  for (const part of path.split('/').slice(1)) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return isJsonObject(node) ? node : undefined;
}
