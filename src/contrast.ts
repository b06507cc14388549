import { getContrastRatio } from '@mui/material/styles';

/** The least contrast text needs (WCAG AA for body text). */
export const textContrast = 4.5;

/**
 * The WCAG 2 contrast of two CSS colours, from 1 (the same) to 21 (black and white): MUI's
 * getContrastRatio, the measure the theme picks text colours by, so the brand tints and the
 * studio's colour warnings agree with what the site draws.
 */
export function contrastRatio(foreground: string, background: string): number {
  return getContrastRatio(foreground, background);
}
