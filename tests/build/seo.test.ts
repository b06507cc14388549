import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import type { Page } from '../../schema/page.ts';
import { htmlFileFor } from '../../scripts/server/built-site.ts';
import { jsonLdTags } from '../../scripts/build/structured-data.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const distDir = inject('distDir');
const content = loadContent({ root: projectRoot });
const site = content.site;
const origin = 'https://www.lumora.example';
const documents = new Map<string, Document>();
const documentFor = (file: string): Document => {
  const document = documents.get(file) ?? new JSDOM(readFileSync(join(distDir, file), 'utf8')).window.document;
  documents.set(file, document);
  return document;
};
const canonical = (path: string) => `${origin}${path}`;

/** Every JSON-LD object of a page, parsed. */
function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}
const ofType = (document: Document, type: string) => structuredData(document).filter((item) => item['@type'] === type);

const hexColour = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Reads an 8-bit RGB PNG back into pixels: the encoder's round trip, with zlib's inflate. */
function decodePng(bytes: Buffer): { width: number; pixel: (x: number, y: number) => number[] } {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? (pixels[y * stride + i - 3] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = i >= 3 && y > 0 ? (pixels[(y - 1) * stride + i - 3] ?? 0) : 0;
      const p = left + up - upLeft;
      const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft) ? left : Math.abs(p - up) <= Math.abs(p - upLeft) ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][type] ?? 0;
      pixels[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, pixel: (x, y) => [...pixels.subarray(y * stride + x * 3, y * stride + x * 3 + 3)] };
}

const accordionItems = (page: Page) => page.sections.flatMap((section) => (section.type === 'accordion' ? section.items : []));
const branchesOf = (page: Page) => page.sections.flatMap((section) => (section.type === 'branch-list' ? section.branches : []));

