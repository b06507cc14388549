import type { DataPath, Edit, PlainValue } from '../../../document/index.ts';
import type { FocusRequest } from '../focus/focus.ts';
import { addItemEdit } from './list-edits.ts';
import { fieldId } from '../paths.ts';
import { useFocusAfterEdit } from '../focus/use-focus-after-edit.ts';
import { useOpenItems } from './use-open-items.ts';

export interface ListActions {
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  add: (value: PlainValue) => void;
  isOpen: (index: number) => boolean;
  toggle: (index: number) => void;
  /** The list has as many items as it may. */
  full: boolean;
}

interface ListOptions {
  path: DataPath;
  /** The list as written, or undefined when it is not. */
  items: readonly unknown[] | undefined;
  maxItems: number | undefined;
  order: readonly string[] | undefined;
  onEdit: (edit: Edit) => void;
  focus: FocusRequest | undefined;
  /** The id of what takes the focus for an item: a card's header button, or a row's input. */
  primaryId: (index: number) => string;
}

/**
 * The edits of a list's buttons. Each one keeps open items open where they went, and puts the
 * focus where the author's eyes are: on the moved item, the copy, the next item, the new one.
 */
export function useListActions({ path, items, maxItems, order, onEdit, focus, primaryId }: ListOptions): ListActions {
  const open = useOpenItems(path, focus);
  const focusLater = useFocusAfterEdit(items);
  const count = items?.length ?? 0;
  const itemId = (index: number) => fieldId([...path, index]);
  const act = (edit: Edit, focusIds: string[], opened?: number) => {
    open.follow(edit, opened);
    focusLater(focusIds);
    onEdit(edit);
  };
  return {
    move: (from, to) => {
      const direction = to < from ? ['up', 'down'] : ['down', 'up'];
      act(
        { op: 'moveItem', path, from, to },
        direction.map((suffix) => `${itemId(to)}:${suffix}`),
      );
    },
    duplicate: (index) => act({ op: 'duplicateItem', path, index }, [primaryId(index + 1)]),
    remove: (index) => act({ op: 'removeItem', path, index }, [primaryId(index), primaryId(index - 1), `${fieldId(path)}:add-0`]),
    add: (value) => act(addItemEdit(path, items, value, order), [primaryId(count)], count),
    isOpen: open.isOpen,
    toggle: open.toggle,
    full: maxItems !== undefined && count >= maxItems,
  };
}
