import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { objectContaining } from '../helpers/matchers.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { animationsDone } from '../helpers/studio-dev.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { gitIn, teamFolders, teamServerOn } from '../helpers/team-server.ts';

/**
 * An author's change goes into a draft, never onto main: the editor shows the live version and offers
 * “Change this page”, the draft is part of the address, the draft bar names it and its pages, switches
 * drafts, and asks for review.
 */
const shown = { timeout: 15_000 };
const retail = 'pages/industries/retail.yaml';
const draftBranch = 'studio/alice-author/retail-changes';
const folders = teamFolders();
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  // The review rules as a new studio has them: authors' changes go into drafts.
  server = await teamServerOn(folders, { screensDir: inject('teamScreensDir') });
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

const remoteFile = (ref: string): string => gitIn(folders.repo, ['show', `${ref}:${retail}`]);
const bar = (page: Page) => page.getByTestId('draft-bar');
const heading = (page: Page) => page.locator('#field-sections-0-heading');

/** Opens the hero's form (the outline's first section) once the page is loaded. */
async function openHero(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
}

it(
  'keeps an author’s change in a draft: “Change this page” carries the typed heading, the save is on the draft’s branch only, the address keeps the draft, the menu switches, and “Ask for review” makes a request',
  { timeout: 90_000 },
  async () => {
    const { context, page } = await signedInDevice(browser, server, { name: 'Alice Author', email: 'alice@example.com', role: 'author' });
    const mainBefore = remoteFile('main');
    await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);

    // The live version: said so, with “Change this page” in place of a Save that would be refused.
    await expect.poll(async () => bar(page).textContent(), shown).toContain('You are looking at the live site’s version.');
    await expect.poll(async () => page.getByText('This is the live version of the page.').count(), shown).toBe(1);
    expect(await page.getByRole('button', { name: 'Review and save' }).count()).toBe(0);

    // Typed before pressing it: the text comes along into the draft, unsaved.
    await openHero(page);
    await heading(page).fill('Retail, changed in a draft');
    await page.getByRole('button', { name: 'Change this page' }).click();
    await page.waitForURL((url) => url.searchParams.get('draft') === draftBranch, shown);
    expect(new URL(page.url()).searchParams.get('file')).toBe(retail);
    await expect.poll(async () => bar(page).textContent(), shown).toContain('Draft: Retail: changes');
    await openHero(page);
    expect(await heading(page).inputValue()).toBe('Retail, changed in a draft');
    expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Change this page' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Review and save' }).click();
    await page
      .getByRole('dialog', { name: /^Review your changes/ })
      .getByRole('button', { name: 'Save into the draft' })
      .click();
    await expect.poll(async () => page.getByText('Saved', { exact: true }).count(), shown).toBe(1);

    // The commit is on the draft's branch (pushed to the remote); main is as it was.
    expect(remoteFile(draftBranch)).toContain('heading: Retail, changed in a draft');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draftBranch])).toBe('Alice Author');
    expect(remoteFile('main')).toBe(mainBefore);
    // The bar names the draft and the page it changes.
    await expect.poll(async () => bar(page).textContent(), shown).toContain('Changes Retail');

    // A reload keeps the draft: it is in the address.
    await page.reload();
    await expect.poll(async () => bar(page).textContent(), shown).toContain('Draft: Retail: changes');
    await openHero(page);
    expect(await heading(page).inputValue()).toBe('Retail, changed in a draft');

    // Leave the draft: the live version again; back through the menu of drafts, by keyboard.
    await bar(page).getByRole('button', { name: 'Leave draft' }).click();
    await expect.poll(async () => bar(page).textContent(), shown).toContain('You are looking at the live site’s version.');
    expect(new URL(page.url()).searchParams.get('draft')).toBeNull();
    await openHero(page);
    await expect.poll(async () => heading(page).inputValue(), shown).not.toBe('Retail, changed in a draft');
    await bar(page).getByRole('button', { name: 'Drafts' }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: /Retail: changes/ });
    await expect.poll(async () => item.textContent(), shown).toContain('1 page');
    await expect.poll(async () => item.evaluate((element) => element === document.activeElement), shown).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('draft') === draftBranch, shown);
    await openHero(page);
    await expect.poll(async () => heading(page).inputValue(), shown).toBe('Retail, changed in a draft');

    // Ask for review: a title and a note, then the request's own screen.
    await bar(page).getByRole('button', { name: 'Ask for review' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask for review' });
    await ask.getByRole('textbox', { name: 'Title' }).fill('A new retail heading');
    await ask.getByRole('textbox', { name: 'Note for the reviewer (optional)' }).fill('For the spring campaign.');
    await ask.getByRole('button', { name: 'Ask for review' }).click();
    await page.waitForURL((url) => /^\/requests\/\d+$/.test(url.pathname), shown);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const listed = z
      .object({
        requests: z.array(z.object({ id: z.number(), draft: z.string(), title: z.string(), note: z.string(), state: z.string() })),
      })
      .parse(await (await context.request.get(`${server.url}/_team/api/requests`)).json());
    expect(listed.requests).toEqual([
      objectContaining({ id, draft: draftBranch, title: 'A new retail heading', note: 'For the spring campaign.', state: 'in-review' }),
    ]);
    expect(remoteFile('main')).toBe(mainBefore);
    await context.close();
  },
);

