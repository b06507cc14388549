/** Figures, never pass or fail: build and validation times, bundle sizes, load, Lighthouse and screenshots. */

/** Each bench command (`npm run <name>`) and the file it runs; each file runs when started. */
export const benchCommands = {
  bench: 'scripts/bench/bench.ts',
  load: 'scripts/bench/load.ts',
  lighthouse: 'scripts/bench/lighthouse.ts',
  screenshots: 'scripts/bench/screenshots.ts',
} as const;
