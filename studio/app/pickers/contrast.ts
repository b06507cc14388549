/** WCAG 2 contrast between two `#rrggbb` colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */

const hexColour = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The red, green and blue of `#rrggbb` (0–255), or undefined for anything else. */
export function rgbOf(colour: string): [number, number, number] | undefined {
  const match = hexColour.exec(colour.trim());
  if (!match) return undefined;
  const [, red = '', green = '', blue = ''] = match;
  return [Number.parseInt(red, 16), Number.parseInt(green, 16), Number.parseInt(blue, 16)];
}

/** One channel of sRGB as light: 0 (none) to 1. */
const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** How light a colour is, 0 for black to 1 for white (WCAG's relative luminance). */
export function luminance(colour: string): number | undefined {
  const rgb = rgbOf(colour);
  if (!rgb) return undefined;
  const [red, green, blue] = rgb.map(linear);
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black and white); undefined if either is not `#rrggbb`. */
export function contrastRatio(a: string, b: string): number | undefined {
  const first = luminance(a);
  const second = luminance(b);
  if (first === undefined || second === undefined) return undefined;
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** A ratio as people read it, `3.2`: never rounded up to the limit it misses (4.48 is `4.48`, not `4.5`). */
export function ratioText(ratio: number, least: number): string {
  const short = ratio.toFixed(1);
  return ratio < least && Number(short) >= least ? ratio.toFixed(2) : short;
}
