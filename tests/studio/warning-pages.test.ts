import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckResponse, FileResponse, PagesResponse, SaveResponse } from '../../studio/api/contract/studio-api.ts';
import { setScalar } from '../../studio/document/index.ts';
import { devServerConfig } from '../helpers/dev-server.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { apiCaller } from '../helpers/studio-dev.ts';
import { addPagesWithEveryWarning, warningCodes } from '../helpers/warning-pages.ts';

/**
 * The studio takes the pages an author adds as the validator does: pages carrying every warning
 * of the catalogue (tests/helpers/warning-pages.ts) are listed, checked, previewed and saved with
 * their warnings shown as advice, never as errors that would stop the author.
 */
const scratch = mkdtempSync(join(tmpdir(), 'studio-warnings-'));
const pagesDir = join(scratch, 'pages');
cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
const carried = addPagesWithEveryWarning(pagesDir);
const addedPages = ['pages/industries/agriculture.yaml', 'pages/modules/fleet-portal.yaml'];

let server: ViteDevServer;
let port = 0;
const call = apiCaller(() => port);

beforeAll(async () => {
  server = await createServer(devServerConfig({ pagesDir }));
  await server.listen();
  port = Number(new URL(server.resolvedUrls?.local[0] ?? '').port);
});

afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('pages that carry every warning, in the studio', () => {
  test('the pages carry every warning code of the catalogue', () => {
    expect([...carried].sort()).toEqual([...warningCodes].sort());
  });

  test('the page list shows them with warnings and no errors', async () => {
    const { status, body } = await call<PagesResponse>('GET', '/_studio/api/pages');
    expect(status).toBe(200);
    for (const path of addedPages) {
      const summary = body.pages.find((page) => page.path === path);
      expect(summary, path).toBeDefined();
      expect(summary?.errors, path).toBe(0);
      expect(summary?.warnings, path).toBeGreaterThan(0);
    }
    expect(body.pages.reduce((sum, page) => sum + page.errors, 0)).toBe(0);
  });

  test('checked as drafts: every warning code, no error, and the preview draws them', async () => {
    const codes = new Set<string>();
    for (const path of addedPages) {
      const opened = await call<FileResponse>('GET', `/_studio/api/file?path=${encodeURIComponent(path)}`);
      expect(opened.status, path).toBe(200);
      const { status, body } = await call<CheckResponse>('POST', '/_studio/api/check', {
        body: { path, text: opened.body.text, preview: true },
      });
      expect(status, path).toBe(200);
      expect(body.errors, path).toBe(0);
      expect(
        body.problems.filter((problem) => problem.severity === 'error'),
        path,
      ).toEqual([]);
      for (const problem of body.problems) if (problem.file === path) codes.add(problem.code);
      expect(body.preview, path).toMatchObject({ module: expect.any(String) as unknown });
    }
    expect([...codes].sort()).toEqual([...warningCodes].sort());
  });

  test('saved after an edit: a warning never stops the save', async () => {
    for (const path of addedPages) {
      const opened = await call<FileResponse>('GET', `/_studio/api/file?path=${encodeURIComponent(path)}`);
      const edited = setScalar(opened.body.text, ['nav', 'order'], 40);
      if (!edited.ok) throw new Error(`${path}: ${edited.error.message}`);
      const { status, body } = await call<SaveResponse>('PUT', '/_studio/api/file', {
        body: { path, text: edited.text, version: opened.body.version },
      });
      expect(status, path).toBe(200);
      expect(body.path).toBe(path);
      expect(readFileSync(join(scratch, path), 'utf8')).toBe(edited.text);
    }
  });
});
