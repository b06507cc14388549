import { isMap, isNode, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { Position } from './errors.ts';

/** A parsed YAML file with what is needed to turn a data path into a line and column. */
export interface SourceMap {
  doc: Document;
  lines: LineCounter;
}

function nodeAt(doc: Document, path: readonly PropertyKey[]): Node | undefined {
  const found: unknown = doc.getIn(
    path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    true,
  );
  return isNode(found) ? found : undefined;
}

function positionOf(map: SourceMap, offset: number): Position {
  const { line, col } = map.lines.linePos(offset);
  return { line, col };
}

/**
 * The position of the value at `path`. When the value is missing (a required field not written),
 * the nearest parent that exists is used, so the author lands where the field belongs.
 */
export function locateValue(map: SourceMap, path: readonly PropertyKey[]): Position {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodeAt(map.doc, path.slice(0, depth));
    if (node?.range) {
      // For a parent map, point at its first key rather than at the map's start on a previous line.
      return positionOf(map, node.range[0]);
    }
  }
  return { line: 1, col: 1 };
}

/** The position of the key `key` inside the map at `path` (for unknown or misspelled fields). */
export function locateKey(map: SourceMap, path: readonly PropertyKey[], key: string): Position {
  const parent = nodeAt(map.doc, path);
  if (isMap(parent)) {
    for (const pair of parent.items) {
      if (isScalar(pair.key) && String(pair.key.value) === key && pair.key.range) {
        return positionOf(map, pair.key.range[0]);
      }
    }
  }
  return locateValue(map, path);
}

/** True when the value at `path` exists in the file (not filled in by a default). */
export function existsInSource(map: SourceMap, path: readonly PropertyKey[]): boolean {
  const node = nodeAt(map.doc, path);
  return node !== undefined || (path.length === 0 && (isMap(map.doc.contents) || isSeq(map.doc.contents)));
}
