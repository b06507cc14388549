import { trimSlash } from '../../../../schema/model/site-model.ts';
import { slugify } from '../../../../schema/model/slug.ts';
import { PagePath, PageSchema } from '../../../../schema/page.ts';
import type { ChangedFile, MovePageRequest, MovePageResponse, MovePreview, Use } from '../../../api/contract/studio-api.ts';
import { dataAt } from '../../../document/edits/data-edit.ts';
import { applyEdit, pageName, setScalar, type EditError } from '../../../document/index.ts';
import { oldAddressEdit } from '../../../document/keep-old-address.ts';
import type { CheckedPage } from '../../pages/page-store.ts';
import { Refusal, refuse } from '../../refusal.ts';
import { editEach, reasonOf, saveInTurn, type PageWrite, type SiteWriter } from './site-writes.ts';
import { dataOfText as dataOf, siteFile, type IndexedFile } from '../finding/text-index.ts';
import { aliasesOf, pathOf } from '../../../document/keep-old-address.ts';
import { translationLanguageNames, translationLanguages, translationsOfPage } from '../../../../schema/content/translations.ts';
import { linksToPage, sourceText, type PageLinks, type SiteNow } from '../finding/where-used-query.ts';
import { usesByFile as byFile, withTokens } from '../finding/where-used.ts';

/**
 * Moving a page to a new address (`GET /move-page` shows what it would do, `POST /move-page` does
 * it): its `path` becomes the new address and the old one joins its `aliases`, so every link and
 * bookmark to it keeps working; every link to it that where-used finds (`pageUses`: menus, footer,
 * buttons, cards, its own links to itself) is written with the new address, what followed the path
 * (`?…`, `#…`) kept. A link written with a `{token}` is left as written: it still reaches the page
 * through the old address. Every change is a `setScalar` or `applyEdit` on the file's YAML, so every
 * other byte of each file stays as it was.
 */

/** The page's fields in the schema's order: where a new `aliases` list goes (after `path`). */
export const pageFields = Object.keys(PageSchema.shape);

