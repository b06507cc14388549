import { cpSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { loadContent, type Content } from '../../schema/content/content.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { projectRoot } from './fixture-site.ts';

/** A built site under test: the project it was built from, its dist folder, and where it is served. */
export interface BuiltSite {
  /** The project folder; its pages/ is what was built. */
  root: string;
  dist: string;
  /** `http://127.0.0.1:PORT`, serving `dist`. */
  url: string;
  /** The validated pages of `root`. */
  content: Content;
}

export function builtSite(root: string, dist: string, url: string): BuiltSite {
  const content = loadContent({ root });
  if (!content.siteData) throw new Error(`The pages of ${root} have problems; the site under test cannot be theirs.`);
  return { root, dist, url, content };
}

/**
 * HTML parsed into a document, without the text of its style elements: no check reads CSS, and
 * jsdom's CSS parsing is two thirds of its time on these pages. The elements themselves stay.
 */
export function parseHtml(html: string): Document {
  return new JSDOM(html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2')).window.document;
}

/** Built sites' documents, each parsed once. */
const documents = new Map<string, Document>();

/** A file of a built site (`404.html`, `erp/index.html`), parsed. */
export function documentAt(site: BuiltSite, file: string): Document {
  const path = join(site.dist, file);
  const known = documents.get(path);
  if (known) return known;
  const document = parseHtml(readFileSync(path, 'utf8'));
  documents.set(path, document);
  return document;
}

/** The prerendered page at `path`, parsed. */
export const pageDocument = (site: BuiltSite, path: string): Document => documentAt(site, htmlFileFor(path));

/** Every page the site serves: the pages of pages/, then each translation's under its language's path. */
export const servedPages = (site: BuiltSite) => site.content.siteData?.pages ?? [];

/** A page of the site's content by path. */
export const pageAt = (site: BuiltSite, path: string) => site.content.pages.find(({ page }) => page.path === path)?.page;

/** The pages in one menu group. */
export const pagesInGroup = (site: BuiltSite, group: string) =>
  site.content.pages.filter(({ page }) => page.nav?.group === group).map(({ page }) => page);

/** A throw-away project whose pages/ is a copy of the real one and whose public/ is the real one. */
export function copyOfRealProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-copy-'));
  cpSync(join(projectRoot, 'pages'), join(root, 'pages'), { recursive: true });
  symlinkSync(join(projectRoot, 'public'), join(root, 'public'));
  return root;
}

/**
 * `fetch` against a served test site, tried a second time if the connection fails: a kept-alive
 * connection the server closes after its idle timeout can fail the one request that reuses it.
 */
export function fetchFromSite(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, init).catch(() => fetch(url, init));
}

/** A check over a built site, written once and run against every site it must hold for. */
export interface SiteCheck {
  name: string;
  run: (site: BuiltSite) => void | Promise<void>;
}
