import { describe, expect, it } from 'vitest';
import { planPages } from '../../studio/team/publish/pictures/page-plan.ts';
import { routeOf, sectionMarks, sectionsOf } from '../../studio/team/publish/pictures/section-marks.ts';
import type { DraftFileDiff } from '../../studio/team/repo/index.ts';

const page = (heading: string, extra = '') =>
  `path: /retail\ntitle: Retail\ndescription: Stores.\nsections:\n  - type: hero\n    heading: ${heading}\n  - type: rich-text\n    body: Hello\n${extra}`;
const faq = '  - type: accordion\n    heading: Questions\n';

const diffOf = (file: string, before: string | null, after: string | null): DraftFileDiff => ({
  file,
  kind: 'page',
  main: before === null ? null : { version: 'a', text: before },
  draft: after === null ? null : { version: 'b', text: after },
  changes: [],
  fields: [],
  conflicts: [],
});

describe('which sections the pictures mark', () => {
  it('marks a section changed on both sides, and leaves equal ones alone', () => {
    expect(sectionMarks(sectionsOf(page('Old')), sectionsOf(page('New')))).toEqual({
      before: [{ section: 0, kind: 'changed' }],
      after: [{ section: 0, kind: 'changed' }],
    });
    // Quoting, comments and key order are not changes.
    expect(sectionMarks(sectionsOf(page('Same')), sectionsOf(`${page("'Same'")}# a comment\n`))).toEqual({ before: [], after: [] });
  });

  it('marks sections the draft adds on the after picture, and those it takes out on the before picture', () => {
    expect(sectionMarks(sectionsOf(page('Same')), sectionsOf(page('Same', faq)))).toEqual({
      before: [],
      after: [{ section: 2, kind: 'added' }],
    });
    expect(sectionMarks(sectionsOf(page('Same', faq)), sectionsOf(page('Same')))).toEqual({
      before: [{ section: 2, kind: 'removed' }],
      after: [],
    });
  });

  it('lines the sections up: one put in or taken out in the middle marks only itself', () => {
    const hero = '  - type: hero\n    heading: Same\n';
    const text = (body: string) => `path: /retail\nsections:\n${body}`;
    const cards = '  - type: cards\n    heading: Cards\n';
    const quote = '  - type: quote\n    text: Hi\n';
    // A FAQ put in between the hero and the cards: only it is added; the cards and quote after it are not changed.
    expect(sectionMarks(sectionsOf(text(hero + cards + quote)), sectionsOf(text(hero + faq + cards + quote)))).toEqual({
      before: [],
      after: [{ section: 1, kind: 'added' }],
    });
    // The cards taken out: only they are removed, from main's picture.
    expect(sectionMarks(sectionsOf(text(hero + cards + quote)), sectionsOf(text(hero + quote)))).toEqual({
      before: [{ section: 1, kind: 'removed' }],
      after: [],
    });
    // The cards changed and a FAQ put in after them: one changed pair, then one added.
    const newCards = '  - type: cards\n    heading: New cards\n';
    expect(sectionMarks(sectionsOf(text(hero + cards + quote)), sectionsOf(text(hero + newCards + faq + quote)))).toEqual({
      before: [{ section: 1, kind: 'changed' }],
      after: [
        { section: 1, kind: 'changed' },
        { section: 2, kind: 'added' },
      ],
    });
  });

  it('reads a page’s address, and finds no sections in text that is not a page', () => {
    expect(routeOf(page('A'))).toBe('/retail');
    expect(routeOf('title: no path')).toBeUndefined();
    expect(sectionsOf('sections: [unclosed')).toEqual([]);
    expect(sectionsOf(null)).toEqual([]);
  });
});

describe('what is pictured for each file of a request', () => {
  const url = (name: string) => `/pictures/${name}.png`;

  it('pictures both sides of a changed page at both widths, under names that hold the job', () => {
    const [planned] = planPages([diffOf('pages/industries/retail.yaml', page('Old'), page('New'))], 'job1', url);
    expect(planned?.entry).toEqual({
      file: 'pages/industries/retail.yaml',
      route: '/retail',
      changedSections: [0],
      marks: { before: [{ section: 0, kind: 'changed' }], after: [{ section: 0, kind: 'changed' }] },
      before: { desktop: url('job1-0-before-desktop'), phone: url('job1-0-before-phone') },
      after: { desktop: url('job1-0-after-desktop'), phone: url('job1-0-after-phone') },
    });
    expect(planned?.pictures.map((picture) => `${picture.side} ${picture.width} ${picture.route}`)).toEqual([
      'before desktop /retail',
      'before phone /retail',
      'after desktop /retail',
      'after phone /retail',
    ]);
  });

  it('has no before for a new page and no after for a removed one; the site settings picture the home page; pictures are skipped', () => {
    const plan = planPages(
      [
        diffOf('pages/new.yaml', null, page('New')),
        diffOf('pages/old.yaml', page('Old'), null),
        diffOf('pages/site.yaml', 'brand: A\n', 'brand: B\n'),
        { ...diffOf('public/images/a.png', null, null), kind: 'picture' },
      ],
      'job2',
      url,
    );
    expect(plan.map(({ entry }) => [entry.file, entry.route, entry.before === null, entry.after === null, entry.changedSections])).toEqual([
      ['pages/new.yaml', '/retail', true, false, [0, 1]],
      ['pages/old.yaml', '/retail', false, true, []],
      ['pages/site.yaml', '/', false, false, []],
    ]);
  });

  it('pictures a translation where the site serves it, under its language, and a language’s settings at its home page', () => {
    const spanish = (file: string) => (file.startsWith('pages/es/') ? 'es' : undefined);
    const plan = planPages(
      [
        diffOf('pages/es/industries/retail.yaml', page('Viejo'), page('Nuevo')),
        diffOf('pages/es/site.yaml', 'brand: A\n', 'brand: B\n'),
        diffOf('pages/industries/retail.yaml', page('Old'), page('New')),
      ],
      'job3',
      url,
      spanish,
    );
    expect(plan.map(({ entry }) => [entry.file, entry.route, entry.changedSections])).toEqual([
      ['pages/es/industries/retail.yaml', '/es/retail', [0]],
      ['pages/es/site.yaml', '/es', []],
      ['pages/industries/retail.yaml', '/retail', [0]],
    ]);
    expect(plan[0]?.pictures.map((picture) => `${picture.side} ${picture.width} ${picture.route}`)).toEqual([
      'before desktop /es/retail',
      'before phone /es/retail',
      'after desktop /es/retail',
      'after phone /es/retail',
    ]);
  });
});
