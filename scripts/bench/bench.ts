/**
 * `npm run bench`: figures, not pass/fail. Validation time of the whole site and of 1,000
 * generated pages; the page studio's search every page and where-used at 2,000 pages; how fast the page studio's preview follows an edit; build time of the site,
 * phase by phase; first-load JavaScript per route (gzip); the largest lazy chunk; how soon taps
 * made while a page loads are answered; the requests of a navigation; build time at 500, 1,000
 * and 2,000 pages. Everything happens in temporary folders. `-- --validation-only` prints the
 * validation figures alone, which takes seconds; `-- --site-search-only` the search and where-used
 * figures alone (scripts/bench/team/site-search.ts), seconds too; `-- --preview-only` the studio's preview (`npm run
 * dev`'s, then the team studio's; `-- --team-preview-only` the team studio's alone);
 * `-- --loading-only` the taps, the navigation and the start-up task, on the built dist/
 * (`-- --startup-only` the start-up task alone: how long the task that runs the site's code is in a
 * visitor's browser and with DevTools attached, as under Lighthouse); `-- --builds-only` the
 * builds alone (the site's, then 500, 1,000 and 2,000 generated pages). `-- --tap-slowdown 6` slows
 * the CPU six times instead of four for the taps, so a fast machine can stand in for a slower one.
 * Last, the team studio under load (`-- --team-only` alone): 20 authors each saving every second
 * for 60 s (`-- --team-seconds 10` for a shorter run) through the team server's API; it prints the
 * save times and fails the bench when an acknowledged save is missing from the remote. Then the
 * time from Publish to the new page on nginx, one page at 45 and at 2,000 pages (`-- --publish-only` alone).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parse, stringify } from 'yaml';
import { withDefaultedTexts } from '../../schema/content/defaulted-texts.ts';
import { z } from 'zod';
import { checkSources, loadContent, readSources } from '../../schema/content/content.ts';
import { fileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { buildPhases, buildSite, type BuildResult } from '../build/build.ts';
import { htmlFileFor } from '../server/built-site.ts';
import { previewUpdateFigures } from './studio-preview.ts';
import { defaultSlowdown, tapDelayFigures } from './tap-delays.ts';
import { navigationFigures } from './navigation-requests.ts';
import { startupTaskFigures } from './startup-tasks.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { serveDist } from '../server/serve-dist.ts';
import { teamLoadFigures } from './team-load.ts';
import { routeTableAddress } from '../build/route-table.ts';

const root = process.cwd();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;

/** The scripts a page loads before it is interactive: its boot script and the modules the page lists for it. */
function firstLoadScripts(html: string): string[] {
  const listed = /<meta name="site-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  const sources = [...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''), ...listed];
  return [...new Set(sources)];
}

/** The gzip bytes of a built route's first-load scripts. */
function firstLoadBytes(outDir: string, path: string): number {
  return firstLoadScripts(readFileSync(join(outDir, htmlFileFor(path)), 'utf8')).reduce((sum, src) => sum + gzipped(join(outDir, src)), 0);
}

/** The gzip bytes of the route table, which a page fetches once it is idle (src/page-routes.ts). */
function routeTableBytes(outDir: string): number {
  return gzipped(join(outDir, routeTableAddress));
}

/** A route's first-load scripts with their gzip sizes. */
interface RouteScripts {
  path: string;
  total: number;
  files: { src: string; size: number }[];
}

/** The languages a generated site adds to pages/site.yaml's (English and Spanish): a third one, French. */
const thirdLanguage = { code: 'fr', name: 'Français' };

/**
 * A copy of pages/ plus `count` generated module-like pages (no menu entry, unique text). With
 * `translated`, the site also lists a third language, with its own site.yaml, and every generated
 * page is translated into Spanish and French: the same page with other words.
 */
function generatedSite(count: number, translated = false): string {
  const folder = mkdtempSync(join(tmpdir(), `site-bench-${count}-`));
  cpSync(join(root, 'pages'), folder, { recursive: true });
  const template = z
    .record(z.string(), z.unknown())
    .parse(parse(readFileSync(join(root, 'pages', 'modules', 'e-commerce-portal.yaml'), 'utf8')));
  if (translated) {
    const { code, name } = thirdLanguage;
    // Listed after Spanish, in site.yaml and in each translation of it.
    const spanish = '\n  - { code: es, name: Español }\n';
    const withThird = (text: string) => text.replace(spanish, `${spanish}  - { code: ${code}, name: ${name} }\n`);
    const site = withThird(readFileSync(join(folder, 'site.yaml'), 'utf8'));
    writeFileSync(join(folder, 'site.yaml'), site);
    mkdirSync(join(folder, code));
    const settings = withThird(readFileSync(join(folder, 'es', 'site.yaml'), 'utf8'));
    writeFileSync(join(folder, 'es', 'site.yaml'), settings);
    writeFileSync(join(folder, code, 'site.yaml'), settings.replace('\nlang: es\n', `\nlang: ${code}\n`));
  }
  for (let index = 0; index < count; index++) {
    const page = {
      ...template,
      path: `/generated-${index}`,
      aliases: [],
      nav: undefined,
      title: `Generated module ${index}`,
      description: `Generated page number ${index} for measuring how validation and builds grow with the number of pages.`,
    };
    writeFileSync(join(folder, `generated-${index}.yaml`), stringify(page));
    if (!translated) continue;
    for (const code of ['es', thirdLanguage.code]) {
      const translation = { ...page, title: `${page.title} (${code})`, description: `${page.description} (${code})` };
      // Every text it shows written out, as Translate into … writes it.
      writeFileSync(join(folder, code, `generated-${index}.yaml`), withDefaultedTexts(stringify(translation), false));
    }
  }
  return folder;
}

