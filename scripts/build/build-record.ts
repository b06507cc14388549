/**
 * What a build notes beside the site it built (`build.json`, never served): the code and site data
 * it was built from, and for each page its data, the sections and icons its chunk's code holds,
 * that chunk and where the page's data sits in it. The next build compares against it to rebuild
 * only the pages whose text changed (incremental-build.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { assetsUsed } from '../../schema/content/assets-used.ts';
import { filesBelow } from '../../schema/content/page-files.ts';
import { siteWideData, type Alternate, type PageEntry, type SiteData } from '../../schema/model/site-model.ts';
import { buildRecordFileName } from '../server/built-site.ts';
import { pageSectionTypes } from './compile.ts';

export const PageRecordSchema = z.strictObject({
  path: z.string().describe("The page's address."),
  data: z.string().describe("A hash of the page's validated data."),
  shape: z.string().describe('The section types and icons the page uses: what its chunk holds besides its data.'),
  chunk: z.string().describe("The page's chunk, such as `assets/retail-CclOgiyu.js`."),
  dataAt: z
    .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
    .describe("Where the page's data starts and ends in its chunk."),
  modules: z.array(z.string()).describe("The chunks of the page's first load, its own among them, as its HTML lists them."),
});
export type PageRecord = z.infer<typeof PageRecordSchema>;

export const BuildRecordSchema = z.strictObject({
  version: z.literal(1),
  code: z.string().describe("A hash of the site's code and packages (`codeFingerprint`)."),
  site: z.string().describe('A hash of the site data: settings, menus, footer, addresses.'),
  public: z.string().describe('A hash of the files of public/.'),
  entry: z.string().describe("The site's entry chunk, which the boot script starts."),
  routeTableCode: z.string().describe('The chunk holding src/page-routes.ts, named in the route table.'),
  pages: z.record(z.string(), PageRecordSchema).describe('Each page, by id.'),
});
export type BuildRecord = z.infer<typeof BuildRecordSchema>;

/** How a site was built: all of it, or from a release by rebuilding only the pages that changed. */
export const HowBuiltSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('full'), why: z.string().optional().describe('Why not incrementally, when that was asked for.') }),
  z.strictObject({
    kind: z.literal('incremental'),
    from: z.string().describe('The release it was made from.'),
    pages: z.array(z.string()).describe('The addresses of the pages rebuilt.'),
  }),
]);
export type HowBuilt = z.infer<typeof HowBuiltSchema>;

export const hashOf = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('base64url');

/** What a page's chunk holds besides its data: the section types and icons it uses. */
export function pageShape(entry: PageEntry): string {
  return `${pageSectionTypes(entry).join(',')}|${assetsUsed(entry.page).icons.join(',')}`;
}

/** A hash of what a page's chunk holds as data: the page, and its versions in other languages. */
export const pageDataHash = (entry: PageEntry, alternates: readonly Alternate[]): string =>
  hashOf(JSON.stringify({ page: entry.page, alternates }));
export const siteDataHash = (siteData: SiteData): string => hashOf(JSON.stringify(siteWideData(siteData)));

/** Every file below `folder`, never through a link (the public folder may be a content repository's). */
const filesOf = (folder: string): string[] => (existsSync(folder) ? filesBelow(folder) : []);

/** A hash of the names and bytes of every file of the given folders and files of `root`. */
export function treeHash(root: string, entries: readonly string[]): string {
  const hash = createHash('sha256');
  for (const entry of entries) {
    const path = join(root, entry);
    const files = existsSync(path) && statSync(path).isDirectory() ? filesOf(path).map((name) => join(path, name)) : [path];
    for (const file of files.filter((candidate) => existsSync(candidate))) {
      hash.update(`${relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('base64url');
}

/** A hash of the files of public/ (pictures are copied as they are, and their sizes are in the page chunks). */
export const publicHash = (publicDir: string): string => treeHash(publicDir, ['']);

/** The code a build depends on besides the pages and pictures: the site, the schemas, the build and host rules, the packages. */
export const codeFingerprint = (root: string): string =>
  treeHash(root, ['src', 'schema', 'scripts/build', 'scripts/server', 'package-lock.json', 'vite.config.ts']);

export const buildRecordFile = (siteDir: string): string => join(siteDir, buildRecordFileName);

/** The build record of a built site, or undefined when it has none this build can read. */
export function readBuildRecord(siteDir: string): BuildRecord | undefined {
  try {
    const parsed = BuildRecordSchema.safeParse(JSON.parse(readFileSync(buildRecordFile(siteDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
