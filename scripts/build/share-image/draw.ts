import { Canvas, hexColour, mix, roundedRect, type Rgb } from './canvas.ts';
import { encodePng } from './png.ts';

export interface ShareImageBrand {
  color: string;
  accent: string;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** The logo mark of public/images/logo.svg (an L with an accent square), drawn on a white tile. */
function logoMark(canvas: Canvas, left: number, top: number, size: number, brand: Rgb, accent: Rgb): void {
  const unit = size / 36; // the SVG's viewBox is 36 units wide
  const at = (value: number, origin: number) => origin + value * unit;
  canvas.box(left, top, size, size, 9 * unit, white);
  const stem = roundedRect(at(10, left), at(9, top), 6 * unit, 19 * unit, 0);
  const foot = roundedRect(at(10, left), at(23, top), 17 * unit, 5 * unit, 0);
  const corner = roundedRect(at(10, left), at(9, top), 17 * unit, 19 * unit, 2 * unit);
  canvas.fill({ x: at(10, left), y: at(9, top), width: 17 * unit, height: 19 * unit }, (x, y) => (stem(x, y) || foot(x, y)) && corner(x, y), brand);
  canvas.box(at(20, left), at(9, top), 7 * unit, 7 * unit, 2 * unit, accent);
}

/** A stylised product screen: a panel with rows of text and a bar chart. */
function productPanel(canvas: Canvas, accent: Rgb): void {
  canvas.box(600, 120, 520, 390, 28, white, 0.12);
  canvas.box(640, 160, 200, 22, 11, white, 0.7);
  canvas.box(640, 198, 300, 14, 7, white, 0.35);
  const bars = [0.45, 0.62, 0.5, 0.78, 0.66, 0.92];
  bars.forEach((height, index) => {
    const barHeight = 220 * height;
    canvas.box(650 + index * 72, 470 - barHeight, 44, barHeight, 10, index === bars.length - 1 ? accent : white, index === bars.length - 1 ? 1 : 0.55);
  });
}

/**
 * The picture social sites show for every page: 1200×630, the brand colour as a gradient, the
 * logo mark and a product panel. Drawn in memory (no browser, no network) and encoded as PNG.
 */
export function shareImagePng(brand: ShareImageBrand, width = 1200, height = 630): Buffer {
  const main = hexColour(brand.color);
  const accent = hexColour(brand.accent);
  const deep = mix(main, black, 0.45);
  const canvas = new Canvas(width, height);
  canvas.paint((x, y) => mix(main, deep, Math.min(1, (x / width) * 0.7 + (y / height) * 0.3)));
  logoMark(canvas, 110, 205, 220, main, accent);
  productPanel(canvas, accent);
  canvas.box(0, height - 12, width, 12, 0, accent);
  return encodePng(width, height, canvas.pixels);
}
