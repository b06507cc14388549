/**
 * Move a page and replace across pages (studio/server/site/changing/move-page.ts, replace.ts), through the
 * studio API on scratch copies of the fixture site: every way a link to the moved page is written
 * follows it, the old address joins its aliases, every other byte of every file stays, the checks
 * find no broken link afterwards; a replace changes the places named and nothing else. Each refusal
 * with its status, code and words; a move stopped part way, and the same move again finishing it.
 * A picture replaced everywhere (replace-picture.ts) changes only the fields that use it, but the open page's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { checkSources, readSources } from '../../schema/content/content.ts';
import { hostFiles } from '../../scripts/build/host-files.ts';
import { siteRoutes, withQuery } from '../../studio/api/contract/routes.ts';
import type {
  DeletePageResponse,
  DeletePreview,
  MovePageResponse,
  MovePreview,
  ReplacePictureRequest,
  ReplacePictureResponse,
  ReplaceRequest,
  ReplaceResponse,
} from '../../studio/api/contract/studio-api.ts';
import { setScalar } from '../../studio/document/index.ts';
import { studioApi } from '../../studio/server/api.ts';
import { diskPageStore, type PageStore } from '../../studio/server/pages/page-store.ts';
import { studioSchemas } from '../../studio/server/schemas.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

/** `text` with each `[from, to]` made, each `from` found exactly once: an expected text cannot quietly miss a change. */
function swap(text: string | undefined, ...changes: [string, string][]): string {
  let result = text ?? '';
  for (const [from, to] of changes) {
    const times = result.split(from).length - 1;
    if (times !== 1) throw new Error(`“${from}” is in the text ${String(times)} times, not once`);
    result = result.replace(from, () => to);
  }
  return result;
}

/** The fixture's site.yaml with a `{shop}` setting, a menu group nested under the retail page and two header links to it. */
const siteYaml = `# Site settings for the move and replace tests.
brand:
  name: Fixturely
  logo: { src: /images/logo.svg, alt: Fixturely home }
  color: "#1747b8"
  accent: "#e8590c"
baseUrl: https://www.fixturely.example
contact:
  email: hello@fixturely.example
  phone: +1 704 555 0100
tokens:
  shop: retail
navGroups:
  - { id: products, label: Products }
  - { id: industries, label: Industries }
  - id: modules
    label: Retail modules
    nestUnder: /retail # under the retail page in the menus
header:
  links: [{ label: Retail, href: /retail }, { label: Shops, href: "/Retail/" }]
  action: { label: Contact Us, href: /contact }
footer:
  columns:
    - { heading: Products, group: products }
    - { heading: Industries, group: industries }
  copyright: © {year} {brand}
privacy:
  title: Privacy Policy
  sections:
    - heading: Information We Collect
      paragraphs: [Only what you send us.]
  agreement: By using this site you agree to this policy.
enquiryForm:
  url: https://forms.crm.example/embed/fixture
  allowedOrigins: [https://forms.crm.example]
`;

/** The page the move tests move: an alias already, a link to itself with an anchor, and the section that anchor names. */
const retailYaml = `# The retail page: the move tests move it.
path: /retail
aliases: [/shops] # its address before
title: Fixturely for Retail
description: The fixture retail industry page, with point of sale and stock cards for the tests.
nav: { group: industries, label: Retail, order: 1 }
sections:
  - type: hero
    eyebrow: Retail
    heading: Retail runs on {brand}
    actions:
      - { label: Questions, href: "/retail#faq" }
  - type: card-grid
    heading: Ultimate solution for Retail
    columns: 2
    cards:
      - { title: Point of sale, text: Sell at the counter., icon: PointOfSale }
      - { title: Stock, text: Count what is on the shelves., icon: Inventory2 }
  - type: accordion
    id: faq
    heading: Questions
    items:
      - { question: Does it work offline?, answer: Yes. }
`;

/** Links to the retail page in every other way: its alias, an anchor, other capitals, a query, a site setting; and two that are not. */
const wholesaleYaml = `path: /wholesale
title: Fixturely for Wholesale
description: The fixture wholesale page, which links to the retail page in every way a link can be written.
sections:
  - type: hero
    heading: Wholesale runs on {brand}
    actions: [{ label: Shops, href: /shops }, { label: Questions, href: "/retail#faq" }]
  - type: card-grid
    heading: Links to retail
    cards:
      - { title: ERP, text: The system behind it., link: { label: ERP, href: /erp } }
      # Capitals, a query, a site setting, another site.
      - { title: Capitals, text: In other capitals., link: { label: Retail, href: /RETAIL } }
      - title: Query
        text: With a query.
        link:
          label: Retail
          href: /retail?from=wholesale # kept after the path
      - { title: Setting, text: Written with a site setting., link: { label: Retail, href: "/{shop}" } }
      - { title: Outside, text: Another site., link: { label: Visit, href: "https://example.com/retail" } }
`;

/** A module under the retail page, its breadcrumb leading there. */
const stockYaml = `path: /stock
title: Fixturely Stock
description: The fixture stock module, under the retail page in the menus and in its breadcrumb.
nav: { group: modules, label: Stock, order: 1 }
parent: { label: Retail, href: /retail }
sections:
  - type: hero
    heading: Stock that counts itself
`;

/** A page with no aliases yet, linked to from no other page. */
const pricingYaml = `# Pricing: moved by the tests, into a list of aliases of its own.
path: /pricing
title: Fixturely Pricing
description: The fixture pricing page, with plans and prices for the tests of moving a page.
sections:
  - type: hero
    heading: Plans for every size of shop
`;

