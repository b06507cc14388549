/**
 * Quality checks over every prerendered route at a wide and a narrow width: headings and metadata,
 * images, layout stability, internal links, reading without JavaScript, and axe (WCAG 2.2 AA).
 * Each route is opened once per width and mode; the facts gathered there feed several tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { keepOnLoopback, launchChromium } from './chromium.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const projectRoot = join(import.meta.dirname, '..', '..');

const widths = [1440, 390] as const;
type Width = (typeof widths)[number];
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Time left for late work (fonts, effects) to move anything after hydration. */
const settleMs = 300;
/** An unknown address: the not-found page is a page visitors see too. */
const notFoundPath = '/quality-check-no-such-page';

// A route's first test waits for its visits (load, hydration, scrolling, axe) on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

interface LayoutShiftRecord {
  value: number;
  sources: string[];
}

function isShiftList(value: unknown): value is LayoutShiftRecord[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => typeof item === 'object' && item !== null && 'value' in item && typeof item.value === 'number' && 'sources' in item && Array.isArray(item.sources))
  );
}

/** A page to check: its path, the prerendered file it is served from, the status it answers with. */
interface Target {
  path: string;
  file: string;
  status: number;
}

/** What one visit with JavaScript learns about a page. */
interface Visit {
  status: number | undefined;
  title: string;
  descriptions: string[];
  headings: string[];
  prerendered: { title: string; descriptions: string[] };
  shifts: LayoutShiftRecord[];
  images: { src: string; complete: boolean; naturalWidth: number; rendered: boolean }[];
  links: string[];
  violations: Violation[];
}

/** What one visit without JavaScript learns. */
interface StaticVisit {
  headingCount: number;
  headingVisible: boolean;
  headingText: string;
  mainText: string;
}

function readRoutes(dist: string): string[] {
  const parsed: unknown = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('pages' in parsed) || !Array.isArray(parsed.pages)) {
    throw new Error('dist/routes.json has no "pages" list.');
  }
  return parsed.pages.filter((page): page is string => typeof page === 'string');
}

const routes = readRoutes(distDir);
const routeSet = new Set(routes);
const pageTargets: Target[] = routes.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, status: 200 }));
const allTargets: Target[] = [...pageTargets, { path: notFoundPath, file: '404.html', status: 404 }];
const contentByPath = new Map(loadContent({ root: projectRoot }).pages.map(({ page }) => [page.path, page]));

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string under a `question` or `answer` key: FAQ entries and feature titles with their descriptions. */
function questionsAndAnswers(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(questionsAndAnswers);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    (key === 'question' || key === 'answer') && typeof item === 'string' ? [item] : questionsAndAnswers(item),
  );
}

