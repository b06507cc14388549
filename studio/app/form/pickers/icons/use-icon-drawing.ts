import { useEffect, useState } from 'react';
import type { IconShape } from '../../../../api/contract/studio-api.ts';
import { studioApi } from '../../../api.ts';
import { useDebounced } from '../use-debounced.ts';

/** Icons already drawn this session, by name (undefined: no icon has that name). */
const drawn = new Map<string, IconShape[] | undefined>();

/** How many names to ask for: the exact name comes among the first few that match. */
const lookAhead = 20;

const iconName = /^[A-Z][A-Za-z0-9]*$/;

/** The shapes of the icon named `name`, to draw the value beside its box; undefined while unknown. */
export function useIconDrawing(name: string): IconShape[] | undefined {
  const settled = useDebounced(name, 150);
  const [shapes, setShapes] = useState<{ name: string; shapes: IconShape[] | undefined }>();
  useEffect(() => {
    if (!iconName.test(settled) || drawn.has(settled)) return;
    let live = true;
    studioApi.icons(settled, lookAhead).then(
      (answer) => {
        const found = answer.icons.find((icon) => icon.name === settled)?.shapes;
        drawn.set(settled, found);
        if (live) setShapes({ name: settled, shapes: found });
      },
      // Drawing the value is a help only: the field and its problems say the rest.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [settled]);
  if (drawn.has(name)) return drawn.get(name);
  return shapes?.name === name ? shapes.shapes : undefined;
}
