/**
 * The prerendered page's CSS, in `<style>` tags of the site's own form rather than Emotion's
 * (`data-emotion="css …"`). Emotion takes over tags of its own form when the browser's cache is
 * made, and again when a `<Global>` style hydrates, by moving each tag within the head. Chromium
 * treats a moved style tag as removed and added again, and restyles every element its rules
 * match: three times on each page while it loaded, about 12 ms each at full CPU speed here.
 * Tags of this form are never moved: the browser's cache is told which styles they hold
 * (`createEmotionCache` in Providers.tsx), and the page-wide styles are not rendered again over them.
 */
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';

/** On the tag of the page's class rules: the names of the styles it holds, space-separated. */
export const classStylesAttribute = 'data-site-styles';

/** On each tag of page-wide styles (MUI's baseline, keyframes): the names of the styles it holds. */
export const globalStylesAttribute = 'data-site-global';

/** The `<style>` tags of the prerendered head, page-wide styles first, as Emotion orders them. */
export function prerenderedStyleTags(chunks: EmotionCriticalToChunks['styles']): string {
  return chunks
    .map(({ key, ids, css }) => {
      const attribute = key.endsWith('-global') ? globalStylesAttribute : classStylesAttribute;
      return `<style ${attribute}="${ids.join(' ')}">${css}</style>`;
    })
    .join('');
}

/** The prerendered style tags in this document, in order (none in the studio's preview or a unit test). */
export function prerenderedTags(): HTMLStyleElement[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll<HTMLStyleElement>(`style[${classStylesAttribute}], style[${globalStylesAttribute}]`)];
}

/** The names of the styles that the given tags hold (class rules, page-wide rules, keyframes). */
export function namesIn(tags: readonly HTMLStyleElement[]): string[] {
  return tags.flatMap((tag) =>
    (tag.getAttribute(classStylesAttribute) ?? tag.getAttribute(globalStylesAttribute) ?? '').split(' ').filter(Boolean),
  );
}

let globalsPrerendered: boolean | undefined;

/**
 * Whether the document carries the page-wide styles from the prerender. They then stay as they
 * are: rendering MUI's baseline again would only put the same rules in a tag of its own and restyle
 * the whole page. Asked once: the styles do not change while the page is open.
 */
export function pageWideStylesPrerendered(): boolean {
  if (typeof document === 'undefined') return false;
  globalsPrerendered ??= document.querySelector(`style[${globalStylesAttribute}]`) !== null;
  return globalsPrerendered;
}
