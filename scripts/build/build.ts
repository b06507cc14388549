/**
 * `npm run build`: validates pages/, builds the browser bundle and the prerenderer, renders every
 * route to HTML in worker threads (prerender-pool.ts) while compressing what is done, and only then
 * replaces dist/. A failure at any step leaves dist/ as it was.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { loadContent, type Content } from '../../schema/content/content.ts';
import { pagesFailure } from '../../schema/content/report.ts';
import { robotsTxt, sitemapXml, writtenAliases } from './site-files.ts';
import { htmlFileFor, type RoutesFile } from '../server/built-site.ts';
import { bootScript, scriptHash } from './boot-script.ts';
import { compressor } from './compress.ts';
import { securityHeaders } from '../server/http-headers.ts';
import { nginxConf } from '../server/hosts/nginx.ts';
import { headersFile, redirectsFile } from '../server/hosts/static-host.ts';
import { shareImagePng } from './share-image/draw.ts';
import { shareImage } from '../../src/seo/share-image.ts';
import { BuildFailure } from './build-failure.ts';
import { prerender, prerenderPlan, type PrerenderJob } from './prerender-pool.ts';
import { withValidatedPages } from './validated-pages.ts';

export interface BuildOptions {
  root: string;
  /** Where the finished site goes. */
  outDir?: string;
  /** The folder of YAML pages (default pages/). */
  pagesDir?: string;
  /** Quieter output for tests and benchmarks. */
  quiet?: boolean;
}

export { BuildFailure };

/** The client entry's URL and the chunks it needs, from Vite's manifest. */
/** The site's code, every page's first load: started by the boot script, preloaded by the page. */
const entryKey = 'src/entry-client.tsx';

function clientEntry(manifest: Manifest): string {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new BuildFailure(`The client build produced no entry chunk for ${entryKey}.`);
  return `/${entry.file}`;
}

/**
 * Every chunk a page needs at first load besides the boot script: the site's entry and its static
 * imports, the page's own chunk and what it imports. Preloading them avoids a download waterfall.
 */
function pageChunks(manifest: Manifest, pageId: string): string[] {
  const needed = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(key)) return;
    needed.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(entryKey);
  collect(`virtual:page/${pageId}`);
  return [...needed].map((key) => `/${manifest[key]?.file}`);
}

/** The page's own chunk, named in its HTML: the site's code starts from it, without the route table. */
function pageChunk(manifest: Manifest, pageId: string): string {
  const chunk = manifest[`virtual:page/${pageId}`];
  if (!chunk) throw new BuildFailure(`The client build produced no chunk for the page ${pageId}.`);
  return `/${chunk.file}`;
}

/** Vite's manifest of the client build: every chunk, its file and its imports. */
function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The files of the pages' own chunks (their data and which sections they use): one per page. */
function pageDataChunks(manifest: Manifest, content: Content): Set<string> {
  return new Set(content.pages.flatMap(({ id }) => manifest[`virtual:page/${id}`]?.file ?? []));
}

/** Sets environment variables and returns a function that puts the old values back. */
function withEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/** The build's phases in order, as `npm run bench` prints them. */
export const buildPhases = ['validate', 'client build', 'server build', 'prerender', 'share image', 'host files', 'compress'] as const;
export type BuildPhase = (typeof buildPhases)[number];

export interface BuildResult {
  pages: number;
  ms: number;
  /** Milliseconds spent in each phase. */
  phases: Record<BuildPhase, number>;
}

