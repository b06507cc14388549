import { followedTranslation } from '../../../../schema/content/follow-page.ts';
import { translationsOfPage } from '../../../../schema/content/translations.ts';
import type { FollowedTranslation } from '../../../api/contract/studio-api.ts';
import { reasonOf, type SiteWriter } from './site-writes.ts';

/**
 * After a page is saved: each of its translations that the save would leave differing from it in
 * more than words (a section added, moved or removed) is brought to the page's new sections
 * (schema/content/follow-page.ts) and saved as an author's save is, in the same store (in the team
 * studio, the same draft). `languages`: the codes the site translates into, with their names.
 * What could not be saved is said, not thrown: the page's own save stands, and the validator names
 * the places the translation still differs.
 */
export async function followTranslations(
  writer: SiteWriter,
  languages: readonly { code: string; name: string }[],
  page: { path: string; before: string; after: string },
  exists: (path: string) => boolean,
): Promise<FollowedTranslation[]> {
  const followed: FollowedTranslation[] = [];
  const files = translationsOfPage(
    page.path,
    languages.map(({ code }) => code),
    exists,
  );
  for (const file of files) {
    const code = file.split('/')[1] ?? '';
    const language = languages.find((known) => known.code === code)?.name ?? code;
    try {
      const translation = writer.pageAt(file);
      const read = await writer.read(translation);
      const next = followedTranslation(page.before, page.after, read.text, code);
      if (next === undefined) continue;
      await writer.write(translation, { path: file, text: next.text, version: read.version }, writer.check(translation, next.text));
      followed.push({ file, language, marked: next.marked });
    } catch (error) {
      followed.push({ file, language, marked: 0, problem: reasonOf(error) });
    }
  }
  return followed;
}
