import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from '../scripts/browser/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, for `sharedChromium()` to connect to. */
    chromiumEndpoint: string;
  }
}

/** The run's one Chromium, and how many projects still use it. */
interface SharedChromium {
  server: BrowserServer;
  users: number;
}

declare global {
  // The browser and studio projects each load this file in their own module graph; the process is
  // the one thing they share, so Chromium is kept here and started once for both.
  var chromiumForTests: Promise<SharedChromium> | undefined;
}

async function startChromium(): Promise<SharedChromium> {
  const { executablePath } = chromiumLaunchOptions;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not installed at ${executablePath}: the browser and studio tests need it (apt-get install -y chromium, or set CHROME_PATH).`,
    );
  }
  return { server: await chromium.launchServer({ ...chromiumLaunchOptions, host: '127.0.0.1' }), users: 0 };
}

/**
 * One Chromium for the whole run, shared by the browser and studio projects: each test file
 * connects to it and opens its own contexts, instead of starting a browser of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  globalThis.chromiumForTests ??= startChromium();
  const shared = await globalThis.chromiumForTests;
  shared.users += 1;
  project.provide('chromiumEndpoint', shared.server.wsEndpoint());
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    globalThis.chromiumForTests = undefined;
    await shared.server.close();
  };
}