/** A stopwatch that books the time since the last lap to the named phase. */
function phaseClock(): { lap: (phase: BuildPhase) => void; phases: Record<BuildPhase, number> } {
  const phases: Record<BuildPhase, number> = { validate: 0, 'client build': 0, 'server build': 0, prerender: 0, 'share image': 0, 'host files': 0, compress: 0 };
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

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const clock = phaseClock();
  const root = options.root;
  const outDir = options.outDir ?? join(root, 'dist');
  const work = join(root, '.build', `run-${process.pid}-${Date.now()}`);
  const clientDir = join(work, 'client');
  const serverDir = join(work, 'server');
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  const pagesDir = options.pagesDir ?? join(root, 'pages');
  const content = loadContent({ root, pagesDir });
  if (!content.siteData) throw new BuildFailure(pagesFailure(content));
  log(`validated ${content.files.length} files`);
  clock.lap('validate');

  // The plugin reads the pages folder from here; a test runner's NODE_ENV must not leak into the bundle.
  const restoreEnv = withEnv({ SITE_PAGES_DIR: pagesDir, NODE_ENV: 'production' });
  try {
    const logLevel = options.quiet ? 'error' : 'warn';
    // The not-found page is rendered too (see jobs below).
    const plan = prerenderPlan(content.pages.length + 1);
    const compression = compressor(clientDir, plan.compressLanes);
    await withValidatedPages(root, pagesDir, content, async () => {
      await build({ root, logLevel, build: { outDir: clientDir, emptyOutDir: true } });
      clock.lap('client build');
      // The client's hashed files are final: they compress during the server build and the prerender, not after.
      compression.addFolder('assets', pageDataChunks(readManifest(clientDir), content));
      // The prerenderer carries its own React, built for production: a process that loaded React in
      // development mode earlier (a test runner) would otherwise lend it a mismatched copy.
      await build({ root, logLevel, ssr: { noExternal: true }, build: { outDir: serverDir, emptyOutDir: true, ssr: 'src/entry-server.tsx', manifest: false, rollupOptions: { input: 'src/entry-server.tsx' } } });
    });
    log('built the client and the prerenderer');
    clock.lap('server build');

    const manifest = readManifest(clientDir);
    const boot = bootScript(clientEntry(manifest));

    // Pages are compressed while the next ones render: the zlib work runs on libuv's pool, beside the render threads.
    const write = (file: string, text: string | Uint8Array, compress = false) => {
      const target = join(clientDir, file);
      mkdirSync(dirname(target), { recursive: true });
      const bytes = typeof text === 'string' ? Buffer.from(text) : text;
      writeFileSync(target, bytes);
      if (compress) compression.add(file, bytes);
    };
    const site = content.siteData.site;
    // Every page, then the not-found page (the last job), rendered in worker threads; the main thread only writes them.
    const pages = content.pages.map(({ page }) => page);
    const jobs: PrerenderJob[] = [...content.pages.map(({ id, page }) => ({ url: page.path, assets: { bootScript: boot, preloadModules: pageChunks(manifest, id), pageModule: pageChunk(manifest, id) } })), { url: '/__not-found__', assets: { bootScript: boot } }];
    await prerender(join(serverDir, 'entry-server.js'), jobs, plan.threads, (index, { html, status }) => {
      const page = pages[index];
      if (!page) return write('404.html', html);
      if (status !== 200) throw new BuildFailure(`${page.path} rendered with status ${status}.`);
      write(htmlFileFor(page.path), html, true);
    });
    clock.lap('prerender');
    write(shareImage.path.slice(1), shareImagePng(site.brand, clientDir, shareImage.width, shareImage.height));
    clock.lap('share image');
    write('sitemap.xml', sitemapXml(content.siteData, content.pages));
    write('robots.txt', robotsTxt(content.siteData));
    const routesFile: RoutesFile = {
      baseUrl: site.baseUrl,
      pages: content.pages.map(({ page }) => page.path),
      redirects: content.siteData.redirects,
      aliases: writtenAliases(content.pages),
      headers: securityHeaders(site, [scriptHash(boot)]),
    };
    write('routes.json', JSON.stringify(routesFile));
    // The same redirects and headers for hosts other than the embedded server.
    write('nginx.conf', nginxConf(routesFile));
    write('_redirects', redirectsFile(routesFile));
    write('_headers', headersFile(routesFile));
    rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
    clock.lap('host files');
    log(`prerendered ${content.pages.length} pages and 404.html`);
    const compressed = await compression.finish();
    log(`compressed ${compressed.files} text files: ${Math.round(compressed.bytes / 1024)} KB -> ${Math.round(compressed.brotliBytes / 1024)} KB with brotli`);
    clock.lap('compress');

    // Swap at the end: dist/ changes only when everything above succeeded.
    const previous = `${outDir}.previous-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(clientDir, outDir);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    restoreEnv();
    rmSync(work, { recursive: true, force: true });
  }
  return { pages: content.pages.length, ms: Math.round(performance.now() - started), phases: clock.phases };
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
