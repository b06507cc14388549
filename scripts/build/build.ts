/**
 * `npm run build`: validates pages/, builds the browser bundle and the prerenderer (one Vite
 * builder with two environments, build-config.ts), renders every route to HTML in worker threads
 * (prerender-pool.ts) while compressing what is done, and only then replaces dist/. A failure at
 * any step leaves dist/ as it was.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { createBuilder, type BuildEnvironment, type Manifest, type ViteBuilder } from 'vite';
import { loadContent, type Content } from '../../schema/content/content.ts';
import { pageAlternates, type SiteData } from '../../schema/model/site-model.ts';
import { pagesFailure } from '../../schema/content/report.ts';
import { htmlFileFor, notFoundFileIn } from '../server/built-site.ts';
import { pathIn } from '../../schema/model/languages.ts';
import { hostFiles } from './host-files.ts';
import { bootScript } from './boot-script.ts';
import { compressor } from './compress.ts';
import { shareImagePng } from './share-image/draw.ts';
import { shareImage } from '../../src/seo/share-image.ts';
import { BuildFailure } from './build-failure.ts';
import { prerender, prerenderPlan, type PrerenderJob } from './prerender-pool.ts';
import { buildConfig } from './build-config.ts';
import { clientEntry as entryKey } from './site-config.ts';
import { clientChunksFile, ClientChunksSchema } from './client-chunks.ts';
import { jsonLiteral, pageChunkData } from './compile.ts';
import { fillPageChunk, pageChunkFile } from './page-chunk-data.ts';
import {
  buildRecordFile,
  codeFingerprint,
  pageDataHash,
  pageShape,
  publicHash,
  siteDataHash,
  type BuildRecord,
  type HowBuilt,
  type PageRecord,
} from './build-record.ts';

export interface BuildOptions {
  root: string;
  /** Where the finished site goes. */
  outDir?: string;
  /** The folder of YAML pages (default pages/). */
  pagesDir?: string;
  /** The folder of pictures and other files copied as they are (default public/): the content repository's own, when it has one. */
  publicDir?: string;
  /** Quieter output for tests and benchmarks. */
  quiet?: boolean;
}

/** The pages of `pagesDir`, validated already by the caller (an incremental build that falls back to a full one). */
export interface Validated {
  content: Content;
  ms: number;
}

export { BuildFailure };

/** An address no page has, which the prerender renders as the not-found page. */
const notFoundRenderPath = '/__not-found__';

/** The site's code, every page's first load: started by the boot script, preloaded by the page. */
function clientEntry(manifest: Manifest): string {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new BuildFailure(`The client build produced no entry chunk for ${entryKey}.`);
  return `/${entry.file}`;
}

/**
 * Every chunk a page needs at first load besides the boot script: the site's entry and its static
 * imports, the page's own chunk (under the name it has once its data is in) and what it imports.
 * Preloading them avoids a download waterfall. Each comes after the chunks it imports, so the boot
 * script can run them one by one in this order (boot-script.ts).
 */
function pageChunks(manifest: Manifest, pageId: string, ownFile: string): string[] {
  const needed = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
    needed.add(key);
  };
  collect(entryKey);
  const own = `virtual:page/${pageId}`;
  collect(own);
  return [...needed].map((key) => `/${key === own ? ownFile : manifest[key]?.file}`);
}

/** A page's chunk once its data is in, and where the data is. */
interface PageChunk {
  file: string;
  dataAt: [number, number];
}

/**
 * Puts each page's data into its chunk, which the client build left out (compile.ts says why), and
 * names the chunk after its content. Answers each page's chunk, and the chunk of src/page-routes.ts.
 */
function fillPageChunks(
  clientDir: string,
  siteData: SiteData,
  publicDir: string,
): { pages: Map<string, PageChunk>; routeTableCode: string; siteData: Record<string, string> } {
  const built = ClientChunksSchema.parse(JSON.parse(readFileSync(join(clientDir, clientChunksFile), 'utf8')));
  if (built.routeTableCode === '') throw new BuildFailure('The client build has no chunk with src/page-routes.ts.');
  rmSync(join(clientDir, built.pageChunks), { force: true });
  const pages = new Map<string, PageChunk>();
  const alternates = pageAlternates(siteData);
  for (const entry of siteData.pages) {
    const template = built.pages[entry.id];
    if (template === undefined) throw new BuildFailure(`The client build produced no chunk for the page ${entry.id}.`);
    const data = jsonLiteral(pageChunkData(entry, publicDir, alternates.get(entry.id) ?? []));
    const filled = fillPageChunk(readFileSync(join(clientDir, template), 'utf8'), data, template);
    const file = pageChunkFile(entry, filled.text);
    rmSync(join(clientDir, template));
    writeFileSync(join(clientDir, file), filled.text);
    pages.set(entry.id, { file, dataAt: filled.dataAt });
  }
  return { pages, routeTableCode: `/${built.routeTableCode}`, siteData: built.siteData };
}

