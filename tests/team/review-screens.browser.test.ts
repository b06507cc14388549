import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { signedInAs, teamFolders } from '../helpers/team-server.ts';
import { heroHeading, publishServer, retail, withField, withGiftCards } from './publish-steps.ts';

/**
 * The review screens with two people on their own devices: an author (on a phone) and a publisher.
 * Drafts and their saves are set up over HTTP, as the page studio would make them; every review
 * step is taken on the screens. Each publish builds the whole site (30–60 s here): two builds.
 */
const shown = { timeout: 15_000 };
/** A publish merges, builds every page and switches the live folder. */
const built = { timeout: 5 * 60_000 };

const ReleasesSchema = z.object({
  live: z.string().nullable(),
  releases: z.array(z.object({ name: z.string(), commit: z.string().nullable(), live: z.boolean() })),
});

/** Set REVIEW_SCREENSHOTS to a folder to keep pictures of the request page at 1440 and 390 px (to look at, not compared). */
const screenshotsDir = process.env.REVIEW_SCREENSHOTS;

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

/** Another session for a person the device signed in: the HTTP steps speak as them. */
function cookieOf(email: string): string {
  const person = server.store.people.byEmail(email);
  if (person === undefined) throw new Error(`${email} is not in the studio`);
  return `studio-session=${server.store.sessions.start(person.id, 'test')}`;
}

