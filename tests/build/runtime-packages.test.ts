/**
 * What a machine that runs the product installs (`npm ci --omit=dev`): every package the product
 * imports at run time, or bundles into the site's pages and the studio's screens, is in
 * `dependencies`; the tools that test, check and measure it are devDependencies. The imports are
 * read with Vite's own parser, from the programs `npm start`, `npm run studio` and `npm run deploy`
 * run, the processes they start, and the bundles' entries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';

const root = join(import.meta.dirname, '..', '..');

/** The programs and bundle entries; the processes and workers they start are found from them (`new URL('…', import.meta.url)`). */
const entries = [
  // npm start, npm run build, npm run serve
  'scripts/cli/start.ts',
  'scripts/build/build.ts',
  'scripts/server/serve.ts',
  // npm run deploy, rollback, releases
  'scripts/deploy/deploy-command.ts',
  'scripts/deploy/rollback-command.ts',
  'scripts/deploy/releases-command.ts',
  // npm run studio: the team server, which builds its screens when they are not built yet
  'studio/team/server/cli.ts',
  // the bundles: the site's pages, and the studio's screens and preview frame
  'src/entry-client.tsx',
  'src/entry-server.tsx',
  'studio/app/team/team-main.tsx',
  'studio/app/team/studio-main.tsx',
  'studio/preview/preview-main.tsx',
];

const PackageJsonSchema = z.object({
  dependencies: z.record(z.string(), z.string()),
  devDependencies: z.record(z.string(), z.string()),
});
const packageJson = PackageJsonSchema.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));

/** The project file a relative specifier names (the project writes `.ts` in its imports; a folder means its index). */
function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && /\.[cm]?[jt]sx?$/.test(candidate),
  );
}

/** The package a bare specifier names: `@scope/name` or `name`, without the path inside it. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The specifiers a file imports at run time: type-only imports and exports left out, dynamic imports and started processes in. */
function runtimeSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const lang = file.endsWith('.tsx') ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
  const { module } = parseSync(file, source, { lang });
  const found: string[] = [];
  for (const statement of module.staticImports) {
    // `import 'x'` has no entries and runs x; `import type` and `import { type A }` alone do not.
    if (statement.entries.length === 0 || statement.entries.some((entry) => !entry.isType)) found.push(statement.moduleRequest.value);
  }
  for (const statement of module.staticExports)
    for (const entry of statement.entries) if (entry.moduleRequest !== null && !entry.isType) found.push(entry.moduleRequest.value);
  for (const dynamic of module.dynamicImports) {
    const literal = /^\s*['"`]([^'"`$]+)['"`]\s*$/.exec(source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end));
    if (literal?.[1] !== undefined) found.push(literal[1]);
  }
  // A process or worker started from a file beside this one.
  for (const [, path] of source.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+|[\w-]+\.(?:ts|mjs|js))['"],\s*import\.meta\.url\s*\)/g))
    if (path !== undefined) found.push(path.startsWith('.') ? path : `./${path}`);
  return found;
}

/** Every package reached from the entries, with the first file found importing it. */
function reachedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(root, entry));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const next = fileOf(file, specifier);
        if (next !== undefined) queue.push(next);
      } else if (!isBuiltin(specifier) && !specifier.startsWith('virtual:')) {
        const name = packageOf(specifier);
        if (!packages.has(name)) packages.set(name, relative(root, file));
      }
    }
  }
  return packages;
}

const reached = reachedPackages();

describe('the packages the product runs with', () => {
  test('the reader of imports finds them (a check of the check)', () => {
    expect(reached.get('zod')).toBeDefined();
    // Through the build process the team server starts, and the prerender's worker the build starts.
    expect(reached.has('tinypool')).toBe(true);
    expect(reached.get('@emotion/server')).toBe('src/entry-server.tsx');
    expect(reached.has('@codemirror/view')).toBe(true);
    // A type-only import is not a run-time one.
    expect(runtimeSpecifiers(join(root, 'src/page-module.ts'))).not.toContain('../schema/page.ts');
  });

  test('every package the product imports is in dependencies, so `npm ci --omit=dev` installs it', () => {
    const missing = [...reached]
      .filter(([name]) => packageJson.dependencies[name] === undefined)
      .map(
        ([name, file]) =>
          `${name} (imported by ${file}) is ${packageJson.devDependencies[name] === undefined ? 'not in package.json' : 'a devDependency'}`,
      );
    expect(missing).toEqual([]);
  });

  test('every dependency is one the product imports, or one a package it imports asks for (a peer); the rest are devDependencies', () => {
    const PeersSchema = z.object({ peerDependencies: z.record(z.string(), z.string()).optional() });
    const peers = new Set(
      [...reached.keys()].flatMap((name) => {
        const manifest = join(root, 'node_modules', name, 'package.json');
        if (!existsSync(manifest)) return [];
        return Object.keys(PeersSchema.parse(JSON.parse(readFileSync(manifest, 'utf8'))).peerDependencies ?? {});
      }),
    );
    expect(Object.keys(packageJson.dependencies).filter((name) => !reached.has(name) && !peers.has(name))).toEqual([]);
  });
});
