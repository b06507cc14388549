import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { moreSx } from './sx.ts';

/** A small rounded label (a claim, "Save 8% Now"): the look of a chip without its code. */
export function Pill({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        { display: 'inline-flex', alignItems: 'center', minHeight: 32, px: 1.5, borderRadius: 4, fontSize: '0.875rem', lineHeight: 1.3 },
        ...moreSx(sx),
      ]}
    >
      {children}
    </Box>
  );
}
