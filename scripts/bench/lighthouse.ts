/**
 * `npm run lighthouse`: a report, not a test. Lighthouse (mobile form factor and throttling) on a
 * few representative pages, each measured beside the same prerendered HTML with every script
 * removed, the floor the site's performance is compared with. Each page and variant runs three
 * times (`-- --runs N`), taken in turns, and the median is reported, because a single run on a
 * busy machine can be off by ten points. Prints scores, metrics, the targets and, for each
 * shortfall, the audits that cost the most. Writes the median run's JSON reports to
 * lighthouse-reports/. `-- --pages home,pricing` measures only those. Exits 0 whatever the
 * scores; non-zero only when Lighthouse itself could not run.
 *
 * `-- --cpu-slowdown auto` calibrates Lighthouse's CPU slowdown to the machine, as Lighthouse's
 * throttling guide advises: its default 4× assumes a high-end desktop (benchmark index 1,500 and
 * up), and on a slower machine the same 4× emulates a phone slower than the mid-tier one meant.
 * `auto` scales 4× by the machine's index over 1,500 (measured first; never above 4×); a number
 * sets the multiplier. The report always says which was used.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { BuildFailure } from '../build/build.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { serveDist } from '../server/serve-dist.ts';
import { chromiumLaunchOptions } from '../browser/chromium.ts';
import { pageKinds } from './page-kinds.ts';

const pages = pageKinds;
const variants = ['site', 'floor'] as const;
type Variant = (typeof variants)[number];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** The site's LCP may be at most this many times the scriptless page's, in the same sitting. */
const lcpOverFloor = 1.2;
const maxTbtMs = 100;
const maxCls = 0.001;

const chromePath = chromiumLaunchOptions.executablePath;
/** Chromium's flags; every host but loopback leads to `thirdPartyPort` (see slowThirdParty). */
const chromeFlags = (thirdPartyPort: number) => [
  ...chromiumLaunchOptions.args,
  // Besides the blocked URL patterns: every host name but loopback resolves to the slow third party.
  `--host-resolver-rules=MAP * 127.0.0.1:${thirdPartyPort}, EXCLUDE 127.0.0.1`,
];

/** How long the stand-in for a third party holds a connection before it drops it. */
const thirdPartyMs = 1000;

/**
 * The stand-in for every third party (the contact page's enquiry form): a server on loopback that
 * drops each connection after `thirdPartyMs`, so such a request fails as a slow one would, not at
 * once. Lighthouse's simulation counts a frame whose request ended before the first paint as
 * holding that paint back: a request refused within a millisecond made the contact page's LCP
 * 0.7 s in one run and 1.4 s in the next, on 2 ms of difference in when it failed.
 */
async function slowThirdParty(): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    setTimeout(() => socket.destroy(), thirdPartyMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The third-party stand-in has no TCP port.');
  return {
    port: address.port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/**
 * URL patterns (only `*` wildcards) matching every URL whose host is not 127.0.0.1: websocket URLs,
 * and every http URL that departs from `http://127.0.0.1:` at some character. https URLs are left
 * to the host rules, which send them to the slow third party on loopback.
 */
function blockEverythingButLoopback(): string[] {
  const keep = 'http://127.0.0.1:';
  const start = 'http://'.length;
  const hostCharacters = Array.from('abcdefghijklmnopqrstuvwxyz0123456789.-_[%@:');
  const patterns = ['ws://*', 'wss://*'];
  for (let index = start; index < keep.length; index++) {
    for (const character of hostCharacters) {
      if (character !== keep[index]) patterns.push(`${keep.slice(0, index)}${character}*`);
    }
  }
  return patterns;
}
const blockedUrlPatterns = blockEverythingButLoopback();

/** A copy of dist/ whose HTML files load no JavaScript: the pages as search engines and no-JS visitors get them. */
function scriptFreeCopy(dist: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'site-floor-')), 'dist');
  cpSync(dist, copy, { recursive: true });
  for (const name of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const file = join(copy, name);
    const html = readFileSync(file, 'utf8')
      // JSON-LD is data, not code: it stays so both variants carry the same structured data.
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
    writeFileSync(file, html);
    // The server prefers the precompressed copies: they must match, and be compressed as the site's are.
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: constants.Z_BEST_COMPRESSION }));
  }
  return copy;
}

