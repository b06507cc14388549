import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { signedInDevice } from '../helpers/team-browser.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { heroHeading, publishServer, retail, withField } from './publish-steps.ts';

/** The editor shows who else has the page open and which other drafts change it, and warns of a field both change. */
const shown = { timeout: 15_000 };
const folders = teamFolders();
let server: TeamServer;
let browser: Browser;
let steps: Awaited<ReturnType<typeof publishServer>>;

beforeAll(async () => {
  steps = await publishServer(folders, { screensDir: inject('teamScreensDir') });
  server = steps.server;
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

const presence = (page: Page) => page.getByTestId('presence');
const editorOf = (draft?: string) =>
  `${server.url}/_studio/edit?file=${encodeURIComponent(retail)}${draft === undefined ? '' : `&draft=${encodeURIComponent(draft)}`}`;

it(
  'shows who else has the page open, the other draft that changes it, and warns when both change the hero heading',
  { timeout: 120_000 },
  async () => {
    const alice = await signedInDevice(browser, server, { name: 'Alice Author', email: 'alice@example.com', role: 'author' });
    const bo = await signedInDevice(browser, server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' });
    const bosCookie = (await bo.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const alicesCookie = (await alice.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const bosDraft = await steps.startDraft(bosCookie, 'Spring campaign');
    const alicesDraft = await steps.startDraft(alicesCookie, 'Retail refresh');

    await alice.page.goto(editorOf(alicesDraft));
    await bo.page.goto(editorOf(bosDraft));
    await expect
      .poll(async () => presence(alice.page).textContent(), shown)
      .toContain('Also open here: Bo Author (in the draft “Spring campaign”)');
    await expect
      .poll(async () => presence(bo.page).textContent(), shown)
      .toContain('Also open here: Alice Author (in the draft “Retail refresh”)');

    // Bo saves a new hero heading into his draft: Alice's editor names the field his draft changes.
    expect((await steps.saveInDraft(bosCookie, bosDraft, (text) => withField(text, heroHeading, 'Spring at every till'))).status).toBe(200);
    await expect
      .poll(async () => presence(alice.page).textContent(), shown)
      .toContain('Bo Author’s draft “Spring campaign” also changes this page: Section 1 (hero) › heading.');

    // Alice types a heading of her own: the warning comes before she saves.
    await alice.page.getByRole('button', { name: /^1\. Hero/ }).click(shown);
    await alice.page.locator('#field-sections-0-heading').fill('Autumn at every till');
    const warning = alice.page.getByTestId('presence-shared');
    await expect
      .poll(async () => warning.textContent(), shown)
      .toContain('You change Section 1 (hero) › heading, and Bo Author’s draft “Spring campaign” changes it too');

    // Bo leaves the page: Alice is no longer told he is there; his draft still changes the page.
    await bo.context.close();
    await expect.poll(async () => (await presence(alice.page).textContent()) ?? '', shown).not.toContain('Also open here');
    expect(await warning.count()).toBe(1);
    await alice.context.close();
  },
);
