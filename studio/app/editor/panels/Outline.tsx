import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { memo, useMemo, type ReactNode } from 'react';
import type { Problem } from '../../../../schema/content/errors.ts';
import type { Edit } from '../../../document/index.ts';
import { fieldId, ProblemMessage, problemCount } from '../../form/index.ts';
import { ProblemCounts } from '../../ProblemCounts.tsx';
import type { SectionTypeInfo } from '../../../api/contract/studio-api.ts';
import { sectionHeading, sectionsOf, typeTitle } from '../schema-parts.ts';

/** What the form pane shows: the page's own fields, or one section. */
export type Selection = { kind: 'page' } | { kind: 'section'; index: number };

interface OutlineProps {
  data: unknown;
  types: readonly SectionTypeInfo[];
  problems: readonly Problem[];
  selection: Selection;
  /** The file is site.yaml: no sections, one form. */
  isSite: boolean;
  onSelect: (selection: Selection) => void;
  onEdit: (edit: Edit) => void;
  onAddSection: () => void;
}

/** Small labelled buttons; their names say which section they act on. */
function Action({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled} sx={{ width: 30, height: 30 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type RowProps = {
  id: string;
  index: number;
  count: number;
  name: string;
  heading: string | undefined;
  problems: readonly Problem[];
  selected: boolean;
} & Pick<OutlineProps, 'onSelect' | 'onEdit'>;

/**
 * One section's row in the drag-and-drop list. The list's drag state renders every row again on
 * each change of the page, so the row's contents are a memoised part of their own: typing into
 * one section renders only that section's contents again.
 */
function SectionRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.id });
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        flexDirection: 'column',
        alignItems: 'stretch',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <RowContents {...props} handleRef={setActivatorNodeRef} handleAttributes={attributes} handleListeners={listeners} />
    </ListItem>
  );
}

/** The drag handle's parts from useSortable; each keeps its identity while the drag state does not change. */
interface DragHandle {
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: ReturnType<typeof useSortable>['attributes'];
  handleListeners: ReturnType<typeof useSortable>['listeners'];
}

const RowContents = memo(function RowContents(props: RowProps & DragHandle) {
  const { index, count, name, heading, selected, onSelect, onEdit, handleRef, handleAttributes, handleListeners } = props;
  const counts = problemCount(props.problems, ['sections', index]);
  const label = heading ? `${name}: ${heading}` : name;
  const move = (to: number) => {
    onEdit({ op: 'moveItem', path: ['sections'], from: index, to });
    onSelect({ kind: 'section', index: to });
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'stretch' }}>
        <Box
          ref={handleRef}
          {...handleAttributes}
          {...handleListeners}
          aria-label={`Drag “${label}” to reorder (Space to pick up, arrows to move, Space to drop)`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 0.75,
            cursor: 'grab',
            color: 'text.secondary',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <DragIndicator fontSize="small" aria-hidden="true" />
        </Box>
        <ListItemButton
          selected={selected}
          onClick={() => onSelect({ kind: 'section', index })}
          aria-current={selected ? 'true' : undefined}
          sx={{ py: 0.75, pl: 0.5 }}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <span>
                  {index + 1}. {name}
                </span>
                <ProblemCounts errors={counts.errors} warnings={counts.warnings} quiet />
              </Stack>
            }
            secondary={heading ?? 'No heading'}
            slotProps={{ secondary: { noWrap: true } }}
          />
        </ListItemButton>
      </Stack>
      <Stack direction="row" spacing={0.25} sx={{ pl: 4, pb: 0.5 }}>
        <Action label={`Move “${label}” up`} disabled={index === 0} onClick={() => move(index - 1)}>
          <ArrowUpward fontSize="small" />
        </Action>
        <Action label={`Move “${label}” down`} disabled={index === count - 1} onClick={() => move(index + 1)}>
          <ArrowDownward fontSize="small" />
        </Action>
        <Action
          label={`Duplicate “${label}”`}
          onClick={() => {
            onEdit({ op: 'duplicateItem', path: ['sections'], index });
            onSelect({ kind: 'section', index: index + 1 });
          }}
        >
          <ContentCopy fontSize="small" />
        </Action>
        <Action
          label={`Remove “${label}”`}
          disabled={count === 1}
          onClick={() => {
            onEdit({ op: 'removeItem', path: ['sections'], index });
            onSelect(count > 1 ? { kind: 'section', index: Math.max(0, index - 1) } : { kind: 'page' });
          }}
        >
          <DeleteOutlined fontSize="small" />
        </Action>
      </Stack>
    </>
  );
});

