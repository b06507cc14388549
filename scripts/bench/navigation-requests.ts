/**
 * What following a link costs: the script requests a client-side navigation makes, and in how
 * many rounds, each round waiting for a file of the one before (the route table, a page chunk,
 * then the section components it imports). A plain click the moment the page listens, before the
 * route table has come; a plain click once the page is idle; and a click with the pointer resting
 * on the link first, as a visitor's does. Goal: one round at most once the page is idle.
 */
import type { Request } from 'playwright-core';
import { launchChromium, loopbackOnly } from '../browser/chromium.ts';

/** The round of each request: one more than the latest round that finished before it started. */
function rounds(requests: Request[]): number {
  const timed = requests.map((request) => {
    const timing = request.timing();
    return { start: timing.startTime, end: timing.startTime + Math.max(timing.responseEnd, 0) };
  });
  const round = new Map<number, number>();
  timed.forEach((request, index) => {
    const before = timed.flatMap((other, otherIndex) =>
      otherIndex !== index && other.end <= request.start ? [round.get(otherIndex) ?? 1] : [],
    );
    round.set(index, before.length === 0 ? 1 : Math.max(...before) + 1);
  });
  return Math.max(0, ...round.values());
}

export async function navigationFigures(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  console.log(
    '\nFollowing a link from / to /pharmaceutical (footer link), script requests during the navigation (goal: at most one round):',
  );
  try {
    const moments = [
      { label: 'click as the page listens', idle: false, intent: false },
      { label: 'click with no sign before', idle: true, intent: false },
      { label: 'pointer on the link first', idle: true, intent: true },
    ];
    for (const { label, idle, intent } of moments) {
      const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const link = page.locator('footer a[href="/pharmaceutical"]');
      // Idle: the route table, fetched when the page has nothing else to do, is in.
      if (idle) await page.waitForLoadState('networkidle');
      if (intent) {
        await link.hover();
        await page.waitForLoadState('networkidle');
      }
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      const scripts: Request[] = [];
      const finished: Promise<unknown>[] = [];
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(request);
        finished.push(request.response());
      });
      // Without intent: a click event alone, with no pointer passing over the link first.
      if (intent) await link.click();
      else await link.dispatchEvent('click');
      // The site's security policy refuses code sent as text, so the new heading is awaited from here.
      while ((await page.locator('h1').textContent()) === heading) await page.waitForTimeout(10);
      const counted = [...scripts];
      await Promise.all(finished);
      console.log(
        `  ${label.padEnd(26)}  ${counted.length} script requests in ${rounds(counted)} round${rounds(counted) === 1 ? '' : 's'}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
