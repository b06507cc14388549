import type { DataPath, Edit } from '../../studio/document/index.ts';

/** What the data at `path` is, walking plain objects and arrays. */
export function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((here, key) => (typeof here === 'object' && here !== null ? Reflect.get(here, key) : undefined), data);
}

/** The parsed data with `edit` applied to it: what the edited file must read back as. */
export function expectedData(data: unknown, edit: Edit): unknown {
  const copy: unknown = structuredClone(data);
  const target = valueAt(
    copy,
    edit.op === 'setScalar' || edit.op === 'setField' || edit.op === 'removeField' ? edit.path.slice(0, -1) : edit.path,
  );
  const key = edit.path.at(-1);
  if (typeof target !== 'object' || target === null || key === undefined) throw new Error(`nothing at ${edit.path.join('.')}`);
  if (edit.op === 'setScalar' || edit.op === 'setField') Reflect.set(target, key, edit.value);
  else if (edit.op === 'removeField') Reflect.deleteProperty(target, key);
  else if (!Array.isArray(target)) throw new Error(`${edit.path.join('.')} is not a list`);
  else if (edit.op === 'insertItem') target.splice(edit.index, 0, edit.value);
  else if (edit.op === 'removeItem') target.splice(edit.index, 1);
  else if (edit.op === 'moveItem') {
    const moved: unknown[] = target.splice(edit.from, 1);
    target.splice(edit.to, 0, ...moved);
  } else target.splice(edit.index + 1, 0, structuredClone(target[edit.index]));
  return copy;
}
