import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { arrayContaining, objectContaining } from '../helpers/matchers.ts';
import { startOidcIssuer, type OidcIssuer } from '../helpers/oidc-issuer.ts';
import { companySignIn, joinWithPasskey, passkeyDevice } from '../helpers/team-browser.ts';
import { authorsSaveToMain, gitIn, teamFolders, teamServerOn } from '../helpers/team-server.ts';

/** How long a screen may take to show what it loads, on two busy cores. */
const shown = { timeout: 15_000 };
const retail = 'pages/industries/retail.yaml';

const folders = teamFolders();
/** The company's sign-in, where the publisher signs in. */
let issuer: OidcIssuer;
let server: TeamServer;
let browser: Browser;

beforeAll(async () => {
  // The team server is told the issuer's address; the provider then learns the server's callback.
  issuer = await startOidcIssuer({ 'pat@example.com': 'Pat Publisher' });
  server = await teamServerOn(folders, { screensDir: inject('teamScreensDir'), oidc: issuer.settings });
  // Authors save onto main here, as before drafts (tests/team/drafts.browser.test.ts walks through a draft).
  authorsSaveToMain(server);
  issuer.accept(server.url);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await issuer.close();
});

const remoteLog = (format: string): string[] => gitIn(folders.repo, ['log', `--format=${format}`, 'main', '--', retail]).split('\n');
const remoteText = (): string => execFileSync('git', ['cat-file', 'blob', `main:${retail}`], { cwd: folders.repo, encoding: 'utf8' });

/** A field's text replaced in one input, as a paste does (typing it key by key costs seconds on two busy cores). */
async function retype(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).fill(text);
}

/** Opens /retail's file in the editor, and the section whose outline button starts with `section`. */
async function openRetail(page: Page, section: RegExp): Promise<void> {
  await page.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
  await page.getByRole('button', { name: section }).click({ timeout: shown.timeout });
}

async function reviewAndSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: /^Review your changes/ })
    .getByRole('button', { name: 'Save to the live pages' })
    .click();
}

const saved = async (page: Page) => page.getByText('Saved', { exact: true }).count();

/** Makes an invitation in the admin screen, for a role and, if given, one e-mail address; gives its link once it shows. */
async function invite(admin: Page, role: RegExp, email = ''): Promise<string> {
  const links = admin.getByTestId('invitation-link');
  const before = await links.count();
  await admin.getByRole('combobox', { name: 'Role', exact: true }).click();
  await admin.getByRole('option', { name: role }).click();
  await admin.getByRole('textbox', { name: 'E-mail address (optional)' }).fill(email);
  await admin.getByRole('button', { name: 'Make invitation link' }).click();
  // Every link made stays listed, the newest first: wait for the new one.
  await expect.poll(async () => links.count(), shown).toBe(before + 1);
  return (await links.first().textContent()) ?? '';
}

/** The audit log as the admin's screen shows it: who, what, and the details (JSON) of each row. */
async function auditRows(log: Locator): Promise<{ sentence: string; detail: unknown }[]> {
  const parse = (text: string): unknown => JSON.parse(text);
  return Promise.all(
    (await log.locator('tbody tr').all()).map(async (row) => ({
      sentence: (await row.getByTestId('audit-sentence').textContent()) ?? '',
      detail: parse((await row.getByTestId('audit-detail').textContent()) ?? '{}'),
    })),
  );
}

