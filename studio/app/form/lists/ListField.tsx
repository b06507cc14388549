import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { PlainValue } from '../../../document/index.ts';
import { optionLabels } from '../groups/either.ts';
import { RemoveFieldButton } from '../frame/FieldButtons.tsx';
import { FieldFrame, FrameHeader } from '../frame/FieldFrame.tsx';
import { FieldNotes, notesIds } from '../frame/FieldNotes.tsx';
import { helpOf, labelText, listHint } from '../frame/field-help.ts';
import type { ShapedProps } from '../field-props.ts';
import { FieldView } from '../FieldView.tsx';
import { useFormContext } from '../form-context.ts';
import { ItemActions } from './ItemActions.tsx';
import { ItemCard } from './ItemCard.tsx';
import type { JsonSchema } from '../json-schema.ts';
import { itemTitle } from './item-title.ts';
import { capitalise, itemNoun, lowerFirst } from '../frame/labels.ts';
import { fieldId } from '../paths.ts';
import { ownProblems, problemCount, problemsUnder } from '../frame/problems.ts';
import { isSingleInput, readShape } from '../shape.ts';
import { startValue } from '../start-value.ts';
import { useListActions } from './use-list-actions.ts';

/**
 * A list. Items of single values are rows of inputs; items of groups are cards that open and
 * close. Each item can be moved, removed (and a card duplicated); "Add …" adds one at the end.
 * A list not written shows no items, and its first "Add" writes it.
 */
export function ListField({ name, label, schema, path, value, problems, required, listEntry = false, order, shape }: ShapedProps<'list'>) {
  const { onEdit, root, focus } = useFormContext();
  const items = Array.isArray(value) ? value : undefined;
  const count = items?.length ?? 0;
  const id = fieldId(path);
  const help = helpOf(schema, root);
  const itemShape = readShape(shape.items, root);
  const rows = isSingleInput(itemShape);
  const noun = itemNoun(name, shape.items);
  const itemPath = (index: number) => [...path, index];
  const actions = useListActions({
    path,
    items,
    maxItems: shape.maxItems,
    order,
    onEdit,
    focus,
    primaryId: (index) => (rows ? fieldId(itemPath(index)) : `${fieldId(itemPath(index))}:toggle`),
  });
  const own = ownProblems(problems, path, (key) => {
    const index = Number(key);
    return Number.isInteger(index) && index >= 0 && index < count;
  });
  const notes = { id, help, hint: listHint(shape), problems: own };
  const adds = addChoices(shape.items, itemShape.kind === 'either' ? itemShape.options : undefined, noun, root);

  const item = (entry: unknown, index: number) => {
    const entryPath = itemPath(index);
    const itemLabel = `${capitalise(noun)} ${index + 1}`;
    const field = {
      name: index,
      label: itemLabel,
      schema: shape.items,
      path: entryPath,
      value: entry,
      problems: problemsUnder(problems, entryPath),
      required: false,
      listEntry: true,
      order: undefined,
      textHint: { name, description: help },
    };
    const buttons = (title: string) => (
      <ItemActions id={fieldId(entryPath)} title={title} index={index} count={count} actions={actions} canDuplicate={!rows} />
    );
    if (rows) return <FieldView key={index} {...field} actions={buttons(itemLabel)} />;
    const title = itemTitle(entry, index, noun);
    return (
      <ItemCard
        key={index}
        id={fieldId(entryPath)}
        title={title}
        open={actions.isOpen(index)}
        onToggle={() => actions.toggle(index)}
        counts={problemCount(problems, entryPath)}
        actions={buttons(title)}
      >
        <FieldView {...field} bare />
      </ItemCard>
    );
  };

  return (
    <FieldFrame id={id} legend={labelText(label, required)} describedBy={notesIds(notes)}>
      <FrameHeader
        notes={<FieldNotes {...notes} />}
        action={
          items &&
          !required &&
          !listEntry && <RemoveFieldButton label={label} verb="Remove" onClick={() => onEdit({ op: 'removeField', path })} />
        }
      />
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Nothing added yet.
        </Typography>
      ) : (
        <Stack component={rows ? 'div' : 'ul'} spacing={rows ? 2 : 1} sx={{ p: 0, m: 0, mb: 1.5 }}>
          {(items ?? []).map(item)}
        </Stack>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {adds.map((add, index) => (
          <Button
            key={index}
            id={`${id}:add-${index}`}
            size="small"
            variant="outlined"
            startIcon={<Add aria-hidden="true" />}
            disabled={actions.full}
            onClick={() => actions.add(add.value)}
          >
            {add.text}
          </Button>
        ))}
      </Box>
    </FieldFrame>
  );
}

/** "Add card"; for items of several kinds, one button per kind ("Add paragraph", "Add list"). */
function addChoices(
  items: JsonSchema,
  options: readonly JsonSchema[] | undefined,
  noun: string,
  root: JsonSchema,
): { text: string; value: PlainValue }[] {
  if (!options || options.length < 2) return [{ text: `Add ${noun}`, value: startValue(items, root) }];
  const labels = optionLabels(options, root);
  return options.map((option, index) => ({ text: `Add ${lowerFirst(labels[index] ?? noun)}`, value: startValue(option, root) }));
}
