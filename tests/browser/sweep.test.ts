/**
 * One visit per page and width, and every check that needs a real browser read from that visit:
 * status, hydration without errors, head facts, layout stability, keyboard focus order, images,
 * width, axe (WCAG 2.2 AA), CSP violations under the real policy, and first-load JavaScript.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { htmlFileFor, readRoutesFile } from '../../scripts/server/built-site.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { budget, gzipped, kb } from './budgets.ts';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { hiddenFocus, rankOf, regions } from './focus.ts';
import { describeShifts, layoutShifts, quiet, readingWithoutScript, recordContext, recordPage } from './recorders.ts';
import { changedRoutes } from './sweep/changed-pages.ts';
import { lane, once } from './sweep/lanes.ts';
import { openTab, visit as visitPage, type SweepTarget, type Tab, type Visit } from './sweep/visit.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';
import { routeTableAddress } from '../../src/boot-contract.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');

const widths = [1440, 390] as const;
type Width = (typeof widths)[number];
/** An unknown address: the not-found page is a page visitors see too. */
const notFoundPath = '/sweep-no-such-page';
/** Layout shift a visitor cannot notice; sub-pixel rounding stays under it. */
const shiftLimit = 0.001;

/** Every page, or the changed ones alone when the content job names them (sweep/changed-pages.ts). */
const routes = changedRoutes(process.env['CHANGED_PAGES']);
const routesFile = readRoutesFile(distDir);
const targets: SweepTarget[] = [
  ...routesFile.pages.filter((path) => routes?.has(path) ?? true).map((path) => ({ path, file: htmlFileFor(path), status: 200 })),
  { path: notFoundPath, file: '404.html', status: 404 },
  // Each language's not-found page, at an unknown address of that language.
  ...Object.entries(routesFile.notFound ?? {}).map(([start, file]) => ({
    path: `${start}${notFoundPath.slice(1)}`,
    file: file.slice(1),
    status: 404,
  })),
];

// A page's first test waits for its visits (load, keyboard, scrolling, axe) on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser.close();
});

/** One recorded context per width; nothing leaves the machine (the enquiry frame's request fails at once). */
const contextFor = once(async (width: string): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
    ...loopbackOnly,
  });
  await recordContext(context);
  return context;
});

/** One reused tab per width; a tab whose visit got stuck is closed and a new one takes its place. */
const tabs = new Map<string, Promise<Tab>>();
function tabFor(width: string): Promise<Tab> {
  const known = tabs.get(width);
  if (known) return known;
  const opened = contextFor(width).then(openTab);
  tabs.set(width, opened);
  return opened;
}

/** A visit longer than this is stuck: it fails with its address, width and step, and the next visit gets a fresh tab. */
const visitLimitMs = 75_000;

/** Runs one visit with a bound, so a page that never answers fails its own test instead of holding up every visit after it. */
/** Milliseconds spent in each step of the visits, over the whole sweep: printed at the end, to see where its time goes. */
const stepTimes = new Map<string, number>();

async function boundedVisit(width: string, target: SweepTarget): Promise<Visit> {
  const tab = await tabFor(width);
  let step = 'starting';
  let stepStarted = performance.now();
  const enterStep = (name: string) => {
    const now = performance.now();
    stepTimes.set(step, (stepTimes.get(step) ?? 0) + now - stepStarted);
    step = name;
    stepStarted = now;
  };
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      tabs.delete(width);
      void tab.page.close().catch(() => undefined);
      reject(new Error(`The visit of ${target.path} at ${width} px did not finish within ${visitLimitMs / 1000} s; it was ${step}.`));
    }, visitLimitMs);
  });
  try {
    return await Promise.race([visitPage(tab, baseUrl, distDir, target, { wholeFooter: target.path === '/', onStep: enterStep }), stuck]);
  } finally {
    clearTimeout(timer);
    enterStep('done');
  }
}

const lanes = new Map(widths.map((width) => [width, lane()]));

/** Gzip sizes of the site's scripts, each computed once. */
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  const known = gzipSizes.get(file);
  if (known !== undefined) return known;
  const size = gzipped(join(distDir, file));
  gzipSizes.set(file, size);
  return size;
}

/** Both widths of a page, queued on their lanes the first time either is asked for. */
const visitsOf = once((path: string): Promise<Map<Width, Promise<Visit>>> => {
  const target = targets.find((entry) => entry.path === path);
  if (!target) return Promise.reject(new Error(`${path} is not a page of the site.`));
  return Promise.resolve(
    new Map(
      widths.map((width) => {
        const run = lanes.get(width) ?? lane();
        // The footer is the same on every page: Tab walks through all of it on the home page only.
        const visit = run(() => boundedVisit(String(width), target));
        visit.catch(() => undefined);
        return [width, visit];
      }),
    ),
  );
});

async function visitOf(path: string, width: Width): Promise<Visit> {
  const visit = (await visitsOf(path)).get(width);
  if (!visit) throw new Error(`No visit of ${path} at ${width} px.`);
  return visit;
}

const firstLoad: string[] = [];
afterAll(() => {
  console.log(['first-load JavaScript per page (gzip):', ...firstLoad].join('\n'));
  const steps = [...stepTimes].filter(([name]) => name !== 'done').sort((a, b) => b[1] - a[1]);
  console.log(
    [
      'time per step over every visit (both widths run at once):',
      ...steps.map(([name, ms]) => `  ${name.padEnd(36)} ${(ms / 1000).toFixed(1).padStart(7)} s`),
    ].join('\n'),
  );
});

