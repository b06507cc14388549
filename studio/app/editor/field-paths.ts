import type { DataPath } from '../../document/index.ts';

/**
 * The data path of a field's input from its DOM id (the inverse of form/paths.ts `fieldId`), or
 * undefined for any other element. Keys of digits only are list positions.
 */
export function pathOfFieldId(id: string): DataPath | undefined {
  if (!id.startsWith('field-') || id.includes(':')) return undefined;
  return id
    .slice('field-'.length)
    .split('-')
    .map((key) => {
      const text = key.replace(/_([0-9a-f]+)_/g, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
      return /^\d+$/.test(text) ? Number(text) : text;
    });
}
