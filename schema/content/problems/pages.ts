import { didYouMean } from '../similar.ts';
import type { AnyProblemEntry } from './entry.ts';

/** Pages among each other and against site.yaml: paths, the hero, menus and the enquiry form. */
export const pageProblems = {
  'duplicate-path': {
    severity: 'error',
    title: 'Two pages have the same path.',
    message: ({ path, other }: { path: string; other: string }) =>
      `the path "${path}" is also used by ${other} — give each page its own path.`,
    why: 'An address leads to one page. With two pages on one path, one of them could never be reached.',
    fix: 'Give one of the pages another path. The message is shown in both files.',
    example: 'path: /retail-pos',
  },
  'path-case-clash': {
    severity: 'error',
    title: 'Two paths differ only in capital letters.',
    message: ({ path, otherPath, other }: { path: string; otherPath: string; other: string }) =>
      `"${path}" differs only in letter case from "${otherPath}" in ${other}, and addresses ignore case — give the pages different paths.`,
    why: 'Every spelling of an address in any letter case leads to the same page, so `/Retail` and `/retail` cannot be two pages.',
    fix: 'Give the pages different paths, or remove the alias that clashes.',
    example: `path: /retail
aliases: [/Retail-POS]`,
  },
  'no-hero': {
    severity: 'error',
    title: 'A page has no hero.',
    message: () => "the page has no hero — add a hero as the first section: it holds the page's main heading.",
    why: "The hero holds the page's main heading, which visitors, screen readers and search engines look for first.",
    fix: 'Add a hero as the first section.',
    example: `sections:
  - type: hero
    heading: Wholesale runs on {brand}`,
  },
  'hero-not-first': {
    severity: 'error',
    title: 'The hero is not the first section.',
    message: () => "the hero must be the first section: it holds the page's main heading — move it to the top.",
    why: "The page's main heading comes before everything else, for visitors and for screen readers.",
    fix: 'Move the hero section to the top of `sections`.',
    example: `sections:
  - type: hero
    heading: Wholesale runs on {brand}
  - type: rich-text
    blocks: [{ paragraph: Text after the hero. }]`,
  },
  'second-hero': {
    severity: 'error',
    title: 'A page has more than one hero.',
    message: () => 'a page has one hero, and this is a second one — use another section type here, such as card-grid or rich-text.',
    why: 'A page has one main heading, and the hero holds it.',
    fix: 'Change the second hero into another section type, such as card-grid or rich-text.',
    example: `- type: rich-text
  heading: Why wholesalers choose {brand}
  blocks: [{ paragraph: One system from order to invoice. }]`,
  },
  'unknown-nav-group': {
    severity: 'error',
    title: 'A menu group that site.yaml does not define.',
    message: ({ group, groups, fromPage }: { group: string; groups: string[]; fromPage: boolean }) =>
      `the menu group "${group}" is not in navGroups${fromPage ? ' of pages/site.yaml' : ''} — use one of: ${groups.join(', ')}.${didYouMean(group, groups)}`,
    why: 'Menus, footer columns and page entries meet through the group ids listed under `navGroups` in `pages/site.yaml`.',
    fix: 'Use one of the group ids the message lists, or add the group to `navGroups` in `pages/site.yaml`.',
    example: 'nav: { group: industries, label: Wholesale, order: 5 }',
  },
  'unknown-nest-page': {
    severity: 'error',
    title: 'A menu group is nested under a page that does not exist.',
    message: ({ path, paths }: { path: string; paths: string[] }) =>
      `no page has the path "${path}" — name an existing page path.${didYouMean(path, paths)}`,
    why: 'A nested group opens under one page of another menu group, which must exist.',
    fix: "Write the path of an existing page, as written in that page's `path` field.",
    example: `navGroups:
  - { id: modules, label: ERP Modules, nestUnder: /erp }`,
  },
  'form-origin-not-allowed': {
    severity: 'error',
    title: "The enquiry form's origin is not in allowedOrigins.",
    message: ({ origin }: { origin: string }) =>
      `the form's origin ${origin} is not in enquiryForm.allowedOrigins — add it there, or correct the form address.`,
    why: 'Browsers load the form only from the origins listed in `allowedOrigins`; any other would show an empty frame.',
    fix: 'Add the origin (`https://` and the host) to `allowedOrigins`, or correct the form address.',
    example: `enquiryForm:
  url: https://forms.crm.example/embed/contact
  allowedOrigins: [https://forms.crm.example]`,
  },
} satisfies Record<string, AnyProblemEntry>;
