import { Resvg } from '@resvg/resvg-js';

/** A small PNG made here, as an author's upload would be: `width` × `height` pixels of one grey (0–255). */
export function solidPng(width: number, height: number, grey: number): Buffer {
  const shade = `rgb(${grey}, ${grey}, ${grey})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${shade}"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** Bytes (or text) as the Blob an upload form carries. */
export const blobOf = (bytes: Uint8Array | string): Blob => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);
