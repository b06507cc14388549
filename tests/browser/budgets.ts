import { readFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';

/**
 * The deterministic budgets of the site, in bytes (1 KB = 1,024 bytes). Sizes are gzip at the
 * level the build precompresses with, so they are what a visitor downloads.
 */
export const KB = 1024;
export const budget = { firstLoadJs: 130 * KB, lazyChunk: 30 * KB, criticalCss: 20 * KB, fonts: 100 * KB, image: 100 * KB };

export const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
