import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { uploadForm } from '../../studio/api/contract/studio-api.ts';
import { blobOf, solidPng } from '../helpers/solid-png.ts';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { keepScreenshots } from '../helpers/team-browser.ts';
import { gitIn } from '../helpers/team-server.ts';
import { pageTitleOf } from '../../studio/team/repo/index.ts';
import { publishingInBrowser } from './browser-steps.ts';
import { aliasesAfterDelete, aliasesIn, remoteFile, retail, withField, withGiftCards } from './publish-steps.ts';

/**
 * What authors do across the site, through the screens: search every page (the open draft's pages
 * when one is open), each hit a link that opens its field; and "Where used" for a page, every link
 * to it however it is written.
 */
const shown = { timeout: 15_000 };
const home = 'pages/home.yaml';
const team = publishingInBrowser();
const { folders, signedIn } = team;
const homeLink = ['sections', 0, 'actions', 0, 'href'];

/** A draft of the person whose Home's first button links to Retail as `href` is written (and, with `giftCards`, whose Retail has the gift card). */
async function draftLinkingHome(cookie: string, name: string, href: string, giftCards: boolean): Promise<string> {
  const draft = await team.steps.startDraft(cookie, name);
  if (giftCards) expect((await team.steps.saveInDraft(cookie, draft, withGiftCards)).status).toBe(200);
  expect((await team.steps.saveInDraft(cookie, draft, (text) => withField(text, homeLink, href), home)).status).toBe(200);
  return draft;
}

