import { darken, decomposeColor, hslToRgb, rgbToHex } from '@mui/material/styles';
import type { Site } from '../schema/site.ts';
import { contrastRatio, textContrast } from './contrast.ts';
import { slate, white } from './theme.ts';

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

/**
 * `colour`, darkened step by step until it reads at `textContrast` on every one of `backgrounds`:
 * an author's light brand colour still gives readable text. Colours that already read stay as they are.
 */
export function readableShade(colour: string, backgrounds: readonly string[]): string {
  const reads = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= textContrast);
  for (let step = 0; step <= 20; step++) {
    const candidate = darken(colour, step / 20);
    if (reads(candidate)) return candidate;
  }
  return darken(colour, 1);
}

/** Brand tints: pale washes of the brand colour and the accent, for surfaces behind text. */
export interface Tints {
  /** The lightest brand wash: the hero, icon tiles, hovered menu links. */
  primary: string;
  /** A stronger brand wash: pills and borders on the lightest one. */
  primaryStrong: string;
  /** The accent's wash: the plan label. */
  secondary: string;
}

/** The brand colours of site.yaml and every colour the theme derives from them. */
export interface BrandPalette {
  color: string;
  accent: string;
  tints: Tints;
  /** The dark variants are also text colours: darker still if the brand colour is light. */
  primaryDark: string;
  secondaryDark: string;
}

/** MUI's own step from a main colour to its dark variant. */
const darkStep = 0.3;

/**
 * Everything of the brand's colour the theme uses, derived from the two colours of site.yaml. The
 * build runs it once; the result reaches the browser as data.
 */
export function brandPalette(brand: Pick<Site['brand'], 'color' | 'accent'>): BrandPalette {
  const tints: Tints = { primary: tint(brand.color, 0.967), primaryStrong: tint(brand.color, 0.929), secondary: tint(brand.accent, 0.951) };
  return {
    color: brand.color,
    accent: brand.accent,
    tints,
    primaryDark: readableShade(darken(brand.color, darkStep), [white, tints.primaryStrong]),
    // White reads on the dark brand colour too (a hovered button), whatever the main colour's text is.
    secondaryDark: readableShade(darken(brand.accent, darkStep), [white, slate[50], tints.primary, tints.secondary]),
  };
}
