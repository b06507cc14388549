import type { Edit } from './edits.ts';
import type { DataPath } from '../values.ts';

type Container = unknown[] | Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data at `path`; `undefined` where there is none. */
export function dataAt(data: unknown, path: DataPath): unknown {
  let here: unknown = data;
  for (const key of path) {
    if (Array.isArray(here) && typeof key === 'number') here = here[key];
    else if (isRecord(here) && typeof key === 'string' && Object.hasOwn(here, key)) here = here[key];
    else return undefined;
  }
  return here;
}

function containerAt(data: unknown, path: DataPath): Container | undefined {
  const here = dataAt(data, path);
  return Array.isArray(here) || isRecord(here) ? here : undefined;
}

/**
 * The data a page holds once `edit` is made, worked out on the data alone: what the edited text
 * must read back as. `undefined` when the edit does not fit the data.
 */
export function editData(data: unknown, edit: Edit): unknown {
  const copy: unknown = structuredClone(data);
  const parentPath = edit.path.slice(0, -1);
  const last = edit.path.at(-1);
  switch (edit.op) {
    case 'setScalar':
    case 'setField':
    case 'removeField': {
      if (last === undefined) return undefined;
      const parent = containerAt(copy, parentPath);
      if (Array.isArray(parent) && typeof last === 'number' && edit.op === 'setScalar' && last < parent.length) parent[last] = edit.value;
      else if (parent && !Array.isArray(parent) && typeof last === 'string') {
        const exists = Object.hasOwn(parent, last);
        if (edit.op === 'setScalar' && exists) parent[last] = edit.value;
        // Defined, not assigned: a field named `__proto__` is data like any other.
        else if (edit.op === 'setField' && !exists)
          Object.defineProperty(parent, last, { value: structuredClone(edit.value), enumerable: true, writable: true, configurable: true });
        else if (edit.op === 'removeField' && exists) Reflect.deleteProperty(parent, last);
        else return undefined;
      } else return undefined;
      return copy;
    }
    default: {
      const list = containerAt(copy, edit.path);
      if (!Array.isArray(list)) return undefined;
      const inRange = (index: number, size: number) => Number.isInteger(index) && index >= 0 && index < size;
      if (edit.op === 'insertItem') {
        if (!inRange(edit.index, list.length + 1)) return undefined;
        list.splice(edit.index, 0, structuredClone(edit.value));
      } else if (edit.op === 'removeItem') {
        if (!inRange(edit.index, list.length)) return undefined;
        list.splice(edit.index, 1);
      } else if (edit.op === 'moveItem') {
        if (!inRange(edit.from, list.length) || !inRange(edit.to, list.length)) return undefined;
        list.splice(edit.to, 0, ...list.splice(edit.from, 1));
      } else {
        if (!inRange(edit.index, list.length)) return undefined;
        list.splice(edit.index + 1, 0, structuredClone(list[edit.index]));
      }
      return copy;
    }
  }
}
