import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import type { ListActions } from './use-list-actions.ts';

interface ItemActionsProps {
  /** The item's id (`fieldId` of its path); the buttons' ids are made from it. */
  id: string;
  /** The item's title, which names each button: Move “Stock control” up. */
  title: string;
  index: number;
  count: number;
  actions: ListActions;
  /** Lists of single values have no "Duplicate": adding is as quick. */
  canDuplicate: boolean;
}

/** Move up, move down, duplicate and remove, for one item of a list. */
export function ItemActions({ id, title, index, count, actions, canDuplicate }: ItemActionsProps) {
  const button = (suffix: string, name: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <IconButton id={`${id}:${suffix}`} size="small" aria-label={name} title={name} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      {button('up', `Move “${title}” up`, <ArrowUpward fontSize="small" />, () => actions.move(index, index - 1), index === 0)}
      {button(
        'down',
        `Move “${title}” down`,
        <ArrowDownward fontSize="small" />,
        () => actions.move(index, index + 1),
        index === count - 1,
      )}
      {canDuplicate &&
        button('duplicate', `Duplicate “${title}”`, <ContentCopy fontSize="small" />, () => actions.duplicate(index), actions.full)}
      {button('remove', `Remove “${title}”`, <DeleteOutlined fontSize="small" />, () => actions.remove(index))}
    </Box>
  );
}
