import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { previewPolicy, repositoryFilePolicy, studioPolicy } from '../../studio/team/http/content-policy.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { recordContext, recordPage } from '../browser/recorders.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { loopbackDevice, signedInDevice } from '../helpers/team-browser.ts';
import { signedInAs, teamFolders } from '../helpers/team-server.ts';
import { heroHeading, publishServer, retail, withField } from './publish-steps.ts';

/**
 * The studio's Content-Security-Policy: on every answer, and strict enough that no screen needs
 * more. Each screen is opened and used a little while Chromium reports any violation.
 */
const shown = { timeout: 15_000 };

let steps: Awaited<ReturnType<typeof publishServer>>;
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  steps = await publishServer(teamFolders(), { screensDir: inject('teamScreensDir') });
  server = steps.server;
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

it('names a policy on every answer: the studio’s, the preview frame’s, and a sandbox for the repository’s files', async () => {
  const { cookie } = signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
  const policyOf = async (path: string, withCookie = true) =>
    (await steps.call(path, withCookie ? { cookie } : {})).headers.get('content-security-policy');
  for (const path of ['/sign-in', '/_studio', '/admin', '/requests', '/_studio/api/pages', '/_team/api/nothing-here']) {
    expect(await policyOf(path), path).toBe(studioPolicy);
  }
  expect(await policyOf('/_studio/api/pages', false)).toBe(studioPolicy);
  expect(studioPolicy).toContain("script-src 'self'");
  expect(studioPolicy).toContain("frame-ancestors 'self'");
  expect(studioPolicy).not.toContain('unsafe-eval');
  expect(await policyOf('/_preview/')).toBe(previewPolicy);
  // An SVG of the content repository, opened on its own, runs nothing and has no origin.
  expect(await policyOf('/images/industries/retail.svg')).toBe(repositoryFilePolicy);
  expect(repositoryFilePolicy).toMatch(/^default-src 'none';.*; sandbox$/);
});

/** Opens a screen and waits until its main heading shows. */
async function open(page: Page, path: string, heading: RegExp | string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect.poll(async () => page.getByRole('heading', { level: 1, name: heading }).count(), shown).toBeGreaterThan(0);
}

it('runs every screen without a single violation of the policy', { timeout: 120_000 }, async () => {
  const bo = signedInAs(server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' }).cookie;
  const draft = await steps.startDraft(bo, 'Words');
  expect((await steps.saveInDraft(bo, draft, (text) => withField(text, heroHeading, 'Retail, ready'))).status).toBe(200);
  const id = await steps.askForReview(bo, draft, 'New retail heading');

  const visitor = await loopbackDevice(browser);
  await recordContext(visitor.context);
  const signIn = recordPage(visitor.page);
  await open(visitor.page, '/sign-in', /sign in/i);
  expect(signIn.violations).toEqual([]);
  await visitor.context.close();

  const { context, page } = await signedInDevice(browser, server, { name: 'Alex Admin', email: 'alex@example.com', role: 'admin' });
  await recordContext(context);
  const record = recordPage(page);
  await open(page, `/_studio/edit?file=${retail}`, retail);
  // The preview frame: the site's own scripts, styles and pictures.
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect.poll(async () => preview.locator('h1').count(), shown).toBe(1);
  await open(page, '/_studio', /./);
  await open(page, '/admin', /./);
  await open(page, '/requests', /./);
  await open(page, `/requests/${String(id)}`, /New retail heading/);
  await open(page, '/releases', /./);
  expect(record.violations).toEqual([]);
  await context.close();
});
