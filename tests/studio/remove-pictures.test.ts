/**
 * Pictures used on no page, removed through the studio API (studio/server/site/changing/remove-pictures.ts)
 * on a scratch site with a public folder of its own: only those no field uses, every one checked
 * before the first goes; a used, unknown or foreign picture refuses the whole request in words.
 */
import { existsSync, mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { siteRoutes } from '../../studio/api/contract/routes.ts';
import { studioApi } from '../../studio/server/api.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n';
const root = fixtureRoot();
const publicDir = join(root, 'public');
// The fixture's public folder is a link to the project's: this test has one of its own, which it may empty.
unlinkSync(publicDir);
// The fixture's site settings use /images/logo.svg; the two others are used on no page.
for (const file of ['logo.svg', 'old/spring.svg', 'old/autumn.svg']) {
  mkdirSync(join(publicDir, 'images', file, '..'), { recursive: true });
  writeFileSync(join(publicDir, 'images', file), svg);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const api = studioApi({ pagesDir: join(root, 'pages'), publicDir, schemas: () => studioSchemas(projectRoot) });
async function call(method: string, route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const init: RequestInit =
    body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const answer = await api.fetch(new Request(`http://studio.test${route}`, init));
  return { status: answer.status, body: await answer.json() };
}
const there = (src: string) => existsSync(join(publicDir, ...src.split('/').slice(1)));

test('refuses, before anything goes: a picture a page uses (naming where), one the site does not have, an empty list', async () => {
  expect(await call('GET', siteRoutes.unusedPictures)).toEqual({
    status: 200,
    body: { pictures: ['/images/old/autumn.svg', '/images/old/spring.svg'] },
  });
  const used = await call('POST', siteRoutes.removePictures, { pictures: ['/images/old/spring.svg', '/images/logo.svg'] });
  expect(used).toEqual({
    status: 400,
    body: {
      error: 'bad-request',
      message:
        '/images/logo.svg is used on Site settings (brand › logo › src) — a picture is removed only once no page uses it; nothing was removed.',
    },
  });
  for (const src of ['/images/old/winter.svg', '/robots.txt', '/images/../pages/home.yaml'])
    expect(await call('POST', siteRoutes.removePictures, { pictures: [src] })).toMatchObject({ status: 404, body: { error: 'not-found' } });
  expect(await call('POST', siteRoutes.removePictures, { pictures: [] })).toMatchObject({ status: 400, body: { error: 'bad-request' } });
  expect(['/images/logo.svg', '/images/old/spring.svg', '/images/old/autumn.svg'].map(there)).toEqual([true, true, true]);
});

test('removes the pictures no page uses, and only those; the list of unused pictures follows', async () => {
  expect(await call('POST', siteRoutes.removePictures, { pictures: ['/images/old/spring.svg'] })).toEqual({
    status: 200,
    body: { removed: ['/images/old/spring.svg'] },
  });
  expect(['/images/logo.svg', '/images/old/spring.svg', '/images/old/autumn.svg'].map(there)).toEqual([true, false, true]);
  expect(await call('GET', siteRoutes.unusedPictures)).toEqual({ status: 200, body: { pictures: ['/images/old/autumn.svg'] } });
  // Gone already: asked again, it is not the site's any more.
  expect(await call('POST', siteRoutes.removePictures, { pictures: ['/images/old/spring.svg'] })).toMatchObject({ status: 404 });
});
