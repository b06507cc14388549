import { closest, didYouMean } from '../similar.ts';
import type { AnyProblemEntry } from './entry.ts';
import { expectedKind, kindOf } from './words.ts';

/** The fields of one file against the schema: names, kinds of value, lengths and formats. */
export const fieldProblems = {
  'unknown-field': {
    severity: 'error',
    title: 'A field this place does not have, often a misspelling.',
    message: ({ field, guess, allowed }: { field: string; guess: string | undefined; allowed: string[] }) =>
      `unknown field "${field}" — ${guess === undefined ? 'remove it or correct its spelling.' : `did you mean "${guess}"?`} Fields allowed here: ${allowed.join(', ')}.`,
    why: 'Every field has a fixed name. A misspelled field would be ignored and its text would never appear on the site.',
    fix: 'Correct the spelling, or remove the field. The message lists the fields allowed in this place.',
    example: `- type: hero
  heading: Wholesale runs on {brand}`,
  },
  'missing-field': {
    severity: 'error',
    title: 'A required field is not written.',
    message: ({ field }: { field: string }) => `the required field "${field}" is missing — add it here.`,
    why: 'The page cannot be shown without it: for example every page needs a title for the browser tab and for search results.',
    fix: 'Add the field in the group the message points at. The field reference in this guide says what each field takes.',
    example: `path: /wholesale
title: Wholesale ERP | {brand}`,
  },
  'wrong-type': {
    severity: 'error',
    title: 'A field holds another kind of value than it takes.',
    message: ({ expected, found }: { expected: string; found: unknown }) =>
      `expected ${expectedKind(expected)}, found ${kindOf(found)} — change the value to ${expectedKind(expected)}.`,
    why: 'Each field takes one kind of value: text, a number, true or false, a list or a group of fields.',
    fix: 'Write the kind of value the message names. A number is written without quotation marks or words.',
    example: `- type: card-grid
  columns: 3`,
  },
  'unknown-section-type': {
    severity: 'error',
    title: 'A section has a type the site does not know.',
    message: ({ type, types }: { type: string; types: string[] }) => {
      const guess = closest(type, types);
      return `unknown section type "${type}" — ${guess === undefined ? 'use one of the known types' : `did you mean "${guess}"? Known types`}: ${types.join(', ')}.`;
    },
    why: 'The type picks how the section looks and which fields it takes; an unknown type cannot be shown.',
    fix: 'Use one of the types the message lists. Section types in this guide describes each one.',
    example: `- type: card-grid
  cards:
    - { title: Stock, text: Count what is on the shelves. }`,
  },
  'missing-section-type': {
    severity: 'error',
    title: 'A section has no type.',
    message: ({ types }: { types: string[] }) => `this section has no type — add "type:" with one of: ${types.join(', ')}.`,
    why: 'The type picks how the section looks and which fields it takes.',
    fix: 'Add `type:` as the first field of the section.',
    example: `- type: card-grid
  heading: Our products`,
  },
  'unknown-option': {
    severity: 'error',
    title: 'A field takes one of a few words, and this is not one of them.',
    message: ({ value, options }: { value: unknown; options: string[] }) =>
      `${kindOf(value)} is not allowed here — use one of: ${options.join(', ')}.${didYouMean(String(value), options)}`,
    why: 'Some fields choose between a few fixed options, such as the background of a section.',
    fix: 'Write one of the words the message lists, exactly as written there.',
    example: `- type: feature-selector
  initial: first`,
  },
  'too-few-entries': {
    severity: 'error',
    title: 'A list has fewer entries than it needs.',
    message: ({ minimum, found }: { minimum: number; found: number }) =>
      found === 0
        ? `the list is empty — add at least ${minimum === 1 ? 'one entry' : `${minimum} entries`}.`
        : `needs at least ${minimum} entries, found ${found} — add ${minimum - found} more.`,
    why: 'An empty list would show an empty box on the page: a card grid needs cards, a page needs sections.',
    fix: 'Add the entries, one per line starting with `- `, or remove the whole field if it is optional.',
    example: `sections:
  - type: hero
    heading: Wholesale runs on {brand}`,
  },
  'too-many-entries': {
    severity: 'error',
    title: 'A list has more entries than the design has room for.',
    message: ({ maximum, found }: { maximum: number; found: number }) =>
      `at most ${maximum} entries are allowed, found ${found} — remove ${found - maximum}.`,
    why: 'Some parts of a page have room for a few entries only, such as the two buttons under a hero.',
    fix: 'Keep the most important entries and remove the others.',
    example: `actions:
  - { label: Book a demo, href: /contact-us }
  - { label: Pricing, href: /pricing }`,
  },
  'empty-text': {
    severity: 'error',
    title: 'A text field is empty.',
    message: () => 'the text is empty — write the text, or remove the field if it is optional.',
    why: 'An empty text would leave a gap on the page, such as a heading with no words.',
    fix: 'Write the text, or remove the field if it is optional.',
    example: 'heading: Wholesale runs on {brand}',
  },
  'number-too-small': {
    severity: 'error',
    title: 'A number is below the smallest value allowed.',
    message: ({ value, minimum }: { value: unknown; minimum: number }) => `${kindOf(value)} is too small — use ${minimum} or more.`,
    why: 'Numbers such as the columns of a card grid have a range the design works with.',
    fix: 'Use a number within the range the field reference gives.',
    example: `- type: card-grid
  columns: 2`,
  },
  'number-too-large': {
    severity: 'error',
    title: 'A number is above the largest value allowed.',
    message: ({ value, maximum }: { value: unknown; maximum: number }) => `${kindOf(value)} is too large — use ${maximum} or less.`,
    why: 'Numbers such as the height of the enquiry form have a range the design works with.',
    fix: 'Use a number within the range the field reference gives.',
    example: `- type: enquiry-form
  height: 720`,
  },
  'not-a-site-path': {
    severity: 'error',
    title: 'A path of the site does not start with a slash.',
    message: ({ value }: { value: string }) => `"${value}" is not a site path — start it with one slash, for example /contact-us.`,
    why: 'Paths of the site always start with one slash; without it the address would change from page to page.',
    fix: 'Start the path with one slash.',
    example: 'aliases: [/Contact-us]',
  },
  'upper-case-path': {
    severity: 'error',
    title: "A page's path has capital letters.",
    message: ({ path, lower }: { path: string; lower: string }) =>
      `page paths are lower-case — write "${lower}", and list "${path}" under aliases if that spelling is in use.`,
    why: 'Every page has one address, in lower case. Other spellings in use still reach the page when they are listed under `aliases`.',
    fix: 'Write the path in lower case, and list the old spelling under `aliases` if links to it exist.',
    example: `path: /dealer-portal
aliases: [/Dealer-portal]`,
  },
  'bad-page-path': {
    severity: 'error',
    title: "A page's path has signs a page address cannot have.",
    message: ({ path }: { path: string }) =>
      `"${path}" is not a page path — use lower-case words joined by hyphens after a slash, for example /supply-chain-management.`,
    why: 'Page addresses are read aloud, typed and shared: lower-case words joined by hyphens work everywhere.',
    fix: 'Use lower-case letters, digits and hyphens after the slash.',
    example: 'path: /supply-chain-management',
  },
  'insecure-link': {
    severity: 'error',
    title: 'A link uses http: instead of https:.',
    message: ({ href }: { href: string }) => `"${href}" uses http:, which browsers mark as not secure — change it to https:.`,
    why: 'Browsers warn visitors about pages sent without encryption, and some block them.',
    fix: 'Change `http:` to `https:`. Nearly every website answers on `https:` today.',
    example: 'href: https://partner.example.com',
  },
  'backslash-link': {
    severity: 'error',
    title: 'A link contains a backslash.',
    message: ({ href }: { href: string }) =>
      `"${href}" contains a backslash, which browsers read as a slash and can take visitors to another website — use forward slashes only, for example /pricing.`,
    why: 'Browsers read `\\` as `/`, so `/\\example.com` becomes `//example.com`: another website.',
    fix: 'Use forward slashes (`/`) only.',
    example: 'href: /pricing',
  },
  'double-slash-link': {
    severity: 'error',
    title: 'A link starts with two slashes.',
    message: ({ href }: { href: string }) =>
      `"${href}" starts with two slashes, which takes visitors to another website — write a site path with one slash, such as /pricing, or a full https:// address.`,
    why: 'An address starting with `//` names another website, not a page of this one.',
    fix: 'Write a path of the site with one slash, or the full `https://` address of the other website.',
    example: 'href: https://partner.example.com',
  },
  'unsafe-link': {
    severity: 'error',
    title: 'A link of a kind the site does not allow.',
    message: ({ href }: { href: string }) =>
      `"${href}" is not an allowed link — use a site path such as /pricing, a place on the same page such as #form, or an https:, mailto: or tel: address.`,
    why: 'Links such as `javascript:` or `data:` can run code or show content the site does not control; only site paths, places on the same page (`#id`), `https:`, `mailto:` and `tel:` are safe.',
    fix: 'Link to a page of the site, an `https:` address, a mail address (`mailto:`) or a phone number (`tel:`).',
    example: `actions:
  - { label: Write to us, href: "mailto:hello@lumora.example" }`,
  },
  'bad-image-path': {
    severity: 'error',
    title: 'A picture path is not a picture file in public/images.',
    message: ({ src }: { src: string }) =>
      `"${src}" is not a picture in public/images — put the file in public/images/ and write its path, for example /images/erp.svg (svg, png, jpg, webp or avif).`,
    why: 'Pictures are served from `public/images/`, in formats every browser shows.',
    fix: 'Save the picture in `public/images/` as svg, png, jpg, webp or avif, and write its path starting with `/images/`.',
    example: 'image: { src: /images/modules/fleet-management.svg, alt: Vans on a route map }',
  },
  'missing-alt': {
    severity: 'error',
    title: 'A picture has no alt text.',
    message: () => 'the picture has no alt text — describe it in "alt", or add "decorative: true" if it adds nothing to the text.',
    why: 'People who cannot see the picture hear or read its alt text instead, and search engines read it too.',
    fix: 'Describe what the picture shows in a few words in `alt`, or write `decorative: true` when it is ornament only.',
    example: 'image: { src: /images/erp.svg, alt: Dashboard with sales and stock figures }',
  },
  'bad-icon-name': {
    severity: 'error',
    title: 'An icon name is not written the way icon names are.',
    message: ({ name }: { name: string }) =>
      `"${name}" is not an icon name — write a Material icon name in PascalCase, for example Inventory2.`,
    why: 'Icons are Material icons, named with a capital at the start of each word and no spaces.',
    fix: 'Find the icon on fonts.google.com/icons and write its name with a capital at the start of each word, for example LocalShipping.',
    example: 'icon: LocalShipping',
  },
  'bad-id': {
    severity: 'error',
    title: 'An id has signs an id cannot have.',
    message: ({ id }: { id: string }) => `"${id}" is not a valid id — use lower-case letters, digits and hyphens, starting with a letter.`,
    why: 'Ids become part of addresses (`/contact-us#form`) and of the menus, so they keep to lower-case letters, digits and hyphens.',
    fix: 'Write the id in lower-case letters, digits and hyphens, starting with a letter.',
    example: `- type: enquiry-form
  id: form`,
  },
  'bad-colour': {
    severity: 'error',
    title: 'A colour is not written as # and six hex digits.',
    message: ({ value }: { value: string }) => `"${value}" is not a colour — write it as # and six hex digits, for example #1b4dd8.`,
    why: 'The brand colours feed the whole theme, which needs them in one exact form.',
    fix: 'Write `#` and six digits or letters a to f, in double quotes.',
    example: 'color: "#1b4dd8"',
  },
  'bad-language-code': {
    severity: 'error',
    title: 'A language code is not written as search engines and browsers read it.',
    message: ({ value }: { value: string }) =>
      `"${value}" is not a language code — write two or three lower-case letters, with the country after a hyphen when it matters, for example es or es-US.`,
    why: 'The code goes into every page of the language (its `lang`, its addresses under /<code>/, the links between languages), where browsers, screen readers and search engines read it.',
    fix: 'Write the language’s code from BCP 47: `en`, `es`, `hi`, or with a region, `es-US`.',
    example: 'languages:\n  - { code: en, name: English }\n  - { code: es-US, name: Español }',
  },
  'bad-base-url': {
    severity: 'error',
    title: "The site's address is not https:// and a domain.",
    message: ({ value }: { value: string }) =>
      `"${value}" is not a site address — write https:// and the domain, with no path or trailing slash.`,
    why: 'Search results, shared links and the sitemap are made from this address and each page path.',
    fix: 'Write `https://` and the domain only.',
    example: 'baseUrl: https://www.lumora.example',
  },
  'bad-origin': {
    severity: 'error',
    title: 'An allowed form origin is not https:// and a host.',
    message: ({ value }: { value: string }) =>
      `"${value}" is not an origin — write https:// and the host only, for example https://forms.example.com.`,
    why: 'The browser lets the enquiry form load only from the origins listed here, and it compares them letter for letter.',
    fix: 'Write `https://` and the host name only, without a path or a trailing slash.',
    example: 'allowedOrigins: [https://forms.crm.example]',
  },
  'bad-email': {
    severity: 'error',
    title: 'A mail address is not written as name@domain.',
    message: ({ value }: { value: string }) => `"${value}" is not a mail address — write it as name@company.com.`,
    why: 'Visitors write to this address from every page, and `{email}` puts it into texts.',
    fix: 'Write the full mail address.',
    example: 'email: hello@lumora.example',
  },
  'bad-token-name': {
    severity: 'error',
    title: 'A token name has signs a token name cannot have.',
    message: ({ name }: { name: string }) =>
      `"${name}" cannot be a token name — start it with a letter and use only letters, digits and _, for example supportHours.`,
    why: 'Texts use a token by its name in braces, such as `{supportHours}`; names with other signs would never be replaced.',
    fix: 'Rename the token: letters, digits and `_` only, starting with a letter.',
    example: `tokens:
  supportHours: Monday to Friday, 8:00 to 18:00`,
  },
  'row-length': {
    severity: 'error',
    title: 'A comparison row has another number of marks than the table has columns.',
    message: ({ actual, expected }: { actual: number; expected: number }) =>
      `this row has ${actual} ${actual === 1 ? 'mark' : 'marks'}, but the table has ${expected} columns — give one true (included) or false (not included) per column.`,
    why: 'Each mark fills one column of the row, in column order; a missing or extra mark would shift the others.',
    fix: 'Write one `true` or `false` per column, in the order of the columns.',
    example: `columns: [{ name: Simple }, { name: Professional }]
rows:
  - { feature: Payroll, included: [false, true] }`,
  },
  'unknown-token': {
    severity: 'error',
    title: 'A {token} that is not defined.',
    message: ({ token, known }: { token: string; known: string[] }) => {
      const tokens = known.map((name) => `{${name}}`);
      return `unknown token "${token}" — use one of ${tokens.join(', ')}, or define it under tokens in pages/site.yaml.${didYouMean(token, tokens)}`;
    },
    why: 'A {token} is replaced by its value from `pages/site.yaml`; one that is not defined there would show its braces on the page.',
    fix: 'Correct the name, or define the token under `tokens` in `pages/site.yaml`.',
    example: 'heading: Wholesale runs on {brand}',
  },
  'invalid-value': {
    severity: 'error',
    title: 'A value the field does not take.',
    message: ({ value, field }: { value: unknown; field: string | undefined }) =>
      `${kindOf(value)} is not allowed here${field === undefined ? '' : ` for "${field}"`} — see what the field takes in AUTHORING.md, section Field reference.`,
    why: 'The field has a rule this value does not meet.',
    fix: 'Read the description of the field in the field reference and write a value it takes.',
    example: 'title: Wholesale ERP | {brand}',
  },
} satisfies Record<string, AnyProblemEntry>;
