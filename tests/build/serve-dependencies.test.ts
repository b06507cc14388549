import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { z } from 'zod';

const root = join(import.meta.dirname, '..', '..');

/** The specifiers a file imports at load time: static imports that are not type-only (dynamic `import()` is left out). */
function loadTimeImports(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/** Every package that loading `entry` reaches through static imports of project files. */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of loadTimeImports(file)) {
      if (specifier.startsWith('.')) visit(relative(root, resolve(root, dirname(file), specifier)));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  };
  visit(entry);
  return packages;
}

const manifest = z
  .object({ dependencies: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));

test.each(['scripts/cli/start.ts', 'scripts/server/serve.ts'])(
  '%s serves a built site with `npm ci --omit=dev`: every package it loads is a dependency',
  (entry) => {
    const reached = [...packagesReachedFrom(entry)].sort();
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((name) => !(name in manifest.dependencies))).toEqual([]);
  },
);

test('the build is loaded only when dist/ has to be built', () => {
  expect(packagesReachedFrom('scripts/cli/start.ts').has('vite')).toBe(false);
  expect(packagesReachedFrom('scripts/build/build.ts').has('vite')).toBe(true);
});
