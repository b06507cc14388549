import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { releaseTargetIn } from '../../scripts/deploy/index.ts';
import { releaseCommit } from '../../studio/team/publish/site-release.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { findNginx, startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { joinWithPasskey, passkeyDevice, signedInDevice } from '../helpers/team-browser.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { gitIn, teamFolders } from '../helpers/team-server.ts';
import { heroHeading, publishServer, remoteFile, retail, withField } from './publish-steps.ts';

/**
 * Review and publish as two people do it, each on their own device with a passkey: the author
 * changes /retail in a draft in the studio, the publisher reviews the real page before and after,
 * asks for a change, approves and publishes; nginx serves the live folder throughout.
 */
const shown = { timeout: 15_000 };
/** A publish merges, builds the changed pages (or all of them) and switches the live folder. */
const built = { timeout: 5 * 60_000 };
const newHeading = 'Retail that runs itself';
const askedHeading = 'Retail that runs itself, every day';

const ReleasesSchema = z.object({ live: z.string().nullable() });

/** Set REVIEW_SCREENSHOTS to a folder to keep pictures of the screens along the walk (to look at, not compared). */
const screenshotsDir = process.env.REVIEW_SCREENSHOTS;
async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (screenshotsDir === undefined) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** The screen at a desktop's and a phone's width, for the pictures kept along the walk. */
async function keepScreenshots(page: Page, name: string): Promise<void> {
  if (screenshotsDir === undefined) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keepScreenshot(page, `${name}-${String(width)}`);
  }
  if (size !== null) await page.setViewportSize(size);
}

const folders = teamFolders();
let steps: Awaited<ReturnType<typeof publishServer>>;
let server: TeamServer;
let browser: Browser;
let nginx: RunningNginx;

beforeAll(async () => {
  steps = await publishServer(folders, { screensDir: inject('teamScreensDir') });
  server = steps.server;
  // The site as it is live before anyone changes it: a release of main made as `npm run deploy` makes one
  // (not with the studio's publish settings, which this walk tests), served by nginx from the live folder.
  const repoDir = join(folders.dataDir, 'repo');
  const deployed = releaseTargetIn(folders.dataDir, { releases: 'releases' });
  await releaseCommit({ root: projectRoot, ...deployed }, repoDir, gitIn(repoDir, ['rev-parse', 'main']));
  const binary = findNginx();
  if (binary === undefined) throw new Error('nginx is not installed: install the Debian package nginx to run this test.');
  // nginx serves the root the live release's own nginx.conf names, as on the server.
  nginx = await startNginx(binary, join(steps.releasesDir, 'live'), { rootAsWritten: true });
  browser = await sharedChromium();
}, built.timeout);

afterAll(async () => {
  await browser.close();
  await nginx.stop();
  await server.close();
});

/** What nginx answers for /retail now. */
const liveRetail = async (): Promise<string> => (await fetch(`http://127.0.0.1:${String(nginx.port)}/retail`)).text();
const stateShown = (page: Page, words: string) => page.getByText('State:').locator('..').getByText(words, { exact: true });

/**
 * A person joins from an invitation link the admin made for their role and address on the People
 * page (its Copy link button, read from the list of links made), with a passkey on their own device.
 */
async function joins(admin: Page, name: string, email: string, role: RegExp): Promise<Page> {
  await admin.goto(`${server.url}/admin`);
  await admin.getByRole('combobox', { name: 'Role', exact: true }).click();
  await admin.getByRole('option', { name: role }).click();
  await admin.getByRole('textbox', { name: 'E-mail address (optional)' }).fill(email);
  await admin.getByRole('button', { name: 'Make invitation link' }).click();
  const made = admin
    .getByRole('region', { name: /^Links made now/ })
    .getByRole('listitem')
    .first();
  await expect.poll(async () => made.textContent(), shown).toContain(`for ${email}`);
  const link = (await made.getByTestId('invitation-link').textContent()) ?? '';
  const { page } = await passkeyDevice(browser);
  await joinWithPasskey(page, link, name, email, '/_studio');
  return page;
}

