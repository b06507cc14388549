/**
 * `npm run screenshots`: every page of the built site, plus the not-found page, as full-page PNGs
 * at 1440 px and 390 px wide in screenshots/ (for example `erp-1440.png`, `home-390.png`).
 * Builds first when dist/ is missing or older than the sources, as `npm start` does.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../browser/chromium.ts';
import { settle } from '../browser/page-settle.ts';
import { BuildFailure } from '../build/build.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { readRoutesFile } from '../server/built-site.ts';
import { serveDist } from '../server/serve-dist.ts';

const widths = [1440, 390];
/** An address no page has: the server answers with the not-found page. */
const notFoundPath = '/screenshot-of-the-not-found-page';

/** `/` -> `home`, `/erp` -> `erp`, a nested path joins its parts with hyphens. */
function baseName(path: string): string {
  if (path === notFoundPath) return 'not-found';
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
}

async function main(): Promise<void> {
  const root = process.cwd();
  const dist = await buildIfStale(root);
  const outDir = join(root, 'screenshots');
  // Old pictures of pages that no longer exist must not linger.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const paths = [...readRoutesFile(dist).pages, notFoundPath];
  const { url, close } = await serveDist(dist);
  const browser = await launchChromium();
  const warnings: string[] = [];
  let count = 0;
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      // Nothing leaves the machine: the third-party enquiry form shows as a labelled placeholder.
      await context.route(
        (address) => address.hostname !== '127.0.0.1',
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!DOCTYPE html><html lang="en"><title>Placeholder</title><p style="font:16px system-ui,sans-serif;padding:24px;color:#475569">Third-party enquiry form (not loaded for screenshots)</p></html>',
          }),
      );
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${url}${path}`, { waitUntil: 'load', timeout: 30_000 });
        const problem = await settle(page);
        if (problem !== undefined) warnings.push(`${path} at ${width} px: ${problem}`);
        await page.screenshot({ path: join(outDir, `${baseName(path)}-${width}.png`), fullPage: true, animations: 'disabled' });
        count++;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await close();
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(`${count} screenshots (${paths.length} pages × ${widths.length} widths) in ${relative(root, outDir) || '.'}/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof BuildFailure ? error.message : error);
    process.exitCode = 1;
  });
}