/** Files each scratch site holds besides the fixture's own. */
const moveFiles = {
  'site.yaml': siteYaml,
  'industries/retail.yaml': retailYaml,
  'industries/wholesale.yaml': wholesaleYaml,
  'modules/stock.yaml': stockYaml,
  'company/pricing.yaml': pricingYaml,
  'broken.yaml': 'title: [Not a page\n',
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A scratch site with these files, and the API on it (its store, if given, wrapping the disk's). */
function scratch(files: Record<string, string>, store?: PageStore) {
  const root = fixtureRoot(files);
  roots.push(root);
  const pagesDir = join(root, 'pages');
  const publicDir = join(projectRoot, 'public');
  const api = studioApi({ pagesDir, publicDir, schemas: () => studioSchemas(projectRoot), ...(store === undefined ? {} : { store }) });
  const call = async (method: string, route: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
    const init: RequestInit =
      body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const answer = await api.fetch(new Request(`http://studio.test${route}`, init));
    return { status: answer.status, body: await answer.json() };
  };
  const text = (file: string) => readFileSync(join(pagesDir, file), 'utf8');
  /** Every file's text, by its name under pages/. */
  const texts = () =>
    Object.fromEntries(
      readSources(pagesDir).map((source) => [source.path.slice(pagesDir.length + 1), text(source.path.slice(pagesDir.length + 1))]),
    );
  /** The checks `npm run validate` makes, as `code file place` lines for the codes asked. */
  const problems = (...codes: string[]) =>
    checkSources({ root, pagesDir, publicDir }, readSources(pagesDir))
      .problems.filter((problem) => codes.includes(problem.code))
      .map((problem) => `${problem.code} ${problem.file} ${problem.path.join('.')}`);
  return { root, pagesDir, call, text, texts, problems };
}

// The answers' shapes, exactly: a field more or less than the contract's fails the test.
const field = z.array(z.union([z.string(), z.number()]));
const UseSchema = z.strictObject({ file: z.string(), name: z.string(), field, place: z.string(), value: z.string() });
const Changed = z.array(z.strictObject({ file: z.string(), name: z.string(), fields: z.number() }));
const PreviewAnswer = z.strictObject({
  from: z.string(),
  to: z.string(),
  links: z.array(UseSchema),
  kept: z.array(UseSchema),
  problem: z.string().optional(),
  file: z.string(),
}) satisfies z.ZodType<MovePreview>;
const MoveAnswer = z.strictObject({
  from: z.string(),
  to: z.string(),
  changed: Changed,
  file: z.string(),
}) satisfies z.ZodType<MovePageResponse>;
const ReplaceAnswer = z.strictObject({
  changed: Changed,
  skipped: z.array(z.strictObject({ file: z.string(), name: z.string(), field, place: z.string() })),
}) satisfies z.ZodType<ReplaceResponse>;

const retail = 'pages/industries/retail.yaml';
const preview = (file: string, to: string) => withQuery(siteRoutes.movePage, { file, to });

/** The texts once retail has moved to /retail-pos: each change spelled out, every other byte as it was. */
const movedRetail = {
  'site.yaml': swap(
    siteYaml,
    ['    nestUnder: /retail # under', '    nestUnder: /retail-pos # under'],
    [
      '[{ label: Retail, href: /retail }, { label: Shops, href: "/Retail/" }]',
      '[{ label: Retail, href: /retail-pos }, { label: Shops, href: "/retail-pos" }]',
    ],
  ),
  'industries/wholesale.yaml': swap(
    wholesaleYaml,
    [
      '[{ label: Shops, href: /shops }, { label: Questions, href: "/retail#faq" }]',
      '[{ label: Shops, href: /retail-pos }, { label: Questions, href: "/retail-pos#faq" }]',
    ],
    ['link: { label: Retail, href: /RETAIL } }', 'link: { label: Retail, href: /retail-pos } }'],
    ['          href: /retail?from=wholesale # kept', '          href: /retail-pos?from=wholesale # kept'],
  ),
  'modules/stock.yaml': swap(stockYaml, ['parent: { label: Retail, href: /retail }', 'parent: { label: Retail, href: /retail-pos }']),
  'industries/retail.yaml': swap(
    retailYaml,
    ['path: /retail\naliases: [/shops] # its', 'path: /retail-pos\naliases: [/shops, /retail] # its'],
    ['{ label: Questions, href: "/retail#faq" }', '{ label: Questions, href: "/retail-pos#faq" }'],
  ),
};

/** Before retail moves, the links that reach it through another spelling of its address. */
const retailRedirects = [
  'redirect-link pages/industries/wholesale.yaml sections.0.actions.0.href',
  'redirect-link pages/industries/wholesale.yaml sections.1.cards.1.link.href',
  'redirect-link pages/site.yaml header.links.1.href',
];

describe('move a page', () => {
  test('the preview lists every link that follows the page, in the files’ order, and the link written with a site setting as kept', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const answer = await site.call('GET', preview(retail, '/retail-pos'));
    expect(answer.status).toBe(200);
    const { links, kept, ...rest } = PreviewAnswer.parse(answer.body);
    expect(rest).toEqual({ from: '/retail', to: '/retail-pos', file: retail });
    expect(links.map((use) => [use.file, use.place, use.value])).toEqual([
      ['pages/site.yaml', 'navGroups › item 3 › nestUnder', '/retail'],
      ['pages/site.yaml', 'header › links › item 1 › href', '/retail'],
      ['pages/site.yaml', 'header › links › item 2 › href', '/Retail/'],
      ['pages/industries/retail.yaml', 'Section 1 (“Retail runs on {brand}”) › actions › item 1 › href', '/retail#faq'],
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale runs on {brand}”) › actions › item 1 › href', '/shops'],
      ['pages/industries/wholesale.yaml', 'Section 1 (“Wholesale runs on {brand}”) › actions › item 2 › href', '/retail#faq'],
      ['pages/industries/wholesale.yaml', 'Section 2 (“Links to retail”) › cards › item 2 › link › href', '/RETAIL'],
      ['pages/industries/wholesale.yaml', 'Section 2 (“Links to retail”) › cards › item 3 › link › href', '/retail?from=wholesale'],
      ['pages/modules/stock.yaml', 'parent › href', '/retail'],
    ]);
    expect(kept).toEqual([
      {
        file: 'pages/industries/wholesale.yaml',
        name: 'Fixturely for Wholesale',
        field: ['sections', 1, 'cards', 3, 'link', 'href'],
        place: 'Section 2 (“Links to retail”) › cards › item 4 › link › href',
        value: '/{shop}',
      },
    ]);
    // A preview writes nothing.
    expect(site.texts()).toEqual(before);
  });

  test('every link follows the page, the old address joins its aliases, and every other byte of every file stays', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    expect(site.problems('broken-link', 'redirect-link')).toEqual(retailRedirects);
    const answer = await site.call('POST', siteRoutes.movePage, { file: retail, to: '/retail-pos' });
    expect(answer.status).toBe(200);
    expect(MoveAnswer.parse(answer.body)).toEqual({
      from: '/retail',
      to: '/retail-pos',
      // The other pages first, the page itself last: its self-link, its path and its aliases.
      changed: [
        { file: 'pages/site.yaml', name: 'Site settings', fields: 3 },
        { file: 'pages/industries/wholesale.yaml', name: 'Fixturely for Wholesale', fields: 4 },
        { file: 'pages/modules/stock.yaml', name: 'Stock', fields: 1 },
        { file: 'pages/industries/retail.yaml', name: 'Retail', fields: 3 },
      ],
      file: 'pages/industries/retail.yaml',
    });
    expect(site.texts()).toEqual({ ...before, ...movedRetail });
    // The checks: no link is broken; the one written with a site setting reaches the page through its old address.
    expect(site.problems('broken-link', 'redirect-link', 'broken-anchor', 'duplicate-path', 'path-case-clash')).toEqual([
      'redirect-link pages/industries/wholesale.yaml sections.1.cards.3.link.href',
    ]);
    // Where used finds every link at the new address, the kept one too.
    const uses = await site.call('GET', withQuery(siteRoutes.whereUsed, { page: retail }));
    expect(
      z
        .strictObject({ uses: z.array(UseSchema) })
        .parse(uses.body)
        .uses.map((use) => use.value),
    ).toEqual([
      '/retail-pos',
      '/retail-pos',
      '/retail-pos',
      '/retail-pos#faq',
      '/retail-pos',
      '/retail-pos#faq',
      '/retail-pos',
      '/retail-pos?from=wholesale',
      '/{shop}',
      '/retail-pos',
    ]);
    // The old address answers 301 with the new one on every host: the embedded server's table, nginx and a static host's rules.
    // The build refuses a site with an error: the fixture's file that is not YAML on purpose is left out of it.
    const built = readSources(site.pagesDir).filter((source) => !source.path.endsWith('broken.yaml'));
    const content = checkSources({ root: site.root, pagesDir: site.pagesDir, publicDir: join(projectRoot, 'public') }, built);
    if (content.siteData === undefined)
      throw new Error(
        content.problems
          .filter((problem) => problem.severity === 'error')
          .map((problem) => `${problem.code} ${problem.file}`)
          .join('; '),
      );
    const files = hostFiles(content.siteData, content.pages, '', '', () => 'chunk.js');
    const routes = z
      .object({ redirects: z.record(z.string(), z.string()), aliases: z.record(z.string(), z.string()) })
      .parse(JSON.parse(files.get('routes.json') ?? '{}'));
    expect([routes.redirects['/retail'], routes.aliases['/retail']]).toEqual(['/retail-pos', '/retail-pos']);
    expect(files.get('_redirects')?.split('\n')).toContain('/retail /retail-pos 301');
    expect(files.get('nginx.conf')).toContain('    location ~* "^/retail/?$" { return 301 /retail-pos$is_args$args; }\n');
  });

  test('a page with no aliases gets a list of them after its path; the checks find nothing wrong with any link', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const answer = await site.call('POST', siteRoutes.movePage, { file: 'pages/company/pricing.yaml', to: '/plans/prices' });
    expect(answer).toEqual({
      status: 200,
      body: {
        from: '/pricing',
        to: '/plans/prices',
        changed: [{ file: 'pages/company/pricing.yaml', name: 'Fixturely Pricing', fields: 2 }],
        file: 'pages/company/pricing.yaml',
      },
    });
    expect(site.texts()).toEqual({
      ...before,
      'company/pricing.yaml': swap(pricingYaml, ['path: /pricing\n', 'path: /plans/prices\naliases:\n  - /pricing\n']),
    });
    expect(site.problems('broken-link', 'redirect-link', 'duplicate-path', 'path-case-clash')).toEqual([
      // Links to retail, which has not moved: through its alias, in capitals, with a slash at the end.
      ...retailRedirects,
    ]);
  });

  test('the contact page, linked to from site.yaml and through its alias in other capitals: no link broken or redirected afterwards', async () => {
    const site = scratch({
      ...moveFiles,
      'industries/wholesale.yaml': swap(wholesaleYaml, ['{ label: ERP, href: /erp }', '{ label: Write, href: /CONTACT-US#form }']),
    });
    const before = site.texts();
    const answer = await site.call('POST', siteRoutes.movePage, { file: 'pages/contact.yaml', to: '/talk-to-us' });
    expect(MoveAnswer.parse(answer.body).changed).toEqual([
      { file: 'pages/site.yaml', name: 'Site settings', fields: 1 },
      { file: 'pages/industries/wholesale.yaml', name: 'Fixturely for Wholesale', fields: 1 },
      { file: 'pages/contact.yaml', name: 'Contact Fixturely', fields: 2 },
    ]);
    expect(site.texts()).toEqual({
      ...before,
      'site.yaml': swap(before['site.yaml'], [
        'action: { label: Contact Us, href: /contact }',
        'action: { label: Contact Us, href: /talk-to-us }',
      ]),
      'industries/wholesale.yaml': swap(before['industries/wholesale.yaml'], ['href: /CONTACT-US#form }', 'href: /talk-to-us#form }']),
      'contact.yaml': swap(before['contact.yaml'], [
        'path: /contact\naliases: [/Contact-us]',
        'path: /talk-to-us\naliases: [/Contact-us, /contact]',
      ]),
    });
    // The links to retail, which has not moved, are all that reach a page through another spelling.
    expect(site.problems('broken-link', 'redirect-link')).toEqual(retailRedirects);
  });

  test('an old address already among the aliases in other capitals is not added again', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const answer = await site.call('POST', siteRoutes.movePage, { file: 'pages/products/erp.yaml', to: '/erp-suite' });
    expect(MoveAnswer.parse(answer.body).changed).toEqual([
      { file: 'pages/home.yaml', name: 'Fixturely home', fields: 1 },
      { file: 'pages/industries/wholesale.yaml', name: 'Fixturely for Wholesale', fields: 1 },
      { file: 'pages/products/erp.yaml', name: 'ERP', fields: 1 },
    ]);
    expect(site.text('products/erp.yaml')).toBe(
      swap(before['products/erp.yaml'], ['path: /erp\naliases: [/ERP]', 'path: /erp-suite\naliases: [/ERP]']),
    );
  });

  test('moves a page’s file: the same bytes in the new place, no other file touched; with a new address, both', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const onlyFile = await site.call('POST', siteRoutes.movePage, { file: retail, to: '/retail', toFile: 'pages/products/retail.yaml' });
    expect(onlyFile).toEqual({ status: 200, body: { from: '/retail', to: '/retail', changed: [], file: 'pages/products/retail.yaml' } });
    const { ['industries/retail.yaml']: moved, ...others } = before;
    expect(site.texts()).toEqual({ ...others, 'products/retail.yaml': moved });
    expect(site.problems('broken-link', 'duplicate-path')).toEqual([]);
    // The preview of a file move alone lists no link: links name the address, not the file.
    const shown = PreviewAnswer.parse(
      (
        await site.call(
          'GET',
          withQuery(siteRoutes.movePage, { file: 'pages/company/pricing.yaml', to: '/pricing', toFile: 'pages/plans.yaml' }),
        )
      ).body,
    );
    expect(shown).toEqual({ from: '/pricing', to: '/pricing', links: [], kept: [], file: 'pages/plans.yaml' });
    // Address and file at once.
    const both = await site.call('POST', siteRoutes.movePage, {
      file: 'pages/company/pricing.yaml',
      to: '/plans',
      toFile: 'pages/plans.yaml',
    });
    expect(MoveAnswer.parse(both.body)).toEqual({
      from: '/pricing',
      to: '/plans',
      changed: [{ file: 'pages/company/pricing.yaml', name: 'Fixturely Pricing', fields: 2 }],
      file: 'pages/plans.yaml',
    });
    expect(site.text('plans.yaml')).toBe(swap(pricingYaml, ['path: /pricing\n', 'path: /plans\naliases:\n  - /pricing\n']));
    expect(() => site.text('company/pricing.yaml')).toThrow();
  });

  test('refuses a page file that is not one, another page’s, in a folder the site does not have, and site.yaml’s; nothing moves', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const cases: [string, string, number, string, string][] = [
      [
        retail,
        'pages/Retail POS.yaml',
        400,
        'bad-name',
        '“pages/Retail POS.yaml” cannot be a page’s file — write pages/, a folder, then lower-case words joined by hyphens and .yaml, for example pages/products/retail-pos.yaml.',
      ],
      [retail, 'pages/contact.yaml', 409, 'name-taken', 'pages/contact.yaml is another page’s file already — choose another file name.'],
      [
        retail,
        'pages/nowhere/retail.yaml',
        400,
        'bad-name',
        'pages/nowhere/retail.yaml is in a folder the pages folder does not have — choose one it has, such as pages/industries/.',
      ],
      [
        'pages/site.yaml',
        'pages/settings.yaml',
        400,
        'bad-request',
        'The site settings stay in pages/site.yaml: the site reads them there.',
      ],
    ];
    for (const [file, toFile, status, error, message] of cases) {
      expect({
        toFile,
        answer: await site.call('POST', siteRoutes.movePage, { file, to: file === retail ? '/retail' : '/', toFile }),
      }).toEqual({
        toFile,
        answer: { status, body: { error, message } },
      });
      const shown = await site.call('GET', withQuery(siteRoutes.movePage, { file, to: '/retail', toFile }));
      expect({ toFile, problem: PreviewAnswer.parse(shown.body).problem }).toEqual({ toFile, problem: message });
    }
    expect(site.texts()).toEqual(before);
  });

  test('refuses, in plain words: a bad address, one another page has (in any capitals), the home page, the same address, site.yaml, an unknown file, a file that is not YAML; the preview says the same as its problem', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const cases: { file: string; to: string; status: number; error: string; message: string }[] = [
      {
        file: retail,
        to: '/Retail POS/',
        status: 400,
        error: 'bad-name',
        message:
          '“/Retail POS/” cannot be an address — write a slash, then lower-case words of letters and digits joined by hyphens (a slash between parts, none at the end), for example /retail-pos.',
      },
      {
        file: retail,
        to: 'retail-pos',
        status: 400,
        error: 'bad-name',
        message:
          '“retail-pos” cannot be an address — write a slash, then lower-case words of letters and digits joined by hyphens (a slash between parts, none at the end), for example /retail-pos.',
      },
      {
        file: retail,
        to: '',
        status: 400,
        error: 'bad-name',
        message: 'Write the new address: a slash, then lower-case words joined by hyphens, for example /retail-pos.',
      },
      {
        file: retail,
        to: '/why-{brandSlug}',
        status: 400,
        error: 'bad-name',
        message: '“/why-{brandSlug}” holds a site setting in braces — write the new address in full, as visitors type it: /why-fixturely.',
      },
      {
        file: retail,
        to: '/erp',
        status: 409,
        error: 'name-taken',
        message: '/erp is the address of ERP (pages/products/erp.yaml) — choose another address for Retail.',
      },
      {
        file: retail,
        to: '/contact-us',
        status: 409,
        error: 'name-taken',
        message:
          '/contact-us already leads to Contact Fixturely (pages/contact.yaml), as one of its other addresses — choose another address for Retail, or take /contact-us out of that page’s aliases first.',
      },
      {
        file: 'pages/home.yaml',
        to: '/welcome',
        status: 409,
        error: 'home-page-fixed',
        message:
          'Fixturely home is the home page, at /: the site’s front door stays where it is — move another page, or change what the home page says.',
      },
      {
        file: retail,
        to: '/retail',
        status: 400,
        error: 'bad-request',
        message: 'Retail is at /retail already — write the address it should move to.',
      },
      {
        file: 'pages/site.yaml',
        to: '/settings',
        status: 400,
        error: 'bad-request',
        message: 'The site settings (site.yaml) have no address to move — open a page and move that page instead.',
      },
      {
        file: 'pages/broken.yaml',
        to: '/broken',
        status: 422,
        error: 'not-yaml',
        message:
          'pages/broken.yaml cannot be read as YAML, so its address is not known — fix the problem the list of pages shows on it first.',
      },
    ];
    for (const { file, to, status, error, message } of cases) {
      expect({ to, answer: await site.call('POST', siteRoutes.movePage, { file, to }) }).toEqual({
        to,
        answer: { status, body: { error, message } },
      });
      const shown = await site.call('GET', preview(file, to));
      expect({ to, status: shown.status, problem: PreviewAnswer.parse(shown.body).problem }).toEqual({ to, status: 200, problem: message });
    }
    // Its own alias is its own to take.
    expect(PreviewAnswer.parse((await site.call('GET', preview(retail, '/shops'))).body).problem).toBeUndefined();
    // An unknown file, or a path that is none, is refused by the preview too.
    const unknown = {
      status: 404,
      body: {
        error: 'not-found',
        message: 'There is no file pages/nowhere.yaml — it may have been moved or deleted; reload the list of pages.',
      },
    };
    expect(await site.call('POST', siteRoutes.movePage, { file: 'pages/nowhere.yaml', to: '/nowhere' })).toEqual(unknown);
    expect(await site.call('GET', preview('pages/nowhere.yaml', '/nowhere'))).toEqual(unknown);
    expect(await site.call('GET', preview('../etc/passwd.yaml', '/x'))).toMatchObject({ status: 400, body: { error: 'bad-path' } });
    expect(await site.call('POST', siteRoutes.movePage, { file: retail })).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    expect(site.texts()).toEqual(before);
  });

  test('stopped part way by a page someone saved meanwhile: it says which pages changed, and the same move again finishes it', async () => {
    // The store saves as the disk does; before its second save, someone changes that page on disk.
    let saves = 0;
    let stopAt = 2;
    let pagesDir = '';
    const meanwhile = (file: string) => {
      const path = join(pagesDir, file.slice('pages/'.length));
      const changed = setScalar(readFileSync(path, 'utf8'), ['sections', 0, 'heading'], 'Wholesale, sooner');
      if (changed.ok) writeFileSync(path, changed.text);
    };
    const store: PageStore = {
      ...diskPageStore,
      async write(page, save, bytes) {
        saves += 1;
        if (saves === stopAt) meanwhile(page.path);
        return diskPageStore.write(page, save, bytes);
      },
    };
    const site = scratch(moveFiles, store);
    pagesDir = site.pagesDir;
    const before = site.texts();
    expect(await site.call('POST', siteRoutes.movePage, { file: retail, to: '/retail-pos' })).toEqual({
      status: 409,
      body: {
        error: 'partly-done',
        message:
          'Moved only part way: Site settings was changed, then Fixturely for Wholesale (pages/industries/wholesale.yaml) could not be saved (someone saved it meanwhile) — run the move again to finish it; it changes only what is left.',
      },
    });
    const sooner = (text: string) => swap(text, ['heading: Wholesale runs on {brand}', 'heading: Wholesale, sooner']);
    expect(site.texts()).toEqual({ ...before, 'site.yaml': movedRetail['site.yaml'], 'industries/wholesale.yaml': sooner(wholesaleYaml) });
    const again = await site.call('POST', siteRoutes.movePage, { file: retail, to: '/retail-pos' });
    expect(MoveAnswer.parse(again.body).changed).toEqual([
      { file: 'pages/industries/wholesale.yaml', name: 'Fixturely for Wholesale', fields: 4 },
      { file: 'pages/modules/stock.yaml', name: 'Stock', fields: 1 },
      { file: 'pages/industries/retail.yaml', name: 'Retail', fields: 3 },
    ]);
    expect(site.texts()).toEqual({
      ...before,
      ...movedRetail,
      'industries/wholesale.yaml': sooner(movedRetail['industries/wholesale.yaml']),
    });
    // Done: a third time is the same address as now.
    expect(await site.call('POST', siteRoutes.movePage, { file: retail, to: '/retail-pos' })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });

    // A page changed before anything was saved: nothing changes, and the words say so.
    const other = scratch(moveFiles, store);
    pagesDir = other.pagesDir;
    saves = 0;
    stopAt = 1;
    const untouched = other.texts();
    expect(await other.call('POST', siteRoutes.movePage, { file: 'pages/industries/wholesale.yaml', to: '/trade' })).toEqual({
      status: 409,
      body: {
        error: 'version-conflict',
        message:
          'Fixturely for Wholesale (pages/industries/wholesale.yaml) changed while the move was being made (someone saved it meanwhile), so nothing was changed — run the move again.',
      },
    });
    expect(other.texts()).toEqual({ ...untouched, 'industries/wholesale.yaml': sooner(wholesaleYaml) });
  });
});

