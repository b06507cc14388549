import type { DataPath } from '../../../../document/index.ts';
import { fieldId } from '../../paths.ts';
import { fieldOf } from '../../plain.ts';
import type { ShapeOf } from '../../shape.ts';
import { askToOpen } from '../../focus/open-requests.ts';

export const altNote = 'Say in a few words what the picture shows.';

/** Whether a picture group still needs its alt text: it has an `alt` field, is not `decorative`, and `alt` is empty. */
export function wantsAltText(shape: ShapeOf<'group'>, value: unknown): boolean {
  if (!shape.properties.some((property) => property.name === 'alt')) return false;
  const alt = fieldOf(value, 'alt');
  return fieldOf(value, 'decorative') !== true && (typeof alt !== 'string' || alt.trim() === '');
}

/**
 * After a picture is chosen for the group at `path`: when the group wants alt text, its `alt`
 * field is asked to open with a note and take the focus (once it shows). Says whether it was.
 */
export function askForAltText(path: DataPath, shape: ShapeOf<'group'>, value: unknown): boolean {
  if (!wantsAltText(shape, value)) return false;
  askToOpen(fieldId([...path, 'alt']), altNote);
  return true;
}
