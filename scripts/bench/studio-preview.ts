/**
 * How fast the page studio's preview follows an edit: the dev server on a copy of pages/, the
 * retail page open in the studio, and 50 letters typed one at a time into the hero's heading.
 * Each time runs from the key press to the preview frame showing the new heading, on the page's
 * own clock.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer, mergeConfig } from 'vite';
import { devConfig } from '../../vite.config.ts';
import { launchChromium, loopbackOnly } from '../browser/chromium.ts';

const edits = 50;
const heading = 'Every store, every sale, one system';

/**
 * The page's clock when the preview frame's h1 reads the given text, checked at every frame. Kept
 * as source text: the script runner renames helpers inside functions, and a function passed to the
 * page must stand on its own. Waits at most `seconds`, so a preview that never shows it ends the
 * bench with an error instead of holding it forever.
 */
async function untilPreviewShows(page: Page, expected: string, seconds: number): Promise<number> {
  const clockWhenShown = `(() => {
    const frame = document.querySelector('iframe[title^="Preview"]');
    return frame?.contentDocument?.querySelector('h1')?.textContent === ${JSON.stringify(expected)} && performance.now();
  })()`;
  const shown = await page
    .waitForFunction(clockWhenShown, undefined, { polling: 'raf', timeout: seconds * 1_000 })
    .catch((error: unknown) => {
      throw new Error(`The studio's preview did not show the heading "${expected}" within ${seconds} s`, { cause: error });
    });
  const clock: unknown = await shown.jsonValue();
  if (typeof clock !== 'number') throw new Error(`The studio's preview answered ${String(clock)} instead of its clock`);
  return clock;
}

/**
 * Types `edits` letters one at a time at the end of the hero's heading of the studio's editor open
 * in `page` (retail, hero chosen), and gives each key press's time to the preview showing it, in
 * milliseconds, sorted. One untimed warm-up edit comes first.
 */
export async function headingEditTimes(page: Page, edits = 50): Promise<number[]> {
  await untilPreviewShows(page, heading, 120);
  await page.locator('#field-sections-0-heading').click();
  await page.keyboard.press('End');
  let text = heading;
  const times: number[] = [];
  for (let index = 0; index <= edits; index += 1) {
    text += 'abcdefghij'[index % 10] ?? 'x';
    const pressed: number = await page.evaluate('performance.now()');
    await page.keyboard.type(text.slice(-1));
    const shown = await untilPreviewShows(page, text, 30);
    if (index > 0) times.push(shown - pressed);
  }
  return times.sort((a, b) => a - b);
}

/** The line the benchmark prints for a run of edits. */
export function editTimesLine(label: string, times: readonly number[], goal: string): string {
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p90 = times[Math.floor(times.length * 0.9)] ?? 0;
  const worst = times.at(-1) ?? 0;
  return `\n${label}, key press to the preview showing it (${times.length} edits): median ${Math.round(median)} ms, 90th percentile ${Math.round(p90)} ms, worst ${Math.round(worst)} ms (${goal})`;
}

export async function previewUpdateFigures(root: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  cpSync(join(root, 'pages'), join(scratch, 'pages'), { recursive: true });
  symlinkSync(join(root, 'public'), join(scratch, 'public'));
  // `npm run dev` with the studio, on the copy of the pages.
  const server = await createServer(
    mergeConfig(devConfig({ root, pagesDir: join(scratch, 'pages') }), { configFile: false, logLevel: 'silent', server: { port: 0 } }),
  );
  await server.listen();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...loopbackOnly, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.resolvedUrls?.local[0] ?? ''}_studio/edit?file=pages/industries/retail.yaml`);
    await page.getByRole('button', { name: /^1\. Hero/ }).click({ timeout: 60_000 });
    // The warm-up edit compiles the section components once.
    const times = await headingEditTimes(page, edits);
    console.log(editTimesLine('Studio preview update (npm run dev)', times, 'goal: within 300 ms'));
  } finally {
    await browser.close();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
