/**
 * What search engines and social sites read from a built site, as checks over any build: social
 * tags and structured data of every page, the share picture, sitemap.xml and robots.txt. They
 * hold for whatever pages the site has (tests/build/survives-new-page.test.ts adds some).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { expect } from 'vitest';
import type { Page } from '../../schema/page.ts';
import { documentAt, pageDocument, pagesInGroup, servedPages, type BuiltSite, type SiteCheck } from './built-site.ts';
import { pageAlternates, siteIn } from '../../schema/model/site-model.ts';
import { z } from 'zod';
import { stringContaining, stringMatching } from './matchers.ts';

function settings(site: BuiltSite) {
  const settings = site.content.site;
  if (!settings) throw new Error('The site under test has no site.yaml settings.');
  return settings;
}
const canonical = (site: BuiltSite, path: string) => `${settings(site).baseUrl}${path}`;

const JsonLdObject = z.record(z.string(), z.unknown());

/** Every JSON-LD object of a document, parsed. */
function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JsonLdObject.parse(JSON.parse(script.textContent)),
  );
}
const ofType = (document: Document, type: string) => structuredData(document).filter((item) => item['@type'] === type);

const hexColour = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Reads an 8-bit RGB or RGBA PNG back into pixels, with zlib's inflate; `pixel` gives red, green and blue. */
function decodePng(bytes: Buffer): { width: number; pixel: (x: number, y: number) => number[] } {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  // Colour type 6 is RGBA, 2 is RGB.
  const channels = bytes[25] === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = i >= channels && y > 0 ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][type] ?? 0;
      pixels[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, pixel: (x, y) => [...pixels.subarray(y * stride + x * channels, y * stride + x * channels + 3)] };
}

const accordionItems = (page: Page) => page.sections.flatMap((section) => (section.type === 'accordion' ? section.items : []));
const branchesOf = (page: Page) => page.sections.flatMap((section) => (section.type === 'branch-list' ? section.branches : []));

/** Runs `check` on every page the site serves, in every language; a failure names the page. */
function eachPage(site: BuiltSite, check: (page: Page, document: Document, language: string) => void): void {
  const own = settings(site).lang;
  for (const { page, translates } of servedPages(site)) check(page, pageDocument(site, page.path), translates?.language ?? own);
}

/** Home › the parent the page names, if any › the page. */
const expectedTrail = (site: BuiltSite, page: Page) =>
  [
    { name: 'Home', item: canonical(site, '/') },
    ...(page.parent ? [{ name: page.parent.label, item: canonical(site, page.parent.href) }] : []),
    { name: page.nav?.label, item: canonical(site, page.path) },
  ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry }));
const breadcrumbsOf = (document: Document) => ofType(document, 'BreadcrumbList')[0]?.['itemListElement'];

