import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { clientChunksFile, type ClientChunks } from './client-chunks.ts';
import { loadContent, type Content } from '../../schema/content/content.ts';
import { pagesFailure } from '../../schema/content/report.ts';
import { pageUpdateEvent, type PageUpdates } from '../../src/dev/page-updates.ts';
import { catalogueCode, catalogueModuleId } from './catalogue.ts';
import {
  brandPaletteCode,
  pageRoutesCode,
  pageModuleCode,
  privacyCode,
  redirectsCode,
  laterWordsCode,
  sectionModules,
  siteDataCode,
  siteLanguagesCode,
} from './compile.ts';
import { pageAlternates, type Alternate, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
import { contentChange } from './page-changes.ts';
import { pageIconModule } from './page-icons.ts';

/** One language's site data: `virtual:site-data/es`. */
const siteDataPrefix = 'virtual:site-data/';
const languagesId = 'virtual:site-languages';
const routesId = 'virtual:page-routes';
const privacyId = 'virtual:privacy';
const paletteId = 'virtual:brand-palette';
const redirectsId = 'virtual:redirects';
const laterWordsId = 'virtual:later-words';
const pagePrefix = 'virtual:page/';
/** The browser build's stand-in for the route table: it imports every page the way the table does, and is never loaded. */
const pageChunksId = 'virtual:page-chunks';

const isOwnModule = (id: string) =>
  id === languagesId ||
  id.startsWith(siteDataPrefix) ||
  id === routesId ||
  id === pageChunksId ||
  id === privacyId ||
  id === paletteId ||
  id === redirectsId ||
  id === laterWordsId ||
  id.startsWith(pagePrefix);

/** A file's text, or `undefined` once it is deleted. */
function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export interface PagesPluginOptions {
  root: string;
  /** The folder of YAML pages (default pages/): tests and benchmarks build or serve another one. */
  pagesDir?: string;
  /** Pages the caller has just validated (buildSite), so the build does not read them again. */
  pages?: Content;
  /** The folder of pictures and other files served as they are (default public/). */
  publicDir?: string;
  /** The ids of the only pages to compile (an incremental build's changed pages); every page when absent. */
  only?: readonly string[];
}

/**
 * Compiles pages/ into modules: `virtual:site-data` (settings, menus), `virtual:page-routes` (the route table)
 * and one `virtual:page/<id>` chunk per page. A build with any problem fails with every message;
 * in dev, a bad save shows the messages in the overlay and the last good pages stay, a good save
 * re-renders the changed pages in place (src/dev/live-pages.tsx), and `virtual:catalogue` exists.
 */
export function pagesPlugin(options: PagesPluginOptions): Plugin {
  const pagesDir = options.pagesDir ?? join(options.root, 'pages');
  const publicDir = options.publicDir ?? join(options.root, 'public');
  const routeTableCode = join(options.root, 'src', 'page-routes.ts');
  const sectionsDir = join(options.root, 'src', 'sections');
  const examplesDir = join(options.root, 'schema', 'examples');
  let good: Content | undefined;
  let latest: Content | undefined;
  let server: ViteDevServer | undefined;
  // Each page by id and its versions in other languages, made once per set of pages: a build loads
  // thousands of page modules, and looking each one up anew grew with the square of the pages.
  const indexes = new WeakMap<SiteData, { byId: Map<string, PageEntry>; alternates: Map<string, Alternate[]> }>();
  const pageIndex = (siteData: SiteData) => {
    let index = indexes.get(siteData);
    if (index === undefined) {
      index = { byId: new Map(compiled({ siteData }).map((entry) => [entry.id, entry])), alternates: pageAlternates(siteData) };
      indexes.set(siteData, index);
    }
    return index;
  };
  const compiled = (content: { siteData: NonNullable<Content['siteData']> }) =>
    options.only === undefined ? content.siteData.pages : content.siteData.pages.filter((entry) => options.only?.includes(entry.id));

  const reload = (): Content => {
    // A build takes the pages its caller has just validated; the dev server reads them at each change.
    latest = (server ? undefined : options.pages) ?? loadContent({ root: options.root, pagesDir });
    if (latest.siteData) good = latest;
    return latest;
  };
  const current = (fail: (message: string) => never): Content & { siteData: NonNullable<Content['siteData']> } => {
    const content = good ?? latest ?? reload();
    if (!content.siteData) fail(pagesFailure(content));
    return { ...content, siteData: content.siteData };
  };

  return {
    name: 'site-pages',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'serve') return undefined;
      // Found up front, the dependencies of every section and of the icon copies (MUI's SvgIcon,
      // through the package's createSvgIcon) cost no reload on a first visit. The section components
      // are named as entries: pages reach them through virtual modules the crawler cannot follow (a
      // card grid's arrow icon, found late, reloaded the studio's preview a few seconds in).
      return { optimizeDeps: { entries: ['src/entry-client.tsx', 'src/sections/*.tsx'], include: ['@mui/material/SvgIcon'] } };
    },
    buildStart() {
      const content = reload();
      for (const file of content.files) this.addWatchFile(join(options.root, file));
      if (!content.siteData && !server) this.error(pagesFailure(content));
      // The browser's build has no route table module (src/page-routes.ts fetches the one the build
      // writes). The page chunks are split as if the site's code imported them, through a module
      // made for that alone, which loads after the site's code and is dropped from the output.
      if (!server && this.environment.name === 'client') this.emitFile({ type: 'chunk', id: pageChunksId, preserveSignature: 'strict' });
    },
    generateBundle(_options, bundle) {
      if (server || this.environment.name !== 'client') return;
      const chunks: ClientChunks = { routeTableCode: '', pageChunks: '', pages: {}, siteData: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.moduleIds.includes(routeTableCode)) chunks.routeTableCode = output.fileName;
        const facade = output.facadeModuleId ?? '';
        if (facade.startsWith(`\0${pagePrefix}`)) chunks.pages[facade.slice(pagePrefix.length + 1)] = output.fileName;
        if (facade === `\0${pageChunksId}`) chunks.pageChunks = output.fileName;
        if (facade.startsWith(`\0${siteDataPrefix}`)) chunks.siteData[facade.slice(siteDataPrefix.length + 1)] = output.fileName;
      }
      this.emitFile({ type: 'asset', fileName: clientChunksFile, source: JSON.stringify(chunks) });
    },
    resolveId(id) {
      // An icon copy needs only its name, so the studio's previews get icons while another page is broken.
      const icon = pageIconModule(id);
      if (icon !== undefined) return icon;
      // The section catalogue is a dev-server page: builds never resolve it.
      if (id === catalogueModuleId) return server ? `\0${id}` : undefined;
      return isOwnModule(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const bare = id.slice(1);
      // Other plugins' virtual modules (the studio's drafts) are theirs to load.
      if (!id.startsWith('\0') || !(isOwnModule(bare) || (bare === catalogueModuleId && server))) return undefined;
      const content = current((message) => this.error(message));
      if (bare === languagesId) return siteLanguagesCode(content.siteData, (code) => `${siteDataPrefix}${code}`);
      if (bare.startsWith(siteDataPrefix)) return siteDataCode(content.siteData, bare.slice(siteDataPrefix.length));
      if (bare === privacyId) return privacyCode(content.siteData);
      if (bare === paletteId) return brandPaletteCode(content.siteData);
      if (bare === redirectsId) return redirectsCode(content.siteData);
      if (bare === laterWordsId) return laterWordsCode(content.siteData);
      if (bare === routesId) return pageRoutesCode(compiled(content), (pageId) => `${pagePrefix}${pageId}`);
      if (bare === pageChunksId)
        return `import ${JSON.stringify(join(options.root, 'src', 'entry-client.tsx'))};\n${pageRoutesCode(compiled(content), (pageId) => `${pagePrefix}${pageId}`)}`;
      if (bare === catalogueModuleId)
        return catalogueCode({ root: options.root, publicDir, sections: sectionModules(sectionsDir), site: content.siteData.site });
      const { byId, alternates: alternatesOf } = pageIndex(content.siteData);
      const entry = byId.get(bare.slice(pagePrefix.length));
      if (!entry) this.error(`No page with id ${bare.slice(pagePrefix.length)}`);
      // The browser's build leaves the page's data out of its chunk: buildSite puts it in (compile.ts says why).
      const dataHole = !server && this.environment.name === 'client';
      const alternates = alternatesOf.get(entry.id) ?? [];
      return pageModuleCode(entry, { publicDir, sections: sectionModules(sectionsDir) }, alternates, dataHole);
    },
    configureServer(devServer) {
      server = devServer;
      const invalidate = (matches: (id: string) => boolean) => {
        for (const environment of Object.values(devServer.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap)
            if (matches(id)) environment.moduleGraph.invalidateModule(module);
        }
      };
      // `triggeredBy` names the YAML file, so the page studio can keep its drafts instead of reloading.
      const reloadAll = (file: string) => {
        invalidate((id) => id.startsWith('\0virtual:'));
        devServer.ws.send({ type: 'full-reload', triggeredBy: file });
      };
      const onChange = (file: string) => {
        if (!/\.ya?ml$/.test(file)) return;
        if (file.startsWith(examplesDir)) {
          if (devServer.environments.client.moduleGraph.getModuleById(`\0${catalogueModuleId}`)) reloadAll(file);
          return;
        }
        if (!file.startsWith(pagesDir)) return;
        const before = good;
        const content = reload();
        if (!content.siteData) {
          devServer.ws.send({ type: 'error', err: { message: pagesFailure(content), stack: '', plugin: 'site-pages', id: file } });
          return;
        }
        const change = contentChange(before, content);
        if (change.kind === 'site') {
          reloadAll(file);
          return;
        }
        const ids = new Set(change.ids.map((id) => `\0${pagePrefix}${id}`));
        invalidate((id) => ids.has(id));
        // Only chunks some tab has loaded; an empty list still tells the tabs the pages are valid again.
        const pages = change.ids
          .filter((id) => devServer.environments.client.moduleGraph.getModuleById(`\0${pagePrefix}${id}`))
          // How Vite addresses a `\0` module in the browser.
          .map((id) => ({ id, url: `${devServer.config.base}@id/__x00__${pagePrefix}${id}` }));
        const data: PageUpdates = { pages };
        devServer.ws.send({ type: 'custom', event: pageUpdateEvent, data });
      };
      // The watcher passes on one change of a file in 50 ms and drops the rest, so a second save
      // soon after the first (or an editor emptying a file, then writing it) would go unseen: a
      // moment after each change the file is read again, and handled again if it differs.
      const settling = new Map<string, ReturnType<typeof setTimeout>>();
      const onSettledChange = (file: string) => {
        // A pages folder removed as a whole (a test's scratch copy, a branch switch) has nothing left to show.
        if (!/\.ya?ml$/.test(file) || !existsSync(pagesDir)) return;
        const handled = readIfThere(file);
        onChange(file);
        clearTimeout(settling.get(file));
        const recheck = setTimeout(() => {
          settling.delete(file);
          if (readIfThere(file) !== handled) onSettledChange(file);
        }, 100);
        recheck.unref();
        settling.set(file, recheck);
      };
      devServer.watcher.add([pagesDir, examplesDir]);
      devServer.watcher.on('change', onSettledChange);
      devServer.watcher.on('add', onSettledChange);
      devServer.watcher.on('unlink', onSettledChange);
    },
  };
}