async function releases(cookie: string) {
  return ReleasesSchema.parse((await steps.call('/_team/api/releases', { cookie })).body);
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (screenshotsDir === undefined) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

const stateShown = (page: Page, words: string) => page.getByText(`State:`).locator('..').getByText(words, { exact: true });

it(
  'an author and a publisher: review, changes asked, asked again, approved and published, a conflict settled on publish, and a roll back',
  { timeout: 15 * 60_000 },
  async () => {
    const publisher = await signedInDevice(
      browser,
      server,
      { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' },
      { width: 1440, height: 900 },
    );
    const author = await signedInDevice(
      browser,
      server,
      { name: 'Alice Author', email: 'alice@example.com', role: 'author' },
      { width: 390, height: 844 },
    );
    const alice = cookieOf('alice@example.com');
    const pat = cookieOf('pat@example.com');

    // Alice's draft changes the hero's heading and adds a card; a second draft, started now, changes the same heading.
    const draft = await steps.startDraft(alice, 'Retail refresh');
    expect((await steps.saveInDraft(alice, draft, (text) => withField(text, heroHeading, 'Retail that runs itself'))).status).toBe(200);
    expect((await steps.saveInDraft(alice, draft, withGiftCards)).status).toBe(200);
    const rival = await steps.startDraft(alice, 'Simpler heading');
    expect((await steps.saveInDraft(alice, rival, (text) => withField(text, heroHeading, 'Retail made simple'))).status).toBe(200);
    const id = await steps.askForReview(alice, draft, 'Retail refresh');
    const changes = (await steps.request(pat, id)).pages[0]?.changes ?? [];
    expect(changes.length).toBeGreaterThan(1);

    // The publisher: the list, the request, its page's changed fields in words and its YAML diff.
    const review = publisher.page;
    await review.goto(`${server.url}/requests`);
    const open = review.getByRole('list', { name: 'Open change requests' });
    await expect.poll(async () => open.getByRole('link', { name: 'Retail refresh' }).count(), shown).toBe(1);
    expect(await open.getByRole('listitem').filter({ hasText: 'Retail refresh' }).textContent()).toMatch(
      /In review.*Alice Author · updated .* · 1 page$/,
    );
    await keepScreenshot(review, 'requests-1440');
    await open.getByRole('link', { name: 'Retail refresh' }).click(shown);
    await review.waitForURL(`**/requests/${String(id)}`);
    await expect.poll(async () => review.getByRole('heading', { level: 1 }).textContent(), shown).toBe('Retail refresh');
    expect(await review.title()).toBe('Retail refresh — Page studio');
    const block = review.getByRole('region', { name: retail });
    await expect.poll(async () => block.getByText('The page at /retail').count(), shown).toBe(1);
    for (const change of changes) expect(await block.getByRole('listitem').filter({ hasText: change }).count()).toBeGreaterThan(0);
    const diff = block.getByLabel(`Changes to the YAML of ${retail}`);
    expect(await diff.locator('ins').filter({ hasText: 'Retail that runs itself' }).count()).toBe(1);
    expect(await diff.locator('ins').filter({ hasText: 'title: Gift cards' }).count()).toBe(1);
    expect(await diff.locator('del').filter({ hasText: 'heading:' }).count()).toBeGreaterThan(0);
    await keepScreenshot(review, 'request-1440');

    // A comment on the page, then changes asked for with a note.
    await block.getByLabel(`Comment on ${retail}`).fill('The card reads well.');
    await block.getByRole('button', { name: 'Add comment' }).click();
    await expect
      .poll(
        async () =>
          block
            .getByRole('list', { name: `Comments on ${retail}` })
            .getByText('The card reads well.')
            .count(),
        shown,
      )
      .toBe(1);
    await review.getByRole('button', { name: 'Ask for changes' }).click();
    await review.getByLabel('What should change (the author reads this)').fill('Say “every day” in the heading, please.');
    await review.getByRole('button', { name: 'Send to the author' }).click();
    await expect.poll(async () => stateShown(review, 'Changes asked').count(), shown).toBe(1);
    expect(await review.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The author, on a phone: the state and the note, prominently; no publisher's buttons.
    const own = author.page;
    await own.goto(`${server.url}/requests/${String(id)}`);
    const asked = own.getByRole('alert').filter({ hasText: 'Changes asked.' });
    await expect.poll(async () => asked.getByText('Say “every day” in the heading, please.', { exact: false }).count(), shown).toBe(1);
    expect(await stateShown(own, 'Changes asked').count()).toBe(1);
    for (const name of ['Approve', 'Publish', 'Ask for changes'])
      expect(await own.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await own.getByRole('link', { name: 'Review' }).count()).toBe(1);
    expect(await own.getByRole('link', { name: 'Releases' }).count()).toBe(0);
    await keepScreenshot(own, 'request-390');

    // She changes the heading in the draft and asks again.
    expect(
      (await steps.saveInDraft(alice, draft, (text) => withField(text, heroHeading, 'Retail that runs itself, every day'))).status,
    ).toBe(200);
    await own.getByLabel('What you changed (optional)').fill('Done.');
    await own.getByRole('button', { name: 'Ask for review again' }).click();
    await expect.poll(async () => stateShown(own, 'In review').count(), shown).toBe(1);

    // The publisher approves and publishes: progress with the buttons held, then the release and its commit.
    await review.reload();
    await review.getByRole('button', { name: 'Approve' }).click(shown);
    await expect.poll(async () => stateShown(review, 'Approved').count(), shown).toBe(1);
    // A time far ahead, in the publisher's own time (the browser's zone is the test's), then taken off again.
    await review.getByLabel(/^Publish at \(your time/).fill('2099-01-02T09:30');
    await review.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(async () => review.getByText(/^Scheduled: it will be published on/).count(), shown).toBe(1);
    expect((await steps.request(pat, id)).scheduledAt).toBe(new Date('2099-01-02T09:30').toISOString());
    await review.getByRole('button', { name: 'Take the time off' }).click();
    await expect.poll(async () => (await steps.request(pat, id)).scheduledAt, shown).toBeNull();
    await expect.poll(async () => review.getByText(/^Scheduled: it will be published on/).count(), shown).toBe(0);
    await review.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => review.getByRole('progressbar', { name: 'Publishing' }).count(), shown).toBe(1);
    expect(await review.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    await expect.poll(async () => review.getByText(/^Published as release/).count(), built).toBe(1);
    const first = await steps.request(pat, id);
    expect(first).toMatchObject({ state: 'published' });
    const afterFirst = await releases(pat);
    expect(afterFirst.live).toBe(first.publishedRelease);
    expect(await review.getByText(/^Published as release/).textContent()).toContain(first.publishedRelease ?? 'no release');
    expect(await review.getByRole('link', { name: 'https://www.lumora.example/retail' }).count()).toBe(1);

    // The second draft changed the same heading: publishing it shows both values; the publisher takes the draft's.
    const second = await steps.askForReview(alice, rival, 'Simpler heading');
    expect((await steps.step(pat, second, 'approve')).status).toBe(200);
    await review.goto(`${server.url}/requests/${String(second)}`);
    await review.getByRole('button', { name: 'Publish', exact: true }).click(shown);
    const choose = review.getByRole('region', { name: 'Choose which values to publish' });
    await expect.poll(async () => choose.getByRole('group').count(), shown).toBe(1);
    const field = choose.getByRole('group');
    expect(await field.locator('legend').textContent()).toContain(retail);
    expect(await field.getByLabel(/^The live value of/).textContent()).toBe('Retail that runs itself, every day');
    expect(await field.getByLabel(/^The draft’s value of/).textContent()).toBe('Retail made simple');
    expect(await choose.getByRole('button', { name: 'Publish with these choices' }).isDisabled()).toBe(true);
    await keepScreenshot(review, 'conflict-1440');
    await field.getByRole('radio', { name: 'Take the draft’s value' }).check();
    await choose.getByRole('button', { name: 'Publish with these choices' }).click();
    await expect.poll(async () => review.getByText(/^Published as release/).count(), built).toBe(1);
    const secondRelease = (await steps.request(pat, second)).publishedRelease;
    expect((await releases(pat)).live).toBe(secondRelease);

    // Releases: "Roll back" names both releases and puts the first one live again.
    await review.goto(`${server.url}/releases`);
    await review.getByRole('button', { name: 'Roll back' }).click(shown);
    const confirm = review.getByRole('dialog', { name: 'Roll the site back?' });
    await keepScreenshot(review, 'roll-back-1440');
    const question = (await confirm.textContent()) ?? '';
    expect(question).toContain(secondRelease ?? 'no release');
    expect(question).toContain(first.publishedRelease ?? 'no release');
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await expect.poll(async () => (await releases(pat)).live, shown).toBe(first.publishedRelease);
    await expect
      .poll(
        async () =>
          review
            .getByRole('listitem', { name: `Release ${first.publishedRelease ?? ''}` })
            .getByText('Live')
            .count(),
        shown,
      )
      .toBe(1);

    await publisher.context.close();
    await author.context.close();
  },
);

// Checking the draft's pages runs beside the build of the request's pictures, which the request page starts.
it(
  'a request whose page fails validation lists the problems by page and field, and goes back to its author with them',
  { timeout: 180_000 },
  async () => {
    const publisher = await signedInDevice(browser, server, { name: 'Quinn Publisher', email: 'quinn@example.com', role: 'publisher' });
    const bo = signedInAs(server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' });
    const quinn = cookieOf('quinn@example.com');
    const draft = await steps.startDraft(bo.cookie, 'New icon');
    expect(
      (await steps.saveInDraft(bo.cookie, draft, (text) => withField(text, ['sections', 1, 'cards', 0, 'icon'], 'NoSuchIcon'))).status,
    ).toBe(200);
    const id = await steps.askForReview(bo.cookie, draft, 'New icon');
    expect((await steps.step(quinn, id, 'approve')).status).toBe(200);

    const { page } = publisher;
    await page.goto(`${server.url}/requests/${String(id)}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click(shown);
    const problems = page.getByRole('region', { name: 'Problems to fix before publishing' });
    await expect.poll(async () => problems.getByRole('heading', { name: retail }).count(), shown).toBe(1);
    const listed = (await problems.getByRole('listitem').allTextContents()).join('\n');
    expect(listed).toMatch(/^Line \d+, sections\[1\]\.cards\[0\]\.icon: .*NoSuchIcon/);
    await problems.getByRole('button', { name: 'Send back to the author with these problems' }).click();
    await expect.poll(async () => stateShown(page, 'Changes asked').count(), shown).toBe(1);
    const note = (await steps.request(bo.cookie, id)).comments.at(-1)?.text ?? '';
    expect(note).toContain(`${retail}, line`);
    expect(note).toContain('NoSuchIcon');
    await publisher.context.close();
  },
);

it('the review pages send someone not signed in to sign in first, and come back to the page after', async () => {
  for (const path of ['/requests', '/requests/1', '/releases']) {
    const answer = await steps.call(path);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
  }
  const { cookie } = signedInAs(server, { name: 'Rae Author', email: 'rae@example.com', role: 'author' });
  const signedIn = await steps.call('/requests', { cookie });
  expect(signedIn.status).toBe(200);
  expect(String(signedIn.body)).toContain('<div id="team">');
});
