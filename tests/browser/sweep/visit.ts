import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from '../axe.ts';
import { tabThrough, type FocusState } from '../focus.ts';
import {
  clearRecord,
  layoutShifts,
  quiet,
  readingWithoutScript,
  recordPage,
  type LayoutShift,
  type PageRecord,
  type ReadingWithoutScript,
} from '../recorders.ts';

/** A page to visit: its address, the prerendered file it is served from, the status it answers with. */
export interface SweepTarget {
  path: string;
  file: string;
  status: number;
}

/** The head facts of a document: what search results and tabs show. */
export interface HeadFacts {
  title: string;
  descriptions: string[];
  headings: string[];
}

export interface ImageState {
  src: string;
  complete: boolean;
  naturalWidth: number;
  /** It has a box: images in a closed menu or an unchosen tab are never fetched when lazy. */
  rendered: boolean;
}

/** Everything one visit learns about a page. */
export interface Visit {
  status: number | undefined;
  withoutScript: ReadingWithoutScript;
  /** The path the page is on once hydrated: it must not have moved. */
  landedOn: string;
  live: HeadFacts;
  prerendered: HeadFacts;
  /** Layout shifts from the first paint until a moment after hydration, before any input. */
  shifts: LayoutShift[];
  /** The site's scripts loaded before the page was first idle. */
  firstLoadScripts: string[];
  /** Tab stops from the top of the page, in order. */
  focus: FocusState[];
  /** How far the page is wider than the window, in pixels. */
  overflow: number;
  images: ImageState[];
  violations: AxeViolation[];
  /** Console errors and warnings (hydration mismatches among them), page errors, failed requests. */
  problems: string[];
  cspViolations: string[];
}

/** One reused tab of a recorded context (see `recordContext`). */
export interface Tab {
  page: Page;
  record: PageRecord;
}

export async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  return { page, record: recordPage(page) };
}

/** Time after hydration for late work (fonts, effects) to move anything. */
const settleMs = 300;

/** Steps a screen at a time so every lazy image comes near the viewport once, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      // Two frames, so lazy images near the viewport start; a tab the browser is not painting fires no
      // frame, so a short timer stands in (a visit stuck here for 75 s was seen in a full run).
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined); // The images check reports what is still missing.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The live document's head facts and the prerendered file's, side by side. */
function headFacts(
  page: Page,
  prerenderedHtml: string,
): Promise<{ live: HeadFacts; prerendered: HeadFacts; landedOn: string; overflow: number }> {
  return page.evaluate((source) => {
    const facts = (doc: Document) => ({
      title: doc.title,
      descriptions: [...doc.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content') ?? ''),
      headings: [...doc.querySelectorAll('h1')].map((heading) => heading.textContent.trim()),
    });
    return {
      live: facts(document),
      prerendered: facts(new DOMParser().parseFromString(source, 'text/html')),
      landedOn: location.pathname,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  }, prerenderedHtml);
}

/**
 * Opens a page once and gathers every fact the sweep checks, in an order where no step disturbs
 * the next: the reading without JavaScript, first load to idle, head, axe, layout stability before
 * any input, the keyboard (through the whole footer only with `wholeFooter`: it is the same on
 * every page), scrolling for lazy images, and the violations of everything loaded.
 */
export async function visit(
  tab: Tab,
  baseUrl: string,
  distDir: string,
  target: SweepTarget,
  options: { wholeFooter: boolean; onStep?: (step: string) => void },
): Promise<Visit> {
  const { page, record } = tab;
  const step = options.onStep ?? (() => undefined);
  clearRecord(record);
  step('loading the page');
  const response = await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 20_000 });
  step('reading it without JavaScript');
  const withoutScript = await readingWithoutScript(page);
  step('waiting for hydration');
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 20_000 });
  const hydratedAt = Date.now();
  step('waiting for the page to be idle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  const firstLoadScripts = [...record.scripts];
  step('reading the head');
  const head = await headFacts(page, readFileSync(join(distDir, target.file), 'utf8'));
  // axe only reads, so it runs while the page settles; any shift meanwhile still counts.
  step('running axe');
  const violations = await axeViolations(page);
  await page.waitForTimeout(Math.max(0, settleMs - (Date.now() - hydratedAt)));
  step('measuring layout shifts');
  const shifts = await layoutShifts(page);
  step('walking it with Tab');
  const focus = await tabThrough(page, options.wholeFooter ? {} : { until: 'footer' });
  step('scrolling through it');
  await scrollThrough(page);
  step('reading its pictures');
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.currentSrc || image.src,
      complete: image.complete,
      naturalWidth: image.naturalWidth,
      rendered: image.getClientRects().length > 0,
    })),
  );
  step('waiting for the network to be quiet');
  await quiet(page, record);
  return {
    status: response?.status(),
    withoutScript,
    ...head,
    shifts,
    firstLoadScripts,
    focus,
    images,
    violations,
    problems: [...record.problems],
    cspViolations: [...record.violations],
  };
}
