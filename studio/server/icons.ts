import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { knownIcons } from '../../schema/content/checks.ts';
import type { IconInfo, IconShape, IconsResponse } from './api-types.ts';
import { iconShapes } from './icon-shapes.ts';

/** How many icons an answer holds when the request does not say. */
export const defaultIconLimit = 60;
/** The most icons one answer holds, whatever the request asks: each is drawn, so answers stay small. */
export const maxIconLimit = 200;

const styled = /(Outlined|Rounded|Sharp|TwoTone)$/;

interface Entry {
  name: string;
  lower: string;
  /** 0 for the plain style, 1 for Outlined, Rounded, Sharp and TwoTone. */
  style: number;
}

let sorted: Entry[] | undefined;
/** Every name the validator accepts, the plain style first, then alphabetical: sorted once, then only filtered. */
function entries(): Entry[] {
  sorted ??= [...knownIcons()]
    .map((name): Entry => ({ name, lower: name.toLowerCase(), style: styled.test(name) ? 1 : 0 }))
    .sort((a, b) => a.style - b.style || (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return sorted;
}

let folder: string | undefined;
const shapesByName = new Map<string, IconShape[]>();

/** An icon's shapes, read from its module in @mui/icons-material once, then kept. */
function shapesOf(name: string): IconShape[] {
  const known = shapesByName.get(name);
  if (known !== undefined) return known;
  folder ??= dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
  let shapes: IconShape[] = [];
  try {
    shapes = iconShapes(readFileSync(join(folder, `${name}.mjs`), 'utf8'));
  } catch {
    // No module file: the icon is listed, drawn as nothing.
  }
  shapesByName.set(name, shapes);
  return shapes;
}

/** `limit` as asked, within 0 to `maxIconLimit`; anything else is the default. */
function limitOf(written: string | null): number {
  const asked = written === null || written.trim() === '' ? Number.NaN : Number(written);
  return Number.isInteger(asked) ? Math.min(Math.max(asked, 0), maxIconLimit) : defaultIconLimit;
}

/**
 * The icons whose names hold `search` (any case; spaces, hyphens and underscores ignored), for the
 * icon picker: the plain style before Outlined, Rounded, Sharp and TwoTone; in each, the name
 * itself, then names that start with it, then names that hold it, each alphabetical. Empty
 * search: every icon.
 */
export function iconSearch(search: string | null, limit: string | null): IconsResponse {
  const wanted = (search ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  // Two styles × (exact, prefix, inside), in order.
  const buckets: Entry[][] = [[], [], [], [], [], []];
  for (const entry of entries()) {
    const at = entry.lower.indexOf(wanted);
    if (at < 0) continue;
    const rank = entry.lower === wanted ? 0 : at === 0 ? 1 : 2;
    buckets[entry.style * 3 + rank]?.push(entry);
  }
  const matches = buckets.flat();
  const icons = matches.slice(0, limitOf(limit)).map(({ name }): IconInfo => ({ name, shapes: shapesOf(name) }));
  return { icons, total: matches.length };
}
