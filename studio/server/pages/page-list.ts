import { parse } from 'yaml';
import type { Content } from '../../../schema/content/content.ts';
import { translationOf } from '../../../schema/content/translations.ts';
import { translatedLanguages } from '../../../schema/model/languages.ts';
import { resolveTokens, siteTokens } from '../../../schema/content/tokens.ts';
import type { PageSummary, PagesResponse } from '../../api/contract/studio-api.ts';

/** A page's own words for the list, read from its text as written, even when it has problems. */
interface Written {
  title?: string;
  url?: string;
  group?: string;
  label?: string;
  order?: number;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The list's words of each page text seen lately, by text and the site's tokens: the list is asked for on every
 * screen that shows it, and reading every page again each time was most of its cost. Cleared when it grows past
 * a site's worth of texts, so edited versions do not pile up.
 */
const writtenOf = new Map<string, Written>();
const writtenKept = 2_000;

/** What the list shows of a page, with `{brand}` and the other tokens resolved as the site shows them. */
function written(text: string | undefined, tokens: ReadonlyMap<string, string>, tokensKey: string): Written {
  if (text === undefined) return {};
  const key = `${tokensKey}\n${text}`;
  const known = writtenOf.get(key);
  if (known !== undefined) return known;
  if (writtenOf.size >= writtenKept) writtenOf.clear();
  const found = readWritten(text, tokens);
  writtenOf.set(key, found);
  return found;
}

function readWritten(text: string, tokens: ReadonlyMap<string, string>): Written {
  const data = resolveTokens(parsed(text), tokens, []);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const record: Record<string, unknown> = { ...data };
  const nav: unknown = record['nav'];
  const navRecord: Record<string, unknown> = typeof nav === 'object' && nav !== null && !Array.isArray(nav) ? { ...nav } : {};
  const order = navRecord['order'];
  const found: Written = {};
  const title = textOf(record['title']);
  const url = textOf(record['path']);
  const group = textOf(navRecord['group']);
  const label = textOf(navRecord['label']);
  if (title !== undefined) found.title = title;
  if (url !== undefined) found.url = url;
  if (group !== undefined) found.group = group;
  if (label !== undefined) found.label = label;
  if (typeof order === 'number') found.order = order;
  return found;
}

/** A browser-tab title as a page's name: “Retail ERP | Lumora” is “Retail ERP” (as the studio's `pageName` reads `| {brand}`). */
function withoutBrand(title: string | undefined, tokens: ReadonlyMap<string, string>): string | undefined {
  const brand = tokens.get('brand');
  if (title === undefined || brand === undefined || !title.endsWith(brand)) return title;
  const named = title.slice(0, -brand.length).replace(/\s*\|\s*$/, '');
  return named === title.slice(0, -brand.length) || named === '' ? title : named;
}

/**
 * Every file of the pages folder for the studio's list: its title, address and problem counts,
 * grouped as the menus group them (site.yaml's `navGroups`, in header order), then pages in no
 * menu, then the site settings.
 */
export function pageList(content: Content, apiPath: (file: string) => string): PagesResponse {
  const groups = (content.site?.navGroups ?? []).map(({ id, label }) => ({ id, label }));
  const known = new Set(groups.map((group) => group.id));
  const tokens = siteTokens(parsed(content.files[0] === undefined ? undefined : content.sources.get(content.files[0])));
  const tokensKey = JSON.stringify([...tokens]);
  // A translation is not a page of its own: it is opened from its page (the translations board, side by side).
  const translated = translatedLanguages(content.site).map(({ code }) => code);
  const isTranslation = (file: string) => translationOf('pages', apiPath(file), translated) !== undefined;
  function summaryOf(file: string, index: number): PageSummary {
    const own = content.problems.filter((problem) => problem.file === file);
    const counts = {
      errors: own.filter((problem) => problem.severity === 'error').length,
      warnings: own.filter((problem) => problem.severity === 'warning').length,
    };
    // The loader lists site.yaml first.
    if (index === 0) return { path: apiPath(file), kind: 'site', title: 'Site settings', group: 'site', ...counts };
    const page = written(content.sources.get(file), tokens, tokensKey);
    const group = page.group !== undefined && known.has(page.group) ? page.group : 'other';
    return {
      path: apiPath(file),
      kind: 'page',
      title: page.label ?? withoutBrand(page.title, tokens) ?? apiPath(file),
      ...(page.title !== undefined ? { pageTitle: page.title } : {}),
      ...(page.url !== undefined ? { url: page.url } : {}),
      group,
      order: page.order ?? 100,
      ...counts,
    };
  }
  const pages = content.files.flatMap((file, index): PageSummary[] => (index > 0 && isTranslation(file) ? [] : [summaryOf(file, index)]));
  const rank = new Map([
    ...groups.map((group, index) => [group.id, index] as const),
    ['other', groups.length],
    ['site', groups.length + 1],
  ]);
  pages.sort(
    (a, b) => (rank.get(a.group) ?? 0) - (rank.get(b.group) ?? 0) || (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title),
  );
  return { pages, groups: [...groups, { id: 'other', label: 'Pages in no menu' }, { id: 'site', label: 'Site settings' }] };
}
