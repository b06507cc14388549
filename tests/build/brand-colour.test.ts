import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Theme } from '@mui/material/styles';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, test } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { sectionTypes } from '../../schema/sections/index.ts';
import { buildSite } from '../../scripts/build/build.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';
import { z } from 'zod';

/**
 * The theme and MUI's colour helpers load only after the build: its prerenderer must be the first
 * to load React in this process, in its production form, or it meets React's development runtime.
 */
const mui = async () => ({
  ...(await import('../../src/theme.ts')),
  ...(await import('../../src/brand-tints.ts')),
  ...(await import('@mui/material/styles')),
});

/** The brand colours the site ships with, from pages/site.yaml. */
const shipped = z
  .object({ brand: z.object({ color: z.string(), accent: z.string() }) })
  .parse(parse(readFileSync(join(projectRoot, 'pages', 'site.yaml'), 'utf8'))).brand;
/** Another company's colours: a teal brand and a violet accent. */
const other = { color: '#0f766e', accent: '#7c3aed' };

/** A colour as `r,g,b`, whatever its spelling (#rgb, #rrggbb with or without alpha, rgb(), rgba(), any case). */
function colourKeys(text: string): string[] {
  const keys: string[] = [];
  for (const [, hex = ''] of text.matchAll(/#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi)) {
    const full = hex.length <= 4 ? Array.from(hex, (digit) => digit + digit).join('') : hex;
    keys.push([0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)).join(','));
  }
  for (const [, red = '', green = '', blue = ''] of text.matchAll(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/gi)) {
    keys.push([red, green, blue].map((channel) => Math.round(Number(channel))).join(','));
  }
  return keys;
}

/** Every colour a theme holds: palette entries, shadows and washes. */
function themeColours(theme: Theme): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const key of colourKeys(value)) found.add(key);
    else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) walk(inner);
  };
  walk(theme.palette);
  walk(theme.decor);
  return found;
}

/** A page with every section type, from schema/examples/, so every component's colours are in the build. */
function everySectionPage(): string {
  const sections = sectionTypes.map((type) =>
    readFileSync(join(projectRoot, 'schema', 'examples', `${type}.yaml`), 'utf8')
      .replace(/^/gm, '  ')
      .trimEnd(),
  );
  const hero = sections.findIndex((section) => section.trimStart().startsWith('- type: hero'));
  const ordered = [sections[hero], ...sections.filter((_, index) => index !== hero)];
  return `path: /every-section\ntitle: Every section\ndescription: One page with the example of every section type.\nsections:\n${ordered.join('\n')}\n`;
}

/** A stand-in for the one page the examples link to that the fixture site lacks. */
const posPage =
  'path: /pos\ntitle: POS\ndescription: The point-of-sale page the card grid example links to.\nsections:\n  - type: hero\n    heading: POS\n';

/** The CSS of a built page: its critical CSS and any style attribute. */
function pageCss(html: string): string {
  const document = new JSDOM(html).window.document;
  const sheets = [...document.querySelectorAll('style')].map((style) => style.textContent);
  const attributes = [...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '');
  return [...sheets, ...attributes].join('\n');
}

describe('a site with other brand colours', () => {
  const outDir = join(mkdtempSync(join(tmpdir(), 'site-brand-')), 'dist');
  const files: { name: string; css: string }[] = [];
  /** What must not appear: every colour the shipped colours give the theme that the other colours do not. */
  let shippedOnly: string[] = [];
  let otherTheme: Theme;

  beforeAll(async () => {
    const root = fixtureRoot({ 'every-section.yaml': everySectionPage(), 'pos.yaml': posPage });
    const siteFile = join(root, 'pages', 'site.yaml');
    const site = parseDocument(readFileSync(siteFile, 'utf8'));
    site.setIn(['brand', 'color'], other.color);
    site.setIn(['brand', 'accent'], other.accent);
    writeFileSync(siteFile, site.toString());
    await buildSite({ root: projectRoot, pagesDir: join(root, 'pages'), outDir, quiet: true });
    for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.html')) files.push({ name, css: pageCss(readFileSync(join(outDir, name), 'utf8')) });
      else if (/\.(css|js)$/.test(name)) files.push({ name, css: readFileSync(join(outDir, name), 'utf8') });
    }
    const { createSiteTheme, brandPalette } = await mui();
    otherTheme = createSiteTheme(brandPalette(other));
    const otherColours = themeColours(otherTheme);
    shippedOnly = [...themeColours(createSiteTheme(brandPalette(shipped)))].filter((key) => !otherColours.has(key));
  }, 180_000);

  test('the shipped colours give tints the other colours do not', () => {
    for (const colour of [shipped.color, shipped.accent]) expect(shippedOnly).toContain(colourKeys(colour)[0]);
    // The brand wash, the pill on it and the accent's wash: the tints once written out in the components.
    expect(shippedOnly.length).toBeGreaterThanOrEqual(7);
  });

  test('no page CSS, style sheet or script holds the shipped brand colour, accent or any of their tints', () => {
    expect(files.filter(({ name }) => name.endsWith('.html')).length).toBeGreaterThanOrEqual(7);
    const traces = files.flatMap(({ name, css }) =>
      colourKeys(css)
        .filter((key) => shippedOnly.includes(key))
        .map((key) => `${name}: rgb(${key})`),
    );
    expect([...new Set(traces)]).toEqual([]);
  });

  test('the pages are painted in the other colours and their tints', () => {
    const used = new Set(files.filter(({ name }) => name.endsWith('.html')).flatMap(({ css }) => colourKeys(css)));
    const { palette } = otherTheme;
    for (const colour of [other.color, palette.tint.primary, palette.tint.primaryStrong, palette.tint.secondary, palette.secondary.dark]) {
      expect(used, colour).toContain(colourKeys(colour)[0]);
    }
  });
});

describe('text on brand colours reads at 4.5:1, whatever colours site.yaml names', () => {
  const brands = [
    shipped,
    other,
    { color: '#facc15', accent: '#22d3ee' },
    { color: '#6b7280', accent: '#f472b6' },
    { color: '#0b0b45', accent: '#fde047' },
  ];

  test.each(brands)('brand $color, accent $accent', async (brand) => {
    const { createSiteTheme, brandPalette, getContrastRatio } = await mui();
    const { palette } = createSiteTheme(brandPalette(brand));
    const pairs: [string, string, string][] = [
      ['button text on the brand colour', palette.primary.contrastText, palette.primary.main],
      ['button text on the hovered button', palette.common.white, palette.primary.dark],
      ['the claim on its pill', palette.primary.dark, palette.tint.primaryStrong],
      ['eyebrows on the hero wash', palette.secondary.dark, palette.tint.primary],
      ['the plan label on its pill', palette.secondary.dark, palette.tint.secondary],
      ['details labels on the grey panel', palette.secondary.dark, palette.background.muted],
      ['designations on white', palette.secondary.dark, palette.background.paper],
    ];
    const low = pairs
      .filter(([, text, background]) => getContrastRatio(text, background) < 4.5)
      .map(([what, text, background]) => `${what}: ${text} on ${background}`);
    expect(low).toEqual([]);
  });
});
