import { contrastRatio as siteContrast } from '../../../../../src/contrast.ts';

/** A colour field's value the contrast can be told for: `#rrggbb`, as site.yaml takes colours. */
const hexColour = /^#[0-9a-f]{6}$/i;

/**
 * The contrast ratio of two colours as the site measures it (src/contrast.ts), from 1 (the same)
 * to 21 (black and white); undefined while either is not `#rrggbb` (a value still being typed).
 */
export function contrastRatio(a: string, b: string): number | undefined {
  const [first, second] = [a.trim(), b.trim()];
  return hexColour.test(first) && hexColour.test(second) ? siteContrast(first, second) : undefined;
}

/** A ratio as people read it, `3.2`: never rounded up to the limit it misses (4.48 is `4.48`, not `4.5`). */
export function ratioText(ratio: number, least: number): string {
  const short = ratio.toFixed(1);
  return ratio < least && Number(short) >= least ? ratio.toFixed(2) : short;
}
