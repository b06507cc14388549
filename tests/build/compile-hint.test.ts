import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { compileHint } from '../../scripts/build/compile-hint.ts';

const distDir = inject('distDir');

test("every chunk of the site's code begins with the compile hint, so the browser compiles it while it loads", () => {
  const chunks = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(10);
  const without = chunks.filter((file) => !readFileSync(join(distDir, 'assets', file), 'utf8').startsWith(`${compileHint}\n`));
  expect(without).toEqual([]);
});
