import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { breakpoints } from '../theme.ts';
import { moreSx } from './sx.ts';

/** The centred content column (MUI's Container at the large width, without its code on every page). */
export function Wrap({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[{ width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth: { lg: breakpoints.lg } }, ...moreSx(sx)]}>{children}</Box>;
}