it(
  'searches every page of a draft, each hit a link to its field, and lists every link to a page however it is written',
  { timeout: 120_000 },
  async () => {
    const { alice } = team.people;
    // A draft that adds a card to Retail and links Home's first button to Retail in other letter-case.
    const draft = await draftLinkingHome(alice.cookie, 'Gift cards', '/Retail', true);

    const page = await signedIn(alice.cookie);
    // From the page list of the draft to the search.
    await page.goto(`${team.server.url}/_studio?draft=${encodeURIComponent(draft)}`);
    await page.getByRole('link', { name: 'Search every page' }).click(shown);
    await page.waitForURL(/\/_studio\/search/, shown);
    await page.getByRole('searchbox', { name: 'Words to find' }).fill('GIFT CARD');
    const status = page.getByRole('status').filter({ hasText: /hold “GIFT CARD”/ });
    await expect.poll(async () => status.textContent(), shown).toBe('2 places hold “GIFT CARD”, on 1 page.');
    expect(new URL(page.url()).searchParams.get('q')).toBe('GIFT CARD');
    const found = page.getByRole('region', { name: 'Retail' });
    const title = found.getByRole('link', { name: 'Section 2 (“Built for the way retailers work”) › cards › item 5 › title' });
    expect(await title.count()).toBe(1);
    // The words found are marked, as written.
    expect(await found.locator('mark').allTextContents()).toEqual(['Gift card', 'gift card']);
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');
    await keepScreenshots(page, 'search');

    // A hit opens its page in the draft, at its field.
    await title.click();
    await page.waitForURL(/\/_studio\/edit\?/, shown);
    const opened = new URL(page.url());
    expect([opened.searchParams.get('file'), opened.searchParams.get('draft'), opened.searchParams.get('field')]).toEqual([
      retail,
      draft,
      'sections.1.cards.4.title',
    ]);
    await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-1-cards-4-title');
    expect(await page.locator('#field-sections-1-cards-4-title').inputValue()).toBe('Gift cards');

    // The pictures no page uses: the hero's own picture is not among them.
    await page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
    await page
      .getByRole('button', { name: /^Choose a picture for/ })
      .first()
      .click(shown);
    const chooser = page.getByRole('dialog', { name: 'Choose a picture' });
    const current = chooser.getByRole('group', { name: 'Pictures' }).locator('[aria-current="true"]');
    await expect.poll(async () => current.count(), shown).toBe(1);
    // Where the chosen picture is used: the hero itself among them, each a link to its field (in a new tab).
    const uses = chooser.getByRole('region', { name: 'Where this picture is used' }).getByRole('link');
    await expect.poll(async () => uses.count(), shown).toBeGreaterThan(0);
    const heroUse = uses.filter({ hasText: /^Retail: Section 1 \(“.+”\) › / });
    expect(await heroUse.count()).toBe(1);
    expect(await heroUse.getAttribute('target')).toBe('_blank');
    expect(new URL(`${team.server.url}${(await heroUse.getAttribute('href')) ?? ''}`).searchParams.get('field')).toMatch(/^sections\.0\./);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await chooser.getByRole('combobox', { name: 'Show folder' }).selectOption({ label: 'Used on no page' });
    await expect
      .poll(async () => chooser.getByRole('status').first().textContent(), shown)
      .toMatch(/^(\d+ pictures?|Every picture is used on a page\.)$/);
    expect(await current.count()).toBe(0);
    await page.keyboard.press('Escape');

    // The live pages do not hold the draft's card.
    await page.goto(`${team.server.url}/_studio/search?q=gift%20card`);
    await expect.poll(async () => page.getByRole('status').filter({ hasText: 'Nothing holds “gift card”' }).count(), shown).toBe(1);

    // Where used: Home's button links to Retail in the draft, written in other letter-case.
    await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await page.getByRole('button', { name: 'Where used' }).click(shown);
    const panel = page.getByRole('dialog', { name: 'Where Retail is linked from' });
    const homeName = pageTitleOf(remoteFile(folders.repo, home), home);
    const fromHome = panel.getByRole('region', { name: homeName });
    await expect.poll(async () => fromHome.getByRole('listitem').count(), shown).toBeGreaterThan(0);
    const button = fromHome.getByRole('listitem').filter({ hasText: '/Retail' });
    expect(await button.textContent()).toMatch(/^Section 1 \(“.+”\) › actions › item 1 › href\/Retail$/);
    // Every link listed leads to Retail.
    for (const value of await panel.getByRole('listitem').locator('p').allTextContents())
      expect(value.toLowerCase()).toMatch(/^\/retail(#.*)?$/);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await keepScreenshots(page, 'where-used');
    await button.getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('file') === home, shown);
    await expect.poll(async () => page.getByRole('heading', { level: 1 }).textContent(), shown).toBe(homeName);
    await expect.poll(async () => page.evaluate(() => document.activeElement?.id), shown).toBe('field-sections-0-actions-0-href');
    await page.context().close();
  },
);

it(
  'moves a page in a draft, every link following it and the old address kept, and replaces words across pages, leaving the unticked places',
  { timeout: 120_000 },
  async () => {
    const { bo } = team.people;
    const draft = await draftLinkingHome(bo.cookie, 'Retail renamed', '/Retail#faq', true);
    const branchFile = (file: string) => gitIn(folders.repo, ['show', `${draft}:${file}`]);
    const commitsBefore = Number(gitIn(folders.repo, ['rev-list', '--count', draft]));
    const page = await signedIn(bo.cookie);

    // Move: an address another page has is refused before anything changes; a free one lists the links that follow.
    await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await page.getByRole('button', { name: 'Move…' }).click(shown);
    const dialog = page.getByRole('dialog', { name: 'Move Retail' });
    const address = dialog.getByRole('textbox', { name: 'New address' });
    await address.fill('/pricing');
    await expect.poll(async () => dialog.getByRole('alert').filter({ hasText: '/pricing' }).count(), shown).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Move page' }).isDisabled()).toBe(true);
    await address.fill('/retail-pos');
    await expect.poll(async () => dialog.getByRole('status').textContent(), shown).toMatch(/^1 link on 1 page will lead to \/retail-pos:$/);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await keepScreenshots(page, 'move');
    await dialog.getByRole('button', { name: 'Move page' }).click();
    await expect
      .poll(async () => page.getByText(/^Retail is at \/retail-pos now; the old address leads there too\./).count(), shown)
      .toBe(1);
    // One change per page, by Bo, on the draft's branch only; the anchor kept, the old address an alias.
    expect(branchFile(home)).toContain('href: /retail-pos#faq');
    expect(branchFile(retail)).toMatch(/^path: \/retail-pos$/m);
    // Retail's aliases already hold its old address in other capitals (`/Retail`), which leads there in any capitals.
    expect(branchFile(retail)).toContain('\naliases: [/Retail]\n');
    expect(gitIn(folders.repo, ['log', '--format=%an', `${draft}~2..${draft}`]).split('\n')).toEqual(['Bo Author', 'Bo Author']);
    expect(Number(gitIn(folders.repo, ['rev-list', '--count', draft]))).toBe(commitsBefore + 2);
    expect(gitIn(folders.repo, ['show', `main:${retail}`])).toMatch(/^path: \/retail$/m);

    // Replace: "gift card" in two places; the card's title is unticked and kept.
    await page.goto(`${team.server.url}/_studio/search?q=gift%20card&draft=${encodeURIComponent(draft)}`);
    await expect
      .poll(
        async () =>
          page
            .getByRole('status')
            .filter({ hasText: /holds? “gift card”/ })
            .count(),
        shown,
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Replace…' }).click();
    await page.getByRole('textbox', { name: 'Replace “gift card” with' }).fill('voucher');
    await page.getByRole('checkbox', { name: /^Replace in Retail: Section 2 .* › cards › item 5 › title$/ }).uncheck();
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');
    await keepScreenshots(page, 'replace');
    await page.getByRole('button', { name: 'Replace in 1 place' }).click();
    await expect.poll(async () => page.getByRole('alert').filter({ hasText: 'Replaced in 1 place, on Retail.' }).count(), shown).toBe(1);
    const replaced = branchFile(retail);
    expect(replaced).toContain('- title: Gift cards\n');
    expect(replaced).toContain('text: Sell and redeem vouchers at every till and online, with balances kept in one place.\n');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draft])).toBe('Bo Author');
    // The search runs again: one place holds the words now.
    await expect.poll(async () => page.getByRole('status').filter({ hasText: '1 place holds “gift card”' }).count(), shown).toBe(1);

    // A picture swapped in one place, and offered everywhere else it is used: Home's hero uses Retail's picture too.
    const heroPicture = ['sections', 0, 'image', 'src'];
    expect(
      (await team.steps.saveInDraft(bo.cookie, draft, (text) => withField(text, heroPicture, '/images/industries/retail.svg'), home))
        .status,
    ).toBe(200);
    await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
    await page
      .getByRole('button', { name: /^Choose a picture for/ })
      .first()
      .click(shown);
    await page.getByRole('dialog', { name: 'Choose a picture' }).getByTitle('/images/industries/hospitality.svg').click(shown);
    const everywhere = page.getByRole('dialog', { name: 'Use the new picture everywhere?' });
    await expect
      .poll(async () => everywhere.getByRole('listitem').allTextContents(), shown)
      .toEqual([expect.stringMatching(/^Cloud ERP, POS and CRM Software: Section 1 \(“.+”\) › image › src$/)]);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await everywhere.getByRole('button', { name: 'Use it everywhere' }).click();
    await expect
      .poll(async () => page.getByText('The new picture is used on Cloud ERP, POS and CRM Software too (saved).').count(), shown)
      .toBe(1);
    expect(branchFile(home)).toContain('    src: /images/industries/hospitality.svg\n');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draft])).toBe('Bo Author');
    // This page's own field changed in the form, saved with the page.
    expect(await page.locator('#field-sections-0-image-src').inputValue()).toBe('/images/industries/hospitality.svg');
    expect(branchFile(retail)).toContain('    src: /images/industries/retail.svg\n');
    await page.context().close();
  },
);

