import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Site } from '../../../schema/site.ts';
import { defaultMediaType, mediaTypes } from '../../server/media-types.ts';
import { shareCardSvg } from './card.ts';

const isKnownExtension = (extension: string): extension is keyof typeof mediaTypes => extension in mediaTypes;

/** A file as a `data:` URL, so the card's SVG carries the logo itself and resvg reads nothing else from disk. */
function dataUrl(file: string): string {
  const extension = extname(file).slice(1).toLowerCase();
  const type = isKnownExtension(extension) ? mediaTypes[extension] : defaultMediaType;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * The picture social sites show for every page: the share card (card.ts) in the brand colours of
 * site.yaml, with the site's own logo file from `publicDir`, rendered by resvg and encoded as PNG.
 * No fonts are loaded: the card has no text, and the logo's name is cropped away, so the picture
 * is the same on every machine.
 */
export function shareImagePng(
  brand: Pick<Site['brand'], 'color' | 'accent' | 'logo'>,
  publicDir: string,
  width: number,
  height: number,
): Buffer {
  const svg = shareCardSvg({ brand, logoUrl: dataUrl(join(publicDir, brand.logo.src)) }, width, height);
  return new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'error' }).render().asPng();
}
