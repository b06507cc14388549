/**
 * The pages and counts of SPEC.md (sections 2 and 9), as checks over a built site. They ask that
 * everything SPEC names is there, never that nothing else is: an author who adds a page keeps them
 * green (tests/build/survives-new-page.test.ts runs them on a site with one more of each kind).
 */
import { expect } from 'vitest';
import { readRoutesFile } from '../../scripts/server/built-site.ts';
import { unfinishedText } from '../../schema/content/placeholders.ts';
import { fetchFromSite, pageAt, pageDocument, pagesInGroup, parseHtml, type BuiltSite, type SiteCheck } from './built-site.ts';

/** The ERP modules of SPEC section 2, by path, with their names in the menus. */
export const specModules: Record<string, string> = {
  '/e-commerce-portal': 'E-commerce Portal',
  '/vendor-portal': 'Vendor Portal',
  '/warehouse-management': 'Warehouse Management',
  '/supply-chain-management': 'Supply Chain Management',
  '/dealer-portal': 'Dealer Portal',
  '/employee-self-service-portal': 'Employee Self Service Portal',
  '/bill-of-materials': 'Bill of Materials',
  '/club-management': 'Club Management',
  '/financial-management': 'Financial Management',
  '/sales-distribution': 'Sales & Distribution',
  '/inventory-management': 'Inventory Management',
  '/material-management': 'Material Management',
  '/procurement': 'Procurement',
  '/hr-payroll': 'HR & Payroll',
  '/production-planning': 'Production Planning',
  '/project-planning': 'Project Planning',
  '/project-management': 'Project Management',
  '/fixed-assets': 'Fixed Assets',
  '/quality-control': 'Quality Control',
  '/project-systems': 'Project Systems',
};

/** The industries of SPEC section 2, by path, with their names in the menus. */
export const specIndustries: Record<string, string> = {
  '/manufacturing': 'Manufacturing',
  '/distribution-supply-chain': 'Distribution & Supply Chain',
  '/hospitality': 'Hospitality',
  '/retail': 'Retail',
  '/communication': 'Communication',
  '/media-entertainment': 'Media & Entertainment',
  '/financial-services': 'Financial Services',
  '/health-care': 'Health Care',
  '/education': 'Education',
  '/energy-utilities': 'Energy & Utilities',
  '/pharmaceutical': 'Pharmaceutical',
};

/** SPEC section 2's route table, in its own spelling, with the page each must reach. */
export const specRoutes: [string, string][] = [
  ['/', '/'],
  ...[
    '/e-commerce-portal',
    '/vendor-portal',
    '/warehouse-management',
    '/supply-chain-management',
    '/Dealer-portal',
    '/Employee-Self-Service-Portal',
    '/bill-of-materials',
    '/club-management',
    '/financial-management',
    '/sales-distribution',
    '/inventory-Management',
    '/Material-management',
    '/procurement',
    '/hr-payroll',
    '/production-planning',
    '/project-planning',
    '/project-management',
    '/fixed-assets',
    '/payment-integration',
    '/quality-control',
    '/project-systems',
  ].map((path): [string, string] => [path, path.toLowerCase()]),
  ...[
    '/point-of-sale',
    '/pricing',
    '/why-choose-us',
    '/our-technologies',
    '/about-company',
    '/why-lumora',
    '/our-team',
    '/ContactUs',
    '/Contact-us',
  ].map((path): [string, string] => [path, path.toLowerCase()]),
  ...[
    '/Manufacturing',
    '/Distribution-Supply-Chain',
    '/Hospitality',
    '/Retail',
    '/Communication',
    '/media-entertainment',
    '/financial-services',
    '/health-Care',
    '/Education',
    '/Energy-Utilities',
    '/Pharmaceutical',
  ].map((path): [string, string] => [path, path.toLowerCase()]),
  ['/ERP', '/erp'],
  ['/POS', '/pos'],
  ['/CRM', '/crm'],
  // Spellings used by the header and footer of the original site.
  ['/erp', '/erp'],
  ['/material-management', '/material-management'],
  ['/contact-us', '/contact-us'],
];

const sectionNamed = (document: Document, heading: RegExp) =>
  [...document.querySelectorAll('main section')].find((section) => heading.test(section.querySelector('h2')?.textContent ?? ''));
const cardsIn = (section: Element | undefined) => section?.querySelectorAll(':scope ul > li h3').length ?? 0;
const faqCount = (document: Document) => document.querySelectorAll('main button[aria-controls][aria-expanded]').length;
const tabCount = (document: Document) => document.querySelectorAll('main [role="tab"]').length;

