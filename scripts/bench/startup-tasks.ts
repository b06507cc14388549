/**
 * The main thread's tasks while a page starts, as a visitor's Chromium runs them, beside the same
 * with the DevTools protocol attached, as Lighthouse, Playwright and every test here attach it.
 *
 * Attached, V8 records a line and column for every frame of each new Error (the protocol asks it
 * to), and to know them it parses the calling function's source again. React DOM makes five such
 * Errors when it starts, inside the bundler's wrapper of its 190 KB module, so the task that starts
 * it grows by tens of milliseconds that a visitor's browser never spends. The visitor's side is
 * traced with Chromium's own startup tracing (`--trace-startup`), which attaches nothing.
 *
 * The figure is the longest task after first paint that runs the site's modules: at 1x CPU,
 * medians of three loads per side, taken in turns. Other tasks are left out: a Chromium started
 * for one load also does its own first-run work on the page's thread.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { z } from 'zod';
import { serveDist } from '../server/serve-dist.ts';
import { chromiumLaunchOptions, launchChromium, loopbackOnly } from '../browser/chromium.ts';
import { pageKinds } from './page-kinds.ts';

const pages = pageKinds;
/** Loads per page and side; a few, as each takes about ten seconds. */
const runs = 3;
const viewport = { width: 412, height: 823 };
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
/** How long a page is traced: its code starts after its pictures have painted, and hydrates within a second or two. */
const traceSeconds = 5;

const TraceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
});
type TraceEvent = z.infer<typeof TraceEvent>;
const TraceFile = z.union([z.object({ traceEvents: z.array(z.unknown()) }), z.array(z.unknown())]);

/** The trace's well-formed events (a trace also holds metadata of other shapes). */
function eventsOf(raw: unknown[]): TraceEvent[] {
  return raw.flatMap((event) => {
    const parsed = TraceEvent.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The longest task after first paint that runs the site's modules (React DOM starts in one of them), ms. */
function codeTaskMs(events: TraceEvent[]): number {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  // The renderer's main thread: where the page's navigation started.
  const main = events.find((event) => event.name === 'navigationStart' && event.pid === paint?.pid);
  if (!paint || !main) throw new Error('The trace has no first contentful paint.');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const evaluations = onMain.filter((event) => event.name === 'v8.evaluateModule');
  const runsCode = (task: TraceEvent) =>
    evaluations.some((evaluation) => evaluation.ts >= task.ts && evaluation.ts < task.ts + (task.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= paint.ts && runsCode(event));
  return Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000));
}

/** A load in a Chromium of its own that no tool attaches to, traced from its start. */
async function unattachedLoad(url: string): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'site-startup-'));
  const traceFile = join(folder, 'trace.json');
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      `--user-data-dir=${join(folder, 'profile')}`,
      `--window-size=${viewport.width},${viewport.height}`,
      // Every host but loopback goes to a closed local port (the contact page's enquiry form).
      `--proxy-server=${loopbackOnly.proxy.server}`,
      `--trace-startup=${categories.join(',')}`,
      `--trace-startup-duration=${traceSeconds}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${traceFile}`,
      url,
    ],
    { stdio: 'ignore' },
  );
  try {
    // Chromium writes the file when the duration is over; it is complete once it parses.
    for (let waited = 0; waited < (traceSeconds + 20) * 1000; waited += 250) {
      await new Promise((done) => setTimeout(done, 250));
      let text: string;
      try {
        text = readFileSync(traceFile, 'utf8');
      } catch {
        continue;
      }
      const parsed = TraceFile.safeParse(safeJson(text));
      if (!parsed.success) continue;
      return codeTaskMs(eventsOf(Array.isArray(parsed.data) ? parsed.data : parsed.data.traceEvents));
    }
    throw new Error(`Chromium wrote no trace of ${url} within ${traceSeconds + 20} s.`);
  } finally {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The same load with the DevTools protocol attached and tracing through it. */
async function attachedLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ ...loopbackOnly, viewport });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const collected: unknown[] = [];
    session.on('Tracing.dataCollected', ({ value }) => collected.push(...value));
    const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
    await session.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
    await page.goto(url);
    await page.waitForTimeout(traceSeconds * 1000);
    await session.send('Tracing.end');
    await complete;
    return codeTaskMs(eventsOf(collected));
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(12);

/** Prints, per page kind, the longest task that runs the site's code: in a visitor's browser, and attached. */
export async function startupTaskFigures(dist: string): Promise<void> {
  const served = await serveDist(dist);
  const browser = await launchChromium();
  try {
    console.log(
      `\nThe longest task running the site's code after first paint, in a visitor's Chromium (nothing attached) and with the DevTools protocol attached (as under Lighthouse); 1x CPU, medians of ${runs}:`,
    );
    console.log(`  ${'page'.padEnd(30)}${'visitor'.padStart(12)}${'attached'.padStart(12)}`);
    for (const { name, path } of pages) {
      const visitor: number[] = [];
      const attached: number[] = [];
      for (let run = 0; run < runs; run++) {
        visitor.push(await unattachedLoad(`${served.url}${path}`));
        attached.push(await attachedLoad(browser, `${served.url}${path}`));
      }
      console.log(`  ${`${name} ${path}`.padEnd(30)}${ms(median(visitor))}${ms(median(attached))}`);
    }
    console.log('  (At 4x CPU, as Lighthouse counts, a task blocks for 4 times its length less 50 ms.)');
  } finally {
    await browser.close();
    await served.close();
  }
}