/** At most this much of a value the person typed is quoted back in a message. */
const quoted = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The link `href` to the new address `to`, with what followed its path (`?query`, `#anchor`) kept. */
export function movedLink(href: string, to: string): string {
  const end = href.search(/[?#]/);
  return end < 0 ? to : to + href.slice(end);
}

/** Why `to` cannot be a page's address (the schema's own check for `path`, and no `{tokens}`), or undefined. */
function badAddress(to: string, tokens: ReadonlyMap<string, string>): string | undefined {
  if (to.trim() === '') return 'Write the new address: a slash, then lower-case words joined by hyphens, for example /retail-pos.';
  if (PagePath.safeParse(to).success && !to.includes('{')) return undefined;
  const filled = withTokens(to, tokens);
  if (to.includes('{') && filled !== to && PagePath.safeParse(filled).success)
    return `“${quoted(to)}” holds a site setting in braces — write the new address in full, as visitors type it: ${filled}.`;
  const words = to
    .split('/')
    .map(slugify)
    .filter((word) => word !== '');
  const example = words.length === 0 ? '/retail-pos' : `/${words.join('/')}`;
  return `“${quoted(to)}” cannot be an address — write a slash, then lower-case words of letters and digits joined by hyphens (a slash between parts, none at the end), for example ${example}.`;
}

/** The other page that has `to` as its address or one of its aliases, in any letter case. */
function ownerOf(
  to: string,
  files: readonly IndexedFile[],
  own: IndexedFile,
  tokens: ReadonlyMap<string, string>,
): { file: IndexedFile; alias: boolean } | undefined {
  const same = (spelling: string) => trimSlash(withTokens(spelling, tokens).split(/[?#]/)[0] ?? '').toLowerCase() === to.toLowerCase();
  for (const file of files) {
    if (file === own || file.file === siteFile) continue;
    const path = pathOf(file.data);
    if (path !== undefined && same(path)) return { file, alias: false };
    if (aliasesOf(file.data).some(same)) return { file, alias: true };
  }
  return undefined;
}

/**
 * Why a translation cannot be moved or deleted by itself: its address and its place follow its
 * page's (moving or deleting the page carries its translations), or undefined for any other file.
 */
export function translationRefusal(file: IndexedFile, files: readonly IndexedFile[], change: 'moved' | 'deleted'): Refusal | undefined {
  const settings = files.find((candidate) => candidate.file === siteFile)?.data;
  const [, code, ...rest] = file.file.split('/');
  // The language as site.yaml names it (`Español`).
  const language = translationLanguageNames(settings).find((known) => known.code === code)?.name;
  if (language === undefined || rest.length === 0) return undefined;
  const page = `pages/${rest.join('/')}`;
  return refuse(
    'bad-request',
    change === 'moved'
      ? `${file.file} is the ${language} translation of ${page}: it keeps that page’s address and follows it — move ${page}, and its translations move with it.`
      : `${file.file} is the ${language} translation of ${page}: it goes when that page goes — delete ${page} to take both away.`,
  );
}

/** Why the page cannot move to `to`, or undefined when it can. */
function problemOf(links: PageLinks, to: string, files: readonly IndexedFile[]): Refusal | undefined {
  const { file, written, path, tokens } = links;
  const name = file.name;
  const translation = translationRefusal(file, files, 'moved');
  if (translation !== undefined) return translation;
  if (file.file === siteFile)
    return refuse('bad-request', 'The site settings (site.yaml) have no address to move — open a page and move that page instead.');
  if (written === undefined || path === undefined)
    return refuse('bad-request', `${name} has no address written (its “path”) — give it one in the page first.`);
  if (path === '/')
    return refuse(
      'home-page-fixed',
      `${name} is the home page, at /: the site’s front door stays where it is — move another page, or change what the home page says.`,
    );
  const bad = badAddress(to, tokens);
  if (bad !== undefined) return refuse('bad-name', bad);
  if (to === path) return refuse('bad-request', `${name} is at ${to} already — write the address it should move to.`);
  const owner = ownerOf(to, files, file, tokens);
  if (owner === undefined) return undefined;
  const other = `${owner.file.name} (${owner.file.file})`;
  return refuse(
    'name-taken',
    owner.alias
      ? `${to} already leads to ${other}, as one of its other addresses — choose another address for ${name}, or take ${to} out of that page’s aliases first.`
      : `${to} is the address of ${other} — choose another address for ${name}.`,
  );
}

/** A page file's path as the studio writes new ones: folders and a name of lower-case words joined by hyphens. */
const pageFilePattern = /^pages\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.yaml$/;

/**
 * The page's new file, checked (undefined when its file does not move): a path as the studio writes
 * page files, in a folder the pages folder has, that no other page has; site.yaml stays where it is.
 */
function fileTarget(
  toFile: string | undefined,
  page: CheckedPage,
  site: SiteNow,
  fileFor: (path: string) => CheckedPage,
): CheckedPage | Refusal | undefined {
  if (toFile === undefined || toFile === page.path) return undefined;
  if (page.path === siteFile) return refuse('bad-request', 'The site settings stay in pages/site.yaml: the site reads them there.');
  if (!pageFilePattern.test(toFile))
    return refuse(
      'bad-name',
      `“${quoted(toFile)}” cannot be a page’s file — write pages/, a folder, then lower-case words joined by hyphens and .yaml, for example pages/products/retail-pos.yaml.`,
    );
  if (site.sources.some((source) => site.apiPath(source.path) === toFile))
    return refuse('name-taken', `${toFile} is another page’s file already — choose another file name.`);
  try {
    return fileFor(toFile);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refuse('bad-name', `${toFile} is in a folder the pages folder does not have — choose one it has, such as pages/industries/.`);
  }
}

/** Whether `to` is the address the page has now (as written, or as the site reads it): only its file moves. */
const addressStays = (links: PageLinks, to: string): boolean => to === links.written || to === links.path;

/** A file's links rewritten to `to`: the new text, the links rewritten, and those left as written. */
interface FileMove {
  text: string;
  moved: Use[];
  kept: Use[];
}

/**
 * The links of one file (`uses`, all in it) rewritten to `to`. One written with a `{token}`, or
 * one the edit model cannot write (inside a YAML alias), is kept as written; one whose value is not
 * what the site had when its uses were found (saved meanwhile) is left for the next move to find.
 * `linkTo` writes each link (a move keeps what followed the path).
 */
export function moveLinks(text: string, data: unknown, uses: readonly Use[], to: string, linkTo = movedLink): FileMove {
  const result: FileMove = { text, moved: [], kept: [] };
  for (const use of uses) {
    if (use.value.includes('{')) {
      result.kept.push(use);
      continue;
    }
    if (dataAt(data, use.field) !== use.value) continue;
    const edited = setScalar(result.text, use.field, linkTo(use.value, to));
    if (edited.ok) {
      result.text = edited.text;
      result.moved.push(use);
    } else result.kept.push(use);
  }
  return result;
}

/** A refusal for an edit the page itself could not take. */
const notMoved = (name: string, error: EditError): Refusal =>
  refuse(error.code === 'invalid-yaml' ? 'not-yaml' : 'bad-request', `${name} could not be moved — ${error.message}`);

/** The moved page's own text: its links to itself, its new `path`, and its old address among its `aliases`. */
function movePageItself(
  text: string,
  links: PageLinks,
  to: string,
): { text: string; moved: Use[]; kept: Use[]; fields: number } | { error: EditError } {
  const data = dataOf(links.file.file, text);
  const own = moveLinks(
    text,
    data,
    links.uses.filter((use) => use.file === links.file.file),
    to,
  );
  const path = setScalar(own.text, ['path'], to);
  if (!path.ok) return { error: path.error };
  const alias = links.written === undefined ? undefined : oldAddressEdit(data, links.written, pageFields);
  if (alias === undefined) return { ...own, text: path.text, fields: own.moved.length + 1 };
  const aliased = applyEdit(path.text, alias);
  if (!aliased.ok) return { error: aliased.error };
  return { ...own, text: aliased.text, fields: own.moved.length + 2 };
}

/** `GET /move-page?file=…&to=…`: what the move would change, from the site as the store has it; why it cannot be made, as `problem`. */
export async function movePreview(
  site: SiteNow,
  writer: Pick<SiteWriter, 'pageAt' | 'fileFor'>,
  file: unknown,
  to: string,
  toFile?: string,
): Promise<MovePreview> {
  const page = writer.pageAt(typeof file === 'string' ? file : '');
  let links: PageLinks;
  try {
    links = await linksToPage(page.path, site);
  } catch (error) {
    if (error instanceof Refusal && error.code === 'not-yaml')
      return { from: '', to, links: [], kept: [], problem: error.message, file: toFile ?? page.path };
    throw error;
  }
  const target = fileTarget(toFile, page, site, writer.fileFor);
  const onlyFile = target !== undefined && addressStays(links, to);
  const problem =
    translationRefusal(links.file, site.files, 'moved') ??
    (target instanceof Refusal ? target : onlyFile ? undefined : problemOf(links, to, site.files));
  // Only the file moves: no link changes (links name the address).
  const after = toFile ?? page.path;
  if (onlyFile)
    return {
      from: links.written ?? '',
      to,
      links: [],
      kept: [],
      file: after,
      ...(problem === undefined ? {} : { problem: problem.message }),
    };
  // The links are listed whatever the problem: the person sees what a move of this page touches.
  const textOf = (path: string) => sourceText(site, path);
  const moved: Use[] = [];
  const kept: Use[] = [];
  for (const [path, uses] of byFile(links.uses)) {
    const text = textOf(path);
    const result = moveLinks(text, dataOf(path, text), uses, to);
    moved.push(...result.moved);
    kept.push(...result.kept);
  }
  return { from: links.written ?? '', to, links: moved, kept, file: after, ...(problem === undefined ? {} : { problem: problem.message }) };
}

/**
 * `POST /move-page`: every file that links to the page saved with its links rewritten, the page
 * itself last, each from the version read at the start (one save each: in the team studio, one
 * commit by the person). A save refused part way leaves the pages saved before it changed; the
 * same move again finishes it (their links lead to the new address already, and are not found again).
 */
export async function movePage(site: SiteNow, writer: SiteWriter, request: MovePageRequest): Promise<MovePageResponse> {
  const { to } = request;
  const page = writer.pageAt(request.file);
  const links = await linksToPage(page.path, site);
  const translation = translationRefusal(links.file, site.files, 'moved');
  if (translation !== undefined) throw translation;
  const target = fileTarget(request.toFile, page, site, writer.fileFor);
  if (target instanceof Refusal) throw target;
  const translations = target === undefined ? [] : translationTargets(page, target, site, writer);
  if (translations instanceof Refusal) throw translations;
  const changed = target !== undefined && addressStays(links, to) ? [] : await moveAddress(writer, links, page, to, site);
  if (target === undefined) return { from: links.written ?? '', to, changed, file: page.path };
  // Its translations' files first, each to the same place in its language's folder, so that no
  // moment has a translation whose page is not where it says.
  const moved: string[] = [];
  try {
    for (const { from, to: place } of translations) {
      const { version } = await writer.read(from);
      await writer.moveFile(from, place, version);
      moved.push(from.path);
    }
    const { version } = await writer.read(page);
    await writer.moveFile(page, target, version);
  } catch (error) {
    if (changed.length === 0 && moved.length === 0) throw error;
    const done = moved.length === 0 ? '' : ` (its translations ${moved.join(', ')} moved)`;
    throw refuse(
      'partly-done',
      `Moved only part way: ${links.file.name} is at ${to} now${done}, but its file could not be moved to ${target.path} (${reasonOf(error)}) — move its file again.`,
    );
  }
  return { from: links.written ?? '', to, changed, file: target.path };
}

/**
 * Where each of the page's translations goes when its file moves: the same place in its language's
 * folder. Checked before anything is written, so a move that a translation cannot follow changes nothing.
 */
function translationTargets(
  page: CheckedPage,
  target: CheckedPage,
  site: SiteNow,
  writer: SiteWriter,
): { from: CheckedPage; to: CheckedPage }[] | Refusal {
  const targets: { from: CheckedPage; to: CheckedPage }[] = [];
  for (const path of pageTranslations(page.path, site)) {
    const [, code = ''] = path.split('/');
    const place = `pages/${code}/${target.path.slice('pages/'.length)}`;
    try {
      targets.push({ from: writer.pageAt(path), to: writer.fileFor(place) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return refuse(
        'bad-name',
        `${page.path} cannot move there: its translation ${path} would go to ${place}, in a folder the ${code} folder does not have — choose a folder both have, or add it to pages/${code}/ first.`,
      );
    }
    if (site.sources.some((source) => site.apiPath(source.path) === place))
      return refuse(
        'name-taken',
        `${page.path} cannot move there: its translation ${path} would go to ${place}, which is another file already — choose another file name.`,
      );
  }
  return targets;
}

/** The files that translate the page, as the site has them now. */
export const pageTranslations = (pagePath: string, site: SiteNow): string[] =>
  translationsOfPage(pagePath, translationLanguages(site.files.find((file) => file.file === siteFile)?.data), (path) =>
    site.files.some((file) => file.file === path),
  );

/** The address part of a move: every link to the page, then the page itself, each saved once. */
async function moveAddress(writer: SiteWriter, links: PageLinks, page: CheckedPage, to: string, site: SiteNow): Promise<ChangedFile[]> {
  const problem = problemOf(links, to, site.files);
  if (problem !== undefined) throw problem;
  const uses = byFile(links.uses);
  const writes: PageWrite[] = [];
  for (const [path, fileUses] of uses) {
    if (path === page.path) continue;
    const other = writer.pageAt(path);
    const { text, version } = await writer.read(other);
    const data = dataOf(path, text);
    const result = moveLinks(text, data, fileUses, to);
    if (result.moved.length > 0)
      writes.push({ page: other, name: pageName(data, path), text: result.text, version, fields: result.moved.length });
  }
  // Each translation of the page moves with it: a translation keeps its page's `path` and `aliases`.
  await editEach(writes, writer, pageTranslations(page.path, site), (text, path) => {
    const translated = movePageItself(text, { ...links, uses: [], file: { ...links.file, file: path } }, to);
    if ('error' in translated) throw notMoved(links.file.name, translated.error);
    return translated;
  });
  const { text, version } = await writer.read(page);
  const itself = movePageItself(text, links, to);
  if ('error' in itself) throw notMoved(links.file.name, itself.error);
  writes.push({ page, name: pageName(dataOf(page.path, itself.text), page.path), text: itself.text, version, fields: itself.fields });
  return saveInTurn(writes, writer, 'move');
}