it('an author (passkey) and a publisher (company sign-in) edit /retail at once: two commits with their names, a conflict chosen field by field, a version restored from the history, every step in the audit log', async () => {
  const admin = await passkeyDevice(browser);
  await joinWithPasskey(admin.page, server.firstAdminLink ?? '', 'Ada Admin', 'ada@example.com', '/admin');
  const authorLink = await invite(admin.page, /^Author/);
  const publisherLink = await invite(admin.page, /^Publisher/, 'pat@example.com');
  expect(authorLink).toMatch(/\/join\//);
  expect(publisherLink).toMatch(/\/join\//);
  expect(publisherLink).not.toBe(authorLink);
  await expect
    .poll(async () => admin.page.getByRole('heading', { name: /^Invitations not used yet/ }).textContent(), shown)
    .toBe('Invitations not used yet (2)');

  // The author opens their link and makes a passkey; the publisher never opens theirs: the company account signs them in.
  const author = await passkeyDevice(browser);
  await joinWithPasskey(author.page, authorLink, 'Alice Author', 'alice@example.com', '/_studio');
  const publisher = await companySignIn(browser, server.url, 'pat@example.com');
  expect(new URL(publisher.page.url()).pathname).toBe('/_studio');
  expect(await (await publisher.page.request.get(`${server.url}/_studio/api/me`)).json()).toMatchObject({
    person: { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' },
    can: { publish: true, manage: false },
  });

  // Both open the page, then each changes a different field and saves.
  await openRetail(author.page, /^1\. Hero/);
  await openRetail(publisher.page, /^2\. Card grid/);
  await retype(author.page, '#field-sections-0-heading', 'Every till in step');
  await retype(publisher.page, '#field-sections-1-heading', 'Made for retailers');
  await reviewAndSave(author.page);
  await expect.poll(() => saved(author.page), shown).toBe(1);
  await reviewAndSave(publisher.page);
  await expect.poll(() => saved(publisher.page), shown).toBe(1);
  expect(remoteLog('%an').slice(0, 2)).toEqual(['Pat Publisher', 'Alice Author']);
  expect(remoteText()).toContain('heading: Every till in step');
  expect(remoteText()).toContain('heading: Made for retailers');
  // The publisher's editor took the merged file: both changes, nothing unsaved.
  expect(await publisher.page.locator('#field-sections-1-heading').inputValue()).toBe('Made for retailers');

  // Both change the hero's heading: the author saves first, the publisher is shown both versions and keeps theirs.
  await publisher.page.getByRole('button', { name: /^1\. Hero/ }).click();
  await retype(author.page, '#field-sections-0-heading', 'One system for every store');
  await retype(publisher.page, '#field-sections-0-heading', 'Retail, all in one place');
  await reviewAndSave(author.page);
  await expect.poll(() => saved(author.page), shown).toBe(1);
  await reviewAndSave(publisher.page);
  const conflict = publisher.page.getByRole('dialog', { name: /^Alice Author changed the same field/ });
  await expect.poll(() => conflict.count(), shown).toBe(1);
  expect(await conflict.getByLabel(/^My version of/).textContent()).toBe('Retail, all in one place');
  expect(await conflict.getByLabel(/^Alice Author’s version of/).textContent()).toBe('One system for every store');
  await conflict.getByRole('radio', { name: 'Keep my version' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect.poll(() => conflict.count(), shown).toBe(0);
  await expect.poll(() => saved(publisher.page), shown).toBe(1);
  expect(remoteLog('%an')).toHaveLength(5);
  expect(remoteText()).toContain('heading: Retail, all in one place');
  expect(remoteText()).toContain('heading: Made for retailers');

  // The author sees the history but cannot restore; the publisher restores the author's first version.
  await author.page.getByRole('button', { name: 'History' }).click();
  const authorHistory = author.page.getByRole('list', { name: 'Versions, newest first' });
  await expect.poll(() => authorHistory.locator(':scope > li').count(), shown).toBe(5);
  expect(await author.page.getByRole('button', { name: 'Restore this version' }).count()).toBe(0);

  await publisher.page.getByRole('button', { name: 'History' }).click();
  const history = publisher.page.getByRole('list', { name: 'Versions, newest first' });
  await expect.poll(() => history.locator(':scope > li').count(), shown).toBe(5);
  const first = history.locator(':scope > li').nth(3);
  expect(await first.getAttribute('aria-label')).toBe('Edit Retail by Alice Author');
  await first.getByRole('button', { name: 'Show changes' }).click();
  await expect.poll(async () => first.locator('pre').textContent(), shown).toContain('+    heading: Every till in step');
  const firstVersion = gitIn(folders.repo, ['rev-parse', `main~3:${retail}`]);
  publisher.page.once('dialog', (dialog) => void dialog.accept());
  await first.getByRole('button', { name: 'Restore this version' }).click();
  await expect.poll(() => remoteLog('%an|%s')[0], shown).toMatch(/^Pat Publisher\|Restore Retail to the version of .* by Alice Author$/);
  expect(gitIn(folders.repo, ['rev-parse', `main:${retail}`])).toBe(firstVersion);
  await expect.poll(() => publisher.page.locator('#field-sections-0-heading').inputValue(), shown).toBe('Every till in step');

  // The admin's audit log: joins (passkey and company account), invitations, sign-ins, saves, the conflict and the restore.
  await admin.page.getByRole('button', { name: 'Refresh' }).click();
  const log = admin.page.getByRole('table', { name: 'Audit log' });
  await expect.poll(async () => log.textContent(), shown).toContain('restored an earlier version');
  const entries = await auditRows(log);
  const sentences = entries.map((entry) => entry.sentence);
  expect(sentences).toEqual(
    arrayContaining([
      'Ada Admin joined as an admin with a passkey.',
      'Ada Admin invited anyone with the link as an author.',
      'Ada Admin invited pat@example.com as a publisher.',
      'Alice Author joined as an author with a passkey.',
      'Alice Author signed in with a passkey.',
      'Pat Publisher joined as a publisher with the company account.',
      'Pat Publisher signed in with the company account.',
      // Pages by their names, as the studio names them.
      'Alice Author saved Retail.',
      'Pat Publisher saved Retail.',
      'Pat Publisher tried to save Retail, where Alice Author had changed the same fields.',
      'Pat Publisher restored an earlier version of Retail.',
    ]),
  );
  // Behind each sentence, its record: the saves merged and pushed.
  expect(entries).toEqual(
    arrayContaining([
      { sentence: 'Alice Author saved Retail.', detail: objectContaining({ path: retail, merged: false, pushed: true }) },
      { sentence: 'Pat Publisher saved Retail.', detail: objectContaining({ path: retail, merged: true, pushed: true }) },
    ]),
  );
  // Every save is there: the author's two, the publisher's merged one and the one with their choices.
  const saves = (sentence: string) => sentences.filter((each) => each === sentence).length;
  expect([saves('Alice Author saved Retail.'), saves('Pat Publisher saved Retail.')]).toEqual([2, 2]);
  for (const device of [admin, author, publisher]) await device.context.close();
}, 150_000);
