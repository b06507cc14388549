import { isJsonObject, isScalar, textKey, type JsonSchema } from '../json-schema.ts';
import { capitalise, wordsOf } from '../frame/labels.ts';
import { readShape, type Shape } from '../shape.ts';

const kindWords: Record<Shape['kind'], string> = {
  text: 'Text',
  number: 'Number',
  switch: 'Yes or no',
  choice: 'Choice',
  fixed: 'Fixed value',
  group: 'Group of fields',
  list: 'List',
  record: 'Named entries',
  either: 'Several kinds',
  empty: 'Nothing',
  other: 'Other',
};

/**
 * The names of the kinds a field may be written as: each option's `title`; else, where several
 * options are groups, the group's required fields in words ("Paragraph", "Subheading"); else the
 * kind in plain words ("Text", "Group of fields").
 */
export function optionLabels(options: readonly JsonSchema[], root: JsonSchema): string[] {
  const shapes = options.map((option) => readShape(option, root));
  const groups = shapes.filter((shape) => shape.kind === 'group').length;
  const labels = shapes.map((shape, index) => {
    const title = textKey(options[index] ?? {}, 'title');
    if (title !== undefined && title.trim() !== '') return title;
    if (shape.kind === 'group' && groups > 1) {
      const required = shape.properties.filter((property) => property.required);
      const names = (required.length > 0 ? required : shape.properties).map((property) => wordsOf(property.name));
      if (names.length > 0) return capitalise(names.join(' and '));
    }
    if (shape.kind === 'fixed') return String(shape.value);
    return kindWords[shape.kind];
  });
  // Two options that read the same are told apart by their position.
  return labels.map((label, index) => (labels.indexOf(label) !== labels.lastIndexOf(label) ? `${label} ${index + 1}` : label));
}

/** Which option the value is written as: the best fit, or -1 when it fits none (or is not written). */
export function matchOption(options: readonly JsonSchema[], value: unknown, root: JsonSchema): number {
  if (value === undefined) return -1;
  let best = -1;
  let bestScore = 0;
  options.forEach((option, index) => {
    const score = fit(readShape(option, root), value);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** How well a value fits a shape: 0 not at all, higher is better. */
function fit(shape: Shape, value: unknown): number {
  switch (shape.kind) {
    case 'fixed':
      return value === shape.value ? 4 : 0;
    case 'choice':
      return shape.options.some((option) => option === value) ? 4 : 0;
    case 'text':
      return typeof value === 'string' ? 3 : 0;
    case 'number':
      return typeof value === 'number' && (!shape.integer || Number.isInteger(value)) ? 3 : 0;
    case 'switch':
      return typeof value === 'boolean' ? 3 : 0;
    case 'empty':
      return value === null ? 4 : 0;
    case 'list':
      return Array.isArray(value) ? 3 : 0;
    case 'record':
      return isJsonObject(value) ? 1 : 0;
    case 'group': {
      if (!isJsonObject(value)) return 0;
      // Every required field written counts most; then how many written fields it knows.
      const known = new Set(shape.properties.map((property) => property.name));
      const keys = Object.keys(value);
      const complete = shape.properties.every((property) => !property.required || Object.hasOwn(value, property.name));
      const knownCount = keys.filter((key) => known.has(key)).length;
      return 1 + (complete ? 2 : 0) + (knownCount - (keys.length - knownCount)) / (keys.length + 1) + 0.5;
    }
    case 'either':
    case 'other':
      return isScalar(value) || isJsonObject(value) || Array.isArray(value) ? 0.5 : 0;
  }
}
