import type { Site } from '../../../schema/site.ts';

/** What the card is drawn from: the brand colours of site.yaml and the logo file as a `data:` URL. */
export interface ShareCard {
  brand: Pick<Site['brand'], 'color' | 'accent'>;
  logoUrl: string;
}

/** How much black the wash over the brand colour reaches in the far corner. */
const deepest = 0.45;
/** The chart's bars, as shares of the chart's height; the last one rises in the accent. */
const bars = [0.45, 0.62, 0.5, 0.78, 0.66, 0.92];

/**
 * The wash deepens 70% with the distance across and 30% with the distance down: its gradient line
 * points along (0.7 / width, 0.3 / height) and ends where that sum reaches 1.
 */
function washEnd(width: number, height: number): { x: number; y: number } {
  const across = 0.7 / width;
  const down = 0.3 / height;
  const length = across * across + down * down;
  return { x: across / length, y: down / length };
}

/** A stylised product screen: a panel with two lines of text and a bar chart. */
function productPanel(accent: string): string {
  const chart = bars.map((share, index) => {
    const barHeight = 220 * share;
    const last = index === bars.length - 1;
    return `<rect x="${650 + index * 72}" y="${470 - barHeight}" width="44" height="${barHeight}" rx="10" fill="${last ? accent : '#fff'}" fill-opacity="${last ? 1 : 0.55}"/>`;
  });
  return [
    '<rect x="600" y="120" width="520" height="390" rx="28" fill="#fff" fill-opacity="0.12"/>',
    '<rect x="640" y="160" width="200" height="22" rx="11" fill="#fff" fill-opacity="0.7"/>',
    '<rect x="640" y="198" width="300" height="14" rx="7" fill="#fff" fill-opacity="0.35"/>',
    ...chart,
  ].join('\n  ');
}

/**
 * The share card as SVG: the brand colour, deepening towards the bottom right; the logo's mark
 * on the left (the square at the start of the logo file, `slice` leaves out the name beside it),
 * outlined in white so it stands out from the brand colour; a product panel on the right; and an
 * accent strip along the bottom.
 */
export function shareCardSvg({ brand, logoUrl }: ShareCard, width: number, height: number): string {
  const end = washEnd(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wash" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${end.x}" y2="${end.y}">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${deepest}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${brand.color}"/>
  <rect width="${width}" height="${height}" fill="url(#wash)"/>
  <rect x="104" y="199" width="232" height="232" rx="58" fill="#fff"/>
  <image x="110" y="205" width="220" height="220" preserveAspectRatio="xMinYMid slice" href="${logoUrl}"/>
  ${productPanel(brand.accent)}
  <rect y="${height - 12}" width="${width}" height="12" fill="${brand.accent}"/>
</svg>`;
}
