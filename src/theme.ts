import { createTheme, type Theme } from '@mui/material/styles';
import type { Site } from '../schema/site.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The system font stack: no font download, so text paints at once and never shifts. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The 24-column grid of the spec and its six breakpoints. */
export const gridColumns = 24;
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

/** The MUI theme, built from the brand colours in site.yaml. */
export function createSiteTheme(brand: Site['brand']): Theme {
  return createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      primary: { main: brand.color },
      secondary: { main: brand.accent },
      text: { primary: '#0f172a', secondary: '#475569' },
      background: { default: '#ffffff', paper: '#ffffff' },
      divider: '#e2e8f0',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)', fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.02em' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', fontWeight: 750, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 },
      body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
      body2: { fontSize: '0.975rem', lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10, minHeight: 44 } } },
      // ButtonBase resets `outline`, which would hide the site-wide focus ring below.
      MuiButtonBase: { defaultProps: { disableRipple: true }, styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 } } } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 96 },
          ':focus-visible': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
          },
        },
      },
    },
  });
}
