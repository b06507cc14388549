import type { Shape } from '../shape.ts';

/** What a written value is, in plain words: "text", "a list". */
export function valueWords(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'yes or no';
  if (value === null || value === undefined) return 'empty';
  return Array.isArray(value) ? 'a list' : 'a group of fields';
}

/** What a shape takes, in plain words. */
export function shapeWords(shape: Shape): string {
  const words: Record<Shape['kind'], string> = {
    text: 'text',
    number: 'a number',
    switch: 'yes or no',
    choice: 'one of its choices',
    fixed: 'one set value',
    group: 'a group of fields',
    list: 'a list',
    record: 'named entries',
    either: 'one of several kinds',
    empty: 'nothing',
    other: 'a value',
  };
  return words[shape.kind];
}
