import type { SxProps, Theme } from '@mui/material/styles';

/** A caller's `sx` as a list to spread after a component's own styles: `sx={[own, ...moreSx(sx)]}`. */
export function moreSx(sx: SxProps<Theme> | undefined) {
  return Array.isArray(sx) ? sx : [sx];
}
