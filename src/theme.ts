import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { BrandPalette, Tints } from './brand-tints.ts';

/** The dark band at the bottom of every page (the footer). */
interface Inverse {
  background: string;
  text: string;
  /** Links and the copyright line. */
  muted: string;
  /** Headings and hovered links. */
  strong: string;
  divider: string;
}

/** Translucent layers over other surfaces. */
interface Overlay {
  /** Behind a hovered text button. */
  hover: string;
  /** Behind a hovered round icon button. */
  iconHover: string;
  /** Behind the menu drawer, as MUI's own backdrop. */
  backdrop: string;
}

/** Shadows and the hero's wash, made from the palette. */
interface Decor {
  cardShadow: string;
  dropdownShadow: string;
  /** The brand wash fading into the page: the top band of pages. */
  heroWash: string;
}

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface TypeBackground {
    /** The grey band behind alternate sections and quiet panels. */
    muted: string;
    /** The sticky header, nearly opaque over the content it scrolls over. */
    header: string;
  }
  interface Palette {
    tint: Tints;
    inverse: Inverse;
    overlay: Overlay;
  }
  interface PaletteOptions {
    tint?: Tints;
    inverse?: Inverse;
    overlay?: Overlay;
  }
  interface Theme {
    decor: Decor;
  }
  interface ThemeOptions {
    decor?: Decor;
  }
}

/** The system font stack: no font download, so text paints at once and never shifts. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The 24-column grid of the spec and its six breakpoints. */
export const gridColumns = 24;
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

/**
 * The neutral greys (cool slate) for text, surfaces and lines. They are the only colours written
 * here: everything of the brand's colour comes from site.yaml, so changing it there changes it everywhere.
 */
export const white = '#ffffff';
const black = '#000000';
export const slate = { 50: '#f8fafc', 200: '#e2e8f0', 300: '#cbd5e1', 600: '#475569', 700: '#334155', 900: '#0f172a' } as const;

/**
 * The MUI theme, built from the brand palette: the colours of site.yaml and what the build derives
 * from them (scripts/build/compile.ts writes `brandPalette(site.brand)` into `virtual:brand-palette`,
 * so the browser never computes a tint).
 */
export function createSiteTheme(brand: BrandPalette, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const tints: Tints = brand.tints;
  const background = { default: white, paper: white, muted: slate[50], header: alpha(white, 0.97) };
  const ink = slate[900];
  return createTheme({
    // Right to left: MUI's own components mirror (the drawer opens from the left); the styles
    // mirror through the style cache's plugin (src/languages/rtl-styles.ts).
    direction,
    breakpoints: { values: breakpoints },
    palette: {
      // Text on a filled brand colour is white or black, whichever reaches 4.5:1.
      contrastThreshold: 4.5,
      // The dark variants are also text colours: darker still if the brand colour is light. White
      // reads on the dark brand colour too (a hovered button), whatever the main colour's text is.
      primary: { main: brand.color, dark: brand.primaryDark },
      secondary: { main: brand.accent, dark: brand.secondaryDark },
      text: { primary: ink, secondary: slate[600] },
      background,
      divider: slate[200],
      tint: tints,
      inverse: { background: ink, text: slate[200], muted: slate[300], strong: white, divider: slate[700] },
      overlay: { hover: alpha(ink, 0.05), iconHover: alpha(ink, 0.06), backdrop: alpha(black, 0.5) },
    },
    decor: {
      cardShadow: `0 1px 2px ${alpha(ink, 0.04)}, 0 8px 24px ${alpha(ink, 0.06)}`,
      dropdownShadow: `0 16px 32px ${alpha(ink, 0.1)}`,
      heroWash: `linear-gradient(180deg, ${tints.primary} 0%, ${background.default} 100%)`,
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
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 } } },
      },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 96 },
          ':focus-visible': { outline: `3px solid ${brand.accent}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
}
