import type { ReactNode } from 'react';
import type { Problem } from '../../../schema/content/errors.ts';
import type { DataPath, PathKey } from '../../document/index.ts';
import type { JsonSchema } from './json-schema.ts';
import type { Shape, ShapeOf } from './shape.ts';

/** What every field is given by the group or list that shows it. */
export interface FieldProps {
  /** The field's name in its group, or its position in its list. */
  name: PathKey;
  label: string;
  /** The schema as written in the parent: its description is the field's help. */
  schema: JsonSchema;
  path: DataPath;
  /** The value as read from the file; undefined when not written. */
  value: unknown;
  /** The problems at `path` or under it. */
  problems: readonly Problem[];
  /** The field must be written. */
  required: boolean;
  /** An entry of a list: its list's buttons remove it, so it has no "Clear" of its own. */
  listEntry?: boolean;
  /** The schema's field order in the parent group, so a new field lands in its place. */
  order: readonly string[] | undefined;
  /** For list entries: the list's name and help, which say whether its text is long. */
  textHint?: { name: PathKey; description: string | undefined };
  /** Buttons beside a single input: a list entry's move and remove. */
  actions?: ReactNode;
  /** Inside a list item's card, which already names it: no frame of its own. */
  bare?: boolean;
}

export type ShapedProps<K extends Shape['kind']> = FieldProps & { shape: ShapeOf<K> };
