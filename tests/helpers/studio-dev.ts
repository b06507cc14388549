import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import type { ApiError } from '../../studio/api/contract/studio-api.ts';
import { projectRoot, withoutTranslations } from './fixture-site.ts';
import { studioContextOptions } from './less-motion.ts';

/**
 * A throw-away copy of the project a studio test may change: its code, pages and settings, with
 * node_modules linked. `public/` is copied when the test writes pictures into it, else linked.
 */
export function copyOfProject(prefix: string, options: { copyPublic: boolean }): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  for (const folder of ['schema', 'src', 'scripts', 'studio'])
    cpSync(join(projectRoot, folder), join(scratch, folder), { recursive: true });
  // The site's own pages: the journeys change pages' sections, which translations would have to follow.
  cpSync(join(projectRoot, 'pages'), join(scratch, 'pages'), { recursive: true, filter: withoutTranslations() });
  for (const file of [
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'tsconfig.browser.json',
    'tsconfig.node.json',
  ])
    if (existsSync(join(projectRoot, file))) cpSync(join(projectRoot, file), join(scratch, file));
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'));
  if (options.copyPublic) cpSync(join(projectRoot, 'public'), join(scratch, 'public'), { recursive: true });
  else symlinkSync(join(projectRoot, 'public'), join(scratch, 'public'));
  return scratch;
}

/**
 * How long the studio's preview may take to follow an edit. Quiet, it takes about half a second
 * (`npm run bench -- --preview-only`); while the whole suite runs beside it on two cores, the dev
 * server compiles a draft's modules for seconds.
 */
export const previewFollows = { timeout: 30_000 };

/** `npm run dev` of a copy of the project, on a free loopback port; its address ends in `/`. */
export async function devServerOf(root: string): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    // Its own dependency cache: the real project's dev servers may run beside it.
    cacheDir: join(root, '.vite'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return { server, url: server.resolvedUrls?.local[0] ?? '' };
}

/** A fresh browser tab at a desktop or phone size, its script errors collected; the browser's own confirmations are accepted. */
export async function studioTab(browser: Browser, width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...loopbackOnly,
    ...studioContextOptions,
    viewport: { width, height: width > 800 ? 900 : 844 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page, errors };
}

export interface ApiAnswer<T> {
  status: number;
  /** The JSON answer; Vite itself refuses unknown Host names in plain text, before the studio sees them. */
  body: T;
  json: boolean;
}

/** Requests to a dev server's studio API with full control of their headers (fetch would not let a test set Host). */
export function apiCaller(port: () => number) {
  return function call<T = ApiError>(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {
      host: `127.0.0.1:${port()}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port: port(), method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = response.headers['content-type']?.startsWith('application/json') === true;
          /* eslint-disable @typescript-eslint/no-unsafe-assignment -- the caller names the answer's type (T); its tests check what it holds */
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(json ? text : JSON.stringify({ error: 'plain-text', message: text })),
            json,
          });
          /* eslint-enable @typescript-eslint/no-unsafe-assignment */
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
  };
}

/**
 * Replaces a field's words as a person does: click into it, select all, then the new words as one
 * input, as a paste or an input method gives them. Each key of a long text would be a round trip
 * to the browser and a render of the form, seconds per field on a busy machine; the studio's
 * handling of single keys is checked where search boxes and the YAML view are typed into.
 */
export async function retype(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** Waits until nothing on the page animates (a dialog fading in, a dragged item settling). */
export async function animationsDone(page: Page): Promise<void> {
  // A function, not a string: the studio's Content-Security-Policy has no 'unsafe-eval', which a string would need.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, {
    timeout: 10_000,
  });
}

/**
 * A wait on the studio's preview that, when it fails, says what the preview says of itself: the
 * edit the frame has drawn, the note above it, and the page's script errors.
 */
export async function explainPreview<T>(page: Page, errors: string[], wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    const preview = page.locator('section[aria-label="Preview"]');
    const drawn = await preview.getAttribute('data-rendered-seq', { timeout: 1_000 }).catch(() => 'unknown');
    const note = await preview
      .getByRole('status')
      .allTextContents()
      .catch(() => []);
    const said = [
      `the frame has drawn edit ${drawn}`,
      `its note: ${note.join(' ').trim() || 'none'}`,
      `script errors: ${errors.join(' | ') || 'none'}`,
    ];
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe preview: ${said.join('; ')}.`, { cause: error });
  }
}

/** A form as the bytes and type a browser sends it with (`multipart/form-data` and its boundary). */
export async function formPayload(form: FormData): Promise<{ raw: Uint8Array; headers: { 'content-type': string } }> {
  const made = new Response(form);
  return { raw: new Uint8Array(await made.arrayBuffer()), headers: { 'content-type': made.headers.get('content-type') ?? '' } };
}