// Kept outside the component: options new on each render would give every row new drag listeners.
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The page's sections in order: select one to edit it, add one from the palette, duplicate,
 * remove, move up and down, or drag (with the mouse, or the keyboard on the handle).
 */
export function Outline({ data, types, problems, selection, isSite, onSelect, onEdit, onAddSection }: OutlineProps) {
  const sections = sectionsOf(data);
  // Rows are keyed by position: an item's key moves with it during a drag only.
  const ids = useMemo(() => Array.from({ length: sections.length }, (_, index) => `section-${index}`), [sections.length]);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  // Problems of no one section (the page's own fields, or the list of sections as a whole).
  const ofPage = problems.filter(
    (problem) => isSite || problem.path[0] !== 'sections' || (typeof problem.path[1] !== 'number' && problem.path.length > 1),
  );
  const pageCounts = {
    errors: ofPage.filter((problem) => problem.severity === 'error').length,
    warnings: ofPage.filter((problem) => problem.severity === 'warning').length,
  };
  const ofList = isSite ? [] : problems.filter((problem) => problem.path.length === 1 && problem.path[0] === 'sections');
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onEdit({ op: 'moveItem', path: ['sections'], from, to });
    onSelect({ kind: 'section', index: to });
  };
  return (
    <Box component="nav" aria-label="Page outline">
      <List disablePadding>
        <ListItem disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <ListItemButton
            selected={selection.kind === 'page'}
            aria-current={selection.kind === 'page' ? 'true' : undefined}
            onClick={() => onSelect({ kind: 'page' })}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <span>{isSite ? 'Site settings' : 'Page settings'}</span>
                  <ProblemCounts errors={pageCounts.errors} warnings={pageCounts.warnings} quiet />
                </Stack>
              }
              secondary={isSite ? 'Brand, contact details, menus, footer' : 'Address, title, description, menu'}
            />
          </ListItemButton>
        </ListItem>
      </List>
      {!isSite && (
        <>
          <Typography id="outline-sections" variant="overline" component="h2" sx={{ px: 2, pt: 1, display: 'block' }}>
            Sections
          </Typography>
          {/* Problems of the list of sections as a whole (none written, too many). */}
          {ofList.length > 0 && (
            <Box id={fieldId(['sections'])} tabIndex={-1} sx={{ px: 2 }}>
              {ofList.map((problem, index) => (
                <ProblemMessage key={index} id={`${fieldId(['sections'])}:problem-${index}`} problem={problem} />
              ))}
            </Box>
          )}
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <List disablePadding aria-labelledby="outline-sections">
                {sections.map((section, index) => (
                  <SectionRow
                    key={ids[index]}
                    id={ids[index] ?? `section-${index}`}
                    index={index}
                    count={sections.length}
                    name={typeTitle(types, section['type'])}
                    heading={sectionHeading(section)}
                    problems={problems}
                    selected={selection.kind === 'section' && selection.index === index}
                    onSelect={onSelect}
                    onEdit={onEdit}
                  />
                ))}
              </List>
            </SortableContext>
          </DndContext>
          <Box sx={{ p: 1.5 }}>
            <Button variant="outlined" fullWidth onClick={onAddSection}>
              Add a section
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
