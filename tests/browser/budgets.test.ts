/**
 * The budgets that files alone decide: lazy chunks, critical CSS, fonts and images. First-load
 * JavaScript is measured as Chromium loads each page, in the sweep (sweep.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { expect, inject, test } from 'vitest';
import { htmlFileFor, readRoutesFile } from '../../scripts/server/built-site.ts';
import { budget, gzipped, kb } from './budgets.ts';
import { moduleListName, pageChunkName } from '../../src/boot-contract.ts';

const distDir = inject('distDir');
const routes = readRoutesFile(distDir);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const scripts = filesUnder(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
const entry = scripts.find((file) => /[\\/]entry-client-[\w-]+\.js$/.test(file));

/** The entry chunk and everything it imports statically: code every page runs. */
function initialChunks(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      if (match[1]) visit(join(distDir, 'assets', match[1]));
    }
  };
  if (entry) visit(entry);
  return found;
}

test('each lazily loaded chunk is at most 30 KB gzip', () => {
  const initial = initialChunks();
  expect(entry, 'the client entry chunk').toBeDefined();
  const lazy = scripts.filter((file) => !initial.has(file)).map((file) => ({ file: relative(distDir, file), bytes: gzipped(file) }));
  const largest = [...lazy].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(`lazy chunks: ${lazy.length}; largest: ${largest.map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`).join(', ')}`);
  expect(lazy.length).toBeGreaterThan(routes.pages.length);
  expect(lazy.filter((chunk) => chunk.bytes > budget.lazyChunk)).toEqual([]);
});

test("a page's first load does not grow with the site: it names the page's own chunk and no other page's", () => {
  const metaContent = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
  const pages = routes.pages.map((path) => {
    const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8');
    return { path, own: metaContent(html, pageChunkName), firstLoad: metaContent(html, moduleListName)?.split(' ') ?? [] };
  });
  expect(pages.filter((page) => page.own === undefined || !page.firstLoad.includes(page.own)).map((page) => page.path)).toEqual([]);
  const pageChunks = new Set(pages.map((page) => basename(page.own ?? '')));
  // Which page chunks each first-load file mentions (the route table of every page would mention them all).
  const mentioned = new Map<string, string[]>();
  const mentions = (src: string) => {
    const known = mentioned.get(src);
    if (known) return known;
    const found = [...readFileSync(join(distDir, src), 'utf8').matchAll(/[\w.-]+\.js/g)]
      .map((match) => match[0])
      .filter((name) => pageChunks.has(name));
    mentioned.set(src, found);
    return found;
  };
  const strays = pages.flatMap((page) =>
    page.firstLoad
      .flatMap(mentions)
      .filter((name) => name !== basename(page.own ?? ''))
      .map((name) => `${page.path}: ${name}`),
  );
  expect(strays).toEqual([]);
});

test('critical CSS in each page is at most 20 KB', () => {
  const sizes = routes.pages.map((path) => {
    const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
    return { path, css };
  });
  const largest = sizes.reduce((top, row) => (row.css > top.css ? row : top));
  console.log(`critical CSS: largest ${largest.path} ${kb(largest.css)} (uncompressed)`);
  expect(sizes.every((row) => row.css > 0)).toBe(true);
  expect(sizes.filter((row) => row.css > budget.criticalCss)).toEqual([]);
});

test('fonts total at most 100 KB and no image is over 100 KB', () => {
  const files = filesUnder(distDir);
  const fonts = files.filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file)).reduce((sum, file) => sum + statSync(file).size, 0);
  const images = files
    .filter((file) => /\.(png|jpe?g|webp|avif|gif|svg)$/.test(file))
    .map((file) => ({ file: relative(distDir, file), bytes: statSync(file).size }));
  console.log(
    `fonts: ${kb(fonts)} in all (the system font stack); images: ${images.length}, largest ${kb(Math.max(...images.map((image) => image.bytes)))}`,
  );
  expect(fonts).toBeLessThanOrEqual(budget.fonts);
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((image) => image.bytes > budget.image)).toEqual([]);
});
