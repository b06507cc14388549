/**
 * Where a key moves the focus in a grid of `count` buttons, `columns` to a row: arrows by one or
 * by a row, Home and End to the first and last. Undefined for other keys or past the edge.
 */
export function gridMove(key: string, index: number, count: number, columns: number): number | undefined {
  const next: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  };
  const target = next[key];
  return target !== undefined && target >= 0 && target < count && target !== index ? target : undefined;
}
