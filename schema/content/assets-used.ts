import { walk } from './walk.ts';

/**
 * The icon names and picture paths a value uses (a page, or the site settings): what a page's
 * chunk bundles, and what the team studio's preview frame asks the studio for.
 */
export function assetsUsed(value: unknown): { icons: string[]; images: string[] } {
  const icons = new Set<string>();
  const images = new Set<string>();
  walk(value, (_path, key, item) => {
    if (typeof item !== 'string') return;
    if (key === 'icon') icons.add(item);
    if (key === 'src' && item.startsWith('/images/')) images.add(item);
  });
  return { icons: [...icons].sort(), images: [...images].sort() };
}
