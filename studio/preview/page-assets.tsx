import { hc } from 'hono/client';
import { answerOf, clientOptions } from '../api/contract/api-call.ts';
import { apiBase } from '../api/contract/routes.ts';
import { createSvgIcon } from '@mui/material/utils';
import type { PageAssets } from '../../src/assets.tsx';
import type { StudioApiRoutes } from '../server/api.ts';
import { Shape } from './IconDrawing.tsx';

type IconComponent = PageAssets['icons'][string];
type Size = PageAssets['images'][string];

/** The studio's API, on the same server as the frame (the person's session goes along). */

const icons = new Map<string, IconComponent>();
/** Names asked for and not known to the studio: not asked again. */
const unknownIcons = new Set<string>();
const sizes = new Map<string, Size>();
/** Pictures not in the folder when the list was last read: read again only for a picture not tried yet. */
const missingPictures = new Set<string>();

/** The studio's answers, or its refusals in its own words (a session that ended says to sign in again). */
const api = hc<StudioApiRoutes>(
  apiBase,
  clientOptions({ otherAnswer: (status) => `The studio did not answer (${String(status)}) for the preview's icons and pictures.` }),
);

async function loadIcons(names: readonly string[]): Promise<void> {
  const wanted = names.filter((name) => !icons.has(name) && !unknownIcons.has(name));
  if (wanted.length === 0) return;
  const answer = await answerOf(api.icons.$get({ query: { names: wanted.join(',') } }));
  for (const { name, shapes } of answer.icons)
    icons.set(
      name,
      createSvgIcon(
        shapes.map((shape, index) => <Shape key={index} shape={shape} />),
        name,
      ),
    );
  for (const name of wanted) if (!icons.has(name)) unknownIcons.add(name);
}

async function loadSizes(srcs: readonly string[]): Promise<void> {
  const wanted = srcs.filter((src) => !sizes.has(src) && !missingPictures.has(src));
  if (wanted.length === 0) return;
  const answer = await answerOf(api.images.$get());
  for (const { src, width, height } of answer.images) if (width !== undefined && height !== undefined) sizes.set(src, { width, height });
  for (const src of wanted) if (!sizes.has(src)) missingPictures.add(src);
}

/**
 * The icons and picture sizes a draft uses, fetched from the studio the first time each is used
 * (a page chunk bundles them; a draft may name any icon at any edit), then kept for the session.
 */
export async function assetsFor(used: { icons: readonly string[]; images: readonly string[] }): Promise<PageAssets> {
  await Promise.all([loadIcons(used.icons), loadSizes(used.images)]);
  const pick = <T,>(known: ReadonlyMap<string, T>, names: readonly string[]): Record<string, T> =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = known.get(name);
        return value === undefined ? [] : [[name, value]];
      }),
    );
  return { icons: pick(icons, used.icons), images: pick(sizes, used.images) };
}
