import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, type ReactNode } from 'react';
import { plainButtonSx } from './buttonLook.ts';
import { moreSx } from './sx.ts';

interface IconActionProps {
  'aria-label': string;
  children: ReactNode;
  /** A link when set, a button otherwise. */
  href?: string;
  target?: string;
  rel?: string;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  sx?: SxProps<Theme>;
}

/** A round 48 px icon button (or icon link with `href`) with a visible hover state. */
export const IconAction = forwardRef<HTMLButtonElement, IconActionProps>(function IconAction({ sx, href, ...rest }, ref) {
  const look = [
    {
      ...plainButtonSx,
      width: 48,
      height: 48,
      flexShrink: 0,
      borderRadius: '50%',
      transition: 'background-color 150ms',
      '&:hover': { bgcolor: 'overlay.iconHover' },
    },
    ...moreSx(sx),
  ];
  if (href !== undefined) return <Box component="a" href={href} {...rest} sx={look} />;
  return <Box component="button" type="button" ref={ref} {...rest} sx={look} />;
});
