import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { recordContext, recordPage } from '../browser/recorders.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { loopbackDevice, signedInDevice } from '../helpers/team-browser.ts';
import { signedInAs, teamFolders } from '../helpers/team-server.ts';
import { heroHeading, publishServer, retail, withField } from './publish-steps.ts';

/**
 * Every screen of the team studio, as a publisher on a desktop and on a phone would open it: no axe
 * violation (WCAG 2.2 AA), nothing wider than the screen, at 1440 and 390 px, and not a single
 * violation of the studio's Content-Security-Policy (studio-policy.browser.test.ts checks the headers).
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

/** What is wrong with the screen as shown: axe's violations, and how far it is wider than the window. */
async function faults(page: Page, width: number): Promise<string> {
  const wider = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  const axe = describeViolations(await axeViolations(page));
  return [wider > 0 ? `  ${String(wider)} px wider than the screen` : '', axe].filter((part) => part !== '').join('\n');
}

it(
  'shows every team screen whole, without axe violations and without a violation of the content policy, at 1440 and 390 px',
  { timeout: 240_000 },
  async () => {
    const bo = signedInAs(server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' }).cookie;
    const draft = await steps.startDraft(bo, 'Retail words');
    expect((await steps.saveInDraft(bo, draft, (text) => withField(text, heroHeading, 'Retail, ready'))).status).toBe(200);
    const id = await steps.askForReview(bo, draft, 'New retail heading');
    const { token } = server.store.invitations.create({ role: 'author', createdBy: null });
    const screens: { path: string; ready: (page: Page) => Promise<number> }[] = [
      { path: '/_studio', ready: (page) => page.getByRole('heading', { name: 'Pages' }).count() },
      {
        path: `/_studio/edit?file=${retail}`,
        // The preview frame too: the site's own scripts, styles and pictures, drawn.
        ready: async (page) =>
          (await page.getByRole('button', { name: 'Review and save' }).count()) *
          (await page.frameLocator('iframe[title^="Preview"]').locator('h1').count()),
      },
      {
        path: `/_studio/edit?file=${retail}&draft=${encodeURIComponent(draft)}`,
        ready: async (page) =>
          (await page.getByTestId('draft-bar').getByText('Draft: Retail words').count()) *
          (await page.getByRole('button', { name: 'Review and save' }).count()),
      },
      {
        path: `/_studio/search?q=retail&draft=${encodeURIComponent(draft)}`,
        ready: (page) =>
          page
            .getByRole('status')
            .filter({ hasText: /places? holds? “retail”/ })
            .count(),
      },
      // The team's site has Spanish settings and no Spanish page yet: every page to translate, side by side with nothing beside it.
      {
        path: `/_studio/translations?draft=${encodeURIComponent(draft)}`,
        ready: (page) => page.getByRole('button', { name: /^Translate into Español \(.*\)$/ }).count(),
      },
      {
        path: `/_studio/languages?file=${retail}&draft=${encodeURIComponent(draft)}`,
        ready: async (page) =>
          (await page.getByRole('heading', { level: 1, name: /in every language$/ }).count()) *
          (await page.getByRole('button', { name: 'Translate into Español' }).count()),
      },
      { path: '/admin', ready: (page) => page.getByRole('heading', { name: 'People and sign-in' }).count() },
      { path: '/requests', ready: (page) => page.getByRole('link', { name: 'New retail heading' }).count() },
      { path: `/requests/${String(id)}`, ready: (page) => page.getByRole('heading', { name: /^Pages it changes/ }).count() },
      { path: '/releases', ready: (page) => page.getByRole('heading', { name: 'Releases of the site' }).count() },
    ];
    const found: string[] = [];
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const person = { name: `Pat ${String(viewport.width)}`, email: `pat-${String(viewport.width)}@example.com`, role: 'admin' } as const;
      const { context, page } = await signedInDevice(browser, server, person, viewport);
      await recordContext(context);
      const record = recordPage(page);
      for (const screen of screens) {
        await page.goto(`${server.url}${screen.path}`);
        await expect.poll(async () => screen.ready(page), shown).toBeGreaterThan(0);
        const wrong = await faults(page, viewport.width);
        if (wrong !== '') found.push(`${screen.path} at ${String(viewport.width)} px:\n${wrong}`);
      }
      found.push(...record.violations.map((violation) => `at ${String(viewport.width)} px: ${violation}`));
      await context.close();
      // Before anyone is signed in: the sign-in page and an invitation.
      const visitor = await loopbackDevice(browser, viewport);
      await recordContext(visitor.context);
      const visitorRecord = recordPage(visitor.page);
      for (const path of ['/sign-in', `/join/${token}`]) {
        await visitor.page.goto(`${server.url}${path}`);
        await expect.poll(async () => visitor.page.getByRole('button').count(), shown).toBeGreaterThan(0);
        const wrong = await faults(visitor.page, viewport.width);
        if (wrong !== '') found.push(`${path} at ${String(viewport.width)} px:\n${wrong}`);
      }
      found.push(...visitorRecord.violations.map((violation) => `at ${String(viewport.width)} px: ${violation}`));
      await visitor.context.close();
    }
    expect(found.join('\n\n')).toBe('');
  },
);
