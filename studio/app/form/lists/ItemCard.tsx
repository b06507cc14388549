import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { ProblemChips } from '../frame/ProblemChips.tsx';

interface ItemCardProps {
  /** The item's id (`fieldId` of its path). */
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  counts: { errors: number; warnings: number };
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One item of a list of groups: a header that opens and closes it, with its title and its problem
 * count (so a closed item never hides a problem), the item's buttons, and its fields when open.
 */
export function ItemCard({ id, title, open, onToggle, counts, actions, children }: ItemCardProps) {
  const bodyId = `${id}:body`;
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Button
          id={`${id}:toggle`}
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={onToggle}
          color="inherit"
          startIcon={<ExpandMore aria-hidden="true" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'left', py: 1, px: 1.5, gap: 1 }}
        >
          <Box component="span" id={`${id}:title`} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {title}
          </Box>
          {/* A space, so the button's name reads "Stock control 1 error". */}
          {counts.errors + counts.warnings > 0 && ' '}
          <ProblemChips {...counts} />
        </Button>
        {actions}
      </Box>
      {open && (
        <Box id={bodyId} role="group" aria-labelledby={`${id}:title`} sx={{ px: 2, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}
