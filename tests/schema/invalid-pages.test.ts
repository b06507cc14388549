import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureRoot, projectRoot, reportFor, validationReport } from '../helpers/fixture-site.ts';

describe('valid content', () => {
  test('the fixture site has no problems', () => {
    expect(validationReport(fixtureRoot())).toBe('');
  });

  test('the real site has no problems', () => {
    expect(validationReport(projectRoot)).toBe('');
  });
});

describe('each invalid fixture gives its exact located message', () => {
  test('every fixture file is covered by a test below', () => {
    const files = readdirSync(join(projectRoot, 'tests', 'fixtures', 'invalid'));
    const thisFile = readFileSync(join(projectRoot, 'tests', 'schema', 'invalid-pages.test.ts'), 'utf8');
    const covered = [...thisFile.matchAll(/reportFor\('([^']+)'\)/g)].map((match) => match[1]);
    expect(files.sort()).toEqual([...new Set(covered)].sort());
  });

  test('YAML syntax error', () => {
    expect(reportFor('yaml-syntax.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  this quotation mark is never closed — add the closing quotation mark at the end of the text.
        1 | path: /broken
        2 | title: Broken
      > 3 | description: "unclosed quote
          |              ^
        4 | sections:"
    `);
  });

  test('tab indentation', () => {
    expect(reportFor('tab-indent.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:5:1  a tab is used for indentation — indent with spaces only, two per level.
        3 | description: Tabs.
        4 | sections:
      > 5 | 	- type: hero
          | ^
        6 | 	  heading: Hi

      pages/broken.yaml:6:1  a tab is used for indentation — indent with spaces only, two per level.
        4 | sections:
        5 | 	- type: hero
      > 6 | 	  heading: Hi
          | ^
        7 |"
    `);
  });

  test('duplicate key', () => {
    expect(reportFor('duplicate-key.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:1  this field is written twice in the same place — keep one of them.
        1 | path: /broken
        2 | title: Broken
      > 3 | title: Twice
          | ^
        4 | description: Duplicate key."
    `);
  });

  test('unknown section type', () => {
    expect(reportFor('unknown-section-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: unknown section type "card-gird" — did you mean "card-grid"? Known types: hero, feature-selector, card-grid, accordion, pricing-table, branch-list, contact-block, enquiry-form, rich-text, flip-cards, team.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - type: card-gird
          |           ^
        8 |     cards: []"
    `);
  });

  test('misspelled key', () => {
    expect(reportFor('misspelled-key.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:5  sections[0].haeding: unknown field "haeding" — did you mean "heading"? Fields allowed here: type, eyebrow, heading, subtext, claim, actions, image, size.
        4 | sections:
        5 |   - type: hero
      > 6 |     haeding: Hi
          |     ^
        7 |"
    `);
  });

  test('wrong type', () => {
    expect(reportFor('wrong-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:14  sections[1].columns: expected a number, found the text "three" — change the value to a number.
        6 |     heading: Hi
        7 |   - type: card-grid
      > 8 |     columns: three
          |              ^
        9 |     cards:"
    `);
  });

  test('missing required field', () => {
    expect(reportFor('missing-field.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:1  title: the required field "title" is missing — add it here.
      > 1 | path: /broken
          | ^
        2 | description: Missing title."
    `);
  });

  test('empty section list', () => {
    expect(reportFor('empty-sections.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:4:11  sections: the list is empty — add at least one entry.
        2 | title: Broken
        3 | description: No sections.
      > 4 | sections: []
          |           ^
        5 |"
    `);
  });

  test('duplicate path', () => {
    expect(reportFor('duplicate-path.yaml')).toMatchInlineSnapshot(`
      "pages/industries/retail.yaml:1:7  path: the path "/retail" is also used by pages/broken.yaml — give each page its own path.
      > 1 | path: /retail
          |       ^
        2 | title: Fixturely for Retail

      pages/broken.yaml:1:7  path: the path "/retail" is also used by pages/industries/retail.yaml — give each page its own path.
      > 1 | path: /retail
          |       ^
        2 | title: Broken"
    `);
  });

  test('paths that differ only in case', () => {
    expect(reportFor('case-path.yaml')).toMatchInlineSnapshot(`
      "pages/industries/retail.yaml:1:7  path: "/retail" differs only in letter case from "/Retail" in pages/broken.yaml, and addresses ignore case — give the pages different paths.
      > 1 | path: /retail
          |       ^
        2 | title: Fixturely for Retail

      pages/broken.yaml:2:11  aliases[0]: "/Retail" differs only in letter case from "/retail" in pages/industries/retail.yaml, and addresses ignore case — give the pages different paths.
        1 | path: /broken
      > 2 | aliases: [/Retail]
          |           ^
        3 | title: Broken"
    `);
  });

  test('upper-case page path', () => {
    expect(reportFor('upper-case-path.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:7  path: page paths are lower-case — write "/broken-page", and list "/Broken-Page" under aliases if that spelling is in use.
      > 1 | path: /Broken-Page
          |       ^
        2 | title: Broken"
    `);
  });

  test('broken internal link', () => {
    expect(reportFor('broken-link.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:38  sections[0].actions[0].href: the link "/retial" goes to no page — link to an existing page path. Did you mean "/retail"?
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Retail, href: /retial }]
          |                                      ^
        8 |"
    `);
  });

  test('missing image', () => {
    expect(reportFor('missing-image.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:19  sections[0].image.src: the picture "/images/nowhere.svg" does not exist — add the file public/images/nowhere.svg or correct the path.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/nowhere.svg, alt: Nothing }
          |                   ^
        8 |"
    `);
  });

  test('picture without alt text', () => {
    expect(reportFor('missing-alt.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:12  sections[0].image.alt: the picture has no alt text — describe it in "alt", or add "decorative: true" if it adds nothing to the text.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     image: { src: /images/logo.svg }
          |            ^
        8 |"
    `);
  });

  test('unknown icon', () => {
    expect(reportFor('unknown-icon.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:9:47  sections[1].cards[0].icon: there is no icon named "Inventroy" — use a Material icon name, for example Inventory2 or Speed. Did you mean "Inventory"?
         7 |   - type: card-grid
         8 |     cards:
      >  9 |       - { title: Stock, text: Shelves., icon: Inventroy }
           |                                               ^
        10 |"
    `);
  });

  test('javascript: URL', () => {
    expect(reportFor('javascript-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:37  sections[0].actions[0].href: "javascript:alert(1)" is not an allowed link — use a site path such as /pricing, or an https:, mailto: or tel: address.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Click, href: "javascript:alert(1)" }]
          |                                     ^
        8 |"
    `);
  });

  test('data: URL', () => {
    expect(reportFor('data-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:37  sections[0].actions[0].href: "data:text/html,<script>alert(1)</script>" is not an allowed link — use a site path such as /pricing, or an https:, mailto: or tel: address.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Click, href: "data:text/html,<script>alert(1)</script>" }]
          |                                     ^
        8 |"
    `);
  });

  test('http: URL', () => {
    expect(reportFor('http-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "http://partner.example.com" uses http:, which browsers mark as not secure — change it to https:.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: "http://partner.example.com" }]
          |                                       ^
        8 |"
    `);
  });

  test('unknown token', () => {
    expect(reportFor('unknown-token.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:6:14  sections[0].heading: unknown token "{brnd}" — use one of {year}, {brand}, {brandSlug}, {email}, {phone}, or define it under tokens in pages/site.yaml. Did you mean "{brand}"?
        4 | sections:
        5 |   - type: hero
      > 6 |     heading: Welcome to {brnd}
          |              ^
        7 |"
    `);
  });

  test('alias bomb', () => {
    expect(reportFor('alias-bomb.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:1:1  the file uses YAML aliases (*name) more than 50 times — write the content out in full instead.
      > 1 | path: /broken
          | ^
        2 | title: Broken"
    `);
  });

  test('file not saved as UTF-8', () => {
    expect(reportFor('not-utf8.yaml')).toMatchInlineSnapshot(`"pages/broken.yaml:1:1  the file is not saved as UTF-8 text — save it again with the UTF-8 encoding in your editor."`);
  });

  test('hero not first', () => {
    expect(reportFor('hero-not-first.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: the hero must be the first section: it holds the page's main heading — move it to the top.
        5 |   - type: rich-text
        6 |     blocks: [{ paragraph: Text before the hero. }]
      > 7 |   - type: hero
          |           ^
        8 |     heading: Hi"
    `);
  });

  test('colon inside unquoted text', () => {
    expect(reportFor('colon-in-text.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:14  a colon followed by a space inside the text makes YAML read it as a new field — put the whole text in double quotes, for example "Three products: one platform".
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     subtext: Three products: one platform
          |              ^
        8 |"
    `);
  });

  test('comparison row with the wrong number of marks', () => {
    expect(reportFor('comparison-row-length.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:13:41  sections[1].comparison.rows[0].included: this row has 1 mark, but the table has 2 columns — give one true (included) or false (not included) per column.
        11 |       columns: [{ name: Simple }, { name: Professional }]
        12 |       rows:
      > 13 |         - { feature: Payroll, included: [true] }
           |                                         ^
        14 |"
    `);
  });

  test('unknown menu group', () => {
    expect(reportFor('unknown-nav-group.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:4:15  nav.group: the menu group "industrys" is not in navGroups of pages/site.yaml — use one of: products, industries. Did you mean "industries"?
        2 | title: Broken
        3 | description: A page listed under a menu group that site.yaml does not define.
      > 4 | nav: { group: industrys, label: Broken }
          |               ^
        5 | sections:"
    `);
  });

  test('a token at the start of unquoted text', () => {
    expect(reportFor('token-at-start.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:22  text that starts with a {token} must be in double quotes, or YAML reads the braces as a group of fields — write it as "{brand} and more".
        5 |   - type: hero
        6 |     heading: {brand}
      > 7 |     subtext: {brand} runs your business.
          |                      ^
        8 |"
    `);
  });

  test('stray indented lines', () => {
    expect(reportFor('stray-indent.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines.
        1 | path: /broken
        2 | title: Broken
      > 3 | description: Stray indented lines after a removed field.
          |              ^
        4 |

      pages/broken.yaml:5:10  the indentation here does not match the lines around it — fields of the same group must start at the same column; remove or line up stray indented lines.
        3 | description: Stray indented lines after a removed field.
        4 |
      > 5 |   group: modules
          |          ^
        6 |   label: Portal"
    `);
  });

  test('a page without a hero', () => {
    expect(reportFor('no-hero.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:5:11  sections[0].type: the page has no hero — add a hero as the first section: it holds the page's main heading.
        3 | description: A page with a block of running text but no hero at the top.
        4 | sections:
      > 5 |   - type: rich-text
          |           ^
        6 |     blocks: [{ paragraph: Just text. }]"
    `);
  });

  test('unknown option value', () => {
    expect(reportFor('feature-option.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:14  sections[1].initial: the text "frist" is not allowed here — use one of: first, none. Did you mean "first"?
        6 |     heading: Hi
        7 |   - type: feature-selector
      > 8 |     initial: frist
          |              ^
        9 |     features:"
    `);
  });

  test('very large file', () => {
    expect(reportFor('very-large.yaml')).toMatchInlineSnapshot(`"pages/broken.yaml:1:1  the file is 530 KB, over the limit of 512 KB — split the page or shorten it."`);
  });

  test('empty file', () => {
    expect(reportFor('empty-file.yaml')).toMatchInlineSnapshot(`"pages/broken.yaml:1:1  the file is empty — write the page's fields, starting with path:."`);
  });

  test('section without a type', () => {
    expect(reportFor('missing-section-type.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:5  sections[1].type: this section has no type — add "type:" with one of: hero, feature-selector, card-grid, accordion, pricing-table, branch-list, contact-block, enquiry-form, rich-text, flip-cards, team.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - heading: Our products
          |     ^
        8 |     cards: [{ title: ERP, text: Runs the business. }]"
    `);
  });

  test('a second hero', () => {
    expect(reportFor('second-hero.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:11  sections[1].type: a page has one hero, and this is a second one — use another section type here, such as card-grid or rich-text.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |   - type: hero
          |           ^
        8 |     heading: Hi again"
    `);
  });

  test('too many buttons', () => {
    expect(reportFor('too-many-actions.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:8:7  sections[0].actions: at most 2 entries are allowed, found 3 — remove 1.
        6 |     heading: Hi
        7 |     actions:
      > 8 |       - { label: Demo, href: /contact }
          |       ^
        9 |       - { label: Pricing, href: /erp }"
    `);
  });

  test('link starting with two slashes', () => {
    expect(reportFor('protocol-relative-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "//partner.example.com" starts with two slashes, which takes visitors to another website — write a site path with one slash, such as /pricing, or a full https:// address.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: //partner.example.com }]
          |                                       ^
        8 |"
    `);
  });

  test('link with a backslash', () => {
    expect(reportFor('backslash-url.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:39  sections[0].actions[0].href: "/\\partner.example.com" contains a backslash, which browsers read as a slash and can take visitors to another website — use forward slashes only, for example /pricing.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     actions: [{ label: Partner, href: '/\\partner.example.com' }]
          |                                       ^
        8 |"
    `);
  });
});

describe('content lint: each fixture gives its exact located message', () => {
  test('template placeholder left in', () => {
    expect(reportFor('placeholder.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  description: this is placeholder text from the page template ("REPLACE: …") — write the real text here, without "REPLACE:".
        1 | path: /broken
        2 | title: Wholesale | {brand}
      > 3 | description: "REPLACE: one or two sentences for search results about Wholesale."
          |              ^
        4 | sections:

      pages/broken.yaml:7:14  sections[0].subtext: this is placeholder text from the page template ("REPLACE: …") — write the real text here, without "REPLACE:".
        5 |   - type: hero
        6 |     heading: Wholesale runs on {brand}
      > 7 |     subtext: "REPLACE: one or two sentences under the heading."
          |              ^
        8 |"
    `);
  });

  test('lorem ipsum', () => {
    expect(reportFor('lorem-ipsum.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:14  sections[0].subtext: "lorem ipsum" is filler text, not content — write the real text here.
        5 |   - type: hero
        6 |     heading: Hi
      > 7 |     subtext: Lorem ipsum dolor sit amet, consectetur adipiscing elit.
          |              ^
        8 |"
    `);
  });

  test('TODO note', () => {
    expect(reportFor('todo.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:9:31  sections[1].cards[0].text: "TODO" marks the text as unfinished — finish the text and remove the note.
         7 |   - type: card-grid
         8 |     cards:
      >  9 |       - { title: Stock, text: "TODO: ask the product team for the numbers." }
           |                               ^
        10 |"
    `);
  });

  test('description shared with another page, reported in both files', () => {
    expect(reportFor('duplicate-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  description: the same description is used by pages/industries/retail.yaml — search engines may show only one of the pages; write a description that fits this page alone.
        1 | path: /broken
        2 | title: Broken
      > 3 | description: The fixture retail industry page, with point of sale and stock cards for the tests.
          |              ^
        4 | sections:

      pages/industries/retail.yaml:3:14  description: the same description is used by pages/broken.yaml — search engines may show only one of the pages; write a description that fits this page alone.
        1 | path: /retail
        2 | title: Fixturely for Retail
      > 3 | description: The fixture retail industry page, with point of sale and stock cards for the tests.
          |              ^
        4 | nav: { group: industries, label: Retail, order: 1 }"
    `);
  });

  test('title shared with another page (a warning)', () => {
    expect(reportFor('duplicate-title.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:2:8  warning: title: the same title is used by pages/products/erp.yaml — give each page its own title so visitors can tell them apart in search results and browser tabs.
        1 | path: /broken
      > 2 | title: Fixturely ERP
          |        ^
        3 | description: A second page with the same title as the ERP product page of the fixture site.

      pages/products/erp.yaml:3:8  warning: title: the same title is used by pages/broken.yaml — give each page its own title so visitors can tell them apart in search results and browser tabs.
        1 | path: /erp
        2 | aliases: [/ERP]
      > 3 | title: Fixturely ERP
          |        ^
        4 | description: The fixture ERP product page, with key features for ledgers and reports in the tests."
    `);
  });

  test('title too long for search results (a warning)', () => {
    expect(reportFor('long-title.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:2:8  warning: title: the title is 87 characters long (with {brand} filled in), and search results show only about 60 — shorten it so it is not cut off.
        1 | path: /broken
      > 2 | title: Cloud ERP, POS and CRM Software for Retailers, Wholesalers and Distributors | {brand}
          |        ^
        3 | description: A page whose title is far longer than search results can show in full."
    `);
  });

  test('description too short (a warning)', () => {
    expect(reportFor('short-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  warning: description: the description is only 8 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers.
        1 | path: /broken
        2 | title: Broken
      > 3 | description: Our ERP.
          |              ^
        4 | sections:"
    `);
  });

  test('description too long (a warning)', () => {
    expect(reportFor('long-description.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:3:14  warning: description: the description is 208 characters long (with {brand} filled in), and search results cut it after about 160 — shorten it to one or two sentences.
        1 | path: /broken
        2 | title: Broken
      > 3 | description: >-
          |              ^
        4 |   {brand} ERP brings finance, inventory, procurement, sales, production, HR and payroll"
    `);
  });

  test('alt text that says nothing (a warning)', () => {
    expect(reportFor('generic-alt.yaml')).toMatchInlineSnapshot(`
      "pages/broken.yaml:7:42  warning: sections[0].image.alt: the alt text "image" does not say what the picture shows — describe it in a few words, or write "decorative: true" instead if it adds nothing to the text.
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
    expect(validationReport(fixtureRoot({ 'big.yaml': big }))).toMatch(/^pages\/big\.yaml:1:1 {2}the file is \d+ KB, over the limit of 512 KB/);
  });
});
