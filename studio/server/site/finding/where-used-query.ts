import type { Content, SourceFile } from '../../../../schema/content/content.ts';
import { redirectTable } from '../../../../schema/model/site-model.ts';
import type { Use, WhereUsedResponse } from '../../../api/contract/studio-api.ts';
import { refuse } from '../../refusal.ts';
import type { IndexedFile } from './text-index.ts';
import { aliasesOf, pathOf } from '../../../document/keep-old-address.ts';
import { pageUses, pictureUses, tokensIn, withTokens } from './where-used.ts';

/** What the where-used route reads: the files as the store has them, and the whole site checked, for its addresses. */
export interface SiteNow {
  /** The page files as the store has them, parsed or not. */
  sources: readonly SourceFile[];
  /** The files of `sources` that parse, indexed (text-index.ts). */
  files: readonly IndexedFile[];
  /** The site checked (only a page's uses need it: the redirect table comes from the validated pages). */
  content: () => Promise<Content>;
  apiPath: (file: string) => string;
}

/** The text of a file as the site has it now (`''` when it has none): what a preview edits, read from the sources. */
export function sourceText(site: SiteNow, path: string): string {
  const source = site.sources.find((candidate) => site.apiPath(candidate.path) === path);
  return source === undefined ? '' : new TextDecoder().decode(source.bytes);
}

/** A page as where-used and a move read it: its file indexed, its address, and every link to it. */
export interface PageLinks {
  file: IndexedFile;
  /** Its address as the site reads it (tokens filled in); undefined for site.yaml or a page with none. */
  path: string | undefined;
  /** The address written in its file (`/why-{brandSlug}`), when it has one. */
  written: string | undefined;
  uses: Use[];
  /** The site's `{tokens}`, from site.yaml as written. */
  tokens: Map<string, string>;
}

/** The page in the file `page` (`pages/industries/retail.yaml`) and its uses; 404 when there is no such file, 422 when it is not YAML. */
export async function linksToPage(page: string, site: SiteNow): Promise<PageLinks> {
  const file = site.files.find((indexed) => indexed.file === page);
  if (file === undefined) {
    if (site.sources.some((source) => site.apiPath(source.path) === page))
      throw refuse(
        'not-yaml',
        `${page} cannot be read as YAML, so its address is not known — fix the problem the list of pages shows on it first.`,
      );
    throw refuse('not-found', `There is no page ${page} — it may have been moved or deleted; reload the list of pages.`);
  }
  const tokens = tokensIn(site.files);
  const written = pathOf(file.data);
  // site.yaml, or a page with no address: no link can lead to it (and the site need not be checked).
  if (written === undefined) return { file, path: undefined, written, uses: [], tokens };
  const content = await site.content();
  const entry = content.pages.find((checked) => site.apiPath(checked.file) === page);
  // A page with errors keeps its address, as the link check keeps it: the one written in its file.
  const path = entry?.page.path ?? withTokens(written, tokens);
  const own = entry === undefined ? [{ page: { path, aliases: aliasesOf(file.data).map((alias) => withTokens(alias, tokens)) } }] : [];
  return { file, path, written, uses: pageUses(site.files, path, redirectTable([...content.pages, ...own]), tokens), tokens };
}

/**
 * `?page=pages/…yaml`: every link to that page; `?picture=/images/…`: every field that uses that
 * picture (a picture that is not there may still be used: those uses are what is broken).
 */
export async function whereUsed(
  query: { page?: string | undefined; picture?: string | undefined },
  site: SiteNow,
): Promise<WhereUsedResponse> {
  const { page, picture } = query;
  if (page !== undefined && picture === undefined) return { uses: (await linksToPage(page, site)).uses };
  if (picture !== undefined && page === undefined) {
    if (!picture.startsWith('/images/'))
      throw refuse(
        'bad-request',
        `“${picture}” is not a picture’s address — name it as pages write it, such as /images/industries/retail.svg.`,
      );
    return { uses: pictureUses(site.files, picture, tokensIn(site.files)) };
  }
  throw refuse(
    'bad-request',
    'Ask where one thing is used: a page by its file (?page=pages/industries/retail.yaml) or a picture by its address (?picture=/images/industries/retail.svg).',
  );
}
