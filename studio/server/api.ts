import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { checkSources, readSources, type Content, type ContentOptions, type SourceFile } from '../../schema/content/content.ts';
import type { Problem } from '../../schema/content/errors.ts';
import type { FileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { maxFileBytes, parseYamlFile } from '../../schema/content/load.ts';
import type { CheckResponse, FileResponse, PagesResponse, PreviewAnswer, SaveResponse, SchemaResponse } from './api-types.ts';
import { CheckRequestSchema, NewPageRequestSchema, SaveRequestSchema, UploadRequestSchema } from './api-types.ts';
import { iconSearch, iconsNamed } from './icons.ts';
import { jsonBody } from './json-body.ts';
import { linkTargets } from './links.ts';
import { createNewPage, newPageAnswer } from './new-page.ts';
import { pageList } from './page-list.ts';
import { apiPathOf, pageFile } from './page-paths.ts';
import { diskPageStore, type PageStore } from './page-store.ts';
import { pictureList } from './pictures.ts';
import { Refusal, refusal, sendJson } from './refusal.ts';
import { uploadBodyLimit, uploadPicture } from './upload.ts';

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
}

const tooLarge = (path: string) =>
  refusal(413, 'too-large', `${path} would be larger than ${maxFileBytes / 1024} KB, more than a page may hold — split it into two pages.`);

/** The studio's JSON API for one pages folder: a request handler for the dev server. */
export function studioApi({ pagesDir, publicDir, schemas, preview, store = diskPageStore, kept }: StudioFolders) {
  // Messages read `pages/…` as long as the folder is called pages; `apiPathOf` makes sure of it.
  const loader: ContentOptions = { root: dirname(pagesDir), pagesDir, publicDir };
  const apiPath = (file: string) => apiPathOf(pagesDir, resolve(loader.root, file));
  const withApiPaths = (problems: readonly Problem[]): CheckResponse => ({
    problems: problems.map((problem) => ({ ...problem, file: apiPath(problem.file) })),
    errors: problems.filter((problem) => problem.severity === 'error').length,
    warnings: problems.filter((problem) => problem.severity === 'warning').length,
  });
  // One write at a time: a version or a free name is checked and the file written before the next write looks.
  let writing: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(write: () => Promise<T>): Promise<T> => {
    const run = writing.then(write);
    writing = run.catch(() => undefined);
    return run;
  };

  /** The page files as the store has them: the pages folder's, or a draft's. */
  const sourcesNow = async (): Promise<SourceFile[]> => (store.sources === undefined ? readSources(pagesDir) : store.sources(pagesDir));
  /** Where the checks look for pictures: the store's files under public/ where it has its own, else the public folder. */
  const loaderNow = async (): Promise<ContentOptions> =>
    store.publicFiles === undefined ? loader : { ...loader, publicFiles: await store.publicFiles() };
  /** Every page checked as the store has it. */
  const contentNow = async (): Promise<Content> => checkSources(await loaderNow(), await sourcesNow(), kept);

  async function pages(): Promise<PagesResponse> {
    return pageList(await contentNow(), apiPath);
  }

  async function open(path: unknown): Promise<FileResponse> {
    return store.read(pageFile(pagesDir, path, store.pagesElsewhere !== true));
  }

  async function check(request: IncomingMessage): Promise<CheckResponse> {
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

  async function save(request: IncomingMessage): Promise<SaveResponse> {
    const body = await jsonBody(request, SaveRequestSchema);
    const page = pageFile(pagesDir, body.path, store.pagesElsewhere !== true);
    const bytes = new TextEncoder().encode(body.text);
    if (bytes.byteLength > maxFileBytes) throw tooLarge(page.path);
    if (parseDocument(body.text, { uniqueKeys: true }).errors.length > 0) {
      const [first] = parseYamlFile(page.path, bytes).problems;
      const where = first ? `line ${first.position.line}: ${first.message}` : 'the text is not valid YAML.';
      throw refusal(422, 'not-yaml', `The page was not saved — ${where}`);
    }
    return store.write(page, body, bytes);
  }

  async function answer(request: IncomingMessage, route: string, url: URL): Promise<unknown> {
    switch (route) {
      case 'GET /pages':
        return pages();
      case 'GET /schema':
        return schemas();
      case 'GET /file':
        return open(url.searchParams.get('path') ?? undefined);
      case 'POST /check':
        return check(request);
      case 'PUT /file':
        return inTurn(() => save(request));
      case 'GET /links':
        return linkTargets(await contentNow(), apiPath);
      case 'GET /icons': {
        const names = url.searchParams.get('names');
        return names === null ? iconSearch(url.searchParams.get('search'), url.searchParams.get('limit')) : iconsNamed(names);
      }
      case 'GET /images':
        return pictureList(publicDir, await store.publicFiles?.());
      case 'POST /images': {
        const body = await jsonBody(request, UploadRequestSchema, uploadBodyLimit);
        return inTurn(() => uploadPicture(publicDir, body, (file, bytes) => store.writePicture(file, bytes)));
      }
      case 'GET /new-page':
        return newPageAnswer(pagesDir, url.searchParams);
      case 'POST /new-page': {
        const body = await jsonBody(request, NewPageRequestSchema);
        return inTurn(async () => {
          const created = createNewPage(pagesDir, body);
          await store.created(pageFile(pagesDir, created.path));
          return created;
        });
      }
      default: {
        const known = ['/pages', '/schema', '/file', '/check', '/links', '/icons', '/images', '/new-page'].includes(url.pathname);
        if (known)
          throw refusal(
            405,
            'method-not-allowed',
            `${request.method ?? 'This method'} does not work on ${url.pathname} — see studio/README.md for the API.`,
          );
        throw refusal(404, 'not-found', `The studio has no ${url.pathname} — see studio/README.md for the API.`);
      }
    }
  }

  /** Answers a request under the API's base path (`request.url` without it); the guard has let it through. */
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'http://studio.invalid');
      sendJson(response, 200, await answer(request, `${request.method ?? 'GET'} ${url.pathname}`, url));
    } catch (error) {
      // A body cut off part way: the rest is not read, so the connection cannot be reused.
      if (error instanceof Refusal && error.status === 413) response.setHeader('Connection', 'close');
      if (error instanceof Refusal) sendJson(response, error.status, error.body);
      else
        sendJson(response, 500, {
          error: 'failed',
          message: `The studio could not do this (${error instanceof Error ? error.message : String(error)}) — try again; if it keeps failing, restart npm run dev.`,
        });
    }
  };
}
