import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureRoot, projectRoot, reportFor, validationReport } from '../helpers/fixture-site.ts';

describe('valid content', () => {
  test('the fixture site has no problems', () => {
    expect(validationReport(fixtureRoot())).toBe('');
  });

  // Warnings are advice to authors: a page the validator takes never fails the suite
  // (`npm run validate -- --strict` lists the site's warnings for those who want none).
  test('the real site has no errors', () => {
    expect(validationReport(projectRoot, 'errors')).toBe('');
  });
});

describe('each invalid fixture gives its exact located message', () => {
  test('every fixture file is covered by a test below', () => {
    const files = readdirSync(join(projectRoot, 'tests', 'fixtures', 'invalid'));
    const thisFile = readFileSync(join(projectRoot, 'tests', 'schema', 'invalid-pages.test.ts'), 'utf8');
    const covered = [...thisFile.matchAll(/reportFor\('([^']+)'\)/g)].map((match) => match[1]);
    expect(files.sort()).toEqual([...new Set(covered)].sort());
  });

  test('a quotation mark never closed', () => {
    expect(reportFor('unclosed-quote.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  this quotation mark is never closed — add the closing quotation mark at the end of the text. (unclosed-quote)
        1 | path: /broken
        2 | title: Broken
      > 3 | description: "unclosed quote
          |              ^
        4 | sections:"
    `);
  });

  test('tab indentation', () => {
    expect(reportFor('tab-indent.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:5:1  a tab is used for indentation — indent with spaces only, two per level. (tab-indent)
        3 | description: Tabs.
        4 | sections:
      > 5 | 	- type: hero
          | ^
        6 | 	  heading: Hi

      pages/broken.yaml:6:1  a tab is used for indentation — indent with spaces only, two per level. (tab-indent)
        4 | sections:
        5 | 	- type: hero
      > 6 | 	  heading: Hi
          | ^
        7 |"
    `);
  });

  test('duplicate key', () => {
    expect(reportFor('duplicate-key.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:1  this field is written twice in the same place — keep one of them. (duplicate-key)
        1 | path: /broken
        2 | title: Broken
      > 3 | title: Twice
          | ^
        4 | description: Duplicate key."
    `);
  });

  test('unknown section type', () => {
    expect(reportFor('unknown-section-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: unknown section type "card-gird" — did you mean "card-grid"? Known types: hero, feature-selector, card-grid, accordion, pricing-table, branch-list, contact-block, enquiry-form, rich-text, flip-cards, team. (unknown-section-type)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - type: card-gird
          |           ^
        8 |     cards: []"
    `);
  });

  test('misspelled key', () => {
    expect(reportFor('misspelled-key.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:5  sections[0].haeding: unknown field "haeding" — did you mean "heading"? Fields allowed here: type, eyebrow, heading, subtext, claim, actions, image, size. (unknown-field)
        4 | sections:
        5 |   - type: hero
      > 6 |     haeding: Hi
          |     ^
        7 |"
    `);
  });

  test('wrong type', () => {
    expect(reportFor('wrong-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:14  sections[1].columns: expected a number, found the text "three" — change the value to a number. (wrong-type)
        6 |     heading: Hi
        7 |   - type: card-grid
      > 8 |     columns: three
          |              ^
        9 |     cards:"
    `);
  });

  test('missing required field', () => {
    expect(reportFor('missing-field.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:1  title: the required field "title" is missing — add it here. (missing-field)
      > 1 | path: /broken
          | ^
        2 | description: Missing title."
    `);
  });

  test('empty section list', () => {
    expect(reportFor('empty-sections.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:4:11  sections: the list is empty — add at least one entry. (too-few-entries)
        2 | title: Broken
        3 | description: No sections.
      > 4 | sections: []
          |           ^
        5 |"
    `);
  });

  test('duplicate path', () => {
    expect(reportFor('duplicate-path.yaml')).toMatchInlineSnapshot(`
      "pages/industries/retail.yaml:1:7  path: the path "/retail" is also used by pages/broken.yaml — give each page its own path. (duplicate-path)
      > 1 | path: /retail
          |       ^
        2 | title: Fixturely for Retail

      pages/broken.yaml:1:7  path: the path "/retail" is also used by pages/industries/retail.yaml — give each page its own path. (duplicate-path)
      > 1 | path: /retail
          |       ^
        2 | title: Broken"
    `);
  });

  test('paths that differ only in case', () => {
    expect(reportFor('case-path.yaml')).toMatchInlineSnapshot(`
      "pages/industries/retail.yaml:1:7  path: "/retail" differs only in letter case from "/Retail" in pages/broken.yaml, and addresses ignore case — give the pages different paths. (path-case-clash)
      > 1 | path: /retail
          |       ^
        2 | title: Fixturely for Retail

      pages/broken.yaml:2:11  aliases[0]: "/Retail" differs only in letter case from "/retail" in pages/industries/retail.yaml, and addresses ignore case — give the pages different paths. (path-case-clash)
        1 | path: /broken
      > 2 | aliases: [/Retail]
          |           ^
        3 | title: Broken"
    `);
  });

  test('upper-case page path', () => {
    expect(reportFor('upper-case-path.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:7  path: page paths are lower-case — write "/broken-page", and list "/Broken-Page" under aliases if that spelling is in use. (upper-case-path)
      > 1 | path: /Broken-Page
          |       ^
        2 | title: Broken"
    `);
  });

  test('broken internal link', () => {
    expect(reportFor('broken-link.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:38  sections[0].actions[0].href: the link "/retial" goes to no page — link to an existing page path. Did you mean "/retail"? (broken-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Retail, href: /retial }]
          |                                      ^
        8 |"
    `);
  });

  test('missing image', () => {
    expect(reportFor('missing-image.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:19  sections[0].image.src: the picture "/images/nowhere.svg" does not exist — add the file public/images/nowhere.svg or correct the path. (missing-image)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/nowhere.svg, alt: Nothing }
          |                   ^
        8 |"
    `);
  });

  test('picture without alt text', () => {
    expect(reportFor('missing-alt.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:12  sections[0].image.alt: the picture has no alt text — describe it in "alt", or add "decorative: true" if it adds nothing to the text. (missing-alt)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/logo.svg }
          |            ^
        8 |"
    `);
  });

  test('unknown icon', () => {
    expect(reportFor('unknown-icon.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:9:47  sections[1].cards[0].icon: there is no icon named "Inventroy" — use a Material icon name, for example Inventory2 or Speed. Did you mean "Inventory"? (unknown-icon)
         7 |   - type: card-grid
         8 |     cards:
      >  9 |       - { title: Stock, text: Shelves., icon: Inventroy }
           |                                               ^
        10 |"
    `);
  });

  test('javascript: URL', () => {
    expect(reportFor('javascript-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:37  sections[0].actions[0].href: "javascript:alert(1)" is not an allowed link — use a site path such as /pricing, a place on the same page such as #form, or an https:, mailto: or tel: address. (unsafe-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Click, href: "javascript:alert(1)" }]
          |                                     ^
        8 |"
    `);
  });

  test('data: URL', () => {
    expect(reportFor('data-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:37  sections[0].actions[0].href: "data:text/html,<script>alert(1)</script>" is not an allowed link — use a site path such as /pricing, a place on the same page such as #form, or an https:, mailto: or tel: address. (unsafe-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Click, href: "data:text/html,<script>alert(1)</script>" }]
          |                                     ^
        8 |"
    `);
  });

  test('http: URL', () => {
    expect(reportFor('http-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "http://partner.example.com" uses http:, which browsers mark as not secure — change it to https:. (insecure-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: "http://partner.example.com" }]
          |                                       ^
        8 |"
    `);
  });

  test('unknown token', () => {
    expect(reportFor('unknown-token.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:14  sections[0].heading: unknown token "{brnd}" — use one of {year}, {brand}, {brandSlug}, {email}, {phone}, or define it under tokens in pages/site.yaml. Did you mean "{brand}"? (unknown-token)
        4 | sections:
        5 |   - type: hero
      > 6 |     heading: Welcome to {brnd}
          |              ^
        7 |"
    `);
  });

  test('alias bomb', () => {
    expect(reportFor('alias-bomb.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:1  the file uses YAML aliases (*name) more than 50 times — write the content out in full instead. (too-many-aliases)
      > 1 | path: /broken
          | ^
        2 | title: Broken"
    `);
  });

  // It repeats its block without end: walking the data overflowed the stack (a 500 from the studio's save and check).
  test('an alias inside the block it repeats', () => {
    expect(reportFor('alias-loop.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:5  the file uses YAML aliases (*name) more than 50 times — write the content out in full instead. (too-many-aliases)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - *sections
          |     ^
        8 |"
    `);
  });

  test('file not saved as UTF-8', () => {
    expect(reportFor('not-utf8.yaml')).toMatchInlineSnapshot(
      `"pages/broken.yaml:1:1  the file is not saved as UTF-8 text — save it again with the UTF-8 encoding in your editor. (not-utf8)"`,
    );
  });

  test('hero not first', () => {
    expect(reportFor('hero-not-first.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: the hero must be the first section: it holds the page's main heading — move it to the top. (hero-not-first)
        5 |   - type: rich-text
        6 |     blocks: [{ paragraph: Text before the hero. }]
      > 7 |   - type: hero
          |           ^
        8 |     heading: Hi"
    `);
  });

  test('colon inside unquoted text', () => {
    expect(reportFor('colon-in-text.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:14  a colon followed by a space inside the text makes YAML read it as a new field — put the whole text in double quotes, for example "Three products: one platform". (colon-in-text)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     subtext: Three products: one platform
          |              ^
        8 |"
    `);
  });

  test('comparison row with the wrong number of marks', () => {
    expect(reportFor('comparison-row-length.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:13:41  sections[1].comparison.rows[0].included: this row has 1 mark, but the table has 2 columns — give one true (included) or false (not included) per column. (row-length)
        11 |       columns: [{ name: Simple }, { name: Professional }]
        12 |       rows:
      > 13 |         - { feature: Payroll, included: [true] }
           |                                         ^
        14 |"
    `);
  });

  test('unknown menu group', () => {
    expect(reportFor('unknown-nav-group.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:4:15  nav.group: the menu group "industrys" is not in navGroups of pages/site.yaml — use one of: products, industries. Did you mean "industries"? (unknown-nav-group)
        2 | title: Broken
        3 | description: A page listed under a menu group that site.yaml does not define.
      > 4 | nav: { group: industrys, label: Broken }
          |               ^
        5 | sections:"
    `);
  });

  test('a token at the start of unquoted text', () => {
    expect(reportFor('token-at-start.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:22  text that starts with a {token} must be in double quotes, or YAML reads the braces as a group of fields — write it as "{brand} and more". (token-at-start)
        5 |   - type: hero
        6 |     heading: {brand}
      > 7 |     subtext: {brand} runs your business.
          |                      ^
        8 |"
    `);
  });

  test('stray indented lines', () => {
    expect(reportFor('stray-indent.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines. (stray-indent)
        1 | path: /broken
        2 | title: Broken
      > 3 | description: Stray indented lines after a removed field.
          |              ^
        4 |

      pages/broken.yaml:5:10  the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines. (stray-indent)
        3 | description: Stray indented lines after a removed field.
        4 |
      > 5 |   group: modules
          |          ^
        6 |   label: Portal"
    `);
  });

  test('a page without a hero', () => {
    expect(reportFor('no-hero.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:5:11  sections[0].type: the page has no hero — add a hero as the first section: it holds the page's main heading. (no-hero)
        3 | description: A page with a block of running text but no hero at the top.
        4 | sections:
      > 5 |   - type: rich-text
          |           ^
        6 |     blocks: [{ paragraph: Just text. }]"
    `);
  });

  test('unknown option value', () => {
    expect(reportFor('feature-option.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:14  sections[1].initial: the text "frist" is not allowed here — use one of: first, none. Did you mean "first"? (unknown-option)
        6 |     heading: Hi
        7 |   - type: feature-selector
      > 8 |     initial: frist
          |              ^
        9 |     features:"
    `);
  });

  test('very large file', () => {
    expect(reportFor('very-large.yaml')).toMatchInlineSnapshot(
      `"pages/broken.yaml:1:1  the file is 530 KB, over the limit of 512 KB — split the page or shorten it. (file-too-large)"`,
    );
  });

  test('empty file', () => {
    expect(reportFor('empty-file.yaml')).toMatchInlineSnapshot(
      `"pages/broken.yaml:1:1  the file is empty — write the page's fields, starting with path:. (empty-file)"`,
    );
  });

  test('section without a type', () => {
    expect(reportFor('missing-section-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:5  sections[1].type: this section has no type — add "type:" with one of: hero, feature-selector, card-grid, accordion, pricing-table, branch-list, contact-block, enquiry-form, rich-text, flip-cards, team. (missing-section-type)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - heading: Our products
          |     ^
        8 |     cards: [{ title: ERP, text: Runs the business. }]"
    `);
  });

  test('a second hero', () => {
    expect(reportFor('second-hero.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: a page has one hero, and this is a second one — use another section type here, such as card-grid or rich-text. (second-hero)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - type: hero
          |           ^
        8 |     heading: Hi again"
    `);
  });

  test('too many buttons', () => {
    expect(reportFor('too-many-actions.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:7  sections[0].actions: at most 2 entries are allowed, found 3 — remove 1. (too-many-entries)
        6 |     heading: Hi
        7 |     actions:
      > 8 |       - { label: Demo, href: /contact }
          |       ^
        9 |       - { label: Pricing, href: /erp }"
    `);
  });

  test('link starting with two slashes', () => {
    expect(reportFor('protocol-relative-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "//partner.example.com" starts with two slashes, which takes visitors to another website — write a site path with one slash, such as /pricing, or a full https:// address. (double-slash-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: //partner.example.com }]
          |                                       ^
        8 |"
    `);
  });

  test('link with a backslash', () => {
    expect(reportFor('backslash-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "/\\partner.example.com" contains a backslash, which browsers read as a slash and can take visitors to another website — use forward slashes only, for example /pricing. (backslash-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: '/\\partner.example.com' }]
          |                                       ^
        8 |"
    `);
  });
});

describe('more fields, each fixture gives its exact located message', () => {
  test('a field name without its colon', () => {
    expect(reportFor('missing-colon.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:5  this line has no colon after the field name — write the field name, a colon and a space, then the value, for example heading: Welcome. (missing-colon)
        4 | sections:
        5 |   - type: hero
      > 6 |     heading Hi
          |     ^
        7 |"
    `);
  });

  test('a text that starts with a reserved sign', () => {
    expect(reportFor('reserved-character.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:14  the YAML cannot be read here (Plain value cannot start with reserved character @) — check the indentation, colons and quotes around this point. (yaml-syntax)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     subtext: @lumora on every social network
          |              ^
        8 |"
    `);
  });

  test('a note right after a quoted text', () => {
    expect(reportFor('comment-without-space.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:18  the YAML cannot be read here (Comments must be separated from other tokens by white space characters) — check the brackets and quotes on this line. (yaml-syntax)
        4 | sections:
        5 |   - type: hero
      > 6 |     heading: "Hi"# greeting
          |                  ^
        7 |"
    `);
  });

  test('an empty text', () => {
    expect(reportFor('empty-text.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:14  sections[0].heading: the text is empty — write the text, or remove the field if it is optional. (empty-text)
        4 | sections:
        5 |   - type: hero
      > 6 |     heading: ""
          |              ^
        7 |"
    `);
  });

  test('a number below the range', () => {
    expect(reportFor('number-too-small.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:14  sections[1].columns: the number 1 is too small — use 2 or more. (number-too-small)
        6 |     heading: Hi
        7 |   - type: card-grid
      > 8 |     columns: 1
          |              ^
        9 |     cards:"
    `);
  });

  test('a number above the range', () => {
    expect(reportFor('number-too-large.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:13  sections[1].height: the number 5000 is too large — use 2000 or less. (number-too-large)
        6 |     heading: Hi
        7 |   - type: enquiry-form
      > 8 |     height: 5000
          |             ^
        9 |"
    `);
  });

  test('an alias without its slash', () => {
    expect(reportFor('alias-without-slash.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:2:11  aliases[0]: "broken-page" is not a site path — start it with one slash, for example /contact-us. (not-a-site-path)
        1 | path: /broken
      > 2 | aliases: [broken-page]
          |           ^
        3 | title: Broken"
    `);
  });

  test('a page path with an underscore', () => {
    expect(reportFor('bad-page-path.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:7  path: "/broken_page" is not a page path — use lower-case words joined by hyphens after a slash, for example /supply-chain-management. (bad-page-path)
      > 1 | path: /broken_page
          |       ^
        2 | title: Broken"
    `);
  });

  test('a picture that is not in a shown format', () => {
    expect(reportFor('bad-image-path.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:19  sections[0].image.src: "/images/animation.gif" is not a picture in public/images — put the file in public/images/ and write its path, for example /images/erp.svg (svg, png, jpg, webp or avif). (bad-image-path)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/animation.gif, alt: A spinning logo }
          |                   ^
        8 |"
    `);
  });

  test('an icon name in lower case', () => {
    expect(reportFor('bad-icon-name.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:9:47  sections[1].cards[0].icon: "inventory" is not an icon name — write a Material icon name in PascalCase, for example Inventory2. (bad-icon-name)
         7 |   - type: card-grid
         8 |     cards:
      >  9 |       - { title: Stock, text: Shelves., icon: inventory }
           |                                               ^
        10 |"
    `);
  });

  test('a section id with capitals', () => {
    expect(reportFor('bad-id.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:9  sections[1].id: "Pricing" is not a valid id — use lower-case letters, digits and hyphens, starting with a letter. (bad-id)
        6 |     heading: Hi
        7 |   - type: card-grid
      > 8 |     id: Pricing
          |         ^
        9 |     cards:"
    `);
  });

  test('a link through another spelling of a page (a warning)', () => {
    expect(reportFor('redirect-link.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:35  warning: sections[0].actions[0].href: the link "/ERP" reaches /erp only through a redirect — write "/erp" instead. (redirect-link)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: ERP, href: /ERP }]
          |                                   ^
        8 |"
    `);
  });
});

describe('anchors: a link ending in #id must name an id its page renders', () => {
  test('an id this page does not have', () => {
    expect(reportFor('broken-anchor-same-page.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:38  sections[0].actions[0].href: the link "#prcing" points at the id "prcing", which this page does not have — use one of its ids (main, pricing), or add "id: prcing" to the section the link should reach. Did you mean "pricing"? (broken-anchor)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Prices, href: "#prcing" }]
          |                                      ^
        8 |   - type: card-grid"
    `);
  });

  test("two sections with one id, and a section with the page's own id", () => {
    expect(reportFor('duplicate-id.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:12:9  sections[2].id: the id "benefits" is already used by sections[1] of this page — give each section its own id. (duplicate-id)
        10 |       - { title: Simple, text: For one shop. }
        11 |   - type: card-grid
      > 12 |     id: benefits
           |         ^
        13 |     cards:

      pages/broken.yaml:16:9  sections[3].id: the id "main" is the page's own (the start of its content) — give this section another id, such as "main-section". (duplicate-id)
        14 |       - { title: Grown, text: For many shops. }
        15 |   - type: rich-text
      > 16 |     id: main
           |         ^
        17 |     blocks:"
    `);
  });

  test('an id another page does not have', () => {
    expect(reportFor('broken-anchor-other-page.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:38  sections[0].actions[0].href: the link "/retail#mian" points at the id "mian", which the page /retail does not have — use one of its ids (main), or add "id: mian" to the section the link should reach. Did you mean "main"? (broken-anchor)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Retail, href: /retail#mian }]
          |                                      ^
        8 |"
    `);
  });

  test('an id another page does not have, linked from site.yaml', () => {
    expect(reportFor('site-broken-anchor.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:14:67  header.links[1].href: the link "/retail#stock" points at the id "stock", which the page /retail does not have — use one of its ids (main), or add "id: stock" to the section the link should reach. (broken-anchor)
        12 |   - { id: industries, label: Industries }
        13 | header:
      > 14 |   links: [{ label: Retail, href: /retail }, { label: Stock, href: /retail#stock }]
           |                                                                   ^
        15 |   action: { label: Contact Us, href: /contact }"
    `);
  });
});

describe('site.yaml: each fixture, in place of the site file, gives its exact located message', () => {
  test('no site.yaml in the pages folder', () => {
    expect(reportFor('no-site-file')).toMatchInlineSnapshot(
      `"pages/site.yaml:1:1  there is no site.yaml in the pages folder — add it: it holds the brand name, contact details and menus that every page uses. (missing-site-file)"`,
    );
  });

  test('a colour without six hex digits', () => {
    expect(reportFor('site-bad-colour.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:4:10  brand.color: "#1747b" is not a colour — write it as # and six hex digits, for example #1b4dd8. (bad-colour)
        2 |   name: Fixturely
        3 |   logo: { src: /images/logo.svg, alt: Fixturely home }
      > 4 |   color: "#1747b"
          |          ^
        5 |   accent: "#e8590c""
    `);
  });

  test('a site address with a trailing slash', () => {
    expect(reportFor('site-bad-base-url.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:6:10  baseUrl: "https://www.fixturely.example/" is not a site address — write https:// and the domain, with no path or trailing slash. (bad-base-url)
        4 |   color: "#1747b8"
        5 |   accent: "#e8590c"
      > 6 | baseUrl: https://www.fixturely.example/
          |          ^
        7 | contact:"
    `);
  });

  test('a mail address without @', () => {
    expect(reportFor('site-bad-email.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:8:10  contact.email: "hello-fixturely.example" is not a mail address — write it as name@company.com. (bad-email)
        6 | baseUrl: https://www.fixturely.example
        7 | contact:
      > 8 |   email: hello-fixturely.example
          |          ^
        9 |   phone: +1 704 555 0100"
    `);
  });

  test('an allowed origin with a path', () => {
    expect(reportFor('site-bad-origin.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:29:20  enquiryForm.allowedOrigins[0]: "https://forms.crm.example/" is not an origin — write https:// and the host only, for example https://forms.example.com. (bad-origin)
        27 | enquiryForm:
        28 |   url: https://forms.crm.example/embed/fixture
      > 29 |   allowedOrigins: [https://forms.crm.example/]
           |                    ^
        30 |"
    `);
  });

  test('a form served from an origin not allowed', () => {
    expect(reportFor('site-form-origin.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:28:8  enquiryForm.url: the form's origin https://forms.crm.example is not in enquiryForm.allowedOrigins — add it there, or correct the form address. (form-origin-not-allowed)
        26 |   agreement: By using this site you agree to this policy.
        27 | enquiryForm:
      > 28 |   url: https://forms.crm.example/embed/fixture
           |        ^
        29 |   allowedOrigins: [https://forms.partner.example]"
    `);
  });

  test('a menu group nested under a page that does not exist', () => {
    expect(reportFor('site-unknown-nest-page.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:11:49  navGroups[0].nestUnder: no page has the path "/erb" — name an existing page path. Did you mean "/erp"? (unknown-nest-page)
         9 |   phone: +1 704 555 0100
        10 | navGroups:
      > 11 |   - { id: products, label: Products, nestUnder: /erb }
           |                                                 ^
        12 |   - { id: industries, label: Industries }"
    `);
  });

  test('a footer column for a menu group that does not exist', () => {
    expect(reportFor('site-unknown-footer-group.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:19:37  footer.columns[1].group: the menu group "industry" is not in navGroups — use one of: products, industries. (unknown-nav-group)
        17 |   columns:
        18 |     - { heading: Products, group: products }
      > 19 |     - { heading: Industries, group: industry }
           |                                     ^
        20 |   copyright: © {year} {brand}"
    `);
  });

  test('a token name with a hyphen', () => {
    expect(reportFor('site-bad-token-name.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:31:3  tokens.support-hours: "support-hours" cannot be a token name — start it with a letter and use only letters, digits and _, for example supportHours. (bad-token-name)
        29 |   allowedOrigins: [https://forms.crm.example]
        30 | tokens:
      > 31 |   support-hours: Monday to Friday
           |   ^
        32 |"
    `);
  });
});

describe('content lint: each fixture gives its exact located message', () => {
  test('template placeholder left in', () => {
    expect(reportFor('placeholder.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  description: this text is still marked "REPLACE: …" — write the real text here (in a translation, its translation), without "REPLACE:". (placeholder)
        1 | path: /broken
        2 | title: Wholesale | {brand}
      > 3 | description: "REPLACE: one or two sentences for search results about Wholesale."
          |              ^
        4 | sections:

      pages/broken.yaml:7:14  sections[0].subtext: this text is still marked "REPLACE: …" — write the real text here (in a translation, its translation), without "REPLACE:". (placeholder)
        5 |   - type: hero
        6 |     heading: Wholesale runs on {brand}
      > 7 |     subtext: "REPLACE: one or two sentences under the heading."
          |              ^
        8 |"
    `);
  });

  test('lorem ipsum', () => {
    expect(reportFor('lorem-ipsum.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:14  sections[0].subtext: "lorem ipsum" is filler text, not content — write the real text here. (filler-text)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     subtext: Lorem ipsum dolor sit amet, consectetur adipiscing elit.
          |              ^
        8 |"
    `);
  });

  test('TODO note', () => {
    expect(reportFor('todo.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:9:31  sections[1].cards[0].text: "TODO" marks the text as unfinished — finish the text and remove the note. (draft-note)
         7 |   - type: card-grid
         8 |     cards:
      >  9 |       - { title: Stock, text: "TODO: ask the product team for the numbers." }
           |                               ^
        10 |"
    `);
  });

  test('description shared with another page, reported in both files', () => {
    expect(reportFor('duplicate-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  description: the same description is used by pages/industries/retail.yaml — search engines may show only one of the pages; write a description that fits this page alone. (duplicate-description)
        1 | path: /broken
        2 | title: Broken
      > 3 | description: The fixture retail industry page, with point of sale and stock cards for the tests.
          |              ^
        4 | sections:

      pages/industries/retail.yaml:3:14  description: the same description is used by pages/broken.yaml — search engines may show only one of the pages; write a description that fits this page alone. (duplicate-description)
        1 | path: /retail
        2 | title: Fixturely for Retail
      > 3 | description: The fixture retail industry page, with point of sale and stock cards for the tests.
          |              ^
        4 | nav: { group: industries, label: Retail, order: 1 }"
    `);
  });

  test('title shared with another page (a warning)', () => {
    expect(reportFor('duplicate-title.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:2:8  warning: title: the same title is used by pages/products/erp.yaml — give each page its own title so visitors can tell them apart in search results and browser tabs. (duplicate-title)
        1 | path: /broken
      > 2 | title: Fixturely ERP
          |        ^
        3 | description: A second page with the same title as the ERP product page of the fixture site.

      pages/products/erp.yaml:3:8  warning: title: the same title is used by pages/broken.yaml — give each page its own title so visitors can tell them apart in search results and browser tabs. (duplicate-title)
        1 | path: /erp
        2 | aliases: [/ERP]
      > 3 | title: Fixturely ERP
          |        ^
        4 | description: The fixture ERP product page, with key features for ledgers and reports in the tests."
    `);
  });

  test('a paragraph repeated word for word (a warning naming the first place)', () => {
    expect(reportFor('repeated-paragraph.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:13:17  warning: sections[1].items[1].answer: this paragraph stands word for word at pages/broken.yaml:11 too — rewrite it for this page, so visitors and search engines do not take the page for a copy. (repeated-paragraph)
        11 |         answer: Most teams are live within two weeks of signing, with their own data.
        12 |       - question: And for a large company?
      > 13 |         answer: Most teams are live within two weeks of signing, with their own data.
           |                 ^
        14 |"
    `);
  });

  test('title too long for search results (a warning)', () => {
    expect(reportFor('long-title.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:2:8  warning: title: the title is 87 characters long (with {brand} filled in), and search results show only about 60 — shorten it so it is not cut off. (long-title)
        1 | path: /broken
      > 2 | title: Cloud ERP, POS and CRM Software for Retailers, Wholesalers and Distributors | {brand}
          |        ^
        3 | description: A page whose title is far longer than search results can show in full."
    `);
  });

  test('description too short (a warning)', () => {
    expect(reportFor('short-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  warning: description: the description is only 8 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers. (short-description)
        1 | path: /broken
        2 | title: Broken
      > 3 | description: Our ERP.
          |              ^
        4 | sections:"
    `);
  });

  test('description too long (a warning)', () => {
    expect(reportFor('long-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  warning: description: the description is 208 characters long (with {brand} filled in), and search results cut it after about 160 — shorten it to one or two sentences. (long-description)
        1 | path: /broken
        2 | title: Broken
      > 3 | description: >-
          |              ^
        4 |   {brand} ERP brings finance, inventory, procurement, sales, production, HR and payroll"
    `);
  });

  test('alt text that says nothing (a warning)', () => {
    expect(reportFor('generic-alt.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:42  warning: sections[0].image.alt: the alt text "image" does not say what the picture shows — describe it in a few words, or write "decorative: true" instead if it adds nothing to the text. (generic-alt)
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/logo.svg, alt: image }
          |                                          ^
        8 |"
    `);
  });
});

describe('one run reports every problem in every file', () => {
  test('two broken files and a broken site.yaml give all their problems at once', () => {
    const root = fixtureRoot({
      'a.yaml': 'path: /a\ntitle: A\ndescription: A.\nsections:\n  - type: hero\n    haeding: A\n',
      'b.yaml': 'path: /b\ntitle: B\ndescription: B.\nsections:\n  - type: heroo\n',
    });
    const report = validationReport(root);
    expect(report).toContain('pages/a.yaml:6:5');
    expect(report).toContain('pages/b.yaml:5:11');
  });

  test('a very large file is refused without parsing it', () => {
    const big = `path: /big\ntitle: Big\ndescription: Big.\nsections:\n${'  - type: rich-text\n    blocks: [{ paragraph: Lots of words in a row. }]\n'.repeat(12000)}`;
    expect(validationReport(fixtureRoot({ 'big.yaml': big }))).toMatch(
      /^pages\/big\.yaml:1:1 {2}the file is \d+ KB, over the limit of 512 KB/,
    );
  });
});

describe('languages and translations: each fixture gives its exact located messages', () => {
  test('the first language is not lang', () => {
    expect(reportFor('site-first-language.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:9:13  languages[0].code: the first language is "es", but lang is "en" — put the language of the pages in pages/ first (its code is lang), then the others. (first-language-not-lang)
         7 | lang: en
         8 | languages:
      >  9 |   - { code: es, name: Español }
           |             ^
        10 |   - { code: en, name: English }"
    `);
  });

  test('a language listed twice', () => {
    expect(reportFor('site-repeated-language.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:11:13  languages[2].code: the language "es" is listed twice — keep one entry for it. (repeated-language)
         9 |   - { code: en, name: English }
        10 |   - { code: es, name: Español }
      > 11 |   - { code: es, name: Español de España }
           |             ^
        12 | contact:"
    `);
  });

  test('a language code that is a name', () => {
    expect(reportFor('site-bad-language-code.yaml')).toMatchInlineSnapshot(`
      "pages/site.yaml:10:13  languages[1].code: "Spanish" is not a language code — write two or three lower-case letters, with the country after a hyphen when it matters, for example es or es-US. (bad-language-code)
         8 | languages:
         9 |   - { code: en, name: English }
      > 10 |   - { code: Spanish, name: Español }
           |             ^
        11 | contact:"
    `);
  });

  test('a language listed without its own site.yaml', () => {
    expect(reportFor('missing-language-settings')).toMatchInlineSnapshot(`
      "pages/site.yaml:10:13  languages[1].code: the site lists the language "es", but there is no pages/es/site.yaml — add it: a copy of site.yaml with lang: es, its menus, footer, privacy policy and words in that language (npm run new -- --translate es site). (missing-language-settings)
         8 | languages:
         9 |   - { code: en, name: English }
      > 10 |   - { code: es, name: Español }
           |             ^
        11 | contact:"
    `);
  });

  test("a translation of site.yaml without the site's words", () => {
    expect(reportFor('missing-words')).toMatchInlineSnapshot(`
      "pages/es/site.yaml:1:1  this translation has no words — add words: with the site's 27 words in Español, or visitors would read the menus' buttons and the not-found page in English. (missing-words)
      > 1 | brand:
          | ^
        2 |   name: Fixturely"
    `);
  });

  test("a translation of site.yaml that leaves out one of the site's words", () => {
    expect(reportFor('missing-word')).toMatchInlineSnapshot(`
      "pages/es/site.yaml:36:3  words: "openMenu" is not in words — write it in Español; in English it is "Open menu". (missing-word)
        34 |   allowedOrigins: [https://forms.crm.example]
        35 | words:
      > 36 |   skipToContent: Saltar al contenido
           |   ^
        37 |   mainMenu: Principal"
    `);
  });

  test('a translation that leaves a text to its English default', () => {
    expect(reportFor('untranslated-default')).toMatchInlineSnapshot(`
      "pages/es/contact.yaml:8:5  sections[1].phoneLabel: "phoneLabel" is not written here, so the site would show its English default "Call us" — write it in Español. (untranslated-default)
        6 |   - type: hero
        7 |     heading: Contáctenos
      > 8 |   - type: contact-block
          |     ^
        9 |     heading: Escriba o llame"
    `);
  });

  test('translations that differ from their pages in a link, a list, a number and an icon', () => {
    expect(reportFor('translation-drift')).toMatchInlineSnapshot(`
      "pages/es/home.yaml:7:35  sections[0].actions[0].href: "href" is "/erp" in the page, "/es/erp" here — a translation keeps everything of pages/home.yaml but the words: its sections and their order, ids, icons, pictures, links and numbers; change them in pages/home.yaml, then here. (translation-drift)
        5 |   - type: hero
        6 |     heading: Lleve su empresa con {brand}
      > 7 |     actions: [{ label: Más, href: /es/erp }]
          |                                   ^
        8 |   - type: accordion

      pages/es/home.yaml:11:7  sections[1].items: the page has 2 items here, the translation 1 item — a translation keeps everything of pages/home.yaml but the words: its sections and their order, ids, icons, pictures, links and numbers; change them in pages/home.yaml, then here. (translation-drift)
         9 |     heading: Preguntas
        10 |     items:
      > 11 |       - { question: ¿Qué es?, answer: Un sitio para las pruebas. }
           |       ^
        12 |

      pages/es/industries/retail.yaml:11:14  sections[1].columns: "columns" is 2 in the page, 3 here — a translation keeps everything of pages/industries/retail.yaml but the words: its sections and their order, ids, icons, pictures, links and numbers; change them in pages/industries/retail.yaml, then here. (translation-drift)
         9 |   - type: card-grid
        10 |     heading: La solución completa para el comercio
      > 11 |     columns: 3
           |              ^
        12 |     cards:

      pages/es/industries/retail.yaml:14:79  sections[1].cards[1].icon: "icon" is "Inventory2" in the page, "Inventory" here — a translation keeps everything of pages/industries/retail.yaml but the words: its sections and their order, ids, icons, pictures, links and numbers; change them in pages/industries/retail.yaml, then here. (translation-drift)
        12 |     cards:
        13 |       - { title: Punto de venta, text: Venda en el mostrador., icon: PointOfSale }
      > 14 |       - { title: Existencias, text: Cuente lo que hay en los estantes., icon: Inventory }
           |                                                                               ^
        15 |"
    `);
  });

  test('a translation of a page the site does not have', () => {
    expect(reportFor('translation-without-source')).toMatchInlineSnapshot(`
      "pages/es/wholesale.yaml:1:1  this file is in the es folder, but there is no pages/wholesale.yaml for it to translate — move it to the path of the page it translates, or remove it. (translation-without-source)
      > 1 | path: /wholesale
          | ^
        2 | title: Fixturely para mayoristas"
    `);
  });
});
