import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A connection to the run's one Chromium (tests/chromium-setup.ts). Closing it closes the
 * contexts this file opened and leaves the browser running for the other files.
 */
export function sharedChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