/** Computes each key's value once; later calls share the same promise. */
function once<V>(compute: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const cache = new Map<string, Promise<V>>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** Runs jobs one after another; one lane per width lets the two widths proceed side by side on two cores. */
function lane(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const result = tail.then(job);
    tail = result.catch(() => undefined);
    return result;
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** One context and one reused tab per width and mode; nothing leaves the machine. */
const tab = once(async (key: string): Promise<Page> => {
  const [width, mode] = key.split(':');
  const context: BrowserContext = await browser.newContext({
    viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
    javaScriptEnabled: mode === 'js',
  });
  // The third-party enquiry frame gets an empty local page instead of the real form.
  await keepOnLoopback(context);
  if (mode === 'js') {
    await context.addInitScript(() => {
      // Every layout shift not caused by input, kept on the window for the test to read.
      const shifts: LayoutShiftRecord[] = [];
      Object.assign(window, { qualityLayoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!('value' in entry) || typeof entry.value !== 'number') continue;
          if ('hadRecentInput' in entry && entry.hadRecentInput === true) continue;
          const sources = 'sources' in entry && Array.isArray(entry.sources) ? entry.sources : [];
          shifts.push({
            value: entry.value,
            sources: sources.map((source: unknown) => {
              const node = typeof source === 'object' && source !== null && 'node' in source ? source.node : null;
              if (!(node instanceof Element)) return node instanceof Node ? node.nodeName : 'a removed node';
              return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }
  return context.newPage();
});

async function scrollThrough(page: Page): Promise<void> {
  // Step a screen at a time so every lazy image comes near the viewport at least once.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0), undefined, { timeout: 5_000 })
    .catch(() => undefined); // The image test reports what is still missing.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

async function runAxe(page: Page): Promise<Violation[]> {
  // Legacy mode runs in the page itself (no extra tab per run); frames are left out because the
  // only one is the third-party form, replaced here by a local placeholder.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(axeTags)
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

async function openWithScript(width: Width, target: Target): Promise<Visit> {
  const page = await tab(`${width}:js`);
  const response = await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 20_000 });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
  const hydratedAt = performance.now();
  const head = await page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content') ?? ''),
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? ''),
  }));
  const prerendered = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return { title: doc.title, descriptions: [...doc.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content') ?? '') };
  }, readFileSync(join(distDir, target.file), 'utf8'));
  const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')].map((link) => link.href));
  // Same-document links (the skip link's #main) point at the page being checked, not elsewhere.
  const elsewhere = (url: URL) => url.origin === baseUrl && !(url.hash !== '' && url.pathname === target.path);
  const links = [...new Set(hrefs.map((href) => new URL(href)).filter(elsewhere).map((url) => `${url.pathname}${url.search}`))];
  // The reads above only look; whatever is left of the settle time passes before shifts are summed.
  await page.waitForTimeout(Math.max(0, settleMs - (performance.now() - hydratedAt)));
  const shifts = await page.evaluate(() => ('qualityLayoutShifts' in window ? window.qualityLayoutShifts : undefined));
  if (!isShiftList(shifts)) throw new Error(`The layout-shift recorder did not run on ${target.path}.`);
  await scrollThrough(page);
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.currentSrc || image.src,
      complete: image.complete,
      naturalWidth: image.naturalWidth,
      rendered: image.getClientRects().length > 0,
    })),
  );
  const violations = await runAxe(page);
  return { status: response?.status(), ...head, prerendered, shifts, images, links, violations };
}

async function openWithoutScript(width: Width, path: string): Promise<StaticVisit> {
  const page = await tab(`${width}:static`);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 20_000 });
  const headingCount = await page.locator('h1').count();
  const text = await page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent ?? '',
    main: document.querySelector('main')?.textContent ?? '',
  }));
  return {
    headingCount,
    headingVisible: headingCount === 1 && (await page.locator('h1').isVisible()),
    headingText: squash(text.heading),
    mainText: squash(text.main),
  };
}

interface Visits {
  withScript: Map<Width, Promise<Visit>>;
  withoutScript: Map<Width, Promise<StaticVisit>>;
}

const lanes = new Map<Width, ReturnType<typeof lane>>(widths.map((width) => [width, lane()]));

/**
 * Every visit a route needs, queued at once on each width's lane the first time any is asked for:
 * while the tests read one width, the other is already being visited.
 */
const visitsOf = once(async (path: string): Promise<Visits> => {
  const target = allTargets.find((entry) => entry.path === path);
  if (!target) throw new Error(`${path} is not a page of the site.`);
  const visits: Visits = { withScript: new Map(), withoutScript: new Map() };
  for (const width of widths) {
    const run = lanes.get(width);
    if (!run) continue;
    const withScript = run(() => openWithScript(width, target));
    visits.withScript.set(width, withScript);
    // Failures surface in the tests that await them, not as unhandled rejections.
    withScript.catch(() => undefined);
    if (routeSet.has(path)) {
      const withoutScript = run(() => openWithoutScript(width, path));
      visits.withoutScript.set(width, withoutScript);
      withoutScript.catch(() => undefined);
    }
  }
  return visits;
});

async function visit(width: Width, path: string): Promise<Visit> {
  const result = (await visitsOf(path)).withScript.get(width);
  if (!result) throw new Error(`No visit of ${path} at ${width} px.`);
  return result;
}

