import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { forwardRef } from 'react';

/**
 * A round 48 px icon button (or icon link with `href`) with a visible hover state: the look of
 * MUI's IconButton on the ButtonBase every page already loads.
 */
export const IconAction = forwardRef<HTMLButtonElement, ButtonBaseProps & { 'aria-label': string; href?: string; target?: string; rel?: string }>(function IconAction({ sx, ...rest }, ref) {
  return (
    <ButtonBase
      ref={ref}
      {...rest}
      sx={[{ width: 48, height: 48, borderRadius: '50%', color: 'inherit', transition: 'background-color 150ms', '&:hover': { bgcolor: 'rgba(15,23,42,0.06)' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
});
