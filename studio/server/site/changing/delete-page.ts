import type { DeletePageRequest, DeletePageResponse, DeletePreview, Use } from '../../../api/contract/studio-api.ts';
import { applyEdit, pageName } from '../../../document/index.ts';
import { oldAddressEdit } from '../../../document/keep-old-address.ts';
import type { CheckedPage } from '../../pages/page-store.ts';
import { Refusal, refuse } from '../../refusal.ts';
import { pageIds } from '../../../../schema/model/page-ids.ts';
import { movedLink, moveLinks, pageFields, pageTranslations, translationRefusal } from './move-page.ts';
import { editEach, namesInWords, reasonOf, saveInTurn, type PageWrite, type SiteWriter } from './site-writes.ts';
import { dataOfText as dataOf, siteFile, type IndexedFile } from '../finding/text-index.ts';
import { aliasesOf, pathOf } from '../../../document/keep-old-address.ts';
import { linksToPage, sourceText, type PageLinks, type SiteNow } from '../finding/where-used-query.ts';
import { usesByFile as byFile } from '../finding/where-used.ts';

/**
 * Deleting a page (`GET /delete-page` shows what it would do, `POST /delete-page` does it): every
 * link to it that where-used finds is written with the address of the page the author chose
 * instead, that page takes the deleted page's address and aliases among its own `aliases` (so
 * bookmarks and search engines are sent on with a 301, as for a move), and then the file is taken
 * out. A link written with a `{token}` is left as written: it reaches the chosen page through the
 * old address. Every change is an edit on a file's YAML, so every other byte stays as it was.
 */

/** The page that takes the deleted one's place: its file and the address its file writes. */
interface Target {
  file: IndexedFile;
  written: string;
}

/** Why the page cannot be deleted with `to` taking its place, or the page that does. */
function targetOf(links: PageLinks, to: string, files: readonly IndexedFile[]): Target | Refusal {
  const { file } = links;
  if (file.file === siteFile)
    return refuse('bad-request', 'The site settings (site.yaml) hold the menus and the footer of every page, so they cannot be deleted.');
  const translation = translationRefusal(file, files, 'deleted');
  if (translation !== undefined) return translation;
  if (links.path === '/')
    return refuse(
      'home-page-fixed',
      `${file.name} is the home page, at /: the site’s front door cannot be deleted — change what it says instead.`,
    );
  if (to === '') return refuse('bad-request', `Choose the page that visitors, and every link to ${file.name}, go to instead.`);
  if (to === file.file) return refuse('bad-request', `${file.name} cannot take its own place — choose another page for visitors to go to.`);
  const target = files.find((candidate) => candidate.file === to);
  if (target === undefined || target.file === siteFile)
    return refuse('not-found', `There is no page ${to.slice(0, 200)} to send visitors to — choose one from the list of pages.`);
  const written = pathOf(target.data);
  if (written === undefined)
    return refuse('bad-request', `${target.name} has no address written (its “path”), so no one can be sent there — choose another page.`);
  return { file: target, written };
}

/**
 * How a link to the deleted page is written to lead to `to`: what followed its path kept, but an
 * `#anchor` the chosen page has no section for (a link to the deleted page's questions, say) is
 * dropped, so the link lands at the top of the page instead of nowhere.
 */
async function linkWriter(site: SiteNow, target: IndexedFile): Promise<(href: string, to: string) => string> {
  const entry = (await site.content()).pages.find((page) => site.apiPath(page.file) === target.file);
  const ids = entry === undefined ? undefined : pageIds(entry.page);
  return (href, to) => {
    const link = movedLink(href, to);
    const hash = link.indexOf('#');
    return hash < 0 || ids === undefined || ids.includes(link.slice(hash + 1)) ? link : link.slice(0, hash);
  };
}

/** The addresses that lead to the deleted page now: its own and its aliases, as its file writes them. */
const addressesOf = (links: PageLinks): string[] => [
  ...(links.written === undefined ? [] : [links.written]),
  ...aliasesOf(links.file.data),
];

/** The links in other files than the deleted page, grouped by file: the deleted page's own links go with it. */
const otherFiles = (links: PageLinks): [string, Use[]][] => [...byFile(links.uses)].filter(([path]) => path !== links.file.file);

