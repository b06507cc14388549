import { linkTarget } from '../../../../schema/content/anchors.ts';
import { resolveTokens, siteTokens } from '../../../../schema/content/tokens.ts';
import { canonicalFor } from '../../../../schema/model/site-model.ts';
import type { Use } from '../../../api/contract/studio-api.ts';
import { placeWords } from '../../../document/place-words.ts';
import { siteFile, type IndexedFile, type TextLeaf } from './text-index.ts';

/** Fields that name a page of the site: every link (menus, footer, buttons, cards), and the page a menu group nests under. */
const pageFields = new Set(['href', 'nestUnder']);

/** The site's `{tokens}`, from site.yaml as written. */
export const tokensIn = (files: readonly IndexedFile[]): Map<string, string> =>
  siteTokens(files.find((file) => file.file === siteFile)?.data);

/** A value as the site reads it: `{brandSlug}` and the other tokens filled in, as the loader fills them before it checks links. */
export function withTokens(text: string, tokens: ReadonlyMap<string, string>): string {
  if (!text.includes('{')) return text;
  const filled = resolveTokens(text, tokens, []);
  return typeof filled === 'string' ? filled : text;
}

const useOf = (file: IndexedFile, leaf: TextLeaf): Use => ({
  file: file.file,
  name: file.name,
  field: leaf.field,
  place: placeWords(leaf.field, file.data),
  value: leaf.text,
});

/**
 * Every field of `files` that links to the page at `path`: written as the path, one of the
 * page's aliases, in other capitals, with a trailing slash, `?…` or `#…` — whatever the redirect
 * table (`redirectTable`) leads to the page, as the link check reads it. A bare `#id` is not a
 * use, even on the page itself: it names no page and keeps working wherever the page moves; a
 * link the page makes to its own address is.
 */
export function pageUses(
  files: readonly IndexedFile[],
  path: string,
  redirects: Readonly<Record<string, string>>,
  tokens: ReadonlyMap<string, string>,
): Use[] {
  return files.flatMap((file) =>
    file.leaves.flatMap((leaf) => {
      if (!pageFields.has(leaf.key)) return [];
      const target = linkTarget(withTokens(leaf.text, tokens), undefined);
      return target !== undefined && canonicalFor(target.path, redirects) === path ? [useOf(file, leaf)] : [];
    }),
  );
}

/** Uses grouped by their file, in the order found (site.yaml first, then by path): what a move or a replace saves, a file at a time. */
export function usesByFile(uses: readonly Use[]): Map<string, Use[]> {
  const files = new Map<string, Use[]>();
  for (const use of uses) files.set(use.file, [...(files.get(use.file) ?? []), use]);
  return files;
}

/** Every field of `files` whose value is the picture `src` (`/images/…`): a picture's `src`, the logo, or any other. */
export function pictureUses(files: readonly IndexedFile[], src: string, tokens: ReadonlyMap<string, string>): Use[] {
  return files.flatMap((file) => file.leaves.flatMap((leaf) => (withTokens(leaf.text, tokens) === src ? [useOf(file, leaf)] : [])));
}

/** Every value of `files` that could be a picture's address (`/images/…`), tokens filled in. */
export function picturesNamed(files: readonly IndexedFile[], tokens: ReadonlyMap<string, string>): Set<string> {
  const named = new Set<string>();
  for (const file of files)
    for (const leaf of file.leaves)
      if (leaf.text.startsWith('/images/') || leaf.text.includes('{')) named.add(withTokens(leaf.text, tokens));
  return named;
}