describe.each(targets)('$path', (target) => {
  test.each(widths)('at %i px', async (width) => {
    const visit = await visitOf(target.path, width);
    const check = expect.soft;

    check(visit.status, 'status').toBe(target.status);
    // Read before any page script runs: what a visitor without JavaScript gets.
    check(visit.withoutScript.hydrated, 'the page read before its scripts ran').toBe(false);
    check(visit.withoutScript.headingVisible, 'the h1 is visible without JavaScript').toBe(true);
    check(visit.landedOn, 'the address after hydration').toBe(target.path);
    const expectedConsole =
      target.status === 404
        ? [`console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${baseUrl}${target.path})`]
        : [];
    check(
      visit.problems.filter((problem) => !expectedConsole.includes(problem)),
      'console errors and warnings, page errors, failed requests',
    ).toEqual([]);
    check(visit.cspViolations, 'Content-Security-Policy violations').toEqual([]);

    // Hydration keeps the one h1 and the page's own title and description (tests/build/prerender.test.ts checks them in the HTML).
    check(visit.live.headings, 'h1 elements after hydration').toHaveLength(1);
    check(visit.live.headings, 'the h1 after hydration').toEqual(visit.prerendered.headings);
    check(visit.live.title, 'the title after hydration').toBe(visit.prerendered.title);
    check(visit.live.descriptions, 'the description after hydration').toEqual(visit.prerendered.descriptions);

    const shift = visit.shifts.reduce((sum, entry) => sum + entry.value, 0);
    check(shift, `layout shift after load: ${describeShifts(visit.shifts)}`).toBeLessThan(shiftLimit);
    check(visit.overflow, 'pixels the page is wider than the window').toBeLessThanOrEqual(0);

    const broken = visit.images.filter((image) => image.rendered && (!image.complete || image.naturalWidth === 0));
    check(
      broken.map((image) => image.src),
      'images shown but not loaded',
    ).toEqual([]);

    // Tab from the top: the skip link, the header, the page's content, the footer, in that order.
    const order = visit.focus.map((stop) => stop.region);
    check(order[0], 'the first Tab stop').toBe('skip link');
    const backwards = order.filter((region, index) => index > 0 && rankOf(region) < rankOf(order[index - 1] ?? region));
    check(backwards, `Tab stops out of order or outside every region: ${order.join(' > ')}`).toEqual([]);
    for (const region of regions) check(order, `Tab reaches the ${region}`).toContain(region);
    check(
      visit.focus.flatMap((stop) => hiddenFocus(stop) ?? []),
      'focused elements that cannot be seen',
    ).toEqual([]);

    check(visit.violations.length, `axe violations:\n${describeViolations(visit.violations)}`).toBe(0);

    // Every script the page loads without input until it is idle counts. The route table is not
    // among them: it waits for the first sign of intent on a link (src/page-routes.ts).
    const firstLoadScripts = visit.firstLoadScripts;
    check(
      firstLoadScripts.filter((file) => file.endsWith(routeTableAddress)),
      'a route table fetched without input',
    ).toEqual([]);
    const bytes = firstLoadScripts.reduce((sum, file) => sum + gzipSize(file), 0);
    firstLoad.push(
      `  ${`${target.path} at ${width} px`.padEnd(44)} ${String(firstLoadScripts.length).padStart(3)} files  ${kb(bytes).padStart(9)}`,
    );
    check(firstLoadScripts.length, 'scripts loaded before idle (the entry and the page chunk at least)').toBeGreaterThan(1);
    check(bytes, `first-load JavaScript, at most ${kb(budget.firstLoadJs)}`).toBeLessThanOrEqual(budget.firstLoadJs);
  });
});

test('the recorders see a hidden h1 before scripts run, a CSP violation, a layout shift, a console error and an axe violation', async () => {
  const context = await contextFor('1440');
  const page = await context.newPage();
  const record = recordPage(page);
  // The prerendered page with its h1 hidden until a script would show it.
  await page.route(`${baseUrl}/pricing`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<h1', '<h1 style="visibility:hidden"') });
  });
  await page.goto(`${baseUrl}/pricing`);
  expect(await readingWithoutScript(page)).toEqual({ hydrated: false, headingVisible: false });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = 'https://images.example/picture.png';
    document.body.append(picture);
    const block = document.createElement('div');
    block.style.height = '400px';
    document.body.prepend(block);
    console.error('a console error');
  });
  await expect
    .poll(() => record.violations.some((violation) => violation.startsWith('img-src blocked https://images.example/picture.png')))
    .toBe(true);
  await expect.poll(async () => (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0)).toBeGreaterThan(shiftLimit);
  await quiet(page, record);
  expect(record.problems.some((problem) => problem.startsWith('console error: a console error'))).toBe(true);
  // And axe names what it finds, with where.
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/images/logo.svg';
    picture.id = 'picture-without-alt';
    document.querySelector('main')?.append(picture);
  });
  const violations = await axeViolations(page);
  const missingAlt = violations.find((violation) => violation.id === 'image-alt')?.nodes.map((node) => node.target.join(' '));
  expect(missingAlt).toContain('#picture-without-alt');
  await page.close();
});