/** The median of `runs` timed calls, in milliseconds, after one untimed warm-up call. */
function medianMs(runs: number, work: () => void): number {
  work();
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}

function validationFigures(): void {
  const counts = (content: ReturnType<typeof loadContent>) => {
    const errors = content.problems.filter((problem) => problem.severity === 'error').length;
    return `${errors} errors, ${content.problems.length - errors} warnings`;
  };
  const site = loadContent({ root });
  const siteMs = medianMs(5, () => loadContent({ root }));
  console.log(`\nValidation of the site: ${site.files.length} files in ${Math.round(siteMs)} ms (median of 5 runs), ${counts(site)}`);

  const thousand = generatedSite(1000);
  const validated = loadContent({ root, pagesDir: thousand });
  const thousandMs = medianMs(3, () => loadContent({ root, pagesDir: thousand }));
  console.log(
    `Validation of ${validated.files.length} files (1,000 generated): ${Math.round(thousandMs)} ms (median of 3 runs), ${counts(validated)}`,
  );
  // As the studio checks a page on every pause in typing, and the team server before a publish:
  // the other pages' checks kept from the last time, one page's text changed each time.
  const sources = readSources(thousand);
  const kept = fileChecks<Page>();
  checkSources({ root, pagesDir: thousand }, sources, kept);
  let edit = 0;
  const keptMs = medianMs(5, () => {
    edit += 1;
    const changed = sources.map((source, index) =>
      index === 1
        ? { ...source, bytes: new TextEncoder().encode(`${new TextDecoder().decode(source.bytes)}\n# edit ${String(edit)}\n`) }
        : source,
    );
    checkSources({ root, pagesDir: thousand }, changed, kept);
  });
  console.log(
    `The same with one page changed, the others' checks kept (the studio's check while typing): ${Math.round(keptMs)} ms (median of 5 runs)`,
  );
  rmSync(thousand, { recursive: true, force: true });
}

/** Taps while pages load, and what following a link costs, on a built site served on loopback. */
async function loadingFigures(dist: string, tapSlowdown: number): Promise<void> {
  const served = await serveDist(dist);
  try {
    await tapDelayFigures(served.url, tapSlowdown);
    await navigationFigures(served.url);
  } finally {
    await served.close();
  }
  await startupTaskFigures(dist);
}

/** Each phase of a build on its own line, with its share of the whole. */
function phaseLines(result: BuildResult): string {
  return buildPhases
    .map(
      (phase) =>
        `      ${phase.padEnd(14)} ${seconds(result.phases[phase]).padStart(7)}  ${String(Math.round((result.phases[phase] / result.ms) * 100)).padStart(3)}%`,
    )
    .join('\n');
}

/**
 * The team studio's preview (scripts/bench/team/preview.ts), in a process of its own: the tools
 * import nothing of the studio, and its server and browser end with it.
 */
function teamPreviewFigures(): Promise<void> {
  return teamBench('preview.ts', "The team studio's preview benchmark");
}

/**
 * The page studio's search every page and where-used at 2,000 pages (scripts/bench/team/site-search.ts),
 * in a process of its own: the bench's stage imports nothing of the studio.
 */
function siteSearchFigures(): Promise<void> {
  return teamBench('site-search.ts', 'The search benchmark');
}

/**
 * From Publish to the new page on nginx, for one page at 45 and 2,000 pages (scripts/bench/team/publish.ts),
 * in a process of its own for the same reason.
 */
function publishFigures(): Promise<void> {
  return teamBench('publish.ts', 'The publish benchmark');
}