describe.each(content.pages.map(({ page }) => [page.path, page] as const))('%s', (path, page) => {
  const document = documentFor(htmlFileFor(path));
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

  test('Open Graph and Twitter card tags describe the page', () => {
    expect(meta('og:title')).toBe(page.title);
    expect(meta('og:description')).toBe(page.description);
    expect(meta('og:url')).toBe(canonical(path));
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('Lumora');
    expect(meta('og:image')).toBe(`${origin}/og-image.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toMatch(/Lumora/);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(page.title);
    expect(meta('twitter:description')).toBe(page.description);
    expect(meta('twitter:image')).toBe(`${origin}/og-image.png`);
  });

  test('JSON-LD is data that no text can break out of', () => {
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      expect(script.textContent).not.toContain('<');
      expect(script.parentElement?.tagName).toBe('HEAD');
    }
  });

  test('an FAQPage with every question and answer exactly when the page has an FAQ', () => {
    const items = accordionItems(page);
    const faq = ofType(document, 'FAQPage');
    if (items.length === 0) return expect(faq).toEqual([]);
    expect(faq).toHaveLength(1);
    expect(faq[0]?.['mainEntity']).toEqual(items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })));
  });

  test('a LocalBusiness with name and address for each office listed on the page', () => {
    const branches = branchesOf(page);
    const businesses = ofType(document, 'LocalBusiness');
    expect(businesses).toHaveLength(branches.length);
    businesses.forEach((business, index) => {
      expect(business['name']).toContain(branches[index]?.name);
      expect(business['address']).toEqual({ '@type': 'PostalAddress', streetAddress: branches[index]?.address.join(', ') });
    });
  });
});

describe('structured data search engines require', () => {
  test('home: an Organization with name, url and logo', () => {
    const [organization, ...others] = ofType(documentFor('index.html'), 'Organization');
    expect(others).toEqual([]);
    expect(organization?.['@context']).toBe('https://schema.org');
    expect(organization?.['name']).toBe('Lumora');
    expect(organization?.['url']).toBe(`${origin}/`);
    expect(organization?.['logo']).toBe(`${origin}/images/logo.svg`);
    expect(statSync(join(distDir, 'images', 'logo.svg')).isFile()).toBe(true);
  });

  test('contact page: one LocalBusiness per branch, each with a name and a postal address', () => {
    const businesses = ofType(documentFor('contact-us/index.html'), 'LocalBusiness');
    expect(businesses.map((business) => business['name'])).toEqual(['Lumora – Hyderabad, India', 'Lumora – Charlotte, USA', 'Lumora – Frisco, Texas, USA']);
    for (const business of businesses) {
      expect(business['address']).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.stringMatching(/\d/) });
      expect(business['hasMap']).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
  });

  test('home: an FAQPage of its eight questions', () => {
    const [faq] = ofType(documentFor('index.html'), 'FAQPage');
    const questions = faq?.['mainEntity'];
    expect(Array.isArray(questions) && questions.length).toBe(8);
    expect(Array.isArray(questions) && questions[0]).toMatchObject({ '@type': 'Question', name: 'What is Lumora ERP?', acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('no-code') } });
  });

  const breadcrumbsOf = (path: string) => ofType(documentFor(htmlFileFor(path)), 'BreadcrumbList')[0]?.['itemListElement'];
  const inGroup = (group: string) => content.pages.filter(({ page }) => page.nav?.group === group).map(({ page }) => page);

  /** Home › the parent the page names, if any › the page. */
  const expectedTrail = (page: Page) =>
    [{ name: 'Home', item: `${origin}/` }, ...(page.parent ? [{ name: page.parent.label, item: canonical(page.parent.href) }] : []), { name: page.nav?.label, item: canonical(page.path) }].map(
      (entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry }),
    );

  test('module pages: a BreadcrumbList Home › ERP › the module, with positions and absolute URLs', () => {
    const modules = inGroup('modules');
    expect(modules).toHaveLength(20);
    for (const page of modules) {
      expect(page.parent?.href).toBe('/erp');
      expect(breadcrumbsOf(page.path), page.path).toEqual(expectedTrail(page));
    }
  });

  test('industry pages: a BreadcrumbList ending in the industry, with positions and absolute URLs', () => {
    const industries = inGroup('industries');
    expect(industries).toHaveLength(11);
    for (const page of industries) expect(breadcrumbsOf(page.path), page.path).toEqual(expectedTrail(page));
  });

  test('the home page has no breadcrumb', () => {
    expect(ofType(documentFor('index.html'), 'BreadcrumbList')).toEqual([]);
  });

  test('text that looks like markup cannot end the script element', () => {
    const tags = jsonLdTags([{ '@context': 'https://schema.org', '@type': 'Question', name: '</script><script>alert(1)</script>' }]);
    expect(tags.match(/<\/script/gi)).toHaveLength(1);
    const parsed = new JSDOM(`<!DOCTYPE html><head>${tags}</head>`).window.document;
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(parsed.querySelector('script')?.textContent ?? '')['name']).toBe('</script><script>alert(1)</script>');
  });
});

describe('the picture for social sites', () => {
  const file = join(distDir, 'og-image.png');

  test('is a 1200×630 PNG under 100 KB', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(imageSize(bytes)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  test('is painted in the brand colours from site.yaml', () => {
    const { width, pixel } = decodePng(readFileSync(file));
    expect(width).toBe(1200);
    expect(pixel(0, 0)).toEqual(hexColour(site?.brand.color ?? ''));
    expect(pixel(600, 625)).toEqual(hexColour(site?.brand.accent ?? ''));
  });
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>(.+?)<\/loc>/g)].map((match) => match[1] ?? '');

  test('lists only canonical page URLs, once each', () => {
    const canonicalUrls = new Set(content.pages.map(({ page }) => canonical(page.path)));
    expect(listed.length).toBeGreaterThan(40);
    expect(new Set(listed).size).toBe(listed.length);
    for (const url of listed) {
      expect(canonicalUrls.has(url), url).toBe(true);
      expect(url).toBe(url.toLowerCase());
    }
  });

  test('leaves out the not-found page and pages that ask not to be listed', () => {
    expect(listed.some((url) => /404|not-found/.test(url))).toBe(false);
    for (const { page } of content.pages.filter(({ page: entry }) => !entry.sitemap)) expect(listed).not.toContain(canonical(page.path));
    expect(content.pages.some(({ page }) => !page.sitemap)).toBe(true);
  });

  test('robots.txt names the sitemap by its absolute URL', () => {
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/www\.lumora\.example\/sitemap\.xml$/m);
  });

  test('the not-found page has no social tags and asks not to be indexed', () => {
    const document = documentFor('404.html');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
