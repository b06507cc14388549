/** The mobile drawer's constants (SPEC section 9). */
export const drawer = {
  /** Width on phones; capped at the screen width. */
  width: 378,
  /** Width on large (tablet-sized and up) screens. */
  largeWidth: 736,
  /** Every open or close animation ends within this many milliseconds. */
  motionMs: { enter: 300, exit: 225 },
  skeleton: {
    rows: 5,
    animation: '1.4s',
    /** The title bar is 38% wide beside an avatar, 50% without one. */
    titleWidth: { withAvatar: '38%', plain: '50%' },
    lastRowWidth: '61%',
  },
} as const;

/** The drawer paper's width at each breakpoint. */
export const drawerWidthSx = { width: { xs: `min(${drawer.width}px, 100vw)`, md: `min(${drawer.largeWidth}px, 100vw)` } } as const;
