import { didYouMean, meant } from '../similar.ts';
import type { AnyProblemEntry } from './entry.ts';

/** What a file points at: pages, ids on pages, pictures and icons. */
export const linkProblems = {
  'broken-link': {
    severity: 'error',
    title: 'A link goes to no page of the site.',
    message: ({ href, guess }: { href: string; guess: string | undefined }) =>
      `the link "${href}" goes to no page — link to an existing page path.${meant(guess)}`,
    why: 'Visitors following it would land on the not-found page.',
    fix: "Write the path of an existing page, as written in that page's `path` field.",
    example: 'actions: [{ label: Retail, href: /retail }]',
  },
  'redirect-link': {
    severity: 'warning',
    title: "A link reaches its page only through another spelling of the page's address.",
    message: ({ href, page, direct }: { href: string; page: string; direct: string }) =>
      `the link "${href}" reaches ${page} only through a redirect — write "${direct}" instead.`,
    why: 'The link works, but each visit makes one extra round trip, and search engines prefer links to the address itself.',
    fix: "Write the page's own path, as the message suggests.",
    example: 'href: /contact-us',
  },
  'broken-anchor': {
    severity: 'error',
    title: 'A link points at an id the page does not have.',
    message: ({ href, id, page, ids }: { href: string; id: string; page: string | undefined; ids: string[] }) =>
      `the link "${href}" points at the id "${id}", which ${page === undefined ? 'this page' : `the page ${page}`} does not have — use one of its ids (${ids.join(', ')}), or add "id: ${id}" to the section the link should reach.${didYouMean(id, ids)}`,
    why: 'A link ending in `#id` scrolls to the section with that id. With no such section, visitors land at the top of the page and must look for it.',
    fix: 'Use one of the ids the message lists, or add `id:` to the section the link should reach. The id `main` is the start of the page content.',
    example: `# In pages/company/contact-us.yaml, the section has the id:
- type: enquiry-form
  id: form
# In another page, a link goes to it:
- type: hero
  heading: Talk to us
  actions: [{ label: Send an enquiry, href: /contact-us#form }]`,
  },
  'duplicate-id': {
    severity: 'error',
    title: 'Two places on a page have the same id.',
    message: ({ id, first }: { id: string; first: number | undefined }) =>
      first === undefined
        ? `the id "${id}" is the page's own (the start of its content) — give this section another id, such as "${id}-section".`
        : `the id "${id}" is already used by sections[${first}] of this page — give each section its own id.`,
    why: 'A link ending in `#id` can reach only one place; with two, the second can never be reached, and screen readers may announce the wrong one.',
    fix: 'Rename one of the ids. Every page already has the id `main`, the start of its content.',
    example: `- type: card-grid
  id: benefits
- type: accordion
  id: questions`,
  },
  'missing-image': {
    severity: 'error',
    title: 'A picture file does not exist.',
    message: ({ src }: { src: string }) => `the picture "${src}" does not exist — add the file public${src} or correct the path.`,
    why: 'The page would show an empty box where the picture belongs.',
    fix: 'Save the picture under `public/images/`, or correct the path to match the file name exactly, letter case included.',
    example: 'image: { src: /images/erp.svg, alt: Dashboard with sales and stock figures }',
  },
  'linked-public-file': {
    severity: 'error',
    title: 'A file in the public folder is a link.',
    message: () => 'this file is a link to another file or folder — put the file itself here, or remove the link.',
    why: 'Everything in `public/` is published as it is. A link could publish a file from outside the site, or lead round in a circle, so the site takes only plain files.',
    fix: 'Replace the link with a copy of the file it points to, or delete it.',
    example: 'image: { src: /images/erp.svg, alt: Dashboard with sales and stock figures }',
  },
  'unknown-icon': {
    severity: 'error',
    title: 'An icon name that Material Icons does not have.',
    message: ({ name, guess }: { name: string; guess: string | undefined }) =>
      `there is no icon named "${name}" — use a Material icon name, for example Inventory2 or Speed.${meant(guess)}`,
    why: 'Icons come from Material Icons; a name it does not have would show no icon.',
    fix: 'Find the icon on fonts.google.com/icons and write its name with a capital at the start of each word.',
    example: 'icon: Inventory2',
  },
} satisfies Record<string, AnyProblemEntry>;