function teamBench(file: string, name: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench', 'team', file)], { stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} stopped with exit code ${String(code)}`))));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'validation-only': { type: 'boolean', default: false },
      'site-search-only': { type: 'boolean', default: false },
      'preview-only': { type: 'boolean', default: false },
      'team-preview-only': { type: 'boolean', default: false },
      'publish-only': { type: 'boolean', default: false },
      'loading-only': { type: 'boolean', default: false },
      'startup-only': { type: 'boolean', default: false },
      'builds-only': { type: 'boolean', default: false },
      'tap-slowdown': { type: 'string', default: String(defaultSlowdown) },
      'team-only': { type: 'boolean', default: false },
      'team-seconds': { type: 'string', default: '60' },
    },
  });
  const tapSlowdown = Number(values['tap-slowdown']);
  if (!(tapSlowdown >= 1)) throw new Error(`--tap-slowdown wants a number of at least 1, not "${values['tap-slowdown']}"`);
  const teamSeconds = Number(values['team-seconds']);
  if (!(teamSeconds > 0)) throw new Error(`--team-seconds wants a number of seconds above 0, not "${values['team-seconds']}"`);
  if (values['team-only']) return teamLoadFigures(root, teamSeconds);
  if (values['site-search-only']) return siteSearchFigures();
  if (values['preview-only']) {
    await previewUpdateFigures(root);
    return teamPreviewFigures();
  }
  if (values['team-preview-only']) return teamPreviewFigures();
  if (values['publish-only']) return publishFigures();
  if (values['loading-only']) return loadingFigures(await buildIfStale(root), tapSlowdown);
  if (values['startup-only']) return startupTaskFigures(await buildIfStale(root));
  const buildsOnly = values['builds-only'];
  if (!buildsOnly) validationFigures();
  if (values['validation-only']) return;
  if (!buildsOnly) {
    await siteSearchFigures();
    await previewUpdateFigures(root);
    await teamPreviewFigures();
  }
  const outDir = join(mkdtempSync(join(tmpdir(), 'site-bench-out-')), 'dist');

  const site = await buildSite({ root, outDir, quiet: true });
  console.log(
    `\nBuild of the site: ${site.pages} pages in ${seconds(site.ms)} (goal: at most 10 s); home's first load ${kb(firstLoadBytes(outDir, '/'))}, route table ${kb(routeTableBytes(outDir))}\n${phaseLines(site)}\n`,
  );
  if (buildsOnly) return scalingFigures(root, outDir);

  console.log('First-load JavaScript per route (gzip, entry + preloaded chunks):');
  const content = loadContent({ root });
  let largest: RouteScripts = { path: '', total: 0, files: [] };
  for (const { page } of content.pages) {
    const files = firstLoadScripts(readFileSync(join(outDir, htmlFileFor(page.path)), 'utf8')).map((src) => ({
      src,
      size: gzipped(join(outDir, src)),
    }));
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > largest.total) largest = { path: page.path, total, files };
    console.log(`  ${page.path.padEnd(28)} ${kb(total).padStart(10)}  (${files.length} files)`);
  }
  console.log(`  ${'largest'.padEnd(28)} ${kb(largest.total).padStart(10)}  (${largest.path}; budget 130 KB)`);
  console.log(`  The ten biggest modules of ${largest.path}'s first load:`);
  for (const file of [...largest.files].sort((a, b) => b.size - a.size).slice(0, 10))
    console.log(`    ${kb(file.size).padStart(9)}  ${file.src}`);
  const chunks = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js') && !name.startsWith('entry-client'));
  const biggestChunk = chunks.map((name) => ({ name, size: gzipped(join(outDir, 'assets', name)) })).sort((a, b) => b.size - a.size)[0];
  if (biggestChunk) console.log(`  largest other chunk: ${biggestChunk.name} ${kb(biggestChunk.size)} (budget 30 KB)`);
  await loadingFigures(outDir, tapSlowdown);
  await scalingFigures(root, outDir);
  await teamLoadFigures(root, teamSeconds);
  await publishFigures();
}

/** Builds of 500, 1,000 and 2,000 generated pages, phase by phase. */
async function scalingFigures(root: string, outDir: string): Promise<void> {
  console.log('\nBuild time as the site grows (goal: 2,000 pages in at most 60 s, growing no faster than the page count),');
  console.log("with home's first-load JavaScript (the same at every size) and the route table fetched at the first sign of intent (gzip);");
  console.log('then the same pages in three languages (each generated page also in Spanish and French):');
  for (const translated of [false, true])
    for (const count of [500, 1000, 2000]) {
      const pagesDir = generatedSite(count, translated);
      const result = await buildSite({ root, pagesDir, outDir, quiet: true });
      const languages = translated ? ' in 3 languages' : '';
      console.log(
        `  ${String(count).padStart(5)} pages${languages}, ${result.pages} served: ${seconds(result.ms).padStart(7)}  (${(result.ms / result.pages).toFixed(1)} ms a page); home's first load ${kb(firstLoadBytes(outDir, '/'))}, route table ${kb(routeTableBytes(outDir))}\n${phaseLines(result)}`,
      );
      rmSync(pagesDir, { recursive: true, force: true });
    }
  rmSync(join(outDir, '..'), { recursive: true, force: true });
}

await main();