const DeletePreviewAnswer = z.strictObject({
  from: z.string(),
  aliases: z.array(z.string()),
  to: z.string(),
  links: z.array(UseSchema),
  kept: z.array(UseSchema),
  problem: z.string().optional(),
}) satisfies z.ZodType<DeletePreview>;
const DeleteAnswer = z.strictObject({
  removed: z.strictObject({ file: z.string(), name: z.string() }),
  from: z.string(),
  to: z.strictObject({ file: z.string(), name: z.string(), path: z.string() }),
  changed: Changed,
}) satisfies z.ZodType<DeletePageResponse>;
const deletion = (file: string, to: string) => withQuery(siteRoutes.deletePage, { file, to });
const pricing = 'pages/company/pricing.yaml';

describe('delete a page', () => {
  test('the preview lists the links on other pages before a page is chosen, and how each will read once one is', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const unchosen = DeletePreviewAnswer.parse((await site.call('GET', deletion(retail, ''))).body);
    expect(unchosen).toMatchObject({
      from: '/retail',
      aliases: ['/shops'],
      to: '',
      problem: 'Choose the page that visitors, and every link to Retail, go to instead.',
    });
    // Its own link to itself goes with it; the one written with a site setting stays as written.
    expect(unchosen.links.map((use) => [use.file, use.value])).toEqual([
      ['pages/site.yaml', '/retail'],
      ['pages/site.yaml', '/retail'],
      ['pages/site.yaml', '/Retail/'],
      ['pages/industries/wholesale.yaml', '/shops'],
      ['pages/industries/wholesale.yaml', '/retail#faq'],
      ['pages/industries/wholesale.yaml', '/RETAIL'],
      ['pages/industries/wholesale.yaml', '/retail?from=wholesale'],
      ['pages/modules/stock.yaml', '/retail'],
    ]);
    expect(unchosen.kept.map((use) => use.value)).toEqual(['/{shop}']);
    const chosen = DeletePreviewAnswer.parse((await site.call('GET', deletion(retail, pricing))).body);
    expect(chosen).toEqual({ ...unchosen, to: '/pricing', problem: undefined });
    expect(site.texts()).toEqual(before);
  });

  test('every link leads to the chosen page, which takes the address and its aliases; the file goes; no link is broken', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const answer = await site.call('POST', siteRoutes.deletePage, { file: retail, to: pricing });
    expect(answer.status).toBe(200);
    expect(DeleteAnswer.parse(answer.body)).toEqual({
      removed: { file: retail, name: 'Retail' },
      from: '/retail',
      to: { file: pricing, name: 'Fixturely Pricing', path: '/pricing' },
      changed: [
        { file: 'pages/site.yaml', name: 'Site settings', fields: 3 },
        { file: 'pages/industries/wholesale.yaml', name: 'Fixturely for Wholesale', fields: 4 },
        { file: 'pages/modules/stock.yaml', name: 'Stock', fields: 1 },
        { file: pricing, name: 'Fixturely Pricing', fields: 2 },
      ],
    });
    const { ['industries/retail.yaml']: removed, ...rest } = before;
    expect(removed).toBe(retailYaml);
    expect(site.texts()).toEqual({
      ...rest,
      'site.yaml': swap(
        siteYaml,
        ['    nestUnder: /retail # under', '    nestUnder: /pricing # under'],
        [
          '[{ label: Retail, href: /retail }, { label: Shops, href: "/Retail/" }]',
          '[{ label: Retail, href: /pricing }, { label: Shops, href: "/pricing" }]',
        ],
      ),
      // The anchor is dropped: the pricing page has no questions for it to lead to.
      'industries/wholesale.yaml': swap(
        wholesaleYaml,
        [
          '[{ label: Shops, href: /shops }, { label: Questions, href: "/retail#faq" }]',
          '[{ label: Shops, href: /pricing }, { label: Questions, href: "/pricing" }]',
        ],
        ['link: { label: Retail, href: /RETAIL } }', 'link: { label: Retail, href: /pricing } }'],
        ['          href: /retail?from=wholesale # kept', '          href: /pricing?from=wholesale # kept'],
      ),
      'modules/stock.yaml': swap(stockYaml, ['parent: { label: Retail, href: /retail }', 'parent: { label: Retail, href: /pricing }']),
      'company/pricing.yaml': swap(pricingYaml, ['path: /pricing\n', 'path: /pricing\naliases:\n  - /retail\n  - /shops\n']),
    });
    // The link written with a site setting reaches the chosen page through the old address; nothing is broken.
    expect(site.problems('broken-link', 'redirect-link', 'broken-anchor', 'duplicate-path', 'path-case-clash')).toEqual([
      'redirect-link pages/industries/wholesale.yaml sections.1.cards.3.link.href',
    ]);
    // Deleted already: the same delete again finds no page.
    expect(await site.call('POST', siteRoutes.deletePage, { file: retail, to: pricing })).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
  });

  test('refuses, in plain words: the home page, site.yaml, no page chosen, the page itself, an unknown page; the preview says the same', async () => {
    const site = scratch(moveFiles);
    const before = site.texts();
    const cases: { file: string; to: string; status: number; error: string; message: string }[] = [
      {
        file: 'pages/home.yaml',
        to: pricing,
        status: 409,
        error: 'home-page-fixed',
        message: 'Fixturely home is the home page, at /: the site’s front door cannot be deleted — change what it says instead.',
      },
      {
        file: 'pages/site.yaml',
        to: pricing,
        status: 400,
        error: 'bad-request',
        message: 'The site settings (site.yaml) hold the menus and the footer of every page, so they cannot be deleted.',
      },
      {
        file: retail,
        to: '',
        status: 400,
        error: 'bad-request',
        message: 'Choose the page that visitors, and every link to Retail, go to instead.',
      },
      {
        file: retail,
        to: retail,
        status: 400,
        error: 'bad-request',
        message: 'Retail cannot take its own place — choose another page for visitors to go to.',
      },
      {
        file: retail,
        to: 'pages/nowhere.yaml',
        status: 404,
        error: 'not-found',
        message: 'There is no page pages/nowhere.yaml to send visitors to — choose one from the list of pages.',
      },
    ];
    for (const { file, to, status, error, message } of cases) {
      expect({ file, to, answer: await site.call('POST', siteRoutes.deletePage, { file, to }) }).toEqual({
        file,
        to,
        answer: { status, body: { error, message } },
      });
      const shown = await site.call('GET', deletion(file, to));
      expect({ file, to, problem: DeletePreviewAnswer.parse(shown.body).problem }).toEqual({ file, to, problem: message });
    }
    expect(site.texts()).toEqual(before);
  });
});

