import type { AnyProblemEntry } from './entry.ts';

const smallPage = `path: /wholesale
title: Wholesale ERP | {brand}
description: Cloud ERP for wholesalers, from the first order to the last invoice.
sections:
  - type: hero
    heading: Wholesale runs on {brand}`;

/** Reading a file: its size, its encoding and the YAML syntax. */
export const readingProblems = {
  'file-too-large': {
    severity: 'error',
    title: 'The file is larger than any page needs.',
    message: ({ size, limit }: { size: number; limit: number }) =>
      `the file is ${size} KB, over the limit of ${limit} KB — split the page or shorten it.`,
    why: 'Every page file is read on every build and every save. A file this large is nearly always a mistake, such as pasted data or a block repeated many times, and refusing it keeps the checker and the build quick.',
    fix: 'Split the content over two pages, or remove the pasted or repeated part.',
    example: smallPage,
  },
  'not-utf8': {
    severity: 'error',
    title: 'The file is saved in another encoding than UTF-8.',
    message: () => 'the file is not saved as UTF-8 text — save it again with the UTF-8 encoding in your editor.',
    why: 'The site is published as UTF-8. Text saved in another encoding shows letters such as é, ü or € as strange signs.',
    fix: 'Save the file again with the UTF-8 encoding: most editors show the encoding in the status bar or in the "Save as" dialog.',
    example: 'heading: Café, crème and € prices, saved as UTF-8',
  },
  'empty-file': {
    severity: 'error',
    title: 'The file has no content.',
    message: () => "the file is empty — write the page's fields, starting with path:.",
    why: 'Every file in `pages/` becomes a page, and an empty file has nothing to show.',
    fix: "Write the page's fields, starting with `path:`, or delete the file. `npm run new` writes a new page from a template.",
    example: smallPage,
  },
  'too-many-aliases': {
    severity: 'error',
    title: 'The file repeats blocks with YAML aliases too often.',
    message: ({ limit }: { limit: number }) =>
      `the file uses YAML aliases (*name) more than ${limit} times — write the content out in full instead.`,
    why: 'An alias (`*name`) repeats a block marked `&name`. Aliases inside aliases can turn a small file into millions of lines, and an alias inside the very block it repeats never ends, so the checker stops counting early.',
    fix: 'Write the repeated blocks out in full, one copy each.',
    example: `cards:
  - { title: Stock, text: Count what is on the shelves. }
  - { title: Orders, text: Take orders at the counter. }`,
  },
  'tab-indent': {
    severity: 'error',
    title: 'A line is indented with a tab.',
    message: () => 'a tab is used for indentation — indent with spaces only, two per level.',
    why: 'YAML reads the indentation to know which fields belong together, and it does not allow tabs for that.',
    fix: 'Replace the tabs at the start of the line with spaces, two per level. Most editors can turn every tab into spaces at once.',
    example: `sections:
  - type: hero
    heading: Wholesale runs on {brand}`,
  },
  'duplicate-key': {
    severity: 'error',
    title: 'The same field is written twice in one group.',
    message: () => 'this field is written twice in the same place — keep one of them.',
    why: 'A field has one value. With two, one of them would be dropped without a word, so the checker asks you to choose.',
    fix: 'Delete one of the two lines, or merge their text into one.',
    example: `title: Wholesale ERP | {brand}
description: Cloud ERP for wholesalers, from the first order to the last invoice.`,
  },
  'stray-indent': {
    severity: 'error',
    title: 'A line is indented differently from the fields around it.',
    message: () =>
      'the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines.',
    why: 'YAML groups fields by how far they are indented. A line indented more or less than its neighbours belongs to no group, which often happens when a field above it was deleted.',
    fix: 'Line the field up with the other fields of its group, or remove the lines left over from a deleted field.',
    example: `nav:
  group: modules
  label: Dealer Portal`,
  },
  'unclosed-quote': {
    severity: 'error',
    title: 'A quotation mark is opened and never closed.',
    message: () => 'this quotation mark is never closed — add the closing quotation mark at the end of the text.',
    why: 'Everything after an opening quotation mark is text until the closing one, so the rest of the file would become part of this text.',
    fix: 'Add the same kind of quotation mark (`"` or `\'`) at the end of the text.',
    example: 'description: "Cloud ERP for wholesalers: stock, orders and invoices."',
  },
  'missing-colon': {
    severity: 'error',
    title: 'A line has no colon after its field name.',
    message: () =>
      'this line has no colon after the field name — write the field name, a colon and a space, then the value, for example heading: Welcome.',
    why: 'YAML tells a field from its value by the colon and the space after the name. A text continued on a second line must also be indented further than its field name.',
    fix: 'Add a colon and a space after the field name. If the line continues the text above, indent it further than the field, or join the two lines.',
    example: `- type: hero
  heading: Wholesale runs on {brand}`,
  },
  'yaml-syntax': {
    severity: 'error',
    title: 'The YAML cannot be read at this point.',
    message: ({ detail, onThisLine }: { detail: string; onThisLine: boolean }) =>
      `the YAML cannot be read here (${detail}) — ${onThisLine ? 'check the brackets and quotes on this line.' : 'check the indentation, colons and quotes around this point.'}`,
    why: 'The text does not follow the rules of YAML here, so the file cannot be read at all. The words in brackets are those of the YAML reader.',
    fix: 'Compare the line with the ones around it: a colon and a space after each field name, brackets closed in pairs, and double quotes around text that starts with a special sign such as `@`, `%`, `[` or `{`.',
    example: `subtext: "@lumora on every social network"
actions: [{ label: Book a demo, href: /contact-us }]`,
  },
  'colon-in-text': {
    severity: 'error',
    title: 'A colon inside unquoted text starts a new field.',
    message: () =>
      'a colon followed by a space inside the text makes YAML read it as a new field — put the whole text in double quotes, for example "Three products: one platform".',
    why: 'In YAML, `name: ` starts a field. Inside a text without quotation marks, the words before the colon become a field name.',
    fix: 'Put the whole text in double quotes.',
    example: 'subtext: "Three products: one platform"',
  },
  'token-at-start': {
    severity: 'error',
    title: 'A text starts with a {token} and has no quotation marks.',
    message: () =>
      'text that starts with a {token} must be in double quotes, or YAML reads the braces as a group of fields — write it as "{brand} and more".',
    why: 'In YAML, a value that starts with `{` is a group of fields written on one line, so `{brand}` at the start is read as a group, not as text.',
    fix: 'Put the whole text in double quotes.',
    example: 'subtext: "{brand} runs your business."',
  },
  'missing-site-file': {
    severity: 'error',
    title: 'The pages folder has no site.yaml.',
    message: () =>
      'there is no site.yaml in the pages folder — add it: it holds the brand name, contact details and menus that every page uses.',
    why: 'Every page uses the brand name, the contact details and the menu groups from `pages/site.yaml`; without it no page can be built.',
    fix: 'Put `site.yaml` back in the pages folder, for example from the last version in version control.',
    example: `brand:
  name: Lumora
  logo: { src: /images/logo.svg, alt: Lumora home }
  color: "#1b4dd8"
  accent: "#f97316"`,
  },
} satisfies Record<string, AnyProblemEntry>;
