import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const content = loadContent({ root: projectRoot });
const titleOf = (path: string) => content.pages.find(({ page }) => page.path === path)?.page.title;

/** SPEC.md section 2's route table, in its own spelling, with the page each must reach. */
const specRoutes: [string, string][] = [
  ['/', '/'],
  ...['/e-commerce-portal', '/vendor-portal', '/warehouse-management', '/supply-chain-management', '/Dealer-portal', '/Employee-Self-Service-Portal', '/bill-of-materials', '/club-management', '/financial-management', '/sales-distribution', '/inventory-Management', '/Material-management', '/procurement', '/hr-payroll', '/production-planning', '/project-planning', '/project-management', '/fixed-assets', '/payment-integration', '/quality-control', '/project-systems'].map((path): [string, string] => [path, path.toLowerCase()]),
  ...['/point-of-sale', '/pricing', '/why-choose-us', '/our-technologies', '/about-company', '/why-lumora', '/our-team', '/ContactUs', '/Contact-us'].map((path): [string, string] => [path, path.toLowerCase()]),
  ...['/Manufacturing', '/Distribution-Supply-Chain', '/Hospitality', '/Retail', '/Communication', '/media-entertainment', '/financial-services', '/health-Care', '/Education', '/Energy-Utilities', '/Pharmaceutical'].map((path): [string, string] => [path, path.toLowerCase()]),
  ['/ERP', '/erp'],
  ['/POS', '/pos'],
  ['/CRM', '/crm'],
  // Spellings used by the header and footer of the original site.
  ['/erp', '/erp'],
  ['/material-management', '/material-management'],
  ['/contact-us', '/contact-us'],
];

describe('every route of SPEC.md, in its own spelling, renders its own page', () => {
  test('the route table has 46 spellings for 45 pages', () => {
    expect(new Set(specRoutes.slice(0, 46).map(([, to]) => to)).size).toBe(45);
  });

  test.each(specRoutes)('%s', async (from, to) => {
    const response = await fetch(`${baseUrl}${from}`);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe(to);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.title).toBe(titleOf(to));
  });
});