/** The replace tests' pages: the words in single and double quotes, a block, a flow list, and across a line break. */
const giftsYaml = `# Gift cards: the replace tests' first page.
path: /gifts
title: Gift Cards at Fixturely
description: "The fixture page about gift cards: sold at every till, kept on one balance, used in the replace tests."
sections:
  - type: hero
    heading: 'Gift cards for every shop' # single quotes, kept
    subtext: Sell GIFT CARDS and gíft cards at the counter.
    actions: [{ label: Buy a gift card, href: /contact }]
  - type: rich-text
    blocks:
      - paragraph: |
          A gift
          card lasts a year.
      - paragraph: Nothing to see here.
  - type: card-grid
    heading: More
    cards:
      - { title: Cards, text: "Gift cards, balances and more.", icon: Redeem }
`;

const shopYaml = `path: /shop
title: Shop
description: The fixture shop page, the second page of the replace tests, with a gift card in its hero.
sections:
  - type: hero
    heading: Our shop
    subtext: Pay with a gift card, or with cash.
  - type: accordion
    heading: Questions
    items:
      - { question: Can I pay with a gift card?, answer: "Yes: any gift card." }
`;

const gifts = 'pages/gifts.yaml';
const shop = 'pages/shop.yaml';
const at = (file: string, ...field: (string | number)[]) => ({ file, field });

