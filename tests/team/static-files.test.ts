import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { staticFiles } from '../../studio/team/http/static-files.ts';

const folder = mkdtempSync(join(tmpdir(), 'static-files-'));
mkdirSync(join(folder, 'images'));
writeFileSync(join(folder, 'images', 'logo.png'), 'not really a picture');
writeFileSync(join(folder, 'images', '.hidden'), 'a secret');
// Links a content repository may hold: to a file outside the folder, to a folder outside it, and one inside it.
const outside = mkdtempSync(join(tmpdir(), 'outside-'));
writeFileSync(join(outside, 'secret.txt'), 'the server’s own file');
symlinkSync(join(outside, 'secret.txt'), join(folder, 'images', 'secret.png'));
symlinkSync(outside, join(folder, 'images', 'elsewhere'));
symlinkSync('logo.png', join(folder, 'images', 'same.png'));

const app = new Hono()
  .get('/_app/*', staticFiles({ root: folder, fileOf: (path) => path.slice('/_app'.length), immutable: true }))
  .get('/images/*', staticFiles({ root: folder, fileOf: (path) => path, immutable: false }))
  .get('/gone/*', staticFiles({ root: join(folder, 'not-built-yet'), fileOf: (path) => path, immutable: true }));

describe('the team server’s files (the screens, the preview frame, the drafts’ pictures)', () => {
  test('hashed files are kept for a year; pictures are checked again and answer 304 while unchanged', async () => {
    const built = await app.request('/_app/images/logo.png');
    expect(built.status).toBe(200);
    expect(built.headers.get('cache-control')).toBe('public,max-age=31536000,immutable');
    expect(built.headers.get('content-type')).toBe('image/png');

    const picture = await app.request('/images/logo.png');
    expect(await picture.text()).toBe('not really a picture');
    expect(picture.headers.get('cache-control')).toBe('no-cache');
    const tag = picture.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await app.request('/images/logo.png', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('a link inside the folder to a file of it is served', async () => {
    expect(await (await app.request('/images/same.png')).text()).toBe('not really a picture');
  });

  test('links out of the folder, hidden files, paths that climb out, missing files and a folder not built yet are not found', async () => {
    for (const path of [
      '/images/secret.png',
      '/images/elsewhere/secret.txt',
      '/images/.hidden',
      '/images/..%2f.hidden',
      '/images/..%2f..%2fetc%2fpasswd',
      '/images/none.png',
      '/gone/x.js',
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.json(), path).toEqual({ error: 'not-found', message: 'There is no such file.' });
    }
  });
});