const page = (path: string) => new JSDOM(readFileSync(join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8')).window.document;
const sectionNamed = (document: Document, heading: RegExp) =>
  [...document.querySelectorAll('main section')].find((section) => heading.test(section.querySelector('h2')?.textContent ?? ''));
const cardsIn = (section: Element | undefined) => section?.querySelectorAll(':scope ul > li h3').length ?? 0;
const faqCount = (document: Document) => document.querySelectorAll('main button[aria-controls][aria-expanded]').length;
const tabCount = (document: Document) => document.querySelectorAll('main [role="tab"]').length;

describe('the counts of SPEC.md', () => {
  test('home: 3 products, 3 technology cards, 8 questions, 3 branches', () => {
    const home = page('/');
    expect(home.querySelector('h1')?.textContent).toBe('A cloud ERP to run your business seamlessly');
    expect(cardsIn(sectionNamed(home, /Our Products/))).toBe(3);
    expect(cardsIn(sectionNamed(home, /brings cutting-edge technology to your business/))).toBe(3);
    expect(faqCount(home)).toBe(8);
    expect(home.querySelectorAll('main a[href^="https://www.google.com/maps"]')).toHaveLength(3);
  });

  const modules = content.pages.filter(({ page: entry }) => entry.nav?.group === 'modules');
  test('20 ERP modules, each with 6 to 13 features; the five detailed in SPEC have its counts', () => {
    expect(modules).toHaveLength(20);
    const exact: Record<string, number> = { '/e-commerce-portal': 8, '/vendor-portal': 9, '/warehouse-management': 9, '/supply-chain-management': 9, '/dealer-portal': 7 };
    for (const { page: entry } of modules) {
      const count = tabCount(page(entry.path));
      expect(count, entry.path).toBeGreaterThanOrEqual(6);
      expect(count, entry.path).toBeLessThanOrEqual(13);
      if (exact[entry.path] !== undefined) expect(count, entry.path).toBe(exact[entry.path]);
    }
  });

  test('both feature-selector readings are in use', () => {
    const readings = new Set(modules.flatMap(({ page: entry }) => entry.sections.flatMap((section) => (section.type === 'feature-selector' ? [`${section.initial}/${section.reselect}`] : []))));
    expect(readings).toEqual(new Set(['first/clear', 'none/keep']));
  });

  const industries = content.pages.filter(({ page: entry }) => entry.nav?.group === 'industries');
  test('11 industries, each with 4 feature, 4 solution and 4 benefit cards and 6 questions', () => {
    expect(industries).toHaveLength(11);
    for (const { page: entry } of industries) {
      const document = page(entry.path);
      const grids = [...document.querySelectorAll('main section')].filter((section) => section.querySelector(':scope ul > li h3'));
      expect(grids.map(cardsIn), entry.path).toEqual([4, 4, 4]);
      expect(sectionNamed(document, new RegExp(`^Ultimate solution for ${entry.nav?.label}$`)), entry.path).toBeTruthy();
      expect(faqCount(document), entry.path).toBe(6);
    }
  });

  test('product FAQs: POS 2, CRM 5, ERP at least 5', () => {
    expect(faqCount(page('/pos'))).toBe(2);
    expect(faqCount(page('/crm'))).toBe(5);
    expect(faqCount(page('/erp'))).toBeGreaterThanOrEqual(5);
  });

  test('pricing: three plans with Contact links and the comparison of SPEC section 9', () => {
    const pricing = page('/pricing');
    expect([...pricing.querySelectorAll('main h3')].map((heading) => heading.textContent).slice(0, 3)).toEqual(['Simple Start', 'Professional', 'Enterprise']);
    expect(pricing.querySelectorAll('main a')).not.toHaveLength(0);
    expect([...pricing.querySelectorAll('main a')].filter((link) => link.textContent === 'Contact')).toHaveLength(3);
    expect(pricing.body.textContent).toContain('Save 8% Now');
    const rows = [...pricing.querySelectorAll('main tbody tr')].filter((row) => row.querySelector('th'));
    const marks = (name: string) => [...(rows.find((row) => row.querySelector('th')?.textContent === name)?.querySelectorAll('[role="img"]') ?? [])].map((mark) => mark.getAttribute('aria-label'));
    for (const name of ['Customer Management', 'Vendor Management', 'Material Management', 'Stock Reports', 'Payroll Management']) expect(marks(name), name).toEqual(['Not included', 'Included', 'Included']);
    for (const name of ['Account Receivables', 'Account Payables', 'Payment Integration', 'Customization', 'Time Sheet Management', 'Employee Portal', 'Emailing', 'Reports', 'Dashboards', 'Quality Management', 'Production Management', 'CRM Integration', 'Project Management Integration']) {
      expect(marks(name), name).toEqual(['Included', 'Included', 'Included']);
    }
  });

  test('contact page: hero, mail and phone links, three branches with map links, the titled enquiry frame', () => {
    const contact = page('/contact-us');
    expect(contact.querySelector('h1')?.textContent).toBe('Connect with our Team');
    expect(contact.querySelector('main a[href^="mailto:"]')).toBeTruthy();
    expect(contact.querySelector('main a[href^="tel:"]')).toBeTruthy();
    expect([...contact.querySelectorAll('main a')].filter((link) => link.textContent === 'View on Map')).toHaveLength(3);
    expect(contact.querySelector('main iframe[title][sandbox]')).toBeTruthy();
  });

  test('menus: 11 industries, 20 modules under ERP, footer modules in two columns of 10', () => {
    const home = page('/');
    const footerColumns = [...home.querySelectorAll('footer ul')].filter((list) => list.querySelector('a[href="/vendor-portal"], a[href="/procurement"]'));
    expect(footerColumns.map((list) => list.querySelectorAll('a').length)).toEqual([10, 10]);
    expect(home.querySelectorAll('header nav a[href="/pharmaceutical"]')).toHaveLength(1);
  });
});

describe('copy quality', () => {
  const paragraphs = content.pages.flatMap(({ file, page: entry }) =>
    entry.sections.flatMap((section) => {
      const texts: string[] = [];
      if (section.type === 'accordion') texts.push(...section.items.map((item) => item.answer));
      if (section.type === 'feature-selector') texts.push(...section.features.map((feature) => feature.answer));
      if (section.type === 'card-grid') texts.push(...section.cards.map((card) => card.text));
      if (section.type === 'rich-text') texts.push(...section.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : [])));
      if (section.type === 'hero' && section.subtext) texts.push(section.subtext);
      return texts.map((text) => ({ file, text }));
    }),
  );

  test('no paragraph appears twice anywhere on the site', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { file, text } of paragraphs) {
      const first = seen.get(text);
      if (first !== undefined) repeats.push(`${file} repeats ${first}: ${text.slice(0, 60)}`);
      else seen.set(text, file);
    }
    expect(repeats).toEqual([]);
  });

  test('no placeholder text', () => {
    const placeholders = paragraphs.filter(({ text }) => /lorem ipsum|\bTODO\b|\bTBD\b|placeholder/i.test(text));
    expect(placeholders).toEqual([]);
  });

  test('titles and descriptions are unique', () => {
    const titles = content.pages.map(({ page: entry }) => entry.title);
    const descriptions = content.pages.map(({ page: entry }) => entry.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
