import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';

const root = join(import.meta.dirname, '..', '..');

/**
 * The stages, each a folder with one job. A stage may import itself and the stages listed for it,
 * so every import points one way: from the tools down to the schemas, never back.
 */
const stages = {
  schema: { folder: 'schema', may: [] },
  model: { folder: 'schema/model', may: ['schema'] },
  content: { folder: 'schema/content', may: ['schema', 'model'] },
  site: { folder: 'src', may: ['schema', 'model'] },
  server: { folder: 'scripts/server', may: ['schema', 'model'] },
  build: { folder: 'scripts/build', may: ['schema', 'model', 'content', 'site', 'server'] },
  cli: { folder: 'scripts/cli', may: ['schema', 'model', 'content', 'server', 'build', 'deploy'] },
  // The system Chromium, driven by the studio's page pictures, the benchmarks and the tests.
  browser: { folder: 'scripts/browser', may: [] },
  bench: { folder: 'scripts/bench', may: ['schema', 'model', 'content', 'server', 'build', 'browser'] },
  // Releases of the built site: it builds (build) and writes each release's nginx.conf (server).
  deploy: { folder: 'scripts/deploy', may: ['schema', 'model', 'server', 'build'] },
  // The page studio lives beside the site, in the dev server only: nothing of the site imports it.
  // The edit model runs in the browser: from content it takes only the Problem type and data paths (errors.ts).
  studioDocument: { folder: 'studio/document', may: ['schema', 'model', 'content'] },
  // The studio API's contract: its routes' types, the refusals, the preview frame's messages and the screens' one client.
  // Everything of the studio may import it; it imports only the schemas' and the edit model's types.
  studioContract: { folder: 'studio/api/contract', may: ['schema', 'model', 'content', 'studioDocument'] },
  studioServer: {
    folder: 'studio/server',
    may: ['schema', 'model', 'content', 'server', 'build', 'cli', 'studioDocument', 'studioContract'],
  },
  // The team studio's preview frame: the site's components drawing a draft it checks with the page schema;
  // from the studio's server it takes only the route table's type, for the typed client (below).
  studioPreview: {
    folder: 'studio/preview',
    may: ['schema', 'model', 'content', 'site', 'studioDocument', 'studioContract', 'studioServer'],
  },
  // The studio's screens run in the browser: from the servers they take only the route tables' types, for the
  // typed client (below); from the site, what must agree with it (the contrast the theme measures).
  studioApp: {
    folder: 'studio/app',
    may: ['schema', 'model', 'content', 'site', 'studioDocument', 'studioContract', 'studioPreview', 'studioServer', 'studioTeam'],
  },
  // The team studio mounts the studio's API behind sign-in; its database and content repository know nothing of the server.
  studioTeamDatabase: { folder: 'studio/team/database', may: ['schema'] },
  studioTeamRepo: { folder: 'studio/team/repo', may: ['schema', 'model', 'content', 'studioDocument'] },
  studioTeam: {
    folder: 'studio/team',
    may: [
      'schema',
      'model',
      'content',
      'server',
      'build',
      'cli',
      'browser',
      'deploy',
      'studioDocument',
      'studioContract',
      'studioServer',
      'studioPreview',
      'studioTeamDatabase',
      'studioTeamRepo',
    ],
  },
  // Its screens run in the browser: the studio's own screens, and only types from the team server.
  studioTeamScreens: {
    folder: 'studio/app/team',
    may: [
      'schema',
      'model',
      'content',
      'site',
      'studioDocument',
      'studioContract',
      'studioApp',
      'studioServer',
      'studioTeam',
      'studioTeamDatabase',
    ],
  },
  // The studio's benchmarks (save load, preview, publish, search): run by npm run bench as programs of their own, so the
  // bench's own stage imports nothing of the studio. The studio's preview bench types with scripts/bench/studio-preview.ts;
  // the search bench keeps the pages' checks (content) as `npm run dev`'s studio keeps them.
  benchTeam: {
    folder: 'scripts/bench/team',
    may: [
      'schema',
      'model',
      'content',
      'server',
      'deploy',
      'browser',
      'bench',
      'studioDocument',
      'studioContract',
      'studioServer',
      'studioTeam',
      'studioTeamRepo',
      'studioTeamDatabase',
    ],
  },
} satisfies Record<string, { folder: string; may: string[] }>;