const listedInSitemap = (site: BuiltSite) =>
  [...readFileSync(join(site.dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>(.+?)<\/loc>/g)].map((match) => match[1] ?? '');

export const seoChecks: SiteCheck[] = [
  {
    name: 'every page: Open Graph and Twitter card tags describe the page',
    run(site) {
      const { baseUrl, brand } = settings(site);
      eachPage(site, (page, document) => {
        const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
        const tags = [
          'og:title',
          'og:description',
          'og:url',
          'og:type',
          'og:site_name',
          'og:image',
          'og:image:width',
          'og:image:height',
          'twitter:card',
          'twitter:title',
          'twitter:description',
          'twitter:image',
        ];
        expect(Object.fromEntries(tags.map((tag) => [tag, meta(tag)])), page.path).toEqual({
          'og:title': page.title,
          'og:description': page.description,
          'og:url': canonical(site, page.path),
          'og:type': 'website',
          'og:site_name': brand.name,
          'og:image': `${baseUrl}/og-image.png`,
          'og:image:width': '1200',
          'og:image:height': '630',
          'twitter:card': 'summary_large_image',
          'twitter:title': page.title,
          'twitter:description': page.description,
          'twitter:image': `${baseUrl}/og-image.png`,
        });
        expect(meta('og:image:alt'), page.path).toContain(brand.name);
      });
    },
  },
  {
    name: 'every page: its language on <html>, a WebPage in it, and each of its versions in other languages linked, in the head and in sitemap.xml',
    run(site) {
      const siteData = site.content.siteData;
      if (!siteData) throw new Error('The site under test has problems.');
      const versions = pageAlternates(siteData);
      const sitemap = readFileSync(join(site.dist, 'sitemap.xml'), 'utf8');
      const own = settings(site).lang;
      for (const entry of servedPages(site)) {
        const { page } = entry;
        const language = entry.translates?.language ?? own;
        const document = pageDocument(site, page.path);
        const direction = siteData.site.languages?.find((candidate) => candidate.code === language)?.dir ?? 'ltr';
        expect([document.documentElement.lang, document.documentElement.dir], page.path).toEqual([language, direction]);
        expect(ofType(document, 'WebPage'), page.path).toEqual([
          { '@context': 'https://schema.org', '@type': 'WebPage', name: page.title, url: canonical(site, page.path), inLanguage: language },
        ]);
        expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'), page.path).toBe(canonical(site, page.path));
        const alternates = versions.get(entry.id) ?? [];
        const linked = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]);
        const expected = alternates.map(({ code, path }) => [code, canonical(site, path)]);
        const first = alternates[0];
        // A page in one language links no other; a page in several links each, and the site's own as x-default.
        expect(linked, page.path).toEqual(alternates.length > 1 && first ? [...expected, ['x-default', canonical(site, first.path)]] : []);
        // Each version links back: the languages of a page agree on each other.
        for (const other of alternates.filter(({ path }) => path !== page.path)) {
          const back = pageDocument(site, other.path).head.querySelector(`link[rel="alternate"][hreflang="${language}"]`);
          expect(back?.getAttribute('href'), `${other.path} back to ${page.path}`).toBe(canonical(site, page.path));
        }
        const meta = (key: string) =>
          [...document.head.querySelectorAll(`meta[property="${key}"]`)].map((tag) => tag.getAttribute('content'));
        expect(meta('og:locale'), page.path).toEqual([language.replace('-', '_')]);
        expect(meta('og:locale:alternate'), page.path).toEqual(
          alternates.length > 1 ? alternates.filter(({ code }) => code !== language).map(({ code }) => code.replace('-', '_')) : [],
        );
        if (page.sitemap && alternates.length > 1)
          for (const [code, href] of expected)
            expect(sitemap, page.path).toContain(`<xhtml:link rel="alternate" hreflang="${String(code)}" href="${String(href)}"/>`);
        // The words of the page's language surround it: its skip link is the language's.
        expect(document.querySelector(`a[href="#main"]`)?.textContent, page.path).toBe(siteIn(siteData, language).site.words.skipToContent);
      }
    },
  },
  {
    name: 'every page: JSON-LD is data in the head that no text can break out of',
    run(site) {
      eachPage(site, (page, document) => {
        for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
          expect(script.textContent, page.path).not.toContain('<');
          expect(script.parentElement?.tagName, page.path).toBe('HEAD');
        }
      });
    },
  },
  {
    name: 'every page: an FAQPage with every question and answer exactly when the page has an FAQ',
    run(site) {
      eachPage(site, (page, document) => {
        const items = accordionItems(page);
        const faq = ofType(document, 'FAQPage');
        if (items.length === 0) return expect(faq, page.path).toEqual([]);
        expect(faq, page.path).toHaveLength(1);
        expect(faq[0]?.['mainEntity'], page.path).toEqual(
          items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        );
      });
    },
  },
  {
    name: 'every page: a LocalBusiness with name and address for each office listed on it',
    run(site) {
      eachPage(site, (page, document) => {
        const branches = branchesOf(page);
        const businesses = ofType(document, 'LocalBusiness');
        expect(businesses, page.path).toHaveLength(branches.length);
        businesses.forEach((business, index) => {
          expect(business['name'], page.path).toContain(branches[index]?.name);
          expect(business['address'], page.path).toEqual({ '@type': 'PostalAddress', streetAddress: branches[index]?.address.join(', ') });
        });
      });
    },
  },
  {
    name: 'home: one Organization with name, url and logo, an FAQPage of its eight questions, and no breadcrumb',
    run(site) {
      const home = documentAt(site, 'index.html');
      const [organization, ...others] = ofType(home, 'Organization');
      expect(others).toEqual([]);
      expect(organization?.['@context']).toBe('https://schema.org');
      expect(organization?.['name']).toBe('Lumora');
      expect(organization?.['url']).toBe(canonical(site, '/'));
      expect(organization?.['logo']).toBe(canonical(site, '/images/logo.svg'));
      expect(statSync(join(site.dist, 'images', 'logo.svg')).isFile()).toBe(true);
      const questions = ofType(home, 'FAQPage')[0]?.['mainEntity'];
      expect(Array.isArray(questions) && questions.length).toBe(8);
      expect(Array.isArray(questions) && questions[0]).toMatchObject({
        '@type': 'Question',
        name: 'What is Lumora ERP?',
        acceptedAnswer: { '@type': 'Answer', text: stringContaining('no-code') },
      });
      expect(ofType(home, 'BreadcrumbList')).toEqual([]);
    },
  },
  {
    name: 'contact page: one LocalBusiness per branch, each with a name, a postal address and a map',
    run(site) {
      const businesses = ofType(pageDocument(site, '/contact-us'), 'LocalBusiness');
      expect(businesses.map((business) => business['name'])).toEqual([
        'Lumora – Hyderabad, India',
        'Lumora – Charlotte, USA',
        'Lumora – Frisco, Texas, USA',
      ]);
      for (const business of businesses) {
        expect(business['address']).toMatchObject({ '@type': 'PostalAddress', streetAddress: stringMatching(/\d/) });
        expect(business['hasMap']).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      }
    },
  },
  {
    name: 'module pages: a BreadcrumbList Home › ERP › the module, with positions and absolute URLs',
    run(site) {
      const modules = pagesInGroup(site, 'modules');
      expect(modules.length).toBeGreaterThan(0);
      for (const page of modules) {
        expect(page.parent?.href, page.path).toBe('/erp');
        expect(breadcrumbsOf(pageDocument(site, page.path)), page.path).toEqual(expectedTrail(site, page));
      }
    },
  },
  {
    name: 'industry pages: a BreadcrumbList ending in the industry, with positions and absolute URLs',
    run(site) {
      const industries = pagesInGroup(site, 'industries');
      expect(industries.length).toBeGreaterThan(0);
      for (const page of industries) expect(breadcrumbsOf(pageDocument(site, page.path)), page.path).toEqual(expectedTrail(site, page));
    },
  },
  {
    name: 'the picture for social sites is a 1200×630 PNG under 100 KB, in the brand colours of site.yaml',
    run(site) {
      const bytes = readFileSync(join(site.dist, 'og-image.png'));
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(imageSize(bytes)).toMatchObject({ type: 'png', width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(100 * 1024);
      const { width, pixel } = decodePng(bytes);
      expect(width).toBe(1200);
      expect(pixel(0, 0)).toEqual(hexColour(settings(site).brand.color));
      expect(pixel(600, 625)).toEqual(hexColour(settings(site).brand.accent));
    },
  },
  {
    name: 'sitemap.xml lists the canonical, lower-case URL of every page that asks to be listed, once, and no other',
    run(site) {
      const listed = listedInSitemap(site);
      const served = servedPages(site);
      const expected = served.filter(({ page }) => page.sitemap).map(({ page }) => canonical(site, page.path));
      expect([...listed].sort()).toEqual([...expected].sort());
      // The rule is exercised: at least one page asks to be left out.
      expect(expected.length).toBeLessThan(served.length);
      expect(listed.filter((url) => url !== url.toLowerCase() || /404|not-found/.test(url))).toEqual([]);
    },
  },
  {
    name: 'robots.txt names the sitemap by its absolute URL',
    run(site) {
      expect(readFileSync(join(site.dist, 'robots.txt'), 'utf8').split('\n')).toContain(`Sitemap: ${canonical(site, '/sitemap.xml')}`);
    },
  },
  {
    name: 'the not-found page has no social tags or canonical link and asks not to be indexed',
    run(site) {
      const document = documentAt(site, '404.html');
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    },
  },
];
