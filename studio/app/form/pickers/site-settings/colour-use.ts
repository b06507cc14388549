import type { DataPath } from '../../../../document/index.ts';
import { contrastRatio, ratioText } from './contrast.ts';

const white = '#ffffff';

interface ColourUse {
  /** The colour it is seen against. */
  against: string;
  /** The least contrast WCAG AA asks for there. */
  least: number;
  words: (ratio: string) => string;
}

/**
 * What the site draws with each colour of site.yaml (src/theme.ts, src/brand-tints.ts). The brand
 * colour is the colour of links and highlighted words on white pages; on buttons and brand bands
 * the theme writes white or black on it, whichever reads (its contrastThreshold is 4.5). The
 * accent draws the focus outline around links and buttons, on white. Other colour fields are
 * checked for white text on them.
 */
const uses: readonly { at: readonly string[]; use: ColourUse }[] = [
  {
    at: ['brand', 'color'],
    use: {
      against: white,
      least: 4.5,
      words: (ratio) =>
        `Links and highlighted words in this colour on a white page have a contrast of ${ratio}:1; WCAG AA asks for at least 4.5:1 — choose a darker colour.`,
    },
  },
  {
    at: ['brand', 'accent'],
    use: {
      against: white,
      least: 3,
      words: (ratio) =>
        `The focus outline drawn in this colour on a white page has a contrast of ${ratio}:1; WCAG AA asks for at least 3:1 — choose a darker colour.`,
    },
  },
];

const whiteText: ColourUse = {
  against: white,
  least: 4.5,
  words: (ratio) => `White text on this colour has a contrast of ${ratio}:1; WCAG AA asks for at least 4.5:1 — choose a darker colour.`,
};

const endsWith = (path: DataPath, keys: readonly string[]): boolean =>
  keys.every((key, index) => path[path.length - keys.length + index] === key);

/** The warning under a colour field when what the site draws with it reads too faintly, else undefined. */
export function contrastWarning(path: DataPath, colour: string): string | undefined {
  const use = uses.find((entry) => endsWith(path, entry.at))?.use ?? whiteText;
  const ratio = contrastRatio(colour, use.against);
  return ratio !== undefined && ratio < use.least ? use.words(ratioText(ratio, use.least)) : undefined;
}
