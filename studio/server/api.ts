import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import pLimit from 'p-limit';
import { dirname, join, resolve } from 'node:path';
import { checkSources, readSources, type Content, type ContentOptions, type SourceFile } from '../../schema/content/content.ts';
import type { Problem } from '../../schema/content/errors.ts';
import type { FileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { maxFileBytes } from '../../schema/content/load.ts';
import { siteRoutes } from '../api/contract/routes.ts';
import type {
  CheckResponse,
  FileResponse,
  PagesResponse,
  PreviewAnswer,
  SaveResponse,
  SchemaResponse,
} from '../api/contract/studio-api.ts';
import {
  CheckRequestSchema,
  MovePageRequestSchema,
  DeletePageRequestSchema,
  RemovePicturesRequestSchema,
  NewPageRequestSchema,
  ReplacePictureRequestSchema,
  ReplaceRequestSchema,
  SaveRequestSchema,
  UploadFieldsSchema,
} from '../api/contract/studio-api.ts';
import { formUpload } from './form-body.ts';
import { iconSearch, iconsNamed } from './icons/icons.ts';
import { jsonBody } from './json-body.ts';
import { linkTargets } from './links.ts';
import { createNewPage, newPageAnswer } from './pages/new-page.ts';
import { pageList } from './pages/page-list.ts';
import { apiPathOf, pageFile } from './pages/page-paths.ts';
import { diskPageStore, type CheckedPage, type PageStore } from './pages/page-store.ts';
import { requirePlainPage } from './pages/plain-page.ts';
import { pictureList } from './pictures/pictures.ts';
import { failureAnswer, jsonAnswer, refuse, refusalAnswer } from './refusal.ts';
import { uploadBodyLimit, uploadPicture } from './pictures/upload.ts';
import { movePage, movePreview } from './site/changing/move-page.ts';
import { deletePage, deletePreview } from './site/changing/delete-page.ts';
import { removePictures } from './site/changing/remove-pictures.ts';
import { replaceAcross } from './site/changing/replace.ts';
import { replacePicture } from './site/changing/replace-picture.ts';
import { searchSite } from './site/finding/search.ts';
import type { SiteWriter } from './site/changing/site-writes.ts';
import { siteTextIndex, type SiteTextIndex } from './site/finding/text-index.ts';
import { unusedPictures } from './site/finding/unused-pictures.ts';
import { whereUsed, type SiteNow } from './site/finding/where-used-query.ts';

export interface StudioFolders {
  /** The pages folder (pages/, or the one the plugin's `pagesDir` option names). */
  pagesDir: string;
  /** The dev server's public folder: pictures are listed and uploaded in its images/ folder, and the loader checks pages' pictures there. */
  publicDir: string;
  /** The section types, their schemas and examples (studio/server/schemas.ts). */
  schemas: () => SchemaResponse;
  /**
   * Compiles a draft without errors for the preview (studio/server/preview.ts). The team server
   * has none: its preview frame draws the draft's data in the browser (studio/preview).
   */
  preview?: (content: Content, file: string) => PreviewAnswer;
  /** Where saves, uploads and new pages go: files on disk unless given (the team server commits them). */
  store?: PageStore;
  /**
   * Each page's parse and validation kept from one request to the next by the page's bytes
   * (schema/content/file-checks.ts): the page list, a page's check (on every pause in typing) and
   * the link targets validate again only the files that changed, not the whole site.
   */
  kept?: FileChecks<Page>;
  /**
   * Every file's text kept by its bytes for search and where-used (studio/server/site/finding/text-index.ts);
   * a new one unless given. The team server, which makes an API per request, shares one.
   */
  textIndex?: SiteTextIndex;
}

const tooLarge = (path: string) =>
  refuse('too-large', `${path} would be larger than ${maxFileBytes / 1024} KB, more than a page may hold — split it into two pages.`);

/**
 * The studio's JSON API for one pages folder, on web standards: a `Request` in, a `Response` out
 * (`fetch`), its paths under the API's base (`/pages`, not `/_studio/api/pages`). The dev server
 * mounts it through its Vite plugin, the team server behind sign-in and roles.
 */
export function studioApi({
  pagesDir,
  publicDir,
  schemas,
  preview,
  store = diskPageStore,
  kept,
  textIndex = siteTextIndex(),
}: StudioFolders) {
  // Messages read `pages/…` as long as the folder is called pages; `apiPathOf` makes sure of it.
  const loader: ContentOptions = { root: dirname(pagesDir), pagesDir, publicDir };
  const apiPath = (file: string) => apiPathOf(pagesDir, resolve(loader.root, file));
  const withApiPaths = (problems: readonly Problem[]): CheckResponse => ({
    problems: problems.map((problem) => ({ ...problem, file: apiPath(problem.file) })),
    errors: problems.filter((problem) => problem.severity === 'error').length,
    warnings: problems.filter((problem) => problem.severity === 'warning').length,
  });
  // One write at a time: a version or a free name is checked and the file written before the next write looks.
  const inTurn = pLimit(1);

  /** The page files as the store has them: the pages folder's, or a draft's. */
  const sourcesNow = async (): Promise<SourceFile[]> => (store.sources === undefined ? readSources(pagesDir) : store.sources(pagesDir));
  /** Where the checks look for pictures: the store's files under public/ where it has its own, else the public folder. */
  const loaderNow = async (): Promise<ContentOptions> =>
    store.publicFiles === undefined ? loader : { ...loader, publicFiles: await store.publicFiles() };
  /** Every page checked as the store has it (or as `sources` has them, read already). */
  const contentNow = async (sources?: SourceFile[]): Promise<Content> =>
    checkSources(await loaderNow(), sources ?? (await sourcesNow()), kept);
  /** The pictures under public/images, as the store has them. */
  const picturesNow = async () => pictureList(publicDir, await store.publicFiles?.());

  async function pages(): Promise<PagesResponse> {
    return pageList(await contentNow(), apiPath);
  }

  async function open(path: unknown): Promise<FileResponse> {
    return store.read(pageFile(pagesDir, path, store.pagesElsewhere !== true));
  }

  async function check(request: Request): Promise<CheckResponse> {
    const body = await jsonBody(request, CheckRequestSchema);
    const page = pageFile(pagesDir, body.path, false);
    const draft = new TextEncoder().encode(body.text);
    if (draft.byteLength > maxFileBytes) throw tooLarge(page.path);
    const draftPath = join(pagesDir, ...page.path.split('/').slice(1));
    const sources: SourceFile[] = (await sourcesNow()).filter((source) => apiPathOf(pagesDir, source.path) !== page.path);
    sources.push({ path: draftPath, bytes: draft });
    sources.sort((a, b) => a.path.localeCompare(b.path));
    const content = checkSources(await loaderNow(), sources, kept);
    const answer = withApiPaths(content.problems);
    if (body.preview !== true || preview === undefined) return answer;
    const file = content.files.find((name) => apiPath(name) === page.path);
    return { ...answer, preview: file === undefined ? { note: 'The preview cannot show this file.' } : preview(content, file) };
  }

  /** The checks every save makes before the store sees it: the loader's size limit, and YAML it reads as plain data. */
  const savable = (page: CheckedPage, text: string): Uint8Array => {
    const bytes = new TextEncoder().encode(text);
    if (bytes.byteLength > maxFileBytes) throw tooLarge(page.path);
    requirePlainPage(page.path, bytes);
    return bytes;
  };

  async function save(request: Request): Promise<SaveResponse> {
    const body = await jsonBody(request, SaveRequestSchema);
    const page = pageFile(pagesDir, body.path, store.pagesElsewhere !== true);
    return store.write(page, body, savable(page, body.text));
  }

  /** The site as the store has it, for where-used and the changes to many pages. */
  const siteNow = async (): Promise<SiteNow> => {
    const sources = await sourcesNow();
    return { sources, files: textIndex.filesOf(sources, apiPath), content: () => contentNow(sources), apiPath };
  };
  /** A move and a replace (of words or of a picture) save each page as `PUT /file` does: the same checks, the same store. */
  const writer: SiteWriter = {
    pageAt: (path) => pageFile(pagesDir, path, store.pagesElsewhere !== true),
    read: (page) => store.read(page),
    check: savable,
    write: (page, body, bytes) => store.write(page, body, bytes),
    remove: (page, version) => store.remove(page, version),
    fileFor: (path) => pageFile(pagesDir, path, false),
    moveFile: (page, to, version) => store.moveFile(page, to, version),
  };

  // A promise here would be sent as `{}`: the type asks for the value it settles to.
  const json = <T>(body: T extends PromiseLike<unknown> ? never : T) => jsonAnswer(200, body);
  const app = new Hono()
    .get('/pages', async () => json(await pages()))
    .get('/schema', () => json(schemas()))
    .get('/file', async (c) => json(await open(c.req.query('path'))))
    .post('/check', async (c) => json(await check(c.req.raw)))
    .put('/file', async (c) => json(await inTurn(() => save(c.req.raw))))
    .get('/links', async () => json(linkTargets(await contentNow(), apiPath)))
    .get(siteRoutes.search, async (c) => json(searchSite(textIndex.filesOf(await sourcesNow(), apiPath), c.req.query('q') ?? '')))
    .get(siteRoutes.whereUsed, async (c) => {
      const query = { page: c.req.query('page'), picture: c.req.query('picture') };
      return json(await whereUsed(query, await siteNow()));
    })
    .get(siteRoutes.movePage, async (c) =>
      json(await movePreview(await siteNow(), writer, c.req.query('file'), c.req.query('to') ?? '', c.req.query('toFile'))),
    )
    .post(siteRoutes.movePage, async (c) => {
      const body = await jsonBody(c.req.raw, MovePageRequestSchema);
      // In turn with every other write: the site is read, and each page saved, before the next write looks.
      return json(await inTurn(async () => movePage(await siteNow(), writer, body)));
    })
    .get(siteRoutes.deletePage, async (c) =>
      json(await deletePreview(await siteNow(), writer.pageAt, c.req.query('file'), c.req.query('to') ?? '')),
    )
    .post(siteRoutes.deletePage, async (c) => {
      const body = await jsonBody(c.req.raw, DeletePageRequestSchema);
      return json(await inTurn(async () => deletePage(await siteNow(), writer, body)));
    })
    .post(siteRoutes.replace, async (c) => {
      const body = await jsonBody(c.req.raw, ReplaceRequestSchema);
      return json(await inTurn(() => replaceAcross(writer, body)));
    })
    .post(siteRoutes.replacePicture, async (c) => {
      const body = await jsonBody(c.req.raw, ReplacePictureRequestSchema);
      return json(await inTurn(async () => replacePicture(await siteNow(), await picturesNow(), writer, body)));
    })
    .post(siteRoutes.removePictures, async (c) => {
      const body = await jsonBody(c.req.raw, RemovePicturesRequestSchema);
      return json(
        await inTurn(async () =>
          removePictures(
            textIndex.filesOf(await sourcesNow(), apiPath),
            await picturesNow(),
            publicDir,
            (file) => store.removePicture(file),
            body,
          ),
        ),
      );
    })
    .get(siteRoutes.unusedPictures, async () => json(unusedPictures(textIndex.filesOf(await sourcesNow(), apiPath), await picturesNow())))
    .get('/icons', async (c) => {
      const names = c.req.query('names');
      return json(
        await (names === undefined ? iconSearch(c.req.query('search') ?? null, c.req.query('limit') ?? null) : iconsNamed(names)),
      );
    })
    .get('/images', async () => json(await picturesNow()))
    .post('/images', async (c) => {
      const { fields, bytes } = await formUpload(c.req.raw, UploadFieldsSchema, 'picture', uploadBodyLimit);
      const upload = { folder: fields.folder, name: fields.name, replace: fields.replace === 'true', bytes };
      return json(await inTurn(() => uploadPicture(publicDir, upload, (file, written) => store.writePicture(file, written))));
    })
    .get('/new-page', (c) => json(newPageAnswer(pagesDir, new URL(c.req.url).searchParams)))
    .post('/new-page', async (c) => {
      const body = await jsonBody(c.req.raw, NewPageRequestSchema);
      return json(
        await inTurn(async () => {
          const created = createNewPage(pagesDir, body);
          const page = pageFile(pagesDir, created.path);
          try {
            await store.created(page);
          } catch (error) {
            // A page its store would not take (the team studio could not commit it) is not left behind for everyone to see.
            rmSync(page.file, { force: true });
            throw error;
          }
          return created;
        }),
      );
    })
    .notFound((c) => {
      const path = c.req.path;
      // A path the table has, asked with another method.
      if (app.routes.some((route) => route.path === path))
        return refusalAnswer(refuse('method-not-allowed', `${c.req.method} does not work on ${path} — see studio/README.md for the API.`));
      return refusalAnswer(refuse('not-found', `The studio has no ${path} — see studio/README.md for the API.`));
    })
    .onError((error) => failureAnswer(error, 'try again; if it keeps failing, restart npm run dev.'));
  return app;
}
