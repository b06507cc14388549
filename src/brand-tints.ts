import { darken, decomposeColor, getContrastRatio, hslToRgb, rgbToHex } from '@mui/material/styles';

/** The hue (0–360) and saturation (0–1) of an rgb or #rrggbb colour, as in CSS `hsl()`. */
function hueAndSaturation(colour: string): { hue: number; saturation: number } {
  const [red = 0, green = 0, blue = 0] = decomposeColor(colour).values.map((value) => value / 255);
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const spread = max - min;
  if (spread === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = spread / (1 - Math.abs(2 * lightness - 1));
  const sector = max === red ? ((green - blue) / spread + 6) % 6 : max === green ? (blue - red) / spread + 2 : (red - green) / spread + 4;
  return { hue: sector * 60, saturation };
}

/**
 * A pale tint of a colour at the given HSL lightness (0–1), in the colour's own hue. Pale tints
 * look washed out unless saturated, so any clearly coloured brand colour gets a fully saturated
 * tint, while a grey one keeps grey tints.
 */
export function tint(colour: string, lightness: number): string {
  const { hue, saturation } = hueAndSaturation(colour);
  const tintSaturation = Math.min(1, saturation * 2);
  return rgbToHex(hslToRgb(`hsl(${hue}, ${tintSaturation * 100}%, ${lightness * 100}%)`));
}

/** The least contrast text needs (WCAG AA for body text). */
export const textContrast = 4.5;

/**
 * `colour`, darkened step by step until it reads at `textContrast` on every one of `backgrounds`:
 * an author's light brand colour still gives readable text. Colours that already read stay as they are.
 */
export function readableShade(colour: string, backgrounds: readonly string[]): string {
  const reads = (candidate: string) => backgrounds.every((background) => getContrastRatio(candidate, background) >= textContrast);
  for (let step = 0; step <= 20; step++) {
    const candidate = darken(colour, step / 20);
    if (reads(candidate)) return candidate;
  }
  return darken(colour, 1);
}