it(
  'deletes a page in a draft: the author picks where its visitors go, every link leads there, and the list says what happened',
  { timeout: 120_000 },
  async () => {
    const { bo } = team.people;
    const draft = await draftLinkingHome(bo.cookie, 'Retail goes', '/Retail#faq', false);
    const branchFile = (file: string) => gitIn(folders.repo, ['show', `${draft}:${file}`]);
    const erp = 'pages/products/erp.yaml';
    const page = await signedIn(bo.cookie);
    await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await page.getByRole('button', { name: 'Delete…' }).click(shown);
    const dialog = page.getByRole('dialog', { name: 'Delete Retail' });
    // The links are listed before a page is chosen; nothing can be deleted until one is.
    await expect.poll(async () => dialog.getByRole('status').textContent(), shown).toBe('1 link on 1 page leads to Retail now:');
    expect(await dialog.getByRole('list', { name: 'Pages whose links change' }).textContent()).toBe(
      'Cloud ERP, POS and CRM Software: /Retail#faq',
    );
    expect(await dialog.getByRole('button', { name: 'Delete page' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Send visitors to' }).click();
    await page.getByRole('option', { name: 'ERP', exact: true }).click();
    await expect
      .poll(async () => dialog.getByRole('status').textContent(), shown)
      .toBe('1 link on 1 page leads to Retail now; each will lead to ERP instead:');
    await expect.poll(async () => dialog.getByRole('button', { name: 'Delete page' }).isEnabled(), shown).toBe(true);
    expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
    await keepScreenshots(page, 'delete');
    await dialog.getByRole('button', { name: 'Delete page' }).click();

    // The list of the draft's pages says what happened, once, and no longer has the page.
    const notice = page.getByRole('status').filter({ hasText: 'Retail is deleted in this draft' });
    await expect
      .poll(async () => notice.textContent(), shown)
      .toBe('Retail is deleted in this draft; its address leads to ERP now. Links changed on Cloud ERP, POS and CRM Software.');
    expect(new URL(page.url()).pathname).toBe('/_studio');
    // The draft bar names the pages it changes, and the one it deletes (not a link: there is nothing to open). Home's
    // link now leads to /erp, as main's does: against main, the draft no longer changes Home.
    await expect.poll(async () => page.getByText(/^Changes .*; deletes Retail$/).textContent(), shown).toBe('Changes ERP; deletes Retail');
    expect(await page.getByRole('link', { name: 'ERP', exact: true }).first().getAttribute('href')).toBe(
      `/_studio/edit?file=${encodeURIComponent('pages/products/erp.yaml')}&draft=${encodeURIComponent(draft)}`,
    );
    await expect.poll(async () => page.getByRole('link', { name: /^ERP\b/ }).count(), shown).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /^Retail\b/ }).count()).toBe(0);
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');
    await keepScreenshots(page, 'deleted');
    // On the draft's branch: the link leads to ERP (its top: ERP has no questions), ERP has Retail's address, Retail is gone.
    expect(branchFile(home)).toContain('href: /erp,');
    expect(aliasesIn(branchFile(erp))).toEqual(aliasesAfterDelete(remoteFile(folders.repo, erp), remoteFile(folders.repo, retail)));
    expect(gitIn(folders.repo, ['ls-tree', '--name-only', draft, retail])).toBe('');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', draft])).toBe('Bo Author|Delete Retail');
    expect(gitIn(folders.repo, ['show', `main:${retail}`])).toMatch(/^path: \/retail$/m);
    // Back and forward do not say it again.
    await page.goBack();
    await page.goForward();
    await expect.poll(async () => page.getByRole('heading', { name: 'Pages', level: 1 }).count(), shown).toBe(1);
    expect(await notice.count()).toBe(0);

    // The change request shows the page taken out, and the page that takes its address.
    const id = await team.steps.askForReview(bo.cookie, draft, 'Retail goes');
    await page.goto(`${team.server.url}/requests/${String(id)}`);
    const removed = page.getByRole('region', { name: 'Retail', exact: true });
    await expect.poll(async () => removed.getByText('The page is taken out of the site.').count(), shown).toBe(1);
    await expect.poll(async () => page.getByRole('region', { name: 'ERP', exact: true }).count(), shown).toBe(1);
    // Its pictures: the page as the site shows it now, and none after.
    await expect.poll(async () => removed.getByText('This change removes the page from the site.').count(), { timeout: 90_000 }).toBe(1);
    await expect.poll(async () => removed.getByRole('img', { name: /^Retail page before/ }).count(), shown).toBe(1);
    expect(await removed.getByText('What changes').count()).toBe(0);
    expect(describeViolations(await axeViolations(page, 'main'))).toBe('');
    await keepScreenshots(page, 'delete-request');
    await page.context().close();
  },
);