/** `GET /delete-page?file=…&to=…`: what the delete would change, from the site as the store has it; why it cannot be made, as `problem`. */
export async function deletePreview(
  site: SiteNow,
  pageAt: (path: string) => CheckedPage,
  file: unknown,
  to: string,
): Promise<DeletePreview> {
  const page = pageAt(typeof file === 'string' ? file : '');
  const links = await linksToPage(page.path, site);
  const target = targetOf(links, to, site.files);
  const toPath = target instanceof Refusal ? '' : target.written;
  const textOf = (path: string) => sourceText(site, path);
  const linkTo = target instanceof Refusal ? movedLink : await linkWriter(site, target.file);
  const moved: Use[] = [];
  const kept: Use[] = [];
  for (const [path, uses] of otherFiles(links)) {
    // Before a page is chosen, the links are listed as they are: each one would follow.
    if (toPath === '') {
      for (const use of uses) (use.value.includes('{') ? kept : moved).push(use);
      continue;
    }
    const text = textOf(path);
    const result = moveLinks(text, dataOf(path, text), uses, toPath, linkTo);
    moved.push(...result.moved);
    kept.push(...result.kept);
  }
  return {
    from: links.written ?? '',
    aliases: aliasesOf(links.file.data),
    to: toPath,
    links: moved,
    kept,
    ...(target instanceof Refusal ? { problem: target.message } : {}),
  };
}

/** The chosen page's text with the deleted page's addresses among its aliases: `fields` is how many were added. */
function withAddresses(text: string, path: string, addresses: readonly string[]): { text: string; fields: number } {
  let result = { text, fields: 0 };
  for (const address of addresses) {
    const edit = oldAddressEdit(dataOf(path, result.text), address, pageFields);
    if (edit === undefined) continue;
    const edited = applyEdit(result.text, edit);
    if (!edited.ok) throw refuse('bad-request', `The page to send visitors to could not take ${address} — ${edited.error.message}`);
    result = { text: edited.text, fields: result.fields + 1 };
  }
  return result;
}

/**
 * `POST /delete-page`: each page that links to the deleted one saved with its links leading to the
 * chosen page, then the chosen page with the deleted one's addresses, then the file taken out (in
 * the team studio, one commit each by the person). Stopped part way, the same delete again finishes it.
 */
export async function deletePage(site: SiteNow, writer: SiteWriter, request: DeletePageRequest): Promise<DeletePageResponse> {
  const page = writer.pageAt(request.file);
  const links = await linksToPage(page.path, site);
  const target = targetOf(links, request.to, site.files);
  if (target instanceof Refusal) throw target;
  const targetPage = writer.pageAt(target.file.file);
  const linkTo = await linkWriter(site, target.file);
  const writes: PageWrite[] = [];
  for (const [path, fileUses] of otherFiles(links)) {
    if (path === target.file.file) continue;
    const other = writer.pageAt(path);
    const { text, version } = await writer.read(other);
    const result = moveLinks(text, dataOf(path, text), fileUses, target.written, linkTo);
    if (result.moved.length > 0)
      writes.push({ page: other, name: pageName(dataOf(path, text), path), text: result.text, version, fields: result.moved.length });
  }
  const { text, version } = await writer.read(targetPage);
  const ownLinks = byFile(links.uses).get(target.file.file) ?? [];
  const relinked = moveLinks(text, dataOf(target.file.file, text), ownLinks, target.written, linkTo);
  const addressed = withAddresses(relinked.text, target.file.file, addressesOf(links));
  const fields = relinked.moved.length + addressed.fields;
  if (fields > 0) writes.push({ page: targetPage, name: target.file.name, text: addressed.text, version, fields });
  // The chosen page's translations take the same addresses: a translation keeps its page's aliases.
  await editEach(writes, writer, pageTranslations(target.file.file, site), (text, path) => withAddresses(text, path, addressesOf(links)));
  const changed = await saveInTurn(writes, writer, 'delete');
  const seen = await writer.read(page);
  try {
    // Its translations go with it, then the page itself.
    for (const path of pageTranslations(page.path, site)) {
      const translation = writer.pageAt(path);
      await writer.remove(translation, (await writer.read(translation)).version);
    }
    await writer.remove(page, seen.version);
  } catch (error) {
    if (changed.length === 0) throw error;
    const done = changed.map((file) => file.name);
    throw refuse(
      'partly-done',
      `Deleted only part way: ${namesInWords(done)} ${done.length === 1 ? 'was' : 'were'} changed to lead to ${target.file.name}, then ${links.file.name} could not be taken out (${reasonOf(error)}) — delete it again to finish.`,
    );
  }
  return {
    removed: { file: page.path, name: links.file.name },
    from: links.written ?? '',
    to: { file: target.file.file, name: target.file.name, path: target.written },
    changed,
  };
}
