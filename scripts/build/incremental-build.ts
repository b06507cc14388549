/**
 * A build that starts from a site built before (a release): when only the text of some pages
 * changed, their chunks get their new data (page-chunk-data.ts), only they are prerendered again
 * (with a prerenderer built for them alone), the files made from every page are written again, and
 * every other file is a hard link to the previous site's, so their bytes are the previous ones.
 * Anything else (the code, site settings, menus, footer, addresses, pictures, a page's sections or
 * icons, pages added or removed) makes it a full build, and the result says why.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createBuilder } from 'vite';
import { loadContent, type Content } from '../../schema/content/content.ts';
import { pagesFailure } from '../../schema/content/report.ts';
import { pageAlternates, type PageEntry } from '../../schema/model/site-model.ts';
import { buildRecordFileName, hostFiles as hostFileNames, htmlFileFor, releaseFileName } from '../server/built-site.ts';
import { bootScript } from './boot-script.ts';
import { BuildFailure, buildSite, phaseClock, type BuildOptions, type BuildResult, type Validated } from './build.ts';
import { buildConfig } from './build-config.ts';
import {
  buildRecordFile,
  codeFingerprint,
  pageDataHash,
  pageShape,
  publicHash,
  readBuildRecord,
  siteDataHash,
  type BuildRecord,
  type PageRecord,
} from './build-record.ts';
import { jsonLiteral, pageChunkData } from './compile.ts';
import { compressor } from './compress.ts';
import { hostFiles } from './host-files.ts';
import { pageChunkFile, refillPageChunk } from './page-chunk-data.ts';
import { prerender, prerenderPlan } from './prerender-pool.ts';
import { routeTableAddressIn } from './route-table.ts';
import { siteLanguages } from '../../schema/model/languages.ts';

export interface IncrementalBuildOptions extends BuildOptions {
  outDir: string;
  /** The site to start from (the live release), and its name for the record. */
  previous?: { dir: string; name: string } | undefined;
}

/** Why the build cannot start from the previous site, or the pages whose text changed. */
export type IncrementalPlan = { why: string } | { record: BuildRecord; changed: PageEntry[] };

/** Whether validated `content` can be built from `options.previous`, and which pages changed. */
export function incrementalPlan(options: IncrementalBuildOptions, content: Content, publicDir: string): IncrementalPlan {
  if (options.previous === undefined) return { why: 'there is no live release to start from' };
  const record = readBuildRecord(options.previous.dir);
  if (record === undefined)
    return { why: `the release ${options.previous.name} has no build record (it was built before builds kept one)` };
  if (!content.siteData) return { why: 'the pages have problems' };
  if (record.code !== codeFingerprint(options.root)) return { why: "the site's code changed since the live release" };
  if (record.site !== siteDataHash(content.siteData)) return { why: 'site settings, menus, the footer or page addresses changed' };
  if (record.public !== publicHash(publicDir)) return { why: 'pictures changed' };
  const ids = Object.keys(record.pages);
  const served = content.siteData.pages;
  if (ids.length !== served.length || served.some(({ id }) => record.pages[id] === undefined))
    return { why: 'pages were added, removed or renamed' };
  const alternates = pageAlternates(content.siteData);
  const changed = served.filter((entry) => record.pages[entry.id]?.data !== pageDataHash(entry, alternates.get(entry.id) ?? []));
  const reshaped = changed.find((entry) => record.pages[entry.id]?.shape !== pageShape(entry));
  if (reshaped !== undefined) return { why: `${reshaped.page.path} uses other section types or icons than before` };
  return { record, changed };
}

/** Every file of `from` as a hard link in `to` (a copy where links cannot be made), but those `skip` names. */
function linkTree(from: string, to: string, skip: (name: string) => boolean): void {
  // Each folder made once: a site of 2,000 pages has a folder for each, and many files in some.
  const made = new Set<string>();
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true, encoding: 'utf8' })) {
    if (!entry.isFile()) continue;
    const name = join(entry.parentPath, entry.name).slice(from.length + 1);
    if (skip(name)) continue;
    const target = join(to, name);
    const folder = dirname(target);
    if (!made.has(folder)) mkdirSync(folder, { recursive: true });
    made.add(folder);
    try {
      linkSync(join(from, name), target);
    } catch {
      copyFileSync(join(from, name), target);
    }
  }
}

/** A file and its compressed copies. */
const withCopies = (name: string) => [name, `${name}.br`, `${name}.gz`];