/** Each spelling of the route table, fetched from the served site: it ends on its page, with one h1 and the page's title. */
const routeChecks: SiteCheck[] = specRoutes.map(([from, to]) => ({
  name: `${from} renders ${to}`,
  async run(site: BuiltSite) {
    const response = await fetchFromSite(`${site.url}${from}`);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe(to);
    const document = parseHtml(await response.text());
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.title).toBe(pageAt(site, to)?.title);
  },
}));

/** Names of a menu group that SPEC lists and the site lacks, or lists under another name. */
function missingFromGroup(site: BuiltSite, group: string, expected: Record<string, string>): string[] {
  const labels = new Map(pagesInGroup(site, group).map((page) => [page.path, page.nav?.label]));
  return Object.entries(expected)
    .filter(([path, label]) => labels.get(path) !== label)
    .map(([path, label]) => `${label} (${path})`);
}

const countChecks: SiteCheck[] = [
  {
    name: 'every page of the route table is a page of the build',
    run(site) {
      const pages = new Set(readRoutesFile(site.dist).pages);
      expect(specRoutes.map(([, to]) => to).filter((path) => !pages.has(path))).toEqual([]);
    },
  },
  {
    name: 'home: 3 products, 3 technology cards, 8 questions, 3 branches',
    run(site) {
      const home = pageDocument(site, '/');
      expect(home.querySelector('h1')?.textContent).toBe('A cloud ERP to run your business seamlessly');
      expect(cardsIn(sectionNamed(home, /Our Products/))).toBe(3);
      expect(cardsIn(sectionNamed(home, /brings cutting-edge technology to your business/))).toBe(3);
      expect(faqCount(home)).toBe(8);
      expect(home.querySelectorAll('main a[href^="https://www.google.com/maps"]')).toHaveLength(3);
    },
  },
  {
    name: 'the 20 ERP modules of SPEC are in the modules menu by name, each with 6 to 13 features; the five detailed in SPEC have its counts',
    run(site) {
      expect(missingFromGroup(site, 'modules', specModules)).toEqual([]);
      const exact: Record<string, number> = {
        '/e-commerce-portal': 8,
        '/vendor-portal': 9,
        '/warehouse-management': 9,
        '/supply-chain-management': 9,
        '/dealer-portal': 7,
      };
      for (const path of Object.keys(specModules)) {
        const count = tabCount(pageDocument(site, path));
        expect(count, path).toBeGreaterThanOrEqual(6);
        expect(count, path).toBeLessThanOrEqual(13);
        if (exact[path] !== undefined) expect(count, path).toBe(exact[path]);
      }
    },
  },
  {
    name: 'both feature-selector readings are in use',
    run(site) {
      const readings = new Set(
        pagesInGroup(site, 'modules').flatMap((page) =>
          page.sections.flatMap((section) => (section.type === 'feature-selector' ? [`${section.initial}/${section.reselect}`] : [])),
        ),
      );
      expect([...readings]).toEqual(expect.arrayContaining(['first/clear', 'none/keep']));
    },
  },
  {
    name: 'the 11 industries of SPEC are in the industries menu by name, each with 4 feature, 4 solution and 4 benefit cards and 6 questions',
    run(site) {
      expect(missingFromGroup(site, 'industries', specIndustries)).toEqual([]);
      for (const [path, label] of Object.entries(specIndustries)) {
        const document = pageDocument(site, path);
        const grids = [...document.querySelectorAll('main section')].filter((section) => section.querySelector(':scope ul > li h3'));
        expect(grids.map(cardsIn), path).toEqual([4, 4, 4]);
        expect(sectionNamed(document, new RegExp(`^Ultimate solution for ${label}$`)), path).toBeTruthy();
        expect(faqCount(document), path).toBe(6);
      }
    },
  },
  {
    name: 'product FAQs: POS 2, CRM 5, ERP at least 5',
    run(site) {
      expect(faqCount(pageDocument(site, '/pos'))).toBe(2);
      expect(faqCount(pageDocument(site, '/crm'))).toBe(5);
      expect(faqCount(pageDocument(site, '/erp'))).toBeGreaterThanOrEqual(5);
    },
  },
  {
    name: 'pricing: three plans with Contact links and the comparison of SPEC section 9',
    run(site) {
      const pricing = pageDocument(site, '/pricing');
      expect([...pricing.querySelectorAll('main h3')].map((heading) => heading.textContent).slice(0, 3)).toEqual([
        'Simple Start',
        'Professional',
        'Enterprise',
      ]);
      expect([...pricing.querySelectorAll('main a')].filter((link) => link.textContent === 'Contact')).toHaveLength(3);
      expect(pricing.body.textContent).toContain('Save 8% Now');
      const rows = [...pricing.querySelectorAll('main tbody tr')].filter((row) => row.querySelector('th'));
      const marks = (name: string) =>
        [...(rows.find((row) => row.querySelector('th')?.textContent === name)?.querySelectorAll('[role="img"]') ?? [])].map((mark) =>
          mark.getAttribute('aria-label'),
        );
      for (const name of ['Customer Management', 'Vendor Management', 'Material Management', 'Stock Reports', 'Payroll Management'])
        expect(marks(name), name).toEqual(['Not included', 'Included', 'Included']);
      for (const name of [
        'Account Receivables',
        'Account Payables',
        'Payment Integration',
        'Customization',
        'Time Sheet Management',
        'Employee Portal',
        'Emailing',
        'Reports',
        'Dashboards',
        'Quality Management',
        'Production Management',
        'CRM Integration',
        'Project Management Integration',
      ]) {
        expect(marks(name), name).toEqual(['Included', 'Included', 'Included']);
      }
    },
  },
  {
    name: 'contact page: hero, mail and phone links, three branches with map links, the titled enquiry frame',
    run(site) {
      const contact = pageDocument(site, '/contact-us');
      expect(contact.querySelector('h1')?.textContent).toBe('Connect with our Team');
      expect(contact.querySelector('main a[href^="mailto:"]')).toBeTruthy();
      expect(contact.querySelector('main a[href^="tel:"]')).toBeTruthy();
      expect([...contact.querySelectorAll('main a')].filter((link) => link.textContent === 'View on Map')).toHaveLength(3);
      expect(contact.querySelector('main iframe[title][sandbox]')).toBeTruthy();
    },
  },
  {
    name: 'menus: every SPEC industry and module in the header; the footer lists every module in two halves (10 and 10 for the 20 of SPEC)',
    run(site) {
      const home = pageDocument(site, '/');
      const inHeader = (path: string) => home.querySelectorAll(`header nav a[href="${path}"]`).length === 1;
      expect([...Object.keys(specIndustries), ...Object.keys(specModules)].filter((path) => !inHeader(path))).toEqual([]);
      const modules = pagesInGroup(site, 'modules').map((page) => page.path);
      const columns = [...home.querySelectorAll('footer ul')].filter((list) =>
        modules.some((path) => list.querySelector(`a[href="${path}"]`)),
      );
      const linked = columns.flatMap((list) => [...list.querySelectorAll('a')].map((link) => link.getAttribute('href')));
      expect(columns.map((list) => list.querySelectorAll('a').length)).toEqual([
        Math.ceil(modules.length / 2),
        Math.floor(modules.length / 2),
      ]);
      expect([...linked].sort()).toEqual([...modules].sort());
    },
  },
];

