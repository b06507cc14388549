import type { PlainValue } from '../../document/index.ts';
import { isJsonObject, isScalar } from './json-schema.ts';

/** A value as the edit model's plain data, or undefined when it holds anything else. */
export function toPlain(value: unknown): PlainValue | undefined {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(toPlain);
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  if (isJsonObject(value)) {
    const entries: [string, PlainValue][] = [];
    for (const [key, item] of Object.entries(value)) {
      const plain = toPlain(item);
      if (plain === undefined) return undefined;
      entries.push([key, plain]);
    }
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** The group's own field, without reaching into inherited names such as `constructor`. */
export const fieldOf = (group: unknown, key: string): unknown =>
  isJsonObject(group) && Object.hasOwn(group, key) ? group[key] : undefined;

export type PlainGroup = { readonly [key: string]: PlainValue };

export const isPlainGroup = (value: PlainValue | undefined): value is PlainGroup =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
