import { createContext, useContext, useLayoutEffect, useRef, type RefObject } from 'react';
import type { DataPath } from '../../../../document/index.ts';
import type { ShapeOf } from '../../shape.ts';

/** The group a field is in, as written: a picture's `src` reads its group's `alt` and `decorative`. */
export interface ParentGroup {
  path: DataPath;
  value: unknown;
  shape: ShapeOf<'group'>;
}

/**
 * The group, in a box that stays the same for the group's life: pickers read it when the author
 * chooses, so a new value never makes React look through the form for readers of it.
 */
export const ParentGroupContext = createContext<RefObject<ParentGroup | undefined> | undefined>(undefined);

/** For a group's fields: the box to provide, holding the group as last rendered. */
export function useParentGroupBox(group: ParentGroup): RefObject<ParentGroup | undefined> {
  const box = useRef<ParentGroup | undefined>(group);
  useLayoutEffect(() => {
    box.current = group;
  });
  return box;
}

/** The group the field is in, as last rendered; read it in an event, not while rendering. */
export function useParentGroup(): () => ParentGroup | undefined {
  const box = useContext(ParentGroupContext);
  return () => box?.current;
}
