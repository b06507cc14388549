import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { signedInAs, teamFolders } from '../helpers/team-server.ts';
import { publishServer, retail, withField } from './publish-steps.ts';

/**
 * The review screens beside the walk of tests/team/review-walk.browser.test.ts: a request whose
 * pages fail validation, and the sign-in the review pages ask for. Drafts and their saves are set
 * up over HTTP, as the page studio would make them.
 */
/**
 * A screen's next state, on a machine that is also running the site's sweep: sending a request back
 * (a comment, then the request's state, then the screen's reload) once took longer than 15 s there.
 */
const shown = { timeout: 30_000 };

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

const stateShown = (page: Page, words: string) => page.getByText(`State:`).locator('..').getByText(words, { exact: true });

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
    expect(listed).toMatch(/^Line \d+, Section 2 › cards › item 1 › icon: .*NoSuchIcon/);
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
