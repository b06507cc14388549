import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  legend: string;
  describedBy: string | undefined;
  children: ReactNode;
}

/** A bordered group of inputs named by its legend: a group of fields, a list, a choice of kind. */
export function FieldFrame({ id, legend, describedBy, children }: FieldFrameProps) {
  return (
    <Box
      component="fieldset"
      id={id}
      aria-describedby={describedBy}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** The notes under a frame's legend, with the frame's own button (Remove) beside them. */
export function FrameHeader({ notes, action }: { notes: ReactNode; action: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{notes}</Box>
      {action}
    </Box>
  );
}