/** A file written anew: unlinked first, as it may be a hard link shared with the previous site. */
function replaceFile(path: string, bytes: string | Uint8Array): void {
  rmSync(path, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/**
 * Builds the site of `pagesDir` into `outDir`, starting from `previous` when only the text of some
 * pages changed since it was built; otherwise builds it all (buildSite). The result's `how` says which.
 * With `validated`, the pages of `pagesDir` as its caller validated them already.
 */
export async function buildSiteFrom(options: IncrementalBuildOptions, validated?: Validated): Promise<BuildResult> {
  const started = performance.now() - (validated?.ms ?? 0);
  const clock = phaseClock();
  const { root, outDir } = options;
  const pagesDir = options.pagesDir ?? join(root, 'pages');
  const publicDir = options.publicDir ?? join(root, 'public');
  const content = validated?.content ?? loadContent({ root, pagesDir, publicDir });
  if (!content.siteData) throw new BuildFailure(pagesFailure(content));
  clock.lap('validate');
  clock.phases.validate += validated?.ms ?? 0;
  const next = incrementalPlan(options, content, publicDir);
  if ('why' in next) {
    const result = await buildSite(options, { content, ms: clock.phases.validate });
    return { ...result, how: { kind: 'full', why: next.why } };
  }
  const previous = options.previous;
  if (previous === undefined) throw new BuildFailure('An incremental build needs the site it starts from.');
  const { record, changed } = next;
  const siteData = content.siteData;
  const alternates = pageAlternates(siteData);
  const work = `${outDir}.incremental-${String(process.pid)}`;
  const serverDir = join(root, '.build', `incremental-${String(process.pid)}-${String(Date.now())}`);
  try {
    rmSync(work, { recursive: true, force: true });
    const changedRecords = changed.flatMap((entry) => record.pages[entry.id] ?? []);
    const rewritten = new Set([
      ...[
        ...hostFileNames,
        ...siteLanguages(siteData.site).map(({ code }) => routeTableAddressIn(code, siteData.site.lang).slice(1)),
        'sitemap.xml',
        'robots.txt',
      ].flatMap(withCopies),
      buildRecordFileName,
      releaseFileName,
      ...changedRecords.flatMap(({ chunk, path }) => [...withCopies(chunk), ...withCopies(htmlFileFor(path))]),
    ]);
    linkTree(previous.dir, work, (name) => rewritten.has(name));
    const compression = compressor(work, 1);
    const write = (name: string, text: string | Uint8Array) => {
      const bytes = typeof text === 'string' ? Buffer.from(text) : text;
      replaceFile(join(work, name), bytes);
      compression.add(name, bytes);
    };

    // Each changed page's chunk: its previous chunk with the new data in place of the old.
    const pages = { ...record.pages };
    for (const entry of changed) {
      const old = record.pages[entry.id];
      if (old === undefined) continue;
      const filled = refillPageChunk(
        readFileSync(join(previous.dir, old.chunk), 'utf8'),
        old.dataAt,
        jsonLiteral(pageChunkData(entry, publicDir, alternates.get(entry.id) ?? [])),
      );
      const chunk = pageChunkFile(entry, filled.text);
      write(chunk, filled.text);
      const modules = old.modules.map((module) => (module === `/${old.chunk}` ? `/${chunk}` : module));
      const updated: PageRecord = {
        ...old,
        data: pageDataHash(entry, alternates.get(entry.id) ?? []),
        chunk,
        dataAt: filled.dataAt,
        modules,
      };
      pages[entry.id] = updated;
    }
    clock.lap('client build');

    // A prerenderer of the changed pages alone: the site data and the code are the previous build's.
    if (changed.length > 0) {
      const scratch = join(serverDir, 'client');
      const only = changed.map((entry) => entry.id);
      const builder = await createBuilder(
        buildConfig({ root, pagesDir, publicDir, pages: content, only, clientDir: scratch, serverDir, logLevel: 'error' }),
      );
      const ssr = builder.environments['ssr'];
      if (ssr === undefined) throw new BuildFailure('The Vite builder has no ssr environment.');
      await builder.build(ssr);
    }
    clock.lap('server build');

    const boot = bootScript(record.entry);
    const jobs = changed.map((entry) => {
      const page = pages[entry.id];
      return {
        url: entry.page.path,
        assets: { bootScript: boot, preloadModules: page?.modules ?? [], pageModule: `/${page?.chunk ?? ''}` },
      };
    });
    await prerender(join(serverDir, 'entry-server.js'), jobs, prerenderPlan(jobs.length).threads, (index, { html, status }) => {
      const entry = changed[index];
      if (entry === undefined) return;
      if (status !== 200) throw new BuildFailure(`${entry.page.path} rendered with status ${String(status)}.`);
      write(htmlFileFor(entry.page.path), html);
    });
    clock.lap('prerender');

    for (const [name, text] of hostFiles(siteData, siteData.pages, boot, record.routeTableCode, (id) => pages[id]?.chunk ?? ''))
      write(name, text);
    clock.lap('host files');
    await compression.finish(false);
    clock.lap('compress');
    const updated: BuildRecord = { ...record, pages };
    writeFileSync(buildRecordFile(work), JSON.stringify(updated));
    if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
    renameSync(work, outDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  }
  return {
    pages: siteData.pages.length,
    ms: Math.round(performance.now() - started),
    phases: clock.phases,
    how: { kind: 'incremental', from: previous.name, pages: changed.map((entry) => entry.page.path) },
  };
}