interface Measurement {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lhr: Result;
}

/** Lighthouse's default CPU slowdown, and the benchmark index of the machines it is meant for. */
const defaultCpuSlowdown = 4;
const highEndDesktopIndex = 1500;

async function measure(url: string, thirdPartyPort: number, cpuSlowdownMultiplier: number): Promise<Measurement> {
  const chrome = await launch({ chromePath, chromeFlags: chromeFlags(thirdPartyPort), logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      blockedUrlPatterns,
      throttling: { cpuSlowdownMultiplier },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** The median of each figure over the runs; the audits shown are those of the run with the median performance score. */
function medianOf(runs: Measurement[]): Measurement {
  const byScore = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse run to report.');
  const score = (category: Category) => median(runs.map((run) => run.scores[category]));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    lhr: middle.lhr,
  };
}

/** The audits that cost a category most: scored, weighted audits first, then diagnostics below 90. */
function failingAudits(lhr: Result, category: Category, limit = 6): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const rows = refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit !== undefined && audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
    .filter(
      ({ audit }) =>
        audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric' || audit?.scoreDisplayMode === 'metricSavings',
    )
    .sort(
      (a, b) =>
        b.ref.weight * (1 - (b.audit?.score ?? 1)) - a.ref.weight * (1 - (a.audit?.score ?? 1)) ||
        (a.audit?.score ?? 1) - (b.audit?.score ?? 1),
    );
  return rows.slice(0, limit).map(({ audit }) => {
    const value = audit?.displayValue ? ` (${audit.displayValue})` : '';
    const where = examples(audit?.details);
    return `${audit?.id ?? '?'}: ${audit?.title ?? ''}${value}${where ? `\n          e.g. ${where}` : ''}`;
  });
}

/** Up to three elements or links an audit's table points at: selector and snippet, or link text and target. */
function examples(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return undefined;
  const found: string[] = [];
  const items: readonly unknown[] = details.items;
  for (const item of items) {
    if (found.length === 3) break;
    if (typeof item !== 'object' || item === null) continue;
    const node: unknown = 'node' in item ? item.node : undefined;
    if (typeof node === 'object' && node !== null) {
      const selector = 'selector' in node && typeof node.selector === 'string' ? node.selector : '';
      const snippet = 'snippet' in node && typeof node.snippet === 'string' ? node.snippet.slice(0, 140) : '';
      if (selector || snippet) found.push(`${selector} ${snippet}`.trim());
    } else if ('text' in item && typeof item.text === 'string' && 'href' in item && typeof item.href === 'string') {
      found.push(`"${item.text}" -> ${new URL(item.href).pathname}`);
    }
  }
  return found.length > 0 ? found.join('; ') : undefined;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const padEnd = (text: string, width: number) => text.padEnd(width);

function printTable(results: Map<string, Record<Variant, Measurement>>): void {
  const header = `${padEnd('page', 31)}${padEnd('variant', 8)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}${pad('CLS', 8)}`;
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const page of pages) {
    const pair = results.get(page.path);
    if (!pair) continue;
    for (const variant of variants) {
      const m = pair[variant];
      console.log(
        `${padEnd(`${page.name} ${page.path}`, 31)}${padEnd(variant, 8)}${pad(m.scores.performance, 6)}${pad(m.scores.accessibility, 6)}${pad(m.scores['best-practices'], 6)}${pad(m.scores.seo, 6)}${pad(Math.round(m.lcpMs), 9)}${pad(Math.round(m.tbtMs), 9)}${pad(m.cls.toFixed(3), 8)}`,
      );
    }
  }
  console.log('\nLCP, site / floor (same sitting):');
  for (const page of pages) {
    const pair = results.get(page.path);
    if (!pair) continue;
    console.log(
      `  ${padEnd(`${page.name} ${page.path}`, 29)}${pad(Math.round(pair.site.lcpMs), 6)} / ${pad(Math.round(pair.floor.lcpMs), 5)} ms = ${(pair.site.lcpMs / pair.floor.lcpMs).toFixed(2)}×`,
    );
  }
}

function printShortfalls(results: Map<string, Record<Variant, Measurement>>): void {
  console.log(
    `\nTargets (the built site, medians): performance at least ${targets.performance}; total blocking time at most ${maxTbtMs} ms; LCP at most ${lcpOverFloor}× the scriptless page's; CLS below ${maxCls}; accessibility, best practices and SEO ${targets.accessibility}.`,
  );
  let shortfalls = 0;
  const miss = (page: (typeof pages)[number], what: string, audits: string[]) => {
    shortfalls++;
    console.log(`\n  ✗ ${page.name} ${page.path}: ${what}`);
    for (const line of audits) console.log(`      ${line}`);
  };
  for (const page of pages) {
    const pair = results.get(page.path);
    if (!pair) continue;
    const { site, floor } = pair;
    for (const category of categories) {
      if (site.scores[category] >= targets[category]) continue;
      const audits = failingAudits(site.lhr, category);
      miss(
        page,
        `${category} ${site.scores[category]} (target ${targets[category]})`,
        audits.length > 0 ? audits : ['no single failing audit; see the JSON report'],
      );
    }
    if (site.tbtMs > maxTbtMs) miss(page, `total blocking time ${Math.round(site.tbtMs)} ms (target ${maxTbtMs} ms)`, []);
    if (site.lcpMs > floor.lcpMs * lcpOverFloor)
      miss(
        page,
        `LCP ${Math.round(site.lcpMs)} ms, ${(site.lcpMs / floor.lcpMs).toFixed(2)}× the scriptless ${Math.round(floor.lcpMs)} ms (target ${lcpOverFloor}×)`,
        [],
      );
    if (site.cls >= maxCls) miss(page, `CLS ${site.cls.toFixed(4)} (target below ${maxCls})`, []);
  }
  console.log(shortfalls === 0 ? '\nEvery target is met.' : `\n${shortfalls} shortfall${shortfalls === 1 ? '' : 's'}.`);
}

/** Lighthouse's own doubts about a run, and the CPU benchmark: scores, TBT above all, vary with the machine's load. */
function printRunNotes(results: Map<string, Record<Variant, Measurement[]>>): void {
  const notes: string[] = [];
  const benchmarks: number[] = [];
  // Each run's figures, in the order they ran: a median far from the others shows here.
  console.log('\nEach run: LCP ms / TBT ms / CPU index');
  for (const page of pages) {
    const pair = results.get(page.path);
    if (!pair) continue;
    for (const variant of variants) {
      const each = pair[variant].map(
        ({ lcpMs, tbtMs, lhr }) => `${Math.round(lcpMs)}/${Math.round(tbtMs)}/${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      console.log(`  ${padEnd(`${page.name} ${page.path}`, 29)}${padEnd(variant, 7)}${each.join('  ')}`);
      for (const { lhr } of pair[variant]) {
        benchmarks.push(lhr.environment.benchmarkIndex);
        for (const warning of lhr.runWarnings) notes.push(`${page.path} (${variant}): ${warning}`);
      }
    }
  }
  if (notes.length > 0) console.log(`\nLighthouse warnings:\n${notes.map((note) => `  ${note}`).join('\n')}`);
  if (benchmarks.length > 0)
    console.log(
      `\nCPU benchmark index across the runs: median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))} to ${Math.round(Math.max(...benchmarks))} (lower means a slower or busier machine).`,
    );
}

/**
 * The CPU slowdown to use: a number as given, or for `auto` the default scaled by the machine's
 * benchmark index (the median of three short audits of the scriptless home page) over the index
 * the default is meant for.
 */
async function cpuSlowdownFor(option: string, floorUrl: string, thirdPartyPort: number): Promise<number> {
  if (option !== 'auto') {
    const given = Number.parseFloat(option);
    if (!(given >= 1)) throw new Error(`--cpu-slowdown takes "auto" or a number of at least 1, not "${option}".`);
    return given;
  }
  const indexes: number[] = [];
  for (let run = 1; run <= 3; run++) {
    console.log(`Calibrating the CPU slowdown ${run}/3…`);
    indexes.push((await measure(floorUrl, thirdPartyPort, defaultCpuSlowdown)).lhr.environment.benchmarkIndex);
  }
  const index = median(indexes);
  const multiplier = Math.max(1, Math.min(defaultCpuSlowdown, Math.round((defaultCpuSlowdown * index * 10) / highEndDesktopIndex) / 10));
  console.log(
    `CPU benchmark index ${Math.round(index)}: CPU slowdown ${multiplier}× (${defaultCpuSlowdown}× at an index of ${highEndDesktopIndex} or more).`,
  );
  return multiplier;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'cpu-slowdown': { type: 'string', default: String(defaultCpuSlowdown) },
    },
  });
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);
  const chosen = values.pages === undefined ? pages : pages.filter((page) => values.pages?.split(',').includes(page.name));
  const root = process.cwd();
  const dist = await buildIfStale(root);
  const floorDir = scriptFreeCopy(dist);
  const reportDir = join(root, 'lighthouse-reports');
  mkdirSync(reportDir, { recursive: true });
  const servers = { site: await serveDist(dist), floor: await serveDist(floorDir) };
  const thirdParty = await slowThirdParty();
  const all = new Map<string, Record<Variant, Measurement[]>>(chosen.map((page) => [page.path, { site: [], floor: [] }]));
  let cpuSlowdown = defaultCpuSlowdown;
  try {
    cpuSlowdown = await cpuSlowdownFor(values['cpu-slowdown'], `${servers.floor.url}/`, thirdParty.port);
    // One after another: two cores cannot run two throttled audits without skewing both. Runs go
    // in turns over every page and variant, so a slow minute of the machine does not fall on one.
    for (let run = 1; run <= runs; run++) {
      for (const page of chosen) {
        for (const variant of variants) {
          console.log(`Lighthouse ${run}/${runs}: ${page.path} (${variant})…`);
          all.get(page.path)?.[variant].push(await measure(`${servers[variant].url}${page.path}`, thirdParty.port, cpuSlowdown));
        }
      }
    }
  } finally {
    await servers.site.close();
    await servers.floor.close();
    thirdParty.close();
    rmSync(join(floorDir, '..'), { recursive: true, force: true });
  }
  const results = new Map<string, Record<Variant, Measurement>>();
  for (const page of chosen) {
    const measured = all.get(page.path);
    if (!measured) continue;
    const pair = { site: medianOf(measured.site), floor: medianOf(measured.floor) };
    for (const variant of variants)
      writeFileSync(join(reportDir, `${page.name}-${variant}.json`), JSON.stringify(pair[variant].lhr, null, 2));
    results.set(page.path, pair);
  }
  console.log(`\nMedians of ${runs} run${runs === 1 ? '' : 's'} per page and variant; CPU slowdown ${cpuSlowdown}×.`);
  printTable(results);
  printShortfalls(results);
  printRunNotes(all);
  console.log(
    `\nJSON reports (the median run): ${relative(root, reportDir)}/ (open one in https://googlechrome.github.io/lighthouse/viewer/)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exitCode = 1;
});
