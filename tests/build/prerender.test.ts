import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { builtSite, documentAt, pageDocument } from '../helpers/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { allowedScriptHashes, hashOf, inlineCode } from '../helpers/inline-scripts.ts';
import { linkChecks } from '../helpers/link-checks.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';

const site = builtSite(projectRoot, inject('distDir'), inject('baseUrl'));

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string under a `question` or `answer` key: FAQ entries, and feature names with their descriptions. */
function questionsAndAnswers(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(questionsAndAnswers);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    (key === 'question' || key === 'answer') && typeof item === 'string' ? [item] : questionsAndAnswers(item),
  );
}

describe.each(site.content.pages.map(({ page }) => [page.path, page] as const))('%s', (path, page) => {
  const document = pageDocument(site, path);

  test('is a full document with its own title, one description and canonical link in the head', () => {
    expect(document.head.querySelector('title')?.textContent).toBe(page.title);
    const descriptions = [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
    expect(descriptions).toEqual([page.description]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://www.lumora.example${path}`);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  test('carries its critical CSS and one inline script, the boot script its security policy allows by hash', () => {
    expect(document.head.querySelectorAll('style[data-site-global]').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style[data-site-styles]')).toHaveLength(1);
    const code = inlineCode(site.dist, htmlFileFor(path));
    expect(code).toHaveLength(1);
    expect(allowedScriptHashes(site.dist)).toEqual(code.map(hashOf));
    expect([...document.querySelectorAll('script[src]')]).toEqual([]);
  });

  // Whether the h1 shows before any script runs is checked in Chromium, in the sweep (tests/browser/sweep.test.ts).
  test('reads well without JavaScript: one h1, and every FAQ answer, feature and card text in main', () => {
    const headings = [...document.querySelectorAll('h1')].map((heading) => squash(heading.textContent));
    expect(headings).toHaveLength(1);
    expect(headings[0]).not.toBe('');
    const main = squash(document.querySelector('main')?.textContent ?? '');
    expect(main.length, 'characters of text in main').toBeGreaterThan(200);
    const cards = page.sections.flatMap((section) => (section.type === 'card-grid' ? section.cards.map((card) => card.text) : []));
    const missing = [...questionsAndAnswers(page.sections), ...cards].map(squash).filter((text) => !main.includes(text));
    expect(missing, 'FAQ answers, features and card texts missing from main').toEqual([]);
    // Each part hydrated on its own (a Suspense boundary) is written in place, not moved to the end for a script to put back.
    expect(document.querySelectorAll('template[id^="B:"], [hidden][id^="S:"]').length, 'parts of the page written out of place').toBe(0);
  });
});

describe('site files', () => {
  test('404.html is the not-found page, with links to the main parts of the site', () => {
    const document = documentAt(site, '404.html');
    expect(document.querySelector('h1')?.textContent).toBe("We can't find that page");
    expect(document.querySelectorAll('main a[href]').length).toBeGreaterThanOrEqual(5);
    expect(document.querySelectorAll('main a[href="/erp"]')).toHaveLength(1);
  });

  test('no build leftovers are published', () => {
    expect(existsSync(join(site.dist, '.vite'))).toBe(false);
  });
});

describe('internal links', () => {
  test.each(linkChecks)('$name', ({ run }) => run(site));
});