it('removes a picture used on no page from the picture chooser, after asking', { timeout: 120_000 }, async () => {
  const { bo } = team.people;
  const draft = await team.steps.startDraft(bo.cookie, 'Tidy pictures');
  const uploaded = await team.steps.call(`/_studio/api/images?draft=${encodeURIComponent(draft)}`, {
    method: 'POST',
    cookie: bo.cookie,
    form: uploadForm({ folder: 'industries', name: 'spare-till', picture: blobOf(solidPng(8, 6, 0x80)) }),
  });
  expect(uploaded.status).toBe(200);
  const page = await signedIn(bo.cookie);
  await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
  await page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
  await page
    .getByRole('button', { name: /^Choose a picture for/ })
    .first()
    .click(shown);
  const chooser = page.getByRole('dialog', { name: 'Choose a picture' });
  await chooser.getByRole('combobox', { name: 'Show folder' }).selectOption({ label: 'Used on no page' });
  await chooser.getByRole('searchbox', { name: 'Search pictures' }).fill('spare-till');
  await expect.poll(async () => chooser.getByRole('status').textContent(), shown).toBe('1 picture');
  await chooser.getByRole('button', { name: 'Remove the 1 picture shown from the site…' }).click();
  await expect.poll(async () => chooser.getByText('Remove 1 picture from the site? No page uses it.').count(), shown).toBe(1);
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
  if (process.env.SITE_SHOTS !== undefined) await page.screenshot({ path: join(process.env.SITE_SHOTS, 'remove-pictures-1440.png') });
  await chooser.getByRole('button', { name: 'Remove 1 picture', exact: true }).click();
  await expect.poll(async () => chooser.getByText('1 picture removed from the site.').count(), shown).toBe(1);
  await expect.poll(async () => chooser.getByRole('status').textContent(), shown).toBe('No picture matches.');
  expect(existsSync(join(folders.dataDir, 'repo', 'public/images/industries/spare-till.png'))).toBe(false);
  await page.context().close();
});

