import { createHash } from 'node:crypto';
import { listeningEvent, moduleListName } from '../../src/boot-contract.ts';

/** For tools that watch a page start (the bench): the event the site's code sends once React listens. */
export { listeningEvent };

/** What a tap may land on that does nothing until the site's code runs (links and forms work without it). */
const waitsForCode = 'button:not([type="submit"]), [role="button"], [role="tab"], [role="menuitem"]';

/**
 * The one script in a page's HTML, inline so that it costs no request of its own. It waits until
 * the prerendered page and its pictures have loaded and painted, then fetches every chunk of the page's first load
 * at once (the page lists them in a meta tag) and starts the site's code. Fetching or compiling
 * the code earlier would hold back the page the visitor came for. The main thread is never held
 * long: each preload is asked for in a task of its own (each costs the renderer a few
 * milliseconds, 100-200 ms for all of them at 4x CPU), and the chunks are run one by one, in the
 * list's order (what a chunk imports comes before it), the site's entry last (or with the first
 * page chunk that imports from it); run together as
 * the entry's imports they made one task of 200-300 ms at 4x CPU. Meanwhile it keeps the controls
 * tapped before the code listens, and taps them again once it does, so no tap is lost and none
 * needs doing twice. Made by the build, outside the bundler, so the site's chunks are split
 * exactly as with one entry; the security policy allows it by its hash (scriptHash). A block, so
 * its names stay its own.
 */
export function bootScript(entryUrl: string): string {
  return [
    '{',
    `const modules = document.querySelector('meta[name="${moduleListName}"]')?.content.split(" ").filter(Boolean) ?? [];`,
    'const tapped = [];',
    'const keep = (event) => {',
    `  const control = event.target instanceof Element ? event.target.closest(${JSON.stringify(waitsForCode)}) : null;`,
    '  if (control && !tapped.includes(control)) tapped.push(control);',
    '};',
    'document.addEventListener("click", keep, true);',
    `addEventListener(${JSON.stringify(listeningEvent)}, () => {`,
    '  document.removeEventListener("click", keep, true);',
    '  for (const control of tapped) if (control.isConnected) control.click();',
    '}, { once: true });',
    'const nextTask = () => new Promise((done) => setTimeout(done, 0));',
    'const start = async () => {',
    '  for (const href of modules) {',
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.href = href;',
    '    document.head.append(link);',
    '    await nextTask();',
    '  }',
    `  for (const href of modules) if (href !== ${JSON.stringify(entryUrl)}) await import(href);`,
    `  await import(${JSON.stringify(entryUrl)});`,
    '};',
    // Once the page's pictures are in and the page has painted (Paint Timing's first contentful
    // paint; an animation frame may run before it), the code. A hidden tab paints nothing, and its
    // animation frames wait until it is shown. Should no paint be reported (a window
    // the browser does not draw), the code starts three seconds later.
    'let waiting = false;',
    'let begun = false;',
    'const begin = () => {',
    '  if (begun) return;',
    '  begun = true;',
    '  setTimeout(start, 0);',
    '};',
    'const afterPaint = () => {',
    '  if (waiting) return;',
    '  waiting = true;',
    '  if (document.visibilityState === "hidden") return begin();',
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(begin);',
    '  new PerformanceObserver((list, observer) => {',
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    '    observer.disconnect();',
    '    begin();',
    '  }).observe({ type: "paint", buffered: true });',
    '  setTimeout(begin, 3000);',
    '};',
    // The load event waits for the pictures, and also for a frame from another site (the contact
    // page's enquiry form) for as long as that site takes: the page's own pictures are enough.
    'const picturesIn = () => {',
    '  const loading = [...document.images].filter((image) => image.loading !== "lazy" && !image.complete);',
    '  const settled = (image) => new Promise((done) => {',
    '    image.addEventListener("load", done, { once: true });',
    '    image.addEventListener("error", done, { once: true });',
    '  });',
    '  Promise.all(loading.map(settled)).then(afterPaint);',
    '};',
    'if (document.readyState === "complete") afterPaint();',
    'else {',
    '  addEventListener("load", afterPaint, { once: true });',
    '  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", picturesIn, { once: true });',
    '  else picturesIn();',
    '}',
    '}',
  ].join('\n');
}

/** The boot script's entry in the security policy: `'sha256-…'` of its exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
