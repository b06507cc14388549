import { slugify } from '../model/slug.ts';
import { wordPlaceholder } from '../model/frame-words.ts';
import { childOf, valueAt } from './walk.ts';

const tokenPattern = /\{([a-zA-Z]\w*)\}/g;

function field(value: unknown, ...path: string[]): string | undefined {
  const found = valueAt(value, path);
  return typeof found === 'string' ? found : undefined;
}

/** The `{tokens}` site.yaml defines, read from its raw value so a broken site still yields most. */
export function siteTokens(rawSite: unknown, year = new Date().getFullYear()): Map<string, string> {
  const tokens = new Map<string, string>([['year', String(year)]]);
  const brand = field(rawSite, 'brand', 'name');
  if (brand !== undefined) {
    tokens.set('brand', brand);
    tokens.set('brandSlug', slugify(brand));
  }
  const email = field(rawSite, 'contact', 'email');
  if (email !== undefined) tokens.set('email', email);
  const phone = field(rawSite, 'contact', 'phone');
  if (phone !== undefined) tokens.set('phone', phone);
  const extra = childOf(rawSite, 'tokens');
  if (typeof extra === 'object' && extra !== null) {
    for (const [name, value] of Object.entries(extra)) if (typeof value === 'string') tokens.set(name, value);
  }
  return tokens;
}

export interface UnknownToken {
  path: PropertyKey[];
  /** As written, braces included: `{brnd}`. */
  token: string;
  /** The names of the tokens that are defined. */
  known: string[];
}

/** A copy of `value` with every known `{token}` in its strings replaced; unknown ones reported. */
export function resolveTokens(
  value: unknown,
  tokens: ReadonlyMap<string, string>,
  unknown: UnknownToken[],
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{')) return value;
    return value.replace(tokenPattern, (whole, name: string) => {
      const replacement = tokens.get(name);
      if (replacement !== undefined) return replacement;
      // A word of the site's frame keeps its placeholder: the site fills it in where it shows the word.
      if (name === wordPlaceholder && path[0] === 'words') return whole;
      unknown.push({ path, token: whole, known: [...tokens.keys()] });
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => resolveTokens(item, tokens, unknown, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTokens(item, tokens, unknown, [...path, key])]));
  }
  return value;
}
