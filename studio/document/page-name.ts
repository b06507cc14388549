import { dataAt } from './edits/data-edit.ts';

/**
 * A page's name as people say it, wherever the studio names a page (the editor's heading, History,
 * drafts, requests, commit messages): its menu label, or its title without the brand, or its file.
 */
export function pageName(data: unknown, file: string): string {
  if (file.endsWith('site.yaml')) return 'Site settings';
  const label = dataAt(data, ['nav', 'label']);
  if (typeof label === 'string' && label.trim() !== '') return label.trim();
  const title = dataAt(data, ['title']);
  // “Retail ERP | {brand}”: the part before the brand.
  const named = typeof title === 'string' ? title.replace(/\s*\|\s*\{brand\}\s*$/, '').trim() : '';
  return named === '' ? file : named;
}
