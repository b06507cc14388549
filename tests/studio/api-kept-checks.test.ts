/**
 * The studio API keeps each page's check by its bytes from one request to the next: the check on
 * every pause in typing validates the page being edited again, not the whole site, and answers
 * exactly what a check from scratch answers.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileChecks } from '../../schema/content/file-checks.ts';
import type { Page } from '../../schema/page.ts';
import { studioApi } from '../../studio/server/api.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const pagesDir = join(projectRoot, 'pages');
const retail = 'pages/industries/retail.yaml';
const retailText = readFileSync(join(projectRoot, retail), 'utf8');
const kept = fileChecks<Page>();
const servers: Server[] = [];

/** The API on loopback (with kept checks or without); its address. */
async function apiServer(withKept: boolean): Promise<string> {
  const handle = studioApi({
    pagesDir,
    publicDir: join(projectRoot, 'public'),
    schemas: () => studioSchemas(projectRoot),
    ...(withKept ? { kept } : {}),
  });
  const answer = getRequestListener((request) => handle.fetch(request), { overrideGlobalObjects: false });
  const server = createServer((request, response) => void answer(request, response));
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The API server has no port.');
  return `http://127.0.0.1:${String(address.port)}`;
}

let keeping = '';
let fresh = '';
beforeAll(async () => {
  keeping = await apiServer(true);
  fresh = await apiServer(false);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
});

const check = async (base: string, text: string): Promise<unknown> =>
  (
    await fetch(`${base}/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: retail, text }),
    })
  ).json();

describe('the studio API’s kept checks', () => {
  test('a check validates again only the page being edited, and answers as a check from scratch', async () => {
    // The page list reads and validates every page once.
    await (await fetch(`${keeping}/pages`)).json();
    const pageCount = kept.counts().made;
    expect(pageCount).toBeGreaterThan(40);
    for (const heading of ['Every store in one system', 'heading: [not closed', 'Every till in one place']) {
      const text = retailText.replace(/^( {4}heading: ).*$/m, `$1${heading}`);
      const answer = await check(keeping, text);
      expect(kept.counts()).toEqual({ kept: pageCount - 1, made: 1 });
      expect(answer).toEqual(await check(fresh, text));
    }
  });
});
