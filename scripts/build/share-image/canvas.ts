/** A colour as red, green and blue, 0–255 each. */
export type Rgb = readonly [number, number, number];

export function hexColour(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Mixes two colours: 0 gives `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

/** Whether the point (x, y) lies inside a shape. */
export type Inside = (x: number, y: number) => boolean;

/** Inside test of a rectangle with rounded corners of radius r. */
export function roundedRect(x: number, y: number, width: number, height: number, r: number): Inside {
  return (px, py) => {
    if (px < x || py < y || px > x + width || py > y + height) return false;
    const dx = Math.max(x + r - px, 0, px - (x + width - r));
    const dy = Math.max(y + r - py, 0, py - (y + height - r));
    return dx * dx + dy * dy <= r * r;
  };
}

const samples = 4; // per axis: 16 samples a pixel smooth the edges

/** An RGB image drawn in memory, with anti-aliased shapes. */
export class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Paints every pixel with the colour the function gives for it. */
  paint(colourAt: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.set(x, y, colourAt(x, y), 1);
    }
  }

  /** Fills a shape within its bounding box; `alpha` makes it translucent. */
  fill(bounds: { x: number; y: number; width: number; height: number }, inside: Inside, colour: Rgb, alpha = 1): void {
    const left = Math.max(0, Math.floor(bounds.x));
    const top = Math.max(0, Math.floor(bounds.y));
    const right = Math.min(this.width, Math.ceil(bounds.x + bounds.width));
    const bottom = Math.min(this.height, Math.ceil(bounds.y + bounds.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        let hits = 0;
        for (let sy = 0; sy < samples; sy++) {
          for (let sx = 0; sx < samples; sx++) if (inside(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)) hits++;
        }
        if (hits > 0) this.set(x, y, colour, (alpha * hits) / (samples * samples));
      }
    }
  }

  /** A rounded rectangle, the building block of every shape on the card. */
  box(x: number, y: number, width: number, height: number, r: number, colour: Rgb, alpha = 1): void {
    this.fill({ x, y, width, height }, roundedRect(x, y, width, height, r), colour, alpha);
  }

  private set(x: number, y: number, colour: Rgb, alpha: number): void {
    const at = (y * this.width + x) * 3;
    for (let channel = 0; channel < 3; channel++) {
      const below = this.pixels[at + channel] ?? 0;
      this.pixels[at + channel] = Math.round(below + ((colour[channel] ?? 0) - below) * alpha);
    }
  }
}