it('moves a page’s file in a draft: the editor opens it from its new file and says so; no link changes', { timeout: 120_000 }, async () => {
  const { bo } = team.people;
  const draft = await team.steps.startDraft(bo.cookie, 'Retail among products');
  const page = await signedIn(bo.cookie);
  await page.goto(`${team.server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
  await page.getByRole('button', { name: 'Move…' }).click(shown);
  const dialog = page.getByRole('dialog', { name: 'Move Retail' });
  const file = dialog.getByRole('textbox', { name: 'Its file' });
  expect(await file.inputValue()).toBe(retail);
  // Another page's file is refused before anything changes.
  await file.fill('pages/products/erp.yaml');
  await expect
    .poll(async () => dialog.getByRole('alert').textContent(), shown)
    .toBe('pages/products/erp.yaml is another page’s file already — choose another file name.');
  await file.fill('pages/products/retail.yaml');
  await expect
    .poll(async () => dialog.getByRole('status').textContent(), shown)
    .toBe('Only its file moves, to pages/products/retail.yaml: links name the page by its address, so none changes.');
  expect(describeViolations(await axeViolations(page, '[role="dialog"]'))).toBe('');
  await dialog.getByRole('button', { name: 'Move page' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('file'), shown).toBe('pages/products/retail.yaml');
  await expect.poll(async () => page.getByText('Retail is kept in pages/products/retail.yaml now.').count(), shown).toBe(1);
  expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', draft])).toBe('Bo Author|Move Retail to pages/products/retail.yaml');
  expect(gitIn(folders.repo, ['ls-tree', '--name-only', draft, retail])).toBe('');
  expect(gitIn(folders.repo, ['show', `main:${retail}`])).toMatch(/^path: \/retail$/m);
  // The draft bar names the page once, by its new file.
  await expect.poll(async () => page.getByText(/^Changes /).textContent(), shown).toBe('Changes Retail');
  expect(await page.getByRole('link', { name: 'Retail', exact: true }).first().getAttribute('href')).toContain(
    encodeURIComponent('pages/products/retail.yaml'),
  );
  // The change request shows one page whose file moves, not one taken out and one new.
  const id = await team.steps.askForReview(bo.cookie, draft, 'Retail among products');
  await page.goto(`${team.server.url}/requests/${String(id)}`);
  await expect.poll(async () => page.getByRole('heading', { name: /^Pages it changes/ }).textContent(), shown).toBe('Pages it changes (1)');
  expect(await page.getByText(`Its file moves from ${retail}: visitors see no difference from that.`).count()).toBe(1);
  await page.context().close();
});
