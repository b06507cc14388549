import { knownIcons } from '../../../schema/content/checks.ts';
import type { IconInfo, IconShape, IconsResponse } from '../../api/contract/studio-api.ts';
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

const shapesByName = new Map<string, Promise<IconShape[]>>();

/** An icon's shapes, drawn from its component once, then kept. */
function shapesOf(name: string): Promise<IconShape[]> {
  let shapes = shapesByName.get(name);
  if (shapes === undefined) {
    // An icon that does not render is listed, drawn as nothing.
    shapes = iconShapes(name).catch((): IconShape[] => []);
    shapesByName.set(name, shapes);
  }
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
export async function iconSearch(search: string | null, limit: string | null): Promise<IconsResponse> {
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
  const icons = await Promise.all(
    matches.slice(0, limitOf(limit)).map(async ({ name }): Promise<IconInfo> => ({ name, shapes: await shapesOf(name) })),
  );
  return { icons, total: matches.length };
}

/**
 * The icons of these exact names (comma-separated), for the team studio's preview frame, which
 * draws a draft's icons from their shapes. Names the validator does not know are left out.
 */
export async function iconsNamed(names: string): Promise<IconsResponse> {
  const known = knownIcons();
  const wanted = [...new Set(names.split(','))].filter((name) => known.has(name)).slice(0, maxIconLimit);
  const icons = await Promise.all(wanted.map(async (name): Promise<IconInfo> => ({ name, shapes: await shapesOf(name) })));
  return { icons, total: icons.length };
}
