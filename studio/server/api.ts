import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import pLimit from 'p-limit';
import { dirname, join, resolve, sep } from 'node:path';
import { checkSources, readSources, type Content, type ContentOptions, type SourceFile } from '../../schema/content/content.ts';
import type { Problem } from '../../schema/content/errors.ts';
import type { FileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { maxFileBytes } from '../../schema/content/load.ts';
import { siteRoutes } from '../api/contract/routes.ts';
import type {
  CheckRequest,
  CheckResponse,
  SaveRequest,
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
  TranslateRequestSchema,
  UploadFieldsSchema,
} from '../api/contract/studio-api.ts';
import { iconSearch, iconsNamed } from './icons/icons.ts';
import { jsonInput, jsonOf, queryInput, uploadInput } from './typed-routes.ts';
import { linkTargets } from './links.ts';
import { createNewPage, newPageAnswer } from './pages/new-page.ts';
import { pageList } from './pages/page-list.ts';
import { apiPathOf, pageFile } from './pages/page-paths.ts';
import { diskPageStore, type CheckedPage, type PageStore } from './pages/page-store.ts';
import { requirePlainPage } from './pages/plain-page.ts';
import { pictureList } from './pictures/pictures.ts';
import { failureAnswer, refuse, refusalAnswer } from './refusal.ts';
import { uploadBodyLimit, uploadPicture } from './pictures/upload.ts';
import { movePage, movePreview } from './site/changing/move-page.ts';
import { deletePage, deletePreview } from './site/changing/delete-page.ts';
import { removePictures } from './site/changing/remove-pictures.ts';
import { replaceAcross } from './site/changing/replace.ts';
import { replacePicture } from './site/changing/replace-picture.ts';
import { searchSite } from './site/finding/search.ts';
import type { SiteWriter } from './site/changing/site-writes.ts';
import { siteTextIndex, type SiteTextIndex } from './site/finding/text-index.ts';
import { translationLanguageNames, translationOf } from '../../schema/content/translations.ts';
import { parse } from 'yaml';
import { unusedPictures } from './site/finding/unused-pictures.ts';
import { changeTimes } from './site/finding/change-times.ts';
import { translationBoard, translationCells } from './site/finding/translation-board.ts';
import { sideBySide } from './site/finding/side-by-side.ts';
import { translatePage } from './site/changing/translate-page.ts';
import { followTranslations } from './site/changing/follow-translations.ts';
import { whereUsed, type SiteNow } from './site/finding/where-used-query.ts';

/** The site settings' file, as the API names files. */
const siteFilePath = 'pages/site.yaml';

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

  /** The languages the site is translated into, by site.yaml as the store has it now: codes and names. */
  async function translationLanguagesNow(): Promise<{ code: string; name: string }[]> {
    const settings = await store.read(pageFile(pagesDir, siteFilePath, false)).catch(() => undefined);
    return translationLanguageNames(settings === undefined ? undefined : parse(settings.text));
  }

  async function open(path: unknown): Promise<FileResponse> {
    const read = await store.read(pageFile(pagesDir, path, store.pagesElsewhere !== true));
    const languages = (await translationLanguagesNow()).map(({ code }) => code);
    if (languages.length === 0) return read;
    const translates = translationIn(read.path, languages);
    // Every page has its languages side by side: a translation's are its page's.
    return { ...read, ...(translates === undefined ? {} : { translates }), sideBySide: { page: translates?.page ?? read.path } };
  }

  /** What a file translates, by the languages site.yaml lists now (none for a page of the site's own language). */
  function translationIn(path: string, languages: readonly string[]): FileResponse['translates'] {
    if (path === siteFilePath || !/^pages\/[^/]+\/./.test(path)) return undefined;
    const found = translationOf('pages', path, languages);
    return found === undefined ? undefined : { language: found.language, page: found.source.split(sep).join('/') };
  }

  async function check(body: CheckRequest): Promise<CheckResponse> {
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

  async function save(body: SaveRequest): Promise<SaveResponse> {
    const page = pageFile(pagesDir, body.path, store.pagesElsewhere !== true);
    const bytes = savable(page, body.text);
    // A page's translations follow its new sections: read as it is before the save, to tell what the save changes.
    const languages = page.path === siteFilePath ? [] : await translationLanguagesNow();
    const before = languages.length === 0 ? undefined : await store.read(page).catch(() => undefined);
    const saved = await store.write(page, body, bytes);
    if (before === undefined) return saved;
    const present = new Set((await sourcesNow()).map((source) => apiPathOf(pagesDir, source.path)));
    const after = saved.text ?? body.text;
    const followed = await followTranslations(writer, languages, { path: page.path, before: before.text, after }, (path) =>
      present.has(path),
    );
    return followed.length === 0 ? saved : { ...saved, followed };
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

  const app = new Hono()
    .get('/pages', async (c) => jsonOf(c, await pages()))
    .get('/schema', (c) => jsonOf(c, schemas()))
    .get('/file', queryInput('path'), async (c) => jsonOf(c, await open(c.req.valid('query').path)))
    .post('/check', jsonInput(CheckRequestSchema), async (c) => jsonOf(c, await check(c.req.valid('json'))))
    .put('/file', jsonInput(SaveRequestSchema), async (c) => jsonOf(c, await inTurn(() => save(c.req.valid('json')))))
    .get('/links', async (c) => jsonOf(c, linkTargets(await contentNow(), apiPath)))
    .get(siteRoutes.search, queryInput('q'), async (c) =>
      jsonOf(c, searchSite(textIndex.filesOf(await sourcesNow(), apiPath), c.req.valid('query').q ?? '')),
    )
    .get(siteRoutes.whereUsed, queryInput('page', 'picture'), async (c) =>
      jsonOf(c, await whereUsed(c.req.valid('query'), await siteNow())),
    )
    .get(siteRoutes.movePage, queryInput('file', 'to', 'toFile'), async (c) => {
      const { file, to, toFile } = c.req.valid('query');
      return jsonOf(c, await movePreview(await siteNow(), writer, file, to ?? '', toFile));
    })
    // In turn with every other write: the site is read, and each page saved, before the next write looks.
    .post(siteRoutes.movePage, jsonInput(MovePageRequestSchema), async (c) =>
      jsonOf(c, await inTurn(async () => movePage(await siteNow(), writer, c.req.valid('json')))),
    )
    .get(siteRoutes.deletePage, queryInput('file', 'to'), async (c) => {
      const { file, to } = c.req.valid('query');
      return jsonOf(c, await deletePreview(await siteNow(), writer.pageAt, file, to ?? ''));
    })
    .post(siteRoutes.deletePage, jsonInput(DeletePageRequestSchema), async (c) =>
      jsonOf(c, await inTurn(async () => deletePage(await siteNow(), writer, c.req.valid('json')))),
    )
    .post(siteRoutes.replace, jsonInput(ReplaceRequestSchema), async (c) =>
      jsonOf(c, await inTurn(() => replaceAcross(writer, c.req.valid('json')))),
    )
    .post(siteRoutes.replacePicture, jsonInput(ReplacePictureRequestSchema), async (c) =>
      jsonOf(c, await inTurn(async () => replacePicture(await siteNow(), await picturesNow(), writer, c.req.valid('json')))),
    )
    .post(siteRoutes.removePictures, jsonInput(RemovePicturesRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return jsonOf(
        c,
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
    .get(siteRoutes.unusedPictures, async (c) =>
      jsonOf(c, unusedPictures(textIndex.filesOf(await sourcesNow(), apiPath), await picturesNow())),
    )
    .get('/icons', queryInput('names', 'search', 'limit'), async (c) => {
      const { names, search, limit } = c.req.valid('query');
      return jsonOf(c, await (names === undefined ? iconSearch(search ?? null, limit ?? null) : iconsNamed(names)));
    })
    .get('/images', async (c) => jsonOf(c, await picturesNow()))
    .post('/images', uploadInput(UploadFieldsSchema, 'picture', uploadBodyLimit), async (c) => {
      const { fields, bytes } = c.req.valid('form');
      const upload = { folder: fields.folder, name: fields.name, replace: fields.replace === 'true', bytes };
      return jsonOf(c, await inTurn(() => uploadPicture(publicDir, upload, (file, written) => store.writePicture(file, written))));
    })
    .get('/translations', async (c) => {
      const content = await contentNow();
      return jsonOf(c, translationBoard(content, pageList(content, apiPath), await changeTimes(pagesDir)));
    })
    .get('/side-by-side', queryInput('page'), async (c) => {
      const sources = await sourcesNow();
      const content = await contentNow(sources);
      const cellsOf = translationCells(content, await changeTimes(pagesDir));
      return jsonOf(c, sideBySide(textIndex.filesOf(sources, apiPath), content.site, cellsOf, c.req.valid('query').page ?? ''));
    })
    .post('/translate', jsonInput(TranslateRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return jsonOf(c, await inTurn(async () => translatePage(pagesDir, await contentNow(), store, body)));
    })
    .get('/new-page', queryInput('kind', 'name', 'slug'), (c) => jsonOf(c, newPageAnswer(pagesDir, c.req.valid('query'))))
    .post('/new-page', jsonInput(NewPageRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return jsonOf(
        c,
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

/** The studio API's route table, for the screens' typed client (studio/api/contract/api-call.ts). */
export type StudioApiRoutes = ReturnType<typeof studioApi>;