describe('replace across pages', () => {
  const replaceFiles = { 'gifts.yaml': giftsYaml, 'shop.yaml': shopYaml };

  test('replaces every match in the places named, capitals and accents aside, each page saved once; places not named keep the words', async () => {
    const site = scratch(replaceFiles);
    const before = site.texts();
    const request: ReplaceRequest = {
      find: 'Gift Card',
      replace: 'voucher',
      places: [
        at(shop, 'sections', 0, 'subtext'),
        at(shop, 'sections', 1, 'items', 0, 'question'),
        at(gifts, 'sections', 0, 'heading'),
        at(gifts, 'sections', 0, 'subtext'),
        at(gifts, 'sections', 0, 'actions', 0, 'label'),
        at(gifts, 'sections', 1, 'blocks', 0, 'paragraph'),
        at(gifts, 'sections', 2, 'cards', 0, 'text'),
        // Twice: once.
        at(gifts, 'sections', 2, 'cards', 0, 'text'),
      ],
    };
    const answer = await site.call('POST', siteRoutes.replace, request);
    expect(answer.status).toBe(200);
    expect(ReplaceAnswer.parse(answer.body)).toEqual({
      changed: [
        { file: gifts, name: 'Gift Cards at Fixturely', fields: 5 },
        { file: shop, name: 'Shop', fields: 2 },
      ],
      skipped: [],
    });
    expect(site.texts()).toEqual({
      ...before,
      'gifts.yaml': swap(
        giftsYaml,
        ["heading: 'Gift cards for every shop' #", "heading: 'vouchers for every shop' #"],
        ['subtext: Sell GIFT CARDS and gíft cards at', 'subtext: Sell voucherS and vouchers at'],
        ['[{ label: Buy a gift card, href', '[{ label: Buy a voucher, href'],
        ['paragraph: |\n          A gift\n          card lasts a year.\n', 'paragraph: |\n          A voucher lasts a year.\n'],
        ['text: "Gift cards, balances and more."', 'text: "vouchers, balances and more."'],
      ),
      'shop.yaml': swap(
        shopYaml,
        ['subtext: Pay with a gift card, or', 'subtext: Pay with a voucher, or'],
        [
          '{ question: Can I pay with a gift card?, answer: "Yes: any gift card." }',
          '{ question: Can I pay with a voucher?, answer: "Yes: any gift card." }',
        ],
      ),
    });
  });

  test('a value that needs quotes gets them; an empty replacement removes the words', async () => {
    const site = scratch(replaceFiles);
    const before = site.texts();
    const quoted = await site.call('POST', siteRoutes.replace, {
      find: 'cash',
      replace: '#cash: notes',
      places: [at(shop, 'sections', 0, 'subtext')],
    });
    expect(quoted.status).toBe(200);
    expect(site.text('shop.yaml')).toBe(
      swap(shopYaml, ['subtext: Pay with a gift card, or with cash.', 'subtext: "Pay with a gift card, or with #cash: notes."']),
    );
    const removed = await site.call('POST', siteRoutes.replace, {
      find: ' EVERY shop',
      replace: '',
      places: [at(gifts, 'sections', 0, 'heading'), at(gifts, 'sections', 0, 'subtext')],
    });
    // Found as the search finds it: the words without the spaces around them, so the space before them stays.
    expect(ReplaceAnswer.parse(removed.body)).toEqual({
      changed: [{ file: gifts, name: 'Gift Cards at Fixturely', fields: 1 }],
      skipped: [
        {
          file: gifts,
          name: 'Gift Cards at Fixturely',
          field: ['sections', 0, 'subtext'],
          // Named as the page was when it was read.
          place: 'Section 1 (“Gift cards for every shop”) › subtext',
        },
      ],
    });
    expect(site.text('gifts.yaml')).toBe(swap(before['gifts.yaml'], ["'Gift cards for every shop'", "'Gift cards for '"]));
  });

  test('skips the places that no longer hold the words or are no longer there, and names them', async () => {
    const site = scratch(replaceFiles);
    const before = site.texts();
    const answer = await site.call('POST', siteRoutes.replace, {
      find: 'gift card',
      replace: 'voucher',
      places: [at(shop, 'title'), at(shop, 'sections', 0, 'eyebrow'), at(shop, 'sections', 0, 'subtext'), at('pages/gone.yaml', 'title')],
    });
    expect(ReplaceAnswer.parse(answer.body)).toEqual({
      changed: [{ file: shop, name: 'Shop', fields: 1 }],
      skipped: [
        { file: 'pages/gone.yaml', name: 'pages/gone.yaml', field: ['title'], place: 'title' },
        { file: shop, name: 'Shop', field: ['title'], place: 'title' },
        { file: shop, name: 'Shop', field: ['sections', 0, 'eyebrow'], place: 'Section 1 (“Our shop”) › eyebrow' },
      ],
    });
    expect(site.texts()).toEqual({ ...before, 'shop.yaml': swap(shopYaml, ['Pay with a gift card, or', 'Pay with a voucher, or']) });
  });

  test('refuses an empty or long search, a long replacement, too many places, a place that is not text, and addresses and names', async () => {
    const site = scratch(replaceFiles);
    const before = site.texts();
    const subtext = at(shop, 'sections', 0, 'subtext');
    const cases: { request: { find: string; replace: string; places: ReturnType<typeof at>[] }; message: string }[] = [
      {
        request: { find: '', replace: 'x', places: [subtext] },
        message: 'Write the words to replace — replacing nothing changes nothing.',
      },
      {
        request: { find: '  ', replace: 'x', places: [subtext] },
        message: 'Write the words to replace — replacing nothing changes nothing.',
      },
      {
        request: { find: 'x'.repeat(201), replace: 'x', places: [subtext] },
        message: 'The text to find is 201 characters long, and a replace takes at most 200 — replace a few words at a time.',
      },
      {
        request: { find: 'cash', replace: 'y'.repeat(201), places: [subtext] },
        message: 'The text to put in its place is 201 characters long, and a replace takes at most 200 — replace a few words at a time.',
      },
      {
        request: { find: 'cash', replace: 'card', places: Array.from({ length: 1001 }, () => subtext) },
        message:
          '1,001 places were named, and one replace changes at most 1,000 — search for more words to find fewer places, or replace in parts.',
      },
      {
        request: { find: 'cash', replace: 'card', places: [subtext, at(shop, 'sections', 0)] },
        message: 'Section 1 (“Our shop”) on Shop holds a group of fields, not text — a replace changes words only; untick this place.',
      },
      {
        request: { find: 'cash', replace: 'card', places: [subtext, at(shop, 'sections')] },
        message: 'sections on Shop holds a list, not text — a replace changes words only; untick this place.',
      },
      ...(
        [
          [at(shop, 'path'), 'path on Shop'],
          [at('pages/contact.yaml', 'aliases', 0), 'aliases › item 1 on Contact Fixturely'],
          [
            at(gifts, 'sections', 0, 'actions', 0, 'href'),
            'Section 1 (“Gift cards for every shop”) › actions › item 1 › href on Gift Cards at Fixturely',
          ],
          [at('pages/site.yaml', 'brand', 'logo', 'src'), 'brand › logo › src on Site settings'],
        ] as const
      ).map(([place, words]) => ({
        request: { find: 'shop', replace: 'store', places: [subtext, place] },
        message: `${words} is an address, not words: a replace is for words — move a page with “Move…” on its page, change a link or a picture in the editor, and untick this place.`,
      })),
      {
        request: { find: 'hero', replace: 'banner', places: [at(shop, 'sections', 0, 'type')] },
        message: 'Section 1 (“Our shop”) › type on Shop is the kind of a section, not words: a replace is for words — untick this place.',
      },
      {
        request: { find: 'redeem', replace: 'gift', places: [at(gifts, 'sections', 2, 'cards', 0, 'icon')] },
        message:
          'Section 3 (“More”) › cards › item 1 › icon on Gift Cards at Fixturely is the name of an icon, not words: a replace is for words — untick this place.',
      },
    ];
    for (const { request, message } of cases) {
      expect(await site.call('POST', siteRoutes.replace, request)).toEqual({ status: 400, body: { error: 'bad-request', message } });
    }
    expect(await site.call('POST', siteRoutes.replace, { find: 'x', places: [] })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(
      await site.call('POST', siteRoutes.replace, { find: 'x', replace: 'y', places: [at('../outside.yaml', 'title')] }),
    ).toMatchObject({
      status: 400,
      body: { error: 'bad-path' },
    });
    expect(await site.call('GET', siteRoutes.replace)).toMatchObject({ status: 405, body: { error: 'method-not-allowed' } });
    // No place named: nothing to do.
    expect(await site.call('POST', siteRoutes.replace, { find: 'x', replace: 'y', places: [] })).toEqual({
      status: 200,
      body: { changed: [], skipped: [] },
    });
    expect(site.texts()).toEqual(before);
  });
});

/** site.yaml with a `{pic}` setting that names the logo. */
const picturesSiteYaml = swap(siteYaml, ['tokens:\n  shop: retail\n', 'tokens:\n  shop: retail\n  pic: logo\n']);

/** The logo in a hero and on a card (in quotes, as a block), written with a setting on another card, and another picture. */
const pictureOneYaml = `# The first page with the logo.
path: /picture-one
title: Picture One
description: The first fixture page that shows the logo, in its hero and on a card, for the tests of replacing a picture.
sections:
  - type: hero
    heading: One
    image: { src: /images/logo.svg, alt: The logo } # in the hero
  - type: card-grid
    heading: Cards
    cards:
      - title: Logo
        text: On a card.
        image:
          src: "/images/logo.svg"
          alt: Again
      - { title: Setting, text: Written with a setting., image: { src: "/images/{pic}.svg", alt: Kept } }
      - { title: Other, text: Another picture., image: { src: /images/contact.svg, alt: Other } }
`;

/** The logo in a hero: the page open in the editor, left to it. */
const pictureTwoYaml = `path: /picture-two
title: Picture Two
description: The second fixture page that shows the logo, open in the editor while the logo is replaced everywhere else.
sections:
  - type: hero
    heading: Two
    image: { src: /images/logo.svg, alt: The logo }
`;

const ReplacePictureAnswer = z.strictObject({ changed: Changed }) satisfies z.ZodType<ReplacePictureResponse>;

describe('replace a picture everywhere', () => {
  const pictureFiles = { 'site.yaml': picturesSiteYaml, 'pictures/one.yaml': pictureOneYaml, 'pictures/two.yaml': pictureTwoYaml };

  test('every field that uses the picture takes the new one, in site.yaml and every page but the one open; each file saved once', async () => {
    const site = scratch(pictureFiles);
    const before = site.texts();
    const request: ReplacePictureRequest = { from: '/images/logo.svg', to: '/images/hero/home.svg', except: 'pages/pictures/two.yaml' };
    const answer = await site.call('POST', siteRoutes.replacePicture, request);
    expect(answer.status).toBe(200);
    expect(ReplacePictureAnswer.parse(answer.body)).toEqual({
      changed: [
        { file: 'pages/site.yaml', name: 'Site settings', fields: 1 },
        { file: 'pages/pictures/one.yaml', name: 'Picture One', fields: 2 },
      ],
    });
    expect(site.texts()).toEqual({
      ...before,
      'site.yaml': swap(picturesSiteYaml, ['logo: { src: /images/logo.svg, alt', 'logo: { src: /images/hero/home.svg, alt']),
      'pictures/one.yaml': swap(
        pictureOneYaml,
        ['image: { src: /images/logo.svg, alt: The logo } # in', 'image: { src: /images/hero/home.svg, alt: The logo } # in'],
        ['src: "/images/logo.svg"\n', 'src: "/images/hero/home.svg"\n'],
      ),
    });
    expect(site.text('pictures/two.yaml')).toBe(pictureTwoYaml);
    // Done: the same request again finds nothing left to change.
    expect(await site.call('POST', siteRoutes.replacePicture, request)).toEqual({ status: 200, body: { changed: [] } });
  });

  test('without `except`, the open page too', async () => {
    const site = scratch(pictureFiles);
    const answer = await site.call('POST', siteRoutes.replacePicture, { from: '/images/logo.svg', to: '/images/contact.svg' });
    expect(ReplacePictureAnswer.parse(answer.body).changed).toEqual([
      { file: 'pages/site.yaml', name: 'Site settings', fields: 1 },
      { file: 'pages/pictures/one.yaml', name: 'Picture One', fields: 2 },
      { file: 'pages/pictures/two.yaml', name: 'Picture Two', fields: 1 },
    ]);
    expect(site.text('pictures/two.yaml')).toBe(
      swap(pictureTwoYaml, ['image: { src: /images/logo.svg, alt', 'image: { src: /images/contact.svg, alt']),
    );
  });

  test('a picture no field uses, or only the open page: nothing changes', async () => {
    const site = scratch(pictureFiles);
    const before = site.texts();
    for (const request of [
      { from: '/images/industries/retail.svg', to: '/images/hero/home.svg' },
      { from: '/images/contact.svg', to: '/images/hero/home.svg', except: 'pages/pictures/one.yaml' },
    ]) {
      expect(await site.call('POST', siteRoutes.replacePicture, request)).toEqual({ status: 200, body: { changed: [] } });
    }
    expect(site.texts()).toEqual(before);
  });

  test('refuses an address that is not a picture’s, the same picture, and a picture the site does not have', async () => {
    const site = scratch(pictureFiles);
    const before = site.texts();
    const cases: { request: ReplacePictureRequest; status: number; error: string; message: string }[] = [
      {
        request: { from: 'logo.svg', to: '/images/hero/home.svg' },
        status: 400,
        error: 'bad-request',
        message:
          '“logo.svg” is not a picture’s address — name the picture to replace as pages write it, such as /images/industries/retail.svg.',
      },
      {
        request: { from: '/images/logo.gif', to: '/images/hero/home.svg' },
        status: 400,
        error: 'bad-request',
        message:
          '“/images/logo.gif” is not a picture’s address — name the picture to replace as pages write it, such as /images/industries/retail.svg.',
      },
      {
        request: { from: '/images/logo.svg', to: '/images/hero home.svg' },
        status: 400,
        error: 'bad-request',
        message:
          '“/images/hero home.svg” is not a picture’s address — choose the new picture from the site’s pictures, such as /images/industries/retail.svg.',
      },
      {
        request: { from: '/images/logo.svg', to: '/images/logo.svg' },
        status: 400,
        error: 'bad-request',
        message: '/images/logo.svg would be replaced by itself, which changes nothing — choose another picture.',
      },
      {
        request: { from: '/images/logo.svg', to: '/images/nowhere.svg' },
        status: 404,
        error: 'not-found',
        message:
          'There is no picture /images/nowhere.svg in the site’s pictures — upload it first, or choose one of the pictures the studio lists.',
      },
    ];
    for (const { request, status, error, message } of cases) {
      expect(await site.call('POST', siteRoutes.replacePicture, request)).toEqual({ status, body: { error, message } });
    }
    expect(await site.call('POST', siteRoutes.replacePicture, { from: '/images/logo.svg' })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(await site.call('GET', siteRoutes.replacePicture)).toMatchObject({ status: 405, body: { error: 'method-not-allowed' } });
    expect(site.texts()).toEqual(before);
  });
});