/** Every text a visitor reads as a paragraph, with the file it comes from. */
function paragraphsOf(site: BuiltSite): { file: string; text: string }[] {
  return site.content.pages.flatMap(({ file, page }) =>
    page.sections.flatMap((section) => {
      const texts: string[] = [];
      if (section.type === 'accordion') texts.push(...section.items.map((item) => item.answer));
      if (section.type === 'feature-selector') texts.push(...section.features.map((feature) => feature.answer));
      if (section.type === 'card-grid') texts.push(...section.cards.map((card) => card.text));
      if (section.type === 'rich-text') texts.push(...section.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : [])));
      if (section.type === 'hero' && section.subtext) texts.push(section.subtext);
      return texts.map((text) => ({ file, text }));
    }),
  );
}

// Rules about the copy itself (unfinished text, repeated paragraphs, shared titles and descriptions)
// live in the validator (schema/content/lint.ts), with a located message for the author; the suite
// checks here only what the validator refuses, so a page it takes never fails the tests.
const copyChecks: SiteCheck[] = [
  {
    name: 'copy: no unfinished text (the validator refuses placeholders, filler and draft notes)',
    run(site) {
      expect(paragraphsOf(site).filter(({ text }) => unfinishedText(text) !== undefined)).toEqual([]);
    },
  },
  {
    name: 'copy: descriptions are unique (the validator refuses a shared one)',
    run(site) {
      const descriptions = site.content.pages.map(({ page }) => page.description.trim().replace(/\s+/g, ' ').toLowerCase());
      expect(new Set(descriptions).size).toBe(descriptions.length);
    },
  },
];

export const specChecks: SiteCheck[] = [...routeChecks, ...countChecks, ...copyChecks];