it('shows the draft bar whole on a phone (390 px) to a publisher, who may open anyone’s draft: every control there, nothing wider than the screen, no axe violations in the bar, its menu and dialogs', async () => {
  const { context, page } = await signedInDevice(
    browser,
    server,
    { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' },
    { width: 390, height: 844 },
  );
  await page.goto(`${server.url}/_studio?draft=${encodeURIComponent(draftBranch)}`);
  await expect.poll(async () => bar(page).textContent(), shown).toContain('Draft: Retail: changes');
  for (const name of ['Drafts', 'Start a draft', 'Leave draft', 'Delete draft'])
    expect(await bar(page).getByRole('button', { name }).isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The request asked for in the first test is linked from the bar.
  expect(await bar(page).getByRole('link', { name: 'open the request' }).getAttribute('href')).toMatch(/^\/requests\/\d+$/);
  // No axe violations in the bar, its menu and its dialogs (WCAG 2.2 AA).
  const axeClean = async (within: string) => {
    await animationsDone(page);
    expect(describeViolations(await axeViolations(page, within)), within).toBe('');
  };
  await axeClean('[data-testid="draft-bar"]');
  await bar(page).getByRole('button', { name: 'Drafts' }).click();
  await expect.poll(async () => page.getByRole('menuitem', { name: /Retail: changes/ }).count(), shown).toBe(1);
  await axeClean('[role="menu"]');
  await page.keyboard.press('Escape');
  await bar(page).getByRole('button', { name: 'Delete draft' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the draft “Retail: changes”?' });
  await expect.poll(async () => confirm.count(), shown).toBe(1);
  await axeClean('[role="dialog"]');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await bar(page).getByRole('button', { name: 'Start a draft' }).click();
  await axeClean('[role="dialog"]');
  await page.getByRole('dialog', { name: 'Start a draft' }).getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});

it('lets an admin turn the rule “authors’ changes go into drafts” off and on again with a switch on the admin page', async () => {
  const { context, page } = await signedInDevice(browser, server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
  await page.goto(`${server.url}/admin`);
  const rule = page.getByRole('switch', { name: 'Authors’ changes go into drafts' });
  await expect.poll(async () => rule.isChecked(), shown).toBe(true);
  await rule.press('Space');
  await expect.poll(() => server.store.requests.rules().authorsUseDrafts, shown).toBe(false);
  await expect.poll(async () => rule.isChecked(), shown).toBe(false);
  await rule.click();
  await expect.poll(() => server.store.requests.rules(), shown).toEqual({ approverNotAuthor: false, authorsUseDrafts: true });
  await context.close();
});

it('makes a new page from the live list in a draft of its own, when the author’s changes go into drafts: nothing reaches main', async () => {
  const { context, page } = await signedInDevice(browser, server, { name: 'Nina Newpage', email: 'nina@example.com', role: 'author' });
  const mainBefore = gitIn(folders.repo, ['rev-parse', 'main']);
  await page.goto(`${server.url}/_studio`);
  await page.getByRole('button', { name: 'New page' }).click(shown);
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByRole('radio', { name: /^An industry page/ }).check();
  await create.getByRole('textbox', { name: /^Name in the menus/ }).fill('Wholesale');
  // Said before anything is filled in further: where the page goes.
  await expect.poll(async () => create.getByText(/it goes into a new draft, “New page: Wholesale”/).count(), shown).toBe(1);
  await expect
    .poll(async () => create.getByText('The page will be at /wholesale, in pages/industries/wholesale.yaml.').count(), shown)
    .toBe(1);
  await create.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL((url) => url.searchParams.get('draft') !== null, shown);
  const draft = new URL(page.url()).searchParams.get('draft') ?? '';
  expect(draft).toBe('studio/nina-newpage/new-page-wholesale');
  // The editor names the page as the menus do, its file below.
  await expect.poll(async () => page.getByRole('heading', { level: 1 }).textContent(), shown).toBe('Wholesale');
  expect(await page.getByText('pages/industries/wholesale.yaml', { exact: true }).count()).toBe(1);
  expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(mainBefore);
  expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draft])).toBe('Nina Newpage');
  expect(gitIn(folders.repo, ['cat-file', '-t', `${draft}:pages/industries/wholesale.yaml`])).toBe('blob');
  await context.close();
});
