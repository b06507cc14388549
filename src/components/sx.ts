import type { SxProps, Theme } from '@mui/material/styles';

/** A caller's `sx` as a list to spread after a component's own styles: `sx={[own, ...moreSx(sx)]}`. */
type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

const isSxList = (sx: SxProps<Theme>): sx is SxList => Array.isArray(sx);

export function moreSx(sx: SxProps<Theme> | undefined): SxList {
  if (sx === undefined) return [];
  return isSxList(sx) ? sx : [sx];
}
