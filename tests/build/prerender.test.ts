import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const distDir = inject('distDir');
const content = loadContent({ root: projectRoot });
const documentFor = (file: string) => new JSDOM(readFileSync(join(distDir, file), 'utf8')).window.document;

describe.each(content.pages.map(({ page }) => [page.path, page] as const))('%s', (path, page) => {
  const document = documentFor(htmlFileFor(path));

  test('is a full document with its own title, description and canonical link in the head', () => {
    expect(document.head.querySelector('title')?.textContent).toBe(page.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://www.lumora.example${path}`);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  test('has exactly one h1', () => {
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  test('carries its critical CSS and no inline script', () => {
    expect(document.head.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (script.type === 'application/ld+json') continue;
      expect(script.getAttribute('src')).toMatch(/^\/assets\/.+\.js$/);
      expect(script.textContent).toBe('');
    }
  });

  test('has every FAQ answer and feature description in the HTML, for readers without JavaScript', () => {
    const text = document.body.textContent ?? '';
    for (const section of page.sections) {
      if (section.type === 'accordion') for (const item of section.items) expect(text).toContain(item.answer);
      if (section.type === 'feature-selector') for (const feature of section.features) expect(text).toContain(feature.answer);
      if (section.type === 'card-grid') for (const card of section.cards) expect(text).toContain(card.text);
    }
  });
});

describe('site files', () => {
  test('404.html is the not-found page and is not indexed', () => {
    const document = documentFor('404.html');
    expect(document.querySelector('h1')?.textContent).toBe("We can't find that page");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('main a[href]').length).toBeGreaterThanOrEqual(5);
  });

  test('sitemap.xml lists the canonical URL of every page that asks to be listed, and no other', () => {
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>(.+?)<\/loc>/g)].map((match) => match[1]);
    const expected = content.pages.filter(({ page }) => page.sitemap).map(({ page }) => `https://www.lumora.example${page.path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.lumora.example/sitemap.xml');
  });

  test('no build leftovers are published', () => {
    expect(existsSync(join(distDir, '.vite'))).toBe(false);
  });
});
