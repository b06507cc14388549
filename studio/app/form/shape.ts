import type { ScalarValue } from '../../document/index.ts';
import { isJsonObject, isScalar, numberKey, resolveRef, schemaKey, schemaListKey, textListKey, type JsonSchema } from './json-schema.ts';

/** A field of a group, in the schema's order. */
export interface Property {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * What kind of input a schema needs. Every form is built from these, never from a section type:
 * a new section type needs no code in the form.
 */
export type Shape =
  | { kind: 'text'; minLength?: number; maxLength?: number }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'switch' }
  | { kind: 'choice'; options: readonly ScalarValue[] }
  | { kind: 'fixed'; value: ScalarValue }
  | { kind: 'group'; properties: readonly Property[] }
  | { kind: 'list'; items: JsonSchema; minItems?: number; maxItems?: number }
  | { kind: 'record'; values: JsonSchema }
  | { kind: 'either'; options: readonly JsonSchema[] }
  | { kind: 'empty' }
  | { kind: 'other' };

export type ShapeOf<K extends Shape['kind']> = Extract<Shape, { kind: K }>;

/** Shapes shown as one input (a list of them is a list of inputs, not of cards). */
export const isSingleInput = (shape: Shape): boolean => ['text', 'number', 'switch', 'choice', 'fixed', 'empty'].includes(shape.kind);

const typeNames = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'];

/** Shapes already read, per form schema: a form reads each field's shape on every keystroke. */
const known = new WeakMap<JsonSchema, WeakMap<JsonSchema, Shape>>();

/** The shape of `input`, whose `$ref`s point into `root`. */
export function readShape(input: JsonSchema, root: JsonSchema): Shape {
  let shapes = known.get(root);
  if (!shapes) {
    shapes = new WeakMap();
    known.set(root, shapes);
  }
  const cached = shapes.get(input);
  if (cached) return cached;
  const shape = shapeOf(input, root);
  shapes.set(input, shape);
  return shape;
}

function shapeOf(input: JsonSchema, root: JsonSchema): Shape {
  const schema = resolveRef(input, root);
  const constant = schema['const'];
  if (constant !== undefined && isScalar(constant)) return { kind: 'fixed', value: constant };
  const enumValues = Array.isArray(schema['enum']) ? schema['enum'].filter(isScalar) : [];
  if (enumValues.length > 0) return { kind: 'choice', options: enumValues };
  const options = schemaListKey(schema, 'anyOf') ?? schemaListKey(schema, 'oneOf');
  if (options) return optionsShape(options, root);
  const parts = schemaListKey(schema, 'allOf');
  if (parts) return mergedGroup(parts, root);
  const type = schema['type'];
  if (Array.isArray(type)) {
    // `type: [string, null]` reads as a choice between the kinds, like an `anyOf`.
    const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'type'));
    return optionsShape(
      type.filter((name): name is string => typeof name === 'string' && typeNames.includes(name)).map((name) => ({ ...rest, type: name })),
      root,
    );
  }
  return typedShape(schema, typeof type === 'string' ? type : undefined);
}

function typedShape(schema: JsonSchema, type: string | undefined): Shape {
  switch (type) {
    case 'string':
      return { kind: 'text', minLength: numberKey(schema, 'minLength'), maxLength: numberKey(schema, 'maxLength') };
    case 'integer':
    case 'number':
      return { kind: 'number', integer: type === 'integer', minimum: numberKey(schema, 'minimum'), maximum: numberKey(schema, 'maximum') };
    case 'boolean':
      return { kind: 'switch' };
    case 'null':
      return { kind: 'empty' };
    case 'array':
      return listShape(schema);
    case 'object':
      return objectShape(schema);
    default:
      if (isJsonObject(schema['properties'])) return objectShape(schema);
      if (schema['items'] !== undefined) return listShape(schema);
      return { kind: 'other' };
  }
}

function listShape(schema: JsonSchema): Shape {
  // A list of fixed positions (`prefixItems`) is not a list an author adds to.
  if (schema['prefixItems'] !== undefined) return { kind: 'other' };
  return {
    kind: 'list',
    items: schemaKey(schema, 'items') ?? {},
    minItems: numberKey(schema, 'minItems'),
    maxItems: numberKey(schema, 'maxItems'),
  };
}

function objectShape(schema: JsonSchema): Shape {
  const properties = schemaKey(schema, 'properties');
  const extra = schemaKey(schema, 'additionalProperties');
  if (!properties && extra) return { kind: 'record', values: extra };
  if (!properties && schema['additionalProperties'] !== false) return { kind: 'record', values: {} };
  const required = new Set(textListKey(schema, 'required'));
  return {
    kind: 'group',
    properties: Object.entries(properties ?? {}).flatMap(([name, child]) =>
      isJsonObject(child) ? [{ name, schema: child, required: required.has(name) }] : [],
    ),
  };
}

/**
 * `anyOf`/`oneOf`: one input where the options allow it (a set of fixed values is one choice
 * list; a value or nothing is that value's input), else a choice of kind.
 */
function optionsShape(options: readonly JsonSchema[], root: JsonSchema): Shape {
  if (options.length === 1 && options[0]) return readShape(options[0], root);
  const shapes = options.map((option) => readShape(option, root));
  const values = shapes.flatMap((shape) => (shape.kind === 'fixed' ? [shape.value] : shape.kind === 'choice' ? shape.options : []));
  if (values.length > 0 && shapes.every((shape) => shape.kind === 'fixed' || shape.kind === 'choice'))
    return { kind: 'choice', options: [...new Set(values)] };
  const somethings = shapes.filter((shape) => shape.kind !== 'empty');
  const [only] = somethings;
  if (somethings.length === 1 && only && isSingleInput(only)) return only;
  return { kind: 'either', options };
}

/** `allOf` of groups is one group with all their fields; anything else cannot be shown as fields. */
function mergedGroup(parts: readonly JsonSchema[], root: JsonSchema): Shape {
  const shapes = parts.map((part) => readShape(part, root));
  const groups = shapes.filter((shape): shape is ShapeOf<'group'> => shape.kind === 'group');
  if (groups.length !== shapes.length) return { kind: 'other' };
  return { kind: 'group', properties: groups.flatMap((group) => group.properties) };
}