type Stage = keyof typeof stages;
const stageNames = Object.keys(stages).filter((name): name is Stage => name in stages);

/** The stage a project file belongs to: the one with the longest folder that holds it. */
function stageOf(file: string): Stage | undefined {
  const owners = stageNames.filter((name) => file.startsWith(`${stages[name].folder}/`));
  return owners.sort((a, b) => stages[b].folder.length - stages[a].folder.length)[0];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split(sep).join('/')}`);
}

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every relative import of a file, static or dynamic, re-exports included. */
function importsOf(file: string): Import[] {
  const source = readFileSync(join(root, file), 'utf8');
  const found: Import[] = [];
  // `import x from`, `import type { A } from`, `import * as n from`, `export { X as 'hero' } from`, `import('./x')`.
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:\{[^}]*\}|[^;'"{}])*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4];
    if (specifier === undefined) continue;
    const to = relative(root, resolve(root, dirname(file), specifier))
      .split(sep)
      .join('/');
    // A declaration file holds types only, whatever its import form.
    found.push({ from: file, to, typeOnly: match[2] !== undefined || file.endsWith('.d.ts') });
  }
  return found;
}

const files = ['schema', 'src', 'scripts', 'studio'].flatMap(sourceFiles);
const imports = [...files, 'vite.config.ts', 'vitest.config.ts'].flatMap(importsOf);

describe('imports point one way', () => {
  test('the reader of imports finds them (a check of the check)', () => {
    expect(imports.some(({ from, to }) => from === 'src/entry-client.tsx' && to === 'src/routes.tsx')).toBe(true);
    expect(imports.some(({ from, to, typeOnly }) => from === 'src/page-module.ts' && to === 'schema/page.ts' && typeOnly)).toBe(true);
    expect(imports.some(({ from, to }) => from === 'src/routes.tsx' && to === 'src/pages/ErrorPage.tsx')).toBe(true);
    expect(imports.some(({ from, to }) => from === 'src/index.ts' && to === 'src/routes.tsx')).toBe(true);
    expect(imports.some(({ from, to }) => from === 'scripts/build/compile.ts' && to === 'src/sections/registry.ts')).toBe(true);
  });

  test('every file of schema/, src/, scripts/ and studio/ belongs to a stage', () => {
    expect(files.filter((file) => stageOf(file) === undefined)).toEqual([]);
  });

  test('no stage imports a stage above it', () => {
    const climbing = imports.flatMap(({ from, to }) => {
      const own = stageOf(from);
      const target = stageOf(to);
      if (own === undefined || target === undefined || own === target) return [];
      const allowed: readonly string[] = stages[own].may;
      return allowed.includes(target) ? [] : [`${from} (${own}) imports ${to} (${target})`];
    });
    expect(climbing).toEqual([]);
  });

  test('the browser gets types from the schemas, never Zod itself', () => {
    const runtime = imports.filter(({ from, to, typeOnly }) => stageOf(from) === 'site' && stageOf(to) === 'schema' && !typeOnly);
    expect(runtime.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  test("the studio's screens take only types from the studio's server and the loader, its preview frame only types from the server", () => {
    const runtime = imports.filter(
      ({ from, to, typeOnly }) =>
        ((stageOf(from) === 'studioApp' && ['studioServer', 'studioTeam', 'content'].includes(stageOf(to) ?? '')) ||
          (stageOf(from) === 'studioPreview' && stageOf(to) === 'studioServer')) &&
        !typeOnly,
    );
    expect(runtime.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  test("the team studio's screens take only types from the team server, its database and the studio's server", () => {
    const servers: (Stage | undefined)[] = ['studioServer', 'content', 'studioTeam', 'studioTeamDatabase'];
    const runtime = imports.filter(
      ({ from, to, typeOnly }) => stageOf(from) === 'studioTeamScreens' && servers.includes(stageOf(to)) && !typeOnly,
    );
    expect(runtime.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  test('the content repository is entered through its index only: what it keeps inside may change without touching its users', () => {
    const inside = (file: string) => file.startsWith('studio/team/repo/');
    const around = imports.filter(({ from, to }) => !inside(from) && inside(to) && to !== 'studio/team/repo/index.ts');
    expect(around.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  test('no folder of the studio holds more than 12 code files of its own: more are grouped into folders by what they do', () => {
    const perFolder = new Map<string, number>();
    for (const file of files.filter((name) => name.startsWith('studio/')))
      perFolder.set(dirname(file), (perFolder.get(dirname(file)) ?? 0) + 1);
    expect([...perFolder].filter(([, count]) => count > 12).map(([folder, count]) => `${folder}: ${count} files`)).toEqual([]);
  });

  test('folders side by side import each other one way only (a folder may use its own subfolders and they it)', () => {
    // The folders whose subfolders are checked: each subfolder is a capability that may use the ones before it, never back.
    const parents = [
      'studio',
      'studio/app',
      'studio/team',
      'studio/server',
      'studio/document',
      'studio/app/team',
      'studio/app/form',
      'studio/app/form/pickers',
      'studio/app/editor',
      'studio/team/repo',
      'studio/team/publish',
      'studio/server/site',
    ];
    const circles = parents.flatMap((parent) => {
      const childOf = (file: string): string | undefined =>
        file.startsWith(`${parent}/`) ? /^[^/]+(?=\/)/.exec(file.slice(parent.length + 1))?.[0] : undefined;
      const uses = new Map<string, Set<string>>();
      for (const { from, to } of imports) {
        const a = childOf(from);
        const b = childOf(to);
        if (a === undefined || b === undefined || a === b) continue;
        uses.set(a, (uses.get(a) ?? new Set()).add(b));
      }
      // A circle: a folder that reaches itself again through the folders it uses.
      const reaches = (start: string): Set<string> => {
        const seen = new Set<string>();
        const next = [...(uses.get(start) ?? [])];
        for (let folder = next.pop(); folder !== undefined; folder = next.pop()) {
          if (seen.has(folder)) continue;
          seen.add(folder);
          next.push(...(uses.get(folder) ?? []));
        }
        return seen;
      };
      return [...uses.keys()].filter((folder) => reaches(folder).has(folder)).map((folder) => `${parent}/${folder}`);
    });
    expect(circles).toEqual([]);
  });

  test("only the site's one Vite config imports the pages plugin", () => {
    const importers = imports.filter(({ to }) => to === 'scripts/build/vite-plugin.ts').map(({ from }) => from);
    expect(importers).toEqual(['scripts/build/site-config.ts']);
  });

  test('the site and the tools never import the tests', () => {
    expect(imports.filter(({ to }) => to.startsWith('tests/')).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});

describe('each stage says its job', () => {
  test('every npm script that runs a file runs the one its stage lists', async () => {
    const { cliCommands } = await import('../../scripts/cli/index.ts');
    const { benchCommands } = await import('../../scripts/bench/index.ts');
    const { buildCommands } = await import('../../scripts/build/index.ts');
    const { serverCommands } = await import('../../scripts/server/index.ts');
    const { teamCommands } = await import('../../studio/team/index.ts');
    const { studioCommands } = await import('../../studio/server/index.ts');
    const { deployCommands } = await import('../../scripts/deploy/index.ts');
    const listed: Record<string, string> = {
      ...cliCommands,
      ...benchCommands,
      ...buildCommands,
      ...serverCommands,
      ...teamCommands,
      ...studioCommands,
      ...deployCommands,
    };
    const scripts = z
      .object({ scripts: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))).scripts;
    const run = Object.fromEntries(
      Object.entries(scripts).flatMap(([name, command]) => {
        const file = /^node scripts\/node-24\.mjs (\S+\.ts)$/.exec(command)?.[1];
        return file === undefined ? [] : [[name, file]];
      }),
    );
    expect(run).toEqual(listed);
  });

  test.each(stageNames)('%s has an index.ts that opens with a one-line statement of its job', (name) => {
    const index = readFileSync(join(root, stages[name].folder, 'index.ts'), 'utf8');
    expect(index).toMatch(/^\/\*\* [A-Z][^\n]{10,160}\. \*\/\n/);
  });
});