/** The page's chunk, filled in. */
function filledChunk(chunks: ReadonlyMap<string, PageChunk>, pageId: string): PageChunk {
  const chunk = chunks.get(pageId);
  if (!chunk) throw new BuildFailure(`The client build produced no chunk for the page ${pageId}.`);
  return chunk;
}

/** Vite's manifest of the client build: every chunk, its file and its imports. */
function readManifest(clientDir: string): Manifest {
  return ManifestSchema.parse(JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')));
}

const files = z.array(z.string()).optional();
/** Vite's manifest as the build reads it, checked on the way in. */
const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: files,
    dynamicImports: files,
    css: files,
    assets: files,
  }),
);

/** One of the builder's environments, `client` or `ssr` (build-config.ts names both). */
function environment(builder: ViteBuilder, name: 'client' | 'ssr'): BuildEnvironment {
  const found = builder.environments[name];
  if (!found) throw new BuildFailure(`The Vite builder has no ${name} environment.`);
  return found;
}

/** The build's phases in order, as `npm run bench` prints them. */
export const buildPhases = ['validate', 'client build', 'server build', 'prerender', 'share image', 'host files', 'compress'] as const;
export type BuildPhase = (typeof buildPhases)[number];

export interface BuildResult {
  pages: number;
  ms: number;
  /** Milliseconds spent in each phase. */
  phases: Record<BuildPhase, number>;
  /** All of it, or only the pages that changed since a release (incremental-build.ts). */
  how: HowBuilt;
}

/** A stopwatch that books the time since the last lap to the named phase. */
export function phaseClock(): { lap: (phase: BuildPhase) => void; phases: Record<BuildPhase, number> } {
  const phases: Record<BuildPhase, number> = {
    validate: 0,
    'client build': 0,
    'server build': 0,
    prerender: 0,
    'share image': 0,
    'host files': 0,
    compress: 0,
  };
  let last = performance.now();
  return {
    phases,
    lap: (phase) => {
      const now = performance.now();
      phases[phase] += Math.round(now - last);
      last = now;
    },
  };
}

