import type { BrowserContext, Page, Request } from 'playwright-core';

/** One layout shift not caused by input, with the elements that moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** What a page reported while it was open. */
export interface PageRecord {
  /** Console errors and warnings, uncaught page errors, failed requests to the site. */
  problems: string[];
  /** Content-Security-Policy violations, from the page's event and from Chromium's console. */
  violations: string[];
  /** Paths of the site's scripts the page has loaded so far. */
  scripts: Set<string>;
  /** Requests under way. */
  pending: Set<Request>;
}

const records = new WeakMap<Page, PageRecord>();

/**
 * Reports each CSP violation to the test. The driver injects it before any page script, so it is
 * not an inline script and the page's own policy does not apply to it.
 */
const violationListener = `document.addEventListener('securitypolicyviolation', (event) => {
  window.reportViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.pathname);
});`;

/** Keeps every layout shift not caused by input on the window, for `layoutShifts` to read. */
const shiftRecorder = `(() => {
  const shifts = [];
  window.recordedLayoutShifts = shifts;
  const describe = (node) => {
    if (node instanceof Text) return 'text "' + node.data.trim().slice(0, 40) + '" in ' + describe(node.parentElement);
    if (!(node instanceof Element)) return node instanceof Node ? node.nodeName : 'a removed node';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.classList.length > 0 ? '.' + [...node.classList].join('.') : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // Where each source was and went (x,y width×height), so a shift seen once can be placed.
      const box = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + '×' + Math.round(rect.height);
      const at = Math.round(entry.startTime) + ' ms: ';
      shifts.push({
        value: entry.value,
        sources: (entry.sources || []).map((source) => at + describe(source.node) + ' ' + box(source.previousRect) + ' → ' + box(source.currentRect)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** What a reader without JavaScript sees: the prerendered page, parsed and styled, before any page script runs. */
export interface ReadingWithoutScript {
  /** Whether React had already taken over: it must not have, or this is not the reading without JavaScript. */
  hydrated: boolean;
  /** The h1 has a box and is not hidden. */
  headingVisible: boolean;
}

/**
 * Reads the page when parsing ends: the document turns "interactive" before the scripts that wait
 * for parsing run, and hydration needs several more turns of the event loop after that.
 */
const readingRecorder = `document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive' || window.top !== window) return;
  const heading = document.querySelector('h1');
  const box = heading ? heading.getBoundingClientRect() : undefined;
  window.recordedReadingWithoutScript = {
    hydrated: document.documentElement.dataset.hydrated === 'true',
    headingVisible: box !== undefined && box.width > 0 && box.height > 0 && heading.checkVisibility({ visibilityProperty: true }),
  };
});`;

/** Makes every page of the context report CSP violations, layout shifts and its reading without JavaScript. */
export async function recordContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: violationListener });
  await context.addInitScript({ content: shiftRecorder });
  await context.addInitScript({ content: readingRecorder });
  await context.exposeBinding('reportViolation', ({ page }, violation: unknown) => {
    records.get(page)?.violations.push(String(violation));
  });
}

/** Starts recording a page of a recorded context; read the record when the page has been seen. */
export function recordPage(page: Page): PageRecord {
  const record: PageRecord = { problems: [], violations: [], scripts: new Set(), pending: new Set() };
  records.set(page, record);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) record.violations.push(`console: ${message.text()}`);
    else if (message.type() === 'error' || message.type() === 'warning')
      record.problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => record.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => record.pending.add(request));
  page.on('requestfinished', (request) => record.pending.delete(request));
  page.on('requestfailed', (request) => {
    record.pending.delete(request);
    // A request the page's own navigation cancels (a client redirect) is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(request.url()).hostname === '127.0.0.1') record.problems.push(`failed request: ${request.url()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === '127.0.0.1' && url.pathname.endsWith('.js')) record.scripts.add(url.pathname);
  });
  return record;
}

/** Forgets what a reused page recorded, before it opens the next address. */
export function clearRecord(record: PageRecord): void {
  record.problems.length = 0;
  record.violations.length = 0;
  record.scripts.clear();
}

/** Waits until no request of the page has been under way for a moment (at most a few seconds). */
export async function quiet(page: Page, record: PageRecord, stillMs = 50): Promise<void> {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (record.pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= stillMs) return;
    await page.waitForTimeout(50);
  }
}

function isShiftList(value: unknown): value is LayoutShift[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'value' in item &&
        typeof item.value === 'number' &&
        'sources' in item &&
        Array.isArray(item.sources),
    )
  );
}

/** The layout shifts recorded on the page so far. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  const shifts = await page.evaluate((): unknown => Reflect.get(window, 'recordedLayoutShifts'));
  if (!isShiftList(shifts)) throw new Error(`The layout-shift recorder did not run on ${page.url()}.`);
  return shifts;
}

function isReading(value: unknown): value is ReadingWithoutScript {
  return (
    typeof value === 'object' &&
    value !== null &&
    'hydrated' in value &&
    typeof value.hydrated === 'boolean' &&
    'headingVisible' in value &&
    typeof value.headingVisible === 'boolean'
  );
}

/** The page as it was read when parsing ended, before its scripts ran. */
export async function readingWithoutScript(page: Page): Promise<ReadingWithoutScript> {
  const reading = await page.evaluate((): unknown => Reflect.get(window, 'recordedReadingWithoutScript'));
  if (!isReading(reading)) throw new Error(`The reading without JavaScript was not taken on ${page.url()}.`);
  return reading;
}

/** The shifts as one line each, for a failure message. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts.map((shift) => `${shift.value.toFixed(5)} from ${shift.sources.join(', ') || 'unknown nodes'}`).join('; ');
}
