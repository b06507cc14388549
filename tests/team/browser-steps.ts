import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { deviceWithSession } from '../helpers/team-browser.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { peopleOn, publishServer, type People } from './publish-steps.ts';

/**
 * One team server (publishing to its own releases, on the screens built for the project) with the
 * people of `peopleOn` and the shared Chromium, for one browser test file: started before its
 * tests, stopped after them.
 */
export function publishingInBrowser() {
  const folders = teamFolders();
  let started: { steps: Awaited<ReturnType<typeof publishServer>>; people: People; browser: Browser } | undefined;
  beforeAll(async () => {
    const steps = await publishServer(folders, { screensDir: inject('teamScreensDir') });
    started = { steps, people: peopleOn(steps.server), browser: await sharedChromium() };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.steps.server.close();
  });
  const now = () => {
    if (started === undefined) throw new Error('The team server starts before the tests (beforeAll).');
    return started;
  };
  return {
    folders,
    get steps() {
      return now().steps;
    },
    get server() {
      return now().steps.server;
    },
    get people() {
      return now().people;
    },
    get browser() {
      return now().browser;
    },
    /** A device of the person whose session `cookie` holds. */
    signedIn: async (cookie: string): Promise<Page> => (await deviceWithSession(now().browser, now().steps.server, cookie)).page,
  };
}