async function reviewAndSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: /^Review your changes/ })
    .getByRole('button', { name: 'Save into the draft' })
    .click();
  await expect.poll(async () => page.getByText('Saved', { exact: true }).count(), shown).toBe(1);
}

it(
  'an author’s draft reviewed, changed, approved and published to nginx; a second draft’s conflict chosen; a roll back',
  { timeout: 20 * 60_000 },
  async () => {
    const seeded = remoteFile(folders.repo, retail);
    const seededMain = gitIn(folders.repo, ['rev-parse', 'main']);
    expect(await liveRetail()).toContain('Every store, every sale, one system');
    const admin = await signedInDevice(browser, server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    const author = await joins(admin.page, 'Alice Author', 'alice@example.com', /^Author/);
    const publisher = await joins(admin.page, 'Pat Publisher', 'pat@example.com', /^Publisher/);

    // The author changes /retail's hero and adds a card, in a draft started from the page.
    await author.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
    await author.getByRole('button', { name: 'Change this page' }).click(shown);
    await author.waitForURL((url) => url.searchParams.get('draft') !== null, shown);
    const draft = new URL(author.url()).searchParams.get('draft') ?? '';
    await author.getByRole('button', { name: /^1\. Hero/ }).click(shown);
    await author.locator('#field-sections-0-heading').fill(newHeading);
    await author.getByRole('button', { name: /^2\. Card grid/ }).click(shown);
    await author.getByRole('button', { name: 'Add card' }).first().click(shown);
    await author.locator('#field-sections-1-cards-4-title').fill('Gift cards');
    await author
      .locator('#field-sections-1-cards-4-text')
      .fill('Sell and redeem gift cards at every till and online, with balances kept in one place.');
    await reviewAndSave(author);
    // The action row stays in sight under the bars, whatever the wheel does over the editor.
    const row = author.getByRole('button', { name: 'Review and save' });
    const rowBefore = await row.boundingBox();
    await author.getByRole('heading', { level: 1 }).hover();
    await author.mouse.wheel(0, 3000);
    // A wheel's scroll lands a few frames later (smoothly): read the row once it would have moved.
    await author.waitForTimeout(300);
    expect((await row.boundingBox())?.y, 'the action row moved under the wheel').toBe(rowBefore?.y);

    await keepScreenshot(author, 'draft-editor');

    // Main and the live site are unchanged; the draft's branch on the remote has the author's commit.
    expect(remoteFile(folders.repo, retail)).toBe(seeded);
    expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(seededMain);
    expect(await liveRetail()).not.toContain(newHeading);
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draft])).toBe('Alice Author');
    expect(gitIn(folders.repo, ['show', `${draft}:${retail}`])).toMatch(/- title: Gift cards\n/);

    // Meanwhile a second draft (over HTTP, as the studio saves) changes the same heading.
    const alice = cookieOf('alice@example.com');
    const rival = await steps.startDraft(alice, 'Simpler heading');
    expect((await steps.saveInDraft(alice, rival, (text) => withField(text, heroHeading, 'Retail made simple'))).status).toBe(200);

    // She asks for review.
    await author.getByRole('button', { name: 'Ask for review' }).click(shown);
    const ask = author.getByRole('dialog', { name: /Ask for review/ });
    await ask.getByLabel(/^Title/).fill('Retail refresh');
    await ask.getByRole('button', { name: /^Ask for review/ }).click();
    await author.waitForURL(/\/requests\/\d+$/, shown);
    const id = Number(/\/requests\/(\d+)$/.exec(author.url())?.[1]);

    // The publisher: the list of requests, the request, the real page before and after (desktop and phone), and the YAML diff.
    await publisher.goto(`${server.url}/requests`);
    const open = publisher.getByRole('list', { name: 'Open change requests' });
    await expect.poll(async () => open.getByRole('link', { name: 'Retail refresh' }).count(), shown).toBe(1);
    expect(await open.getByRole('listitem').filter({ hasText: 'Retail refresh' }).textContent()).toMatch(
      /In review.*Alice Author · updated .* · 1 page$/,
    );
    await open.getByRole('link', { name: 'Retail refresh' }).click(shown);
    await publisher.waitForURL(`**/requests/${String(id)}`);
    await expect.poll(async () => publisher.title(), shown).toBe('Retail refresh — Page studio');
    const block = publisher.getByRole('region', { name: 'Retail', exact: true });
    await expect.poll(async () => block.getByRole('img', { name: /after, desktop width/ }).count(), built).toBe(1);
    expect(await block.getByRole('img', { name: /before, desktop width/ }).count()).toBe(1);
    const diff = block.getByLabel(`Changes to the YAML of ${retail}`);
    expect(await diff.locator('ins').filter({ hasText: newHeading }).count()).toBe(1);
    expect(
      await diff
        .locator('ins')
        .filter({ hasText: /title: "?Gift cards/ })
        .count(),
    ).toBe(1);
    // The pictures load (they are PNGs the team server made of the built pages).
    const loaded = async (name: RegExp) =>
      block.getByRole('img', { name }).evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0);
    await expect.poll(async () => loaded(/after, desktop width/), shown).toBe(true);
    await expect.poll(async () => loaded(/before, desktop width/), shown).toBe(true);
    // Both sites were built from the live release, rebuilding only what changed: a page the draft
    // did not change is the live release's own file in each (a hard link), not a file built again.
    const picturesDir = join(folders.dataDir, 'page-pictures');
    const sites = readdirSync(picturesDir).map((commit) => join(picturesDir, commit, 'site'));
    expect(sites).toHaveLength(2);
    const unchanged = (site: string) => statSync(join(site, htmlFileFor('/pricing'))).ino;
    for (const site of sites) expect(unchanged(site)).toBe(unchanged(join(steps.releasesDir, 'live')));
    // What changes, in the words the problems list uses: sections and items counted from 1, by name.
    const changes = block.getByRole('listitem').filter({ hasText: /^Section / });
    expect(await changes.allTextContents()).toEqual([
      'Section 1 (hero) › heading',
      expect.stringMatching(/^Section 2 \(“.+”\) › cards › item 5 added$/),
    ]);
    await keepScreenshots(publisher, 'request');
    await block.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(async () => block.getByRole('img', { name: /after, phone width/ }).count(), shown).toBe(1);

    // A comment on the page.
    await block.getByLabel('Comment on Retail').fill('The card reads well.');
    await block.getByRole('button', { name: 'Add comment' }).click();
    const comments = block.getByRole('list', { name: 'Comments on Retail' });
    await expect.poll(async () => comments.getByText('The card reads well.').count(), shown).toBe(1);

    // Asks for a change; the author sees it, makes it in the studio, and asks again.
    await publisher.getByRole('button', { name: 'Ask for changes' }).click();
    await publisher.getByLabel('What should change (the author reads this)').fill('Say “every day” in the heading, please.');
    await publisher.getByRole('button', { name: 'Send to the author' }).click();
    await expect.poll(async () => stateShown(publisher, 'Changes asked').count(), shown).toBe(1);
    await author.reload();
    await expect
      .poll(async () => author.getByRole('alert').filter({ hasText: 'Say “every day” in the heading, please.' }).count(), shown)
      .toBe(1);
    for (const name of ['Approve', 'Publish', 'Ask for changes'])
      expect(await author.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await author.getByRole('link', { name: 'Releases' }).count()).toBe(0);
    await keepScreenshot(author, 'request-author');
    await author.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}&draft=${encodeURIComponent(draft)}`);
    await author.getByRole('button', { name: /^1\. Hero/ }).click(shown);
    await author.locator('#field-sections-0-heading').fill(askedHeading);
    await reviewAndSave(author);
    await author.goto(`${server.url}/requests/${String(id)}`);
    await author.getByRole('button', { name: 'Ask for review again' }).click(shown);
    await expect.poll(async () => stateShown(author, 'In review').count(), shown).toBe(1);

    // The publisher approves and publishes: nginx serves the new heading; the remote's main has the merge with her commits.
    await publisher.reload();
    await publisher.getByRole('button', { name: 'Approve' }).click(shown);
    await expect.poll(async () => stateShown(publisher, 'Approved').count(), shown).toBe(1);
    // A time far ahead, in the publisher's own time (the browser's zone is the test's), then taken off again.
    await publisher.getByLabel(/^Publish at \(your time/).fill('2099-01-02T09:30');
    await publisher.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(async () => publisher.getByText(/^Scheduled: it will be published on/).count(), shown).toBe(1);
    expect((await steps.request(cookieOf('pat@example.com'), id)).scheduledAt).toBe(new Date('2099-01-02T09:30').toISOString());
    await publisher.getByRole('button', { name: 'Take the time off' }).click();
    await expect.poll(async () => (await steps.request(cookieOf('pat@example.com'), id)).scheduledAt, shown).toBeNull();
    await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => publisher.getByRole('progressbar', { name: 'Publishing' }).count(), shown).toBe(1);
    await expect.poll(async () => publisher.getByText('Published: the site is live with these changes.').count(), built).toBe(1);
    expect(await publisher.getByRole('link', { name: 'https://www.lumora.example/retail' }).count()).toBe(1);
    const live = await liveRetail();
    expect(live).toContain(askedHeading);
    expect(live).toContain('Gift cards');
    // Reloaded with the release the studio published (its nginx.conf), nginx still serves the site.
    await nginx.reload();
    expect(await liveRetail()).toContain(askedHeading);
    const [, firstParent, secondParent] = gitIn(folders.repo, ['rev-list', '--parents', '-1', 'main']).split(' ');
    expect(firstParent).toBe(seededMain);
    expect(secondParent).toBe(gitIn(folders.repo, ['rev-parse', draft]));
    expect(gitIn(folders.repo, ['log', '--format=%an', `${seededMain}..main`]).split('\n')).toEqual([
      'Pat Publisher',
      'Alice Author',
      'Alice Author',
    ]);
    const firstRelease = ReleasesSchema.parse((await steps.call('/_team/api/releases', { cookie: cookieOf('pat@example.com') })).body).live;

    // History names the page and what each version changed, in the same words.
    await publisher.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
    await expect.poll(async () => publisher.getByRole('heading', { level: 1 }).textContent(), shown).toBe('Retail');
    await publisher.getByRole('button', { name: 'History' }).click(shown);
    const history = publisher.getByRole('dialog', { name: 'History of Retail' });
    const versions = history.getByRole('list', { name: 'Versions, newest first' });
    await expect.poll(async () => versions.getByText('Section 1 (hero) › heading', { exact: true }).count(), shown).toBeGreaterThan(0);
    expect(await versions.getByText(/^Section 2 \(“.+”\) › cards › item 5 added$/).count()).toBeGreaterThan(0);
    // Each version by who made it: the author's saves, which the publish brought onto the live pages.
    expect(await versions.getByRole('listitem').first().textContent()).toMatch(/^Edit RetailAlice Author · /);
    await keepScreenshots(publisher, 'history');
    await publisher.getByRole('button', { name: 'Close the history' }).click();

    // The published draft leaves the author's Drafts menu; the one still open stays.
    await author.goto(`${server.url}/_studio`);
    await author.getByRole('button', { name: 'Drafts' }).click(shown);
    const drafts = author.getByRole('menu').getByRole('menuitem');
    await expect.poll(async () => (await drafts.allTextContents()).join(' | '), shown).toMatch(/^Simpler heading[^|]*$/);
    await author.keyboard.press('Escape');

    // The second draft changed the same heading before this publish: publishing it asks, and the publisher chooses.
    const second = await steps.askForReview(alice, rival, 'Simpler heading');
    await publisher.goto(`${server.url}/requests/${String(second)}`);
    await publisher.getByRole('button', { name: 'Approve' }).click(shown);
    await expect.poll(async () => stateShown(publisher, 'Approved').count(), shown).toBe(1);
    await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
    const choose = publisher.getByRole('region', { name: 'Choose which values to publish' });
    await expect.poll(async () => choose.getByRole('group').count(), built).toBe(1);
    expect(await choose.getByLabel(/^The live value of/).textContent()).toBe(askedHeading);
    expect(await choose.getByLabel(/^The draft’s value of/).textContent()).toBe('Retail made simple');
    await keepScreenshot(publisher, 'conflict');
    await choose.getByRole('radio', { name: 'Take the draft’s value' }).check();
    await choose.getByRole('button', { name: 'Publish with these choices' }).click();
    await expect.poll(async () => publisher.getByText('Published: the site is live with these changes.').count(), built).toBe(1);
    expect(await liveRetail()).toContain('Retail made simple');

    // "Roll back" brings the previous release back on nginx at once.
    await publisher.goto(`${server.url}/releases`);
    // Each release by what it holds: the request published into it and who published it, and the pages it changed.
    const newest = publisher.getByRole('list', { name: 'Releases, newest first' }).getByRole('listitem').first();
    await expect.poll(async () => newest.textContent(), shown).toContain('“Simpler heading”, published by Pat Publisher');
    expect(await newest.textContent()).toContain('Changed from the release before: Retail.');
    await keepScreenshots(publisher, 'releases');
    await publisher.getByRole('button', { name: 'Roll back' }).click(shown);
    await keepScreenshot(publisher, 'roll-back');
    await publisher.getByRole('dialog', { name: 'Roll the site back?' }).getByRole('button', { name: 'Roll back' }).click();
    await expect.poll(async () => (await liveRetail()).includes(askedHeading), shown).toBe(true);
    expect(ReleasesSchema.parse((await steps.call('/_team/api/releases', { cookie: cookieOf('pat@example.com') })).body).live).toBe(
      firstRelease,
    );
    expect(readFileSync(join(steps.releasesDir, 'live', 'retail', 'index.html'), 'utf8')).not.toContain('Retail made simple');
    await nginx.reload();
    expect(await liveRetail()).toContain(askedHeading);
    // The pages were taken back too (the dialog's choice, on by default): main holds what is live, by the publisher.
    await expect.poll(async () => publisher.getByText(/The pages in the studio now match this release too/).count(), shown).toBe(1);
    expect(remoteFile(folders.repo, retail)).toContain(askedHeading);
    expect(remoteFile(folders.repo, retail)).not.toContain('Retail made simple');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s|%b', 'main']).trimEnd()).toBe(
      `Pat Publisher|Roll the site back to release ${String(firstRelease)}|Undoes “Simpler heading”.`,
    );

    // A roll back that keeps the pages: every place that shows them says the live site differs, and the next publish asks.
    await publisher.reload();
    await publisher.getByRole('button', { name: 'Roll back' }).click(shown);
    const keep = publisher.getByRole('dialog', { name: 'Roll the site back?' });
    await keep.getByRole('checkbox', { name: /^Also make the pages in the studio match this release/ }).uncheck();
    await keep.getByRole('button', { name: 'Roll back' }).click();
    await expect.poll(async () => (await liveRetail()).includes('Every store, every sale, one system'), shown).toBe(true);
    expect(remoteFile(folders.repo, retail)).toContain(askedHeading);
    const offTheSite = publisher.getByRole('alert').filter({ hasText: 'The site was rolled back, but the pages in the studio still hold' });
    await expect.poll(async () => offTheSite.textContent(), shown).toContain('(Retail). The next publish puts it live again');
    await author.goto(`${server.url}/_studio/edit?file=${encodeURIComponent(retail)}`);
    await expect
      .poll(
        async () => author.getByText(/^The site was rolled back and does not show the changes these pages still hold: Retail\./).count(),
        shown,
      )
      .toBe(1);
    const homeDraft = await steps.startDraft(alice, 'Home words');
    const homeFile = 'pages/home.yaml';
    expect(
      (await steps.saveInDraft(alice, homeDraft, (text) => withField(text, heroHeading, 'One system for the whole business'), homeFile))
        .status,
    ).toBe(200);
    const third = await steps.askForReview(alice, homeDraft, 'Home words');
    expect((await steps.step(cookieOf('pat@example.com'), third, 'approve')).status).toBe(200);
    await publisher.goto(`${server.url}/requests/${String(third)}`);
    await publisher.getByRole('button', { name: 'Publish', exact: true }).click(shown);
    const asks = publisher.getByRole('alert').filter({ hasText: 'publishing puts that live again too' });
    await expect.poll(async () => asks.textContent(), shown).toContain('(Retail)');
    expect(await liveRetail()).toContain('Every store, every sale, one system');
    await asks.getByRole('button', { name: 'Publish anyway' }).click();
    await expect.poll(async () => publisher.getByText('Published: the site is live with these changes.').count(), built).toBe(1);
    expect(await liveRetail()).toContain(askedHeading);

    // An invitation not used yet is listed, and withdrawn.
    await admin.page.goto(`${server.url}/admin`);
    await admin.page.getByRole('textbox', { name: 'E-mail address (optional)' }).fill('sam@example.com');
    await admin.page.getByRole('button', { name: 'Make invitation link' }).click();
    const waiting = admin.page.getByRole('table', { name: 'Invitations not used yet' });
    await expect.poll(async () => waiting.getByText(/sam@example\.com/).count(), shown).toBe(1);
    admin.page.once('dialog', (dialog) => void dialog.accept());
    await waiting.getByRole('button', { name: 'Withdraw the invitation for sam@example.com' }).click();
    await expect.poll(async () => waiting.getByText(/sam@example\.com/).count(), shown).toBe(0);

    // The admin reads what happened in sentences.
    await admin.page.goto(`${server.url}/admin`);
    const log = admin.page.getByRole('table', { name: 'Audit log' });
    await expect.poll(async () => log.textContent(), shown).toContain('Pat Publisher put the release');
    const said = (await log.getByTestId('audit-sentence').allTextContents()).join('\n');
    for (const sentence of [
      'Ada Admin invited alice@example.com as an author.',
      'Alice Author joined as an author with a passkey.',
      'Alice Author saved Retail in the draft “Retail: changes”.',
      /Alice Author asked for review of change request \d+ “.+”\./,
      /Pat Publisher approved change request \d+ “Retail refresh”\./,
      /Pat Publisher published change request \d+ “Retail refresh”\./,
      /^Pat Publisher put the release of .+ live instead of the release of .+, taking the pages in the studio back too\.$/m,
      /^Pat Publisher put the release of .+ live instead of the release of .+, keeping the pages in the studio as they were\.$/m,
      'Ada Admin withdrew the invitation for sam@example.com as an author.',
    ])
      expect(said).toMatch(sentence);
    await keepScreenshots(admin.page, 'people-and-audit');
    await admin.context.close();
  },
);

/** A session for a person who joined with a passkey, for the steps taken over HTTP. */
function cookieOf(email: string): string {
  const person = server.store.people.byEmail(email);
  if (person === undefined) throw new Error(`${email} has not joined`);
  return `studio-session=${server.store.sessions.start(person.id, 'test')}`;
}