async function staticVisit(width: Width, path: string): Promise<StaticVisit> {
  const result = (await visitsOf(path)).withoutScript.get(width);
  if (!result) throw new Error(`No visit of ${path} without JavaScript at ${width} px.`);
  return result;
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const why = squash(node.failureSummary ?? '').replace(/^Fix (any|all) of the following: /, '');
          return `    ${node.target.map(String).join(' ')}\n      ${node.html}\n      ${why}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/** The route a same-origin link ends on after redirects, or why it does not reach a page. */
const landingOf = once(async (href: string): Promise<{ path?: string; problem?: string }> => {
  const response = await fetch(`${baseUrl}${href}`, { redirect: 'follow' });
  await response.body?.cancel();
  const landed = new URL(response.url).pathname;
  if (response.status !== 200) return { problem: `status ${response.status}` };
  if (!routeSet.has(landed)) return { problem: `lands on ${landed}, which is not a page` };
  return { path: landed };
});

describe.each(widths)('at %i px', (width) => {
  test.each(allTargets)('$path has one h1 and its own title and description', async (target) => {
    const result = await visit(width, target.path);
    expect(result.status).toBe(target.status);
    expect(result.headings, 'h1 elements on the page').toHaveLength(1);
    expect(result.headings[0]?.trim()).not.toBe('');
    expect(result.prerendered.descriptions, 'description meta tags in the prerendered HTML').toHaveLength(1);
    expect(result.title).toBe(result.prerendered.title);
    expect(result.descriptions).toEqual(result.prerendered.descriptions);
    const own = contentByPath.get(target.path);
    if (own) expect({ title: result.title, description: result.descriptions[0] }).toEqual({ title: own.title, description: own.description });
  });

  test.each(allTargets)('$path shows every image', async ({ path }) => {
    const result = await visit(width, path);
    // Images with no box (a closed menu, an unchosen tab) are never fetched when lazy, by design.
    const broken = result.images.filter((image) => image.rendered && (!image.complete || image.naturalWidth === 0));
    expect(broken.map((image) => image.src)).toEqual([]);
  });

  test.each(allTargets)('$path does not move after it loads', async ({ path }) => {
    const result = await visit(width, path);
    const total = result.shifts.reduce((sum, shift) => sum + shift.value, 0);
    const detail = result.shifts.map((shift) => `${shift.value.toFixed(4)} from ${shift.sources.join(', ') || 'unknown nodes'}`).join('; ');
    expect(total, `layout shifts: ${detail}`).toBe(0);
  });

  test.each(allTargets)('$path has no axe violations', async ({ path }) => {
    const result = await visit(width, path);
    expect(result.violations.length, `axe violations on ${path} at ${width} px:\n${describeViolations(result.violations)}`).toBe(0);
  });

  test.each(routes)('%s reads well without JavaScript', async (path) => {
    const result = await staticVisit(width, path);
    expect(result.headingCount, 'h1 elements').toBe(1);
    expect(result.headingVisible, 'the h1 is visible').toBe(true);
    expect(result.headingText).not.toBe('');
    expect(result.mainText.length, 'characters of text in main').toBeGreaterThan(200);
    const own = contentByPath.get(path);
    const missing = questionsAndAnswers(own?.sections ?? []).map(squash).filter((text) => !result.mainText.includes(text));
    expect(missing, 'FAQ answers and feature descriptions missing from the HTML').toEqual([]);
  });
});

/** The same-origin links on a page at either width. */
async function linksOn(path: string): Promise<string[]> {
  const results = await Promise.all(widths.map((width) => visit(width, path)));
  return [...new Set(results.flatMap((result) => result.links))];
}

describe('internal links', () => {
  test('every link on every page leads to a page', { timeout: 300_000 }, async () => {
    const broken: string[] = [];
    for (const { path } of allTargets) {
      for (const href of await linksOn(path)) {
        const landing = await landingOf(href);
        if (landing.path === undefined) broken.push(`${href} on ${path}: ${landing.problem ?? 'unknown problem'}`);
      }
    }
    expect(broken, `broken internal links:\n${broken.join('\n')}`).toEqual([]);
  });

  test('following links from / reaches every page', { timeout: 300_000 }, async () => {
    const reached = new Set<string>();
    const queue = ['/'];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (reached.has(path)) continue;
      reached.add(path);
      for (const href of await linksOn(path)) {
        const landing = await landingOf(href);
        if (landing.path !== undefined && !reached.has(landing.path)) queue.push(landing.path);
      }
    }
    const unreached = routes.filter((path) => !reached.has(path));
    expect(unreached, `pages no chain of links from / leads to: ${unreached.join(', ')}`).toEqual([]);
  });
});
