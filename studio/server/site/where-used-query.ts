import type { Content, SourceFile } from '../../../schema/content/content.ts';
import { redirectTable } from '../../../schema/model/site-model.ts';
import type { WhereUsedResponse } from '../../api/contract/studio-api.ts';
import { refuse } from '../refusal.ts';
import type { IndexedFile } from './text-index.ts';
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

const pathOf = (data: unknown): string | undefined => {
  const path: unknown = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
};

const aliasesOf = (data: unknown): string[] => {
  const aliases: unknown = typeof data === 'object' && data !== null && 'aliases' in data ? data.aliases : undefined;
  return Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === 'string') : [];
};

/** The uses of the page in the file `page` (`pages/industries/retail.yaml`). */
async function usesOfPage(page: string, site: SiteNow): Promise<WhereUsedResponse> {
  const file = site.files.find((indexed) => indexed.file === page);
  if (file === undefined) {
    if (site.sources.some((source) => site.apiPath(source.path) === page))
      throw refuse(
        'not-yaml',
        `${page} cannot be read as YAML, so its address is not known — fix the problem the list of pages shows on it first.`,
      );
    throw refuse('not-found', `There is no page ${page} — it may have been moved or deleted; reload the list of pages.`);
  }
  const content = await site.content();
  const tokens = tokensIn(site.files);
  const entry = content.pages.find((checked) => site.apiPath(checked.file) === page);
  // A page with errors keeps its address, as the link check keeps it: the one written in its file.
  const written = pathOf(file.data);
  const path = entry?.page.path ?? (written === undefined ? undefined : withTokens(written, tokens));
  // site.yaml, or a page with no address: no link can lead to it.
  if (path === undefined) return { uses: [] };
  const own = entry === undefined ? [{ page: { path, aliases: aliasesOf(file.data).map((alias) => withTokens(alias, tokens)) } }] : [];
  return { uses: pageUses(site.files, path, redirectTable([...content.pages, ...own]), tokens) };
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
  if (page !== undefined && picture === undefined) return usesOfPage(page, site);
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