export async function buildSite(options: BuildOptions, validated?: Validated): Promise<BuildResult> {
  const started = performance.now() - (validated?.ms ?? 0);
  const clock = phaseClock();
  const root = options.root;
  const outDir = options.outDir ?? join(root, 'dist');
  const work = join(root, '.build', `run-${process.pid}-${Date.now()}`);
  const clientDir = join(work, 'client');
  const serverDir = join(work, 'server');
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  const pagesDir = options.pagesDir ?? join(root, 'pages');
  const publicDir = options.publicDir ?? join(root, 'public');
  const content = validated?.content ?? loadContent({ root, pagesDir, publicDir });
  if (validated) clock.phases.validate = validated.ms;
  const siteData = content.siteData;
  if (!siteData) throw new BuildFailure(pagesFailure(content));
  log(`validated ${content.files.length} files`);
  clock.lap('validate');

  try {
    const logLevel = options.quiet ? 'error' : 'warn';
    // The not-found page is rendered too (see jobs below).
    const plan = prerenderPlan(siteData.pages.length + 1 + siteData.translated.length);
    const compression = compressor(clientDir, plan.compressLanes);
    const builder = await createBuilder(buildConfig({ root, pagesDir, publicDir, pages: content, clientDir, serverDir, logLevel }));
    await builder.build(environment(builder, 'client'));
    const chunks = fillPageChunks(clientDir, siteData, publicDir);
    clock.lap('client build');
    // The client's hashed files are final: they compress during the server build and the prerender, not after.
    compression.addFolder('assets', new Set([...chunks.pages.values()].map(({ file }) => file)));
    await builder.build(environment(builder, 'ssr'));
    log('built the client and the prerenderer');
    clock.lap('server build');

    const manifest = readManifest(clientDir);
    const entry = clientEntry(manifest);
    const boot = bootScript(entry);

    // Pages are compressed while the next ones render: the zlib work runs on libuv's pool, beside the render threads.
    const write = (file: string, text: string | Uint8Array, compress = false) => {
      const target = join(clientDir, file);
      mkdirSync(dirname(target), { recursive: true });
      const bytes = typeof text === 'string' ? Buffer.from(text) : text;
      writeFileSync(target, bytes);
      if (compress) compression.add(file, bytes);
    };
    const site = siteData.site;
    // Every page, then the not-found page (the last job), rendered in worker threads; the main thread only writes them.
    const pages = siteData.pages.map(({ page }) => page);
    const alternates = pageAlternates(siteData);
    const languageData = (code: string) => {
      const file = chunks.siteData[code];
      if (file === undefined) throw new BuildFailure(`The client build produced no chunk for the site data in ${code}.`);
      return `/${file}`;
    };
    const records = new Map<string, PageRecord>(
      siteData.pages.map((entry) => {
        const { file, dataAt } = filledChunk(chunks.pages, entry.id);
        // The page's language's site data first: it imports nothing, and the site's code starts from it.
        const modules = [languageData(entry.translates?.language ?? site.lang), ...pageChunks(manifest, entry.id, file)];
        const data = pageDataHash(entry, alternates.get(entry.id) ?? []);
        return [entry.id, { path: entry.page.path, data, shape: pageShape(entry), chunk: file, dataAt, modules }];
      }),
    );
    const jobs: PrerenderJob[] = [
      ...siteData.pages.map(({ id, page }) => {
        const record = records.get(id);
        return {
          url: page.path,
          assets: { bootScript: boot, preloadModules: record?.modules ?? [], pageModule: `/${record?.chunk ?? ''}` },
        };
      }),
      // The not-found page, then each translation's, in its language.
      { url: notFoundRenderPath, assets: { bootScript: boot } },
      ...siteData.translated.map(({ language }) => ({ url: pathIn(language.code, notFoundRenderPath), assets: { bootScript: boot } })),
    ];
    const notFoundFiles = ['404.html', ...siteData.translated.map(({ language }) => notFoundFileIn(language.code))];
    await prerender(join(serverDir, 'entry-server.js'), jobs, plan.threads, (index, { html, status }) => {
      const page = pages[index];
      if (!page) return write(notFoundFiles[index - pages.length] ?? '404.html', html);
      if (status !== 200) throw new BuildFailure(`${page.path} rendered with status ${status}.`);
      write(htmlFileFor(page.path), html, true);
    });
    clock.lap('prerender');
    write(shareImage.path.slice(1), shareImagePng(site.brand, clientDir, shareImage.width, shareImage.height));
    clock.lap('share image');
    const chunkOf = (id: string) => records.get(id)?.chunk ?? '';
    for (const [name, text] of hostFiles(siteData, siteData.pages, boot, chunks.routeTableCode, chunkOf)) write(name, text);
    const record: BuildRecord = {
      version: 1,
      code: codeFingerprint(root),
      site: siteDataHash(siteData),
      public: publicHash(publicDir),
      entry,
      routeTableCode: chunks.routeTableCode,
      pages: Object.fromEntries(records),
    };
    rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
    clock.lap('host files');
    log(`prerendered ${siteData.pages.length} pages and ${notFoundFiles.join(', ')}`);
    const compressed = await compression.finish();
    log(
      `compressed ${compressed.files} text files: ${Math.round(compressed.bytes / 1024)} KB -> ${Math.round(compressed.brotliBytes / 1024)} KB with brotli`,
    );
    clock.lap('compress');
    // After the compression, which would give it copies no one reads.
    writeFileSync(buildRecordFile(clientDir), JSON.stringify(record));

    // Swap at the end: dist/ changes only when everything above succeeded.
    const previous = `${outDir}.previous-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(clientDir, outDir);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { pages: siteData.pages.length, ms: Math.round(performance.now() - started), phases: clock.phases, how: { kind: 'full' } };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--out DIR` builds elsewhere than dist/ (the test suite builds the real site into a temporary folder).
  const outFlag = process.argv.indexOf('--out');
  const outDir = outFlag === -1 ? undefined : process.argv[outFlag + 1];
  buildSite({ root: process.cwd(), ...(outDir === undefined ? {} : { outDir, quiet: true }) })
    .then(({ pages, ms }) => console.log(`built ${pages} pages into ${outDir ?? 'dist/'} in ${(ms / 1000).toFixed(1)} s`))
    .catch((error: unknown) => {
      console.error(error instanceof BuildFailure ? error.message : error);
      console.error('\nThe build stopped; dist/ was left as it was.');
      process.exitCode = 1;
    });
}
