import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Content } from '../../../../schema/content/content.ts';
import { markedTranslation, translationOf } from '../../../../schema/content/translations.ts';
import { translatedLanguages } from '../../../../schema/model/languages.ts';
import type { TranslateRequest, TranslateResponse } from '../../../api/contract/studio-api.ts';
import type { PageStore } from '../../pages/page-store.ts';
import { pageFile } from '../../pages/page-paths.ts';
import { refuse } from '../../refusal.ts';

/**
 * `POST /translate`: starts a page's translation into a language of site.yaml, as
 * `npm run new -- --translate` does: the page's own text in pages/<code>/, every text to translate
 * marked `REPLACE:`. Written as a new page is, then given to the store (the team studio commits it).
 */
export async function translatePage(
  pagesDir: string,
  content: Content,
  store: PageStore,
  request: TranslateRequest,
): Promise<TranslateResponse> {
  const languages = translatedLanguages(content.site);
  const language = languages.find((known) => known.code === request.language);
  if (language === undefined)
    throw refuse(
      'bad-request',
      languages.length === 0
        ? 'The site is written in one language — list the languages under “languages” in the site settings, then translate.'
        : `The site is not translated into “${request.language}” — choose one of ${languages.map((known) => known.name).join(', ')}.`,
    );
  const page = pageFile(pagesDir, request.file);
  if (
    translationOf(
      'pages',
      page.path,
      languages.map(({ code }) => code),
    ) !== undefined
  )
    throw refuse('bad-request', `${page.path} is a translation already — translate the page it translates.`);
  const targetPath = `pages/${language.code}/${page.path.slice('pages/'.length)}`;
  if (content.files.includes(targetPath)) throw refuse('name-taken', `${targetPath} exists already — open it to go on translating.`);
  const { text } = await store.read(page);
  const marked = markedTranslation(text, language.code, page.path === 'pages/site.yaml');
  mkdirSync(join(pagesDir, dirname(targetPath.slice('pages/'.length))), { recursive: true });
  const target = pageFile(pagesDir, targetPath, false);
  writeFileSync(target.file, marked.text, { flag: 'wx' });
  try {
    await store.created(target);
  } catch (error) {
    // A translation its store would not take (the team studio could not commit it) is not left behind.
    rmSync(target.file, { force: true });
    throw error;
  }
  return { file: targetPath, marked: marked.marked };
}
