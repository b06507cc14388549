const sizes = {
  small: { minHeight: 36, px: 1.5, fontSize: '0.875rem' },
  medium: { minHeight: 44, px: 2.25, fontSize: '0.9375rem' },
  large: { minHeight: 48, px: 2.75, fontSize: '1rem' },
} as const;

const variants = {
  contained: { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark', color: 'common.white' } },
  outlined: { border: 1, borderColor: 'primary.main', color: 'primary.main', '&:hover': { bgcolor: 'tint.primary' } },
  text: { color: 'text.primary', '&:hover': { bgcolor: 'overlay.hover' } },
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * What a native <button> or <a> needs to look like nothing, so a look can be added. Plain elements
 * rather than MUI's ButtonBase: its base styles repeat in the page's critical CSS for every
 * distinct button look (about 500 bytes each), and the focus outline comes from the global style.
 */
export const plainButtonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  margin: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

/**
 * A plain button for the site's own controls (FAQ questions, feature tabs), with what MUI's
 * ButtonBase gave them besides `plainButtonSx`. ButtonBase carries its ripple and focus machinery
 * (5.5 KB) into every page with a question on it; the ripple is off and the focus ring is global.
 */
export const controlButtonSx = {
  ...plainButtonSx,
  position: 'relative',
  userSelect: 'none',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
} as const;

/**
 * The look of the site's buttons, applied to a plain link or button. MUI's Button would add its
 * loading spinner and variant machinery (about 4 KB) to every page for the same appearance.
 */
export function buttonSx(variant: ButtonVariant, size: ButtonSize = 'medium', fullWidth = false) {
  return {
    ...plainButtonSx,
    // Holds the unseen context words (see ActionButton), which are positioned against it.
    position: 'relative',
    gap: 1,
    borderRadius: '10px',
    fontWeight: 650,
    lineHeight: 1.5,
    textAlign: 'center',
    textDecoration: 'none',
    transition: 'background-color 150ms, color 150ms',
    width: fullWidth ? '100%' : 'auto',
    ...sizes[size],
    ...variants[variant],
  } as const;
}
