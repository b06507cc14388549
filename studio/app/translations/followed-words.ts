import type { FollowedTranslation } from '../../api/contract/studio-api.ts';

/**
 * What a save did to the page's translations, in a sentence each: brought to the page's new
 * sections with their new texts to translate, or why one could not be.
 */
export function followedWords(followed: readonly FollowedTranslation[] | undefined): string {
  return (followed ?? [])
    .map(({ language, marked, problem }) => {
      if (problem !== undefined)
        return `The ${language} translation could not take the page's new sections (${problem}) — open it and change it the same way.`;
      const texts = marked === 1 ? '1 new text' : `${String(marked)} new texts`;
      return marked === 0
        ? `The ${language} translation took the page's new sections.`
        : `The ${language} translation took the page's new sections: ${texts} to translate, marked.`;
    })
    .join(' ');
}
