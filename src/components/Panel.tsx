import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';
import { moreSx } from './sx.ts';

/** An outlined white card with rounded corners: MUI's outlined Card look in a plain box. */
export function Panel({
  component = 'div',
  sx,
  children,
  ...rest
}: {
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
  role?: string;
  tabIndex?: number;
  'aria-label'?: string;
}) {
  return (
    <Box
      component={component}
      {...rest}
      sx={[
        { bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: '16px', overflow: 'hidden' },
        ...moreSx(sx),
      ]}
    >
      {children}
    </Box>
  );
}
