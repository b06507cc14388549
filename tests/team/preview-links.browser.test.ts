import { expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { keepScreenshots, loopbackDevice } from '../helpers/team-browser.ts';
import { publishingInBrowser } from './browser-steps.ts';
import { heroHeading, withField } from './publish-steps.ts';

/**
 * A preview link through the screens: the author makes one on the change request, copies it, and
 * someone without an account opens it on a phone (the pictures at phone width) and on a desktop;
 * a publisher withdraws it, and the link says so.
 */
const shown = { timeout: 15_000 };
const team = publishingInBrowser();
const { signedIn } = team;

it(
  'an author shares a request’s preview; someone without an account opens it on a phone; a publisher withdraws it',
  { timeout: 180_000 },
  async () => {
    const { bo, pat } = team.people;
    const draft = await team.steps.startDraft(bo.cookie, 'Retail heading');
    expect((await team.steps.saveInDraft(bo.cookie, draft, (text) => withField(text, heroHeading, 'Retail, simply'))).status).toBe(200);
    const id = await team.steps.askForReview(bo.cookie, draft, 'A simpler retail heading');

    // Bo makes a link on the request.
    const author = await signedIn(bo.cookie);
    await author.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: team.server.url });
    await author.goto(`${team.server.url}/requests/${String(id)}`);
    const share = author.getByRole('region', { name: 'Share a preview' });
    await expect.poll(async () => share.getByText('No preview link works now.').count(), shown).toBe(1);
    await share.getByRole('button', { name: 'Make a preview link' }).click();
    const links = share.getByRole('list', { name: 'Preview links that work now' });
    await expect.poll(async () => links.getByRole('listitem').count(), shown).toBe(1);
    expect(await links.getByRole('listitem').textContent()).toMatch(/^Made by Bo Author on .+ · works until .+/);
    const url = (await share.getByTestId('preview-link').textContent()) ?? '';
    expect(url).toMatch(new RegExp(`^${team.server.url}/shared/[\\w-]{43}$`));
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(async () => author.evaluate(() => navigator.clipboard.readText()), shown).toBe(url);
    expect(describeViolations(await axeViolations(author, 'main'))).toBe('');
    await share.scrollIntoViewIfNeeded();
    await keepScreenshots(author, 'share-preview');
    await author.context().close();

    // Someone without an account, on a phone: the request in words and its pictures at phone width.
    const { context, page: visitor } = await loopbackDevice(team.browser, { width: 390, height: 844 });
    await visitor.goto(url);
    await expect.poll(async () => visitor.getByRole('heading', { level: 1 }).textContent(), shown).toBe('A simpler retail heading');
    expect(await visitor.getByText(/Bo Author shared this preview with you; it works until/).count()).toBe(1);
    // The page looks again by itself until the pictures are made.
    const after = visitor.getByRole('img', { name: 'Retail with this change' });
    await expect.poll(async () => after.count(), { timeout: 90_000 }).toBe(1);
    await expect
      .poll(async () => after.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), shown)
      .toBeGreaterThan(0);
    // On a phone, the phone's picture; nothing wider than the screen.
    expect(await after.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-after-phone\.png$/);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(describeViolations(await axeViolations(visitor, 'main'))).toBe('');
    await keepScreenshots(visitor, 'preview-link', true);
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await visitor.reload();
    expect(await after.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-after-desktop\.png$/);

    // Pat, a publisher, withdraws it from the request; the link says so.
    const publisher = await signedIn(pat.cookie);
    await publisher.goto(`${team.server.url}/requests/${String(id)}`);
    const listed = publisher.getByRole('region', { name: 'Share a preview' }).getByRole('listitem');
    await expect.poll(async () => listed.count(), shown).toBe(1);
    // Only its maker saw the address.
    expect(await publisher.getByTestId('preview-link').count()).toBe(0);
    await listed.getByRole('button', { name: /^Withdraw the link made by Bo Author/ }).click();
    await expect
      .poll(async () => publisher.getByRole('region', { name: 'Share a preview' }).getByText('No preview link works now.').count(), shown)
      .toBe(1);
    await publisher.context().close();
    await visitor.reload();
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('This preview link was withdrawn');
    const words = (await visitor.locator('main p').textContent())?.replace(/\s+/g, ' ').trim();
    expect(words).toMatch(/^Pat Publisher withdrew it on .+ UTC\. Ask Bo Author for a new one if you still need it\.$/);
    expect(describeViolations(await axeViolations(visitor, 'main'))).toBe('');
    await context.close();
  },
);
