import type { BreadcrumbList, FAQPage, ListItem, LocalBusiness, Organization, Question, Thing, WebPage, WithContext } from 'schema-dts';
import type { Page } from '../../schema/page.ts';
import type { Site as SiteSettings } from '../../schema/site.ts';

const context = 'https://schema.org';

/** The site settings structured data reads: the prerender has these with every page. */
type Site = Pick<SiteSettings, 'baseUrl' | 'brand' | 'contact' | 'social' | 'lang'> & { words: Pick<SiteSettings['words'], 'home'> };

/** The home page in the page's language, for the breadcrumbs: `/`, or `/es` in a translation. */
type Home = { home: string };

/** The absolute URL of a site path, in the same form as the canonical link. */
export function absoluteUrl(site: Site, path: string): string {
  return `${site.baseUrl}${path}`;
}

const organizationId = (site: Site) => `${site.baseUrl}/#organization`;

function organization(site: Site): WithContext<Organization> {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand.name,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, site.brand.logo.src),
    email: site.contact.email,
    telephone: site.contact.phone,
    sameAs: site.social.map((link) => link.href),
  };
}

/** One LocalBusiness per office listed on the page. */
function branches(site: Site, page: Page): WithContext<LocalBusiness>[] {
  return page.sections.flatMap((section) =>
    section.type !== 'branch-list'
      ? []
      : section.branches.map((branch): WithContext<LocalBusiness> => ({
          '@context': context,
          '@type': 'LocalBusiness',
          name: `${site.brand.name} – ${branch.name}`,
          // The address is free lines in YAML; splitting it into street, city and so on would be a guess.
          address: { '@type': 'PostalAddress', streetAddress: branch.address.join(', ') },
          hasMap: branch.mapUrl,
          url: absoluteUrl(site, page.path),
          telephone: site.contact.phone,
          email: site.contact.email,
          parentOrganization: { '@id': organizationId(site) },
        })),
  );
}

/** Every question of every accordion on the page, as one FAQPage. */
function faq(site: Site, page: Page): WithContext<FAQPage>[] {
  const questions = page.sections.flatMap((section) =>
    section.type !== 'accordion'
      ? []
      : section.items.map((item): Question => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
  );
  return questions.length === 0 ? [] : [{ '@context': context, '@type': 'FAQPage', inLanguage: site.lang, mainEntity: questions }];
}

/** The page's short name: its menu label, or its title without the ` | Brand` ending. */
function pageName(site: Site, page: Page): string {
  const suffix = ` | ${site.brand.name}`;
  return page.nav?.label ?? (page.title.endsWith(suffix) ? page.title.slice(0, -suffix.length) : page.title);
}

/** Home › parent (when the page names one) › the page. */
function breadcrumbs(site: Site, page: Page, { home }: Home): WithContext<BreadcrumbList>[] {
  if (page.path === home) return [];
  const trail: { name: string; path: string }[] = [{ name: site.words.home, path: home }];
  if (page.parent?.href.startsWith('/')) trail.push({ name: page.parent.label, path: page.parent.href });
  trail.push({ name: pageName(site, page), path: page.path });
  const itemListElement = trail.map(({ name, path }, index): ListItem => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: absoluteUrl(site, path),
  }));
  return [{ '@context': context, '@type': 'BreadcrumbList', itemListElement }];
}

/** The page itself: its name, address and language. */
function webPage(site: Site, page: Page): WithContext<WebPage> {
  return { '@context': context, '@type': 'WebPage', name: page.title, url: absoluteUrl(site, page.path), inLanguage: site.lang };
}

/** The structured data of a page in its language's settings, derived from its sections and the site settings only. */
export function structuredData(site: Site, page: Page, where: Home = { home: '/' }): WithContext<Thing>[] {
  return [
    webPage(site, page),
    ...(page.path === where.home ? [organization(site)] : []),
    ...branches(site, page),
    ...faq(site, page),
    ...breadcrumbs(site, page, where),
  ];
}

/**
 * One item as the text of a `<script type="application/ld+json">` element. Every `<` is written
 * as \u003c (the same string to a JSON reader), so no text, whatever it holds, can end the element early.
 */
export function jsonLdText(item: object): string {
  return JSON.stringify(item).replace(/</g, '\\u003c');
}

/** The same elements as HTML text, for checking the escaping outside React. */
export function jsonLdTags(data: readonly WithContext<Thing>[]): string {
  return data.map((item) => `<script type="application/ld+json">${jsonLdText(item)}</script>`).join('');
}
