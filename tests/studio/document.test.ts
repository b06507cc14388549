import { CST, isScalar, parse, parseDocument } from 'yaml';
import { describe, expect, test } from 'vitest';
import {
  applyEdit,
  diff,
  duplicateItem,
  insertItem,
  moveItem,
  removeField,
  removeItem,
  scalarStyleAt,
  setField,
  setScalar,
  unifiedText,
  type Edit,
  type EditResult,
} from '../../studio/document/index.ts';
import { openDocument, printTokens, readText } from '../../studio/document/reading/source.ts';
import { checkedEdit, textOf } from './checks.ts';
import { valueAt } from './expected.ts';
import { leaves, lists } from './leaves.ts';
import { commented } from './commented-page.ts';
import { commentsOf, projectYamlFiles, sorted, withComments } from './yaml-files.ts';

const files = projectYamlFiles();
const pages = files.filter((file) => file.name.startsWith('pages/'));

describe('round trip', () => {
  test.each(files.map((file) => [file.name, file.text]))('%s: opened and printed with no edit, the bytes are the same', (_name, text) => {
    const opened = openDocument(text);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(printTokens(opened.open.tokens)).toBe(text);
  });

  const withLists = files.filter(({ text }) => lists(parse(text)).length > 0);
  test('most files have a list to move items in', () => {
    expect(withLists.length).toBeGreaterThan(files.length / 2);
  });

  test.each(withLists.map((file) => [file.name, file.text]))(
    '%s: an edit that changes nothing (an item moved to its own place) leaves every byte alone',
    (_name, text) => {
      const [first] = lists(parse(text));
      expect(first).toBeDefined();
      if (first === undefined) return;
      expect(textOf(moveItem(text, first.path, 0, 0))).toBe(text);
    },
  );

  test('setting a value to what it already is changes no byte', () => {
    for (const { text } of files) {
      for (const { path, value } of leaves(parse(text)).slice(0, 10)) expect(textOf(setScalar(text, path, value))).toBe(text);
    }
  });

  test('every page and example is covered', () => {
    expect(pages.map((file) => file.name)).toEqual(
      expect.arrayContaining(['pages/site.yaml', 'pages/home.yaml', 'pages/industries/retail.yaml']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(files.length - pages.length).toBeGreaterThanOrEqual(10);
  });
});

describe('changing one value changes exactly that value', () => {
  test.each(files.map((file) => [file.name, file.text]))('%s: every value in turn', (_name, text) => {
    let checked = 0;
    const document = parseDocument(text);
    for (const { path, value } of leaves(document.toJS())) {
      const node = document.getIn(path, true);
      const [start, end] = isScalar(node) && node.range ? node.range : [0, 0];
      const next = typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `Changed text ${checked}`;
      const after = textOf(setScalar(text, path, next));
      expect(after.slice(0, start)).toBe(text.slice(0, start));
      expect(after.slice(after.length - (text.length - end))).toBe(text.slice(end));
      expect(parseDocument(after).getIn(path)).toBe(next);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('list edits on every list of every page, with comments above every item', () => {
  test.each(pages.map((file) => [file.name, withComments(file.text)]))('%s', (_name, text) => {
    expect(parse(text)).toEqual(parse(files.find((file) => file.name === _name)?.text ?? ''));
    let edits = 0;
    for (const [listIndex, { path, length }] of lists(parse(text)).entries()) {
      const last = length - 1;
      const item = { type: 'rich-text', heading: 'New: section', body: 'First line\nSecond line' };
      const candidates: Edit[] = [
        { op: 'insertItem', path, index: 0, value: item },
        { op: 'insertItem', path, index: length, value: 'plain words' },
        { op: 'insertItem', path, index: Math.floor(length / 2), value: ['true', 12, '#hash'] },
      ];
      if (length > 0) {
        candidates.push(
          { op: 'removeItem', path, index: 0 },
          { op: 'removeItem', path, index: last },
          { op: 'duplicateItem', path, index: 0 },
          { op: 'duplicateItem', path, index: last },
          { op: 'moveItem', path, from: 0, to: last },
          { op: 'moveItem', path, from: last, to: 0 },
        );
      }
      // Sections get every edit; each other list a third of them, a different third from its neighbour.
      for (const [index, edit] of candidates.entries()) {
        if (path.length > 1 && (index + listIndex) % 3 !== 0) continue;
        checkedEdit(text, edit);
        edits++;
      }
    }
    expect(edits).toBeGreaterThan(0);
  });
});

describe('sections: the edits an author makes most', () => {
  const retail = pages.find((file) => file.name === 'pages/industries/retail.yaml')?.text ?? '';
  const types = (text: string): unknown[] => {
    const sections = valueAt(parse(text), ['sections']);
    return Array.isArray(sections) ? sections.map((section: unknown) => valueAt(section, ['type'])) : [];
  };

  test('moving the hero to the end keeps one blank line between sections', () => {
    const after = textOf(moveItem(retail, ['sections'], 0, 4));
    expect(types(after)).toEqual(['card-grid', 'card-grid', 'card-grid', 'accordion', 'hero']);
    expect(after).toContain('sections:\n  - type: card-grid\n');
    expect(after).toContain('at the counter.\n\n  - type: hero\n    eyebrow: Retail ERP and POS\n');
    expect(after.split('\n\n').length).toBe(retail.split('\n\n').length);
  });

  test('duplicating a section copies it right after itself, spaced like the others', () => {
    const after = textOf(duplicateItem(retail, ['sections'], 1));
    expect(types(after)).toEqual(['hero', 'card-grid', 'card-grid', 'card-grid', 'card-grid', 'accordion']);
    expect(after.split('\n\n').length).toBe(retail.split('\n\n').length + 1);
  });

  test('removing the last section takes its blank line with it', () => {
    const after = textOf(removeItem(retail, ['sections'], 4));
    expect(types(after)).toEqual(['hero', 'card-grid', 'card-grid', 'card-grid']);
    expect(after.endsWith('show where you make money and where to act.\n')).toBe(true);
  });
});

describe('a page with comments, blank lines and several styles', () => {
  // The hero's lines (its comments included), the blank line after it, and the card grid's lines.
  const hero = commented.slice(commented.indexOf('  # The hero'), commented.indexOf('\n  - type: card-grid') + 1);
  const grid = commented.slice(commented.indexOf('  - type: card-grid'), commented.indexOf('nav:'));

  test('a comment directly above an item moves with it; comments inside it too', () => {
    expect(textOf(moveItem(commented, ['sections'], 1, 0))).toBe(commented.replace(hero + grid, `${grid}\n${hero.slice(0, -1)}`));
    expect(textOf(moveItem(commented, ['sections', 1, 'cards'], 1, 0))).toContain(
      '    cards:\n      # B is the new one\n      - title: B\n        text: Fresh\n      - title: A\n',
    );
  });

  test('comments after an item, indented inside it and closed by a blank line, belong to it', () => {
    const after = textOf(removeItem(commented, ['sections'], 0));
    expect(after).toBe(commented.replace(hero, ''));
    expect(commentsOf(after)).toEqual([
      '# yaml-language-server: $schema=../schema/page.schema.json',
      '# where the page lives',
      '# the offer',
      '# B is the new one',
    ]);
  });

  test('removing a field takes the comment lines above it and nothing else', () => {
    // The last field goes with the blank line before it, as the last item of a spaced list does.
    expect(textOf(removeField(commented, ['sections', 0, 'actions']))).toBe(
      commented.replace('\n    # Buttons under the text\n    actions:\n      - { label: Book a demo, href: /contact-us }\n', ''),
    );
    expect(textOf(removeField(commented, ['title']))).toBe(commented.replace("title: 'Hello'\n", ''));
    // The first field of a list item shares the `-` line: the next field moves up onto it.
    expect(textOf(removeField(commented, ['sections', 0, 'type']))).toContain(
      '  # The hero opens the page\n  - heading: "Hi there"\n    text: |\n',
    );
    expect(textOf(removeField(commented, ['nav', 'group']))).toContain('nav: {}\n');
  });

  test('the last item of a list leaves an empty list behind, written []; a group added to it brings the block style back', () => {
    const emptied = textOf(removeItem(commented, ['sections', 0, 'actions'], 0));
    expect(emptied).toContain('    actions: []\n    # Nothing more for the hero\n');
    expect(textOf(insertItem(emptied, ['sections', 0, 'actions'], 0, { label: 'Call', href: '/call' }))).toContain(
      '    actions:\n      - label: Call\n        href: /call\n    # Nothing more',
    );
    expect(textOf(insertItem(emptied, ['sections', 0, 'actions'], 0, '/call'))).toContain('    actions: [/call]\n');
    expect(textOf(insertItem(textOf(removeItem(commented, ['aliases'], 0)), ['aliases'], 0, { a: 1 }))).toContain(
      'aliases: [{ a: 1 }, /ex]\n',
    );
  });

  test('a new field is written in block style at its group’s indentation, in the schema’s order when given', () => {
    expect(textOf(setField(commented, ['nav', 'order'], 3))).toContain('nav:\n  group: company\n  order: 3\n');
    expect(textOf(setField(commented, ['sections', 1, 'heading'], 'Our offer', { order: ['type', 'heading', 'cards'] }))).toContain(
      '  - type: card-grid # the offer\n    heading: Our offer\n    cards:\n',
    );
    expect(textOf(setField(commented, ['sections', 0, 'image'], { src: '/images/a.svg', alt: 'A: picture' }))).toContain(
      '      - { label: Book a demo, href: /contact-us }\n    image:\n      src: /images/a.svg\n      alt: "A: picture"\n    # Nothing more for the hero\n',
    );
    expect(textOf(setField(commented, ['sections', 0, 'actions', 0, 'look'], 'outlined'))).toContain(
      '- { label: Book a demo, href: /contact-us, look: outlined }',
    );
  });

  test('new list items take the list’s style: block lines, or flow inside [ ]', () => {
    expect(textOf(insertItem(commented, ['sections', 1, 'cards'], 2, { title: 'C', tags: ['one', 'two'] }))).toContain(
      '      - title: B\n        text: Fresh\n      - title: C\n        tags:\n          - one\n          - two\nnav:\n',
    );
    expect(textOf(insertItem(commented, ['aliases'], 1, '/Ex'))).toContain('aliases: [/X, /Ex, /ex]\n');
    expect(textOf(insertItem(commented, ['aliases'], 2, 'a, b'))).toContain('aliases: [/X, /ex, "a, b"]\n');
    expect(textOf(removeItem(commented, ['aliases'], 0))).toContain('aliases: [/ex]\n');
    expect(textOf(duplicateItem(commented, ['aliases'], 1))).toContain('aliases: [/X, /ex, /ex]\n');
    expect(textOf(moveItem(commented, ['aliases'], 0, 1))).toContain('aliases: [/ex, /X]\n');
    expect(textOf(insertItem(commented, ['sections', 0, 'actions'], 1, { label: 'Call us', href: 'tel:+441234' }))).toContain(
      '      - { label: Book a demo, href: /contact-us }\n      - label: Call us\n        href: tel:+441234\n',
    );
  });

  test('a changed value keeps its quotes, its line’s comment and everything around it', () => {
    expect(textOf(setScalar(commented, ['title'], "It's new"))).toBe(commented.replace("title: 'Hello'", "title: 'It''s new'"));
    expect(textOf(setScalar(commented, ['sections', 0, 'heading'], 'Welcome'))).toBe(commented.replace('"Hi there"', '"Welcome"'));
    expect(textOf(setScalar(commented, ['path'], '/y'))).toBe(commented.replace('path: /x #', 'path: /y #'));
    expect(textOf(setScalar(commented, ['sections', 0, 'text'], 'One\nTwo\n'))).toBe(
      commented.replace('Line one\n      Line two\n', 'One\n      Two\n'),
    );
    expect(textOf(setScalar(commented, ['sections', 0, 'actions', 0, 'label'], 'Demo, now'))).toContain(
      '- { label: "Demo, now", href: /contact-us }',
    );
  });
});

describe('new values are quoted only when YAML needs it', () => {
  test('text written into a new item’s empty quotes takes the plain style the file uses', () => {
    const card = 'cards:\n  - title: Stores\n  - title: ""\n    text: \'\'\n';
    expect(textOf(setScalar(card, ['cards', 1, 'title'], 'Gift cards'))).toBe(card.replace('title: ""', 'title: Gift cards'));
    expect(textOf(setScalar(card, ['cards', 1, 'text'], 'Sold at every till'))).toBe(card.replace("text: ''", 'text: Sold at every till'));
    // Quotes the text needs stay.
    expect(textOf(setScalar(card, ['cards', 1, 'title'], 'Cards: gifts'))).toBe(card.replace('title: ""', 'title: "Cards: gifts"'));
    // As the form types it: the style noted before typing is none to keep.
    expect(scalarStyleAt(card, ['cards', 1, 'title'])).toBeNull();
  });

  const page = 'title: Old\n';
  const written = (value: string | number | boolean | null) => textOf(setScalar(page, ['title'], value)).slice('title: '.length, -1);

  test.each(['Plain words', 'ERP for retail, made simple', 'C# and .NET', 'Price: from 10', '50% off', 'email@example.com', 'Up-to-date'])(
    '%s stays plain',
    (value) => {
      const text = written(value);
      expect(text).toBe(value.includes(': ') ? `"${value}"` : value);
    },
  );

  test.each([
    'true',
    'no',
    'null',
    '~',
    '12',
    '1.5',
    '0x1F',
    '1e3',
    '',
    ' lead',
    'trail ',
    'a: b',
    '{brand} runs',
    '[x]',
    '#1',
    '- item',
    '* star',
    '& amp',
    '! bang',
    '| pipe',
    '> fold',
    "'q",
    '"q',
    '% pct',
    '@ at',
    '`tick',
    'ends with:',
    'x #y',
  ])('%j is quoted and reads back the same', (value) => {
    const text = written(value);
    expect(text.startsWith('"') || text.startsWith("'")).toBe(true);
    expect(parse(`title: ${text}\n`)).toEqual({ title: value });
  });

  test('numbers, true/false and nothing are written bare', () => {
    expect([written(4), written(-1.5), written(false), written(null)]).toEqual(['4', '-1.5', 'false', 'null']);
  });

  test('text over several lines becomes a literal block that reads back the same', () => {
    expect(textOf(setScalar(page, ['title'], 'One\nTwo'))).toBe('title: |-\n  One\n  Two\n');
    for (const value of ['One\nTwo\n', '  indented\nnext', 'a\n\nb', 'tabs\tand "quotes"\nand: colons', 'ends\n\n\n', 'bell\u0007\nx']) {
      expect(parse(textOf(setScalar(page, ['title'], value)))).toEqual({ title: value });
    }
  });
});

test('a quote needed only for a moment of typing goes again: the style before the run of typing is kept', () => {
  const typed = ['Every', 'Every ', 'Every s', 'Every shop'];
  const style = scalarStyleAt('title: Old\n', ['title']);
  expect(style).toBe('PLAIN');
  const steps = typed.reduce<string[]>(
    (texts, value) => [
      ...texts,
      textOf(
        applyEdit(texts.at(-1) ?? 'title: Old\n', { op: 'setScalar', path: ['title'], value, ...(style !== undefined ? { style } : {}) }),
      ),
    ],
    [],
  );
  expect(steps).toEqual(['title: Every\n', 'title: "Every "\n', 'title: Every s\n', 'title: Every shop\n']);
  // Quotes the author wrote stay, as does any style without a run to go back to.
  expect(textOf(setScalar("title: 'Old'\n", ['title'], 'New'))).toBe("title: 'New'\n");
  expect(textOf(setScalar('title: "Every "\n', ['title'], 'Every shop'))).toBe('title: "Every shop"\n');
});

describe('files that are not written the usual way', () => {
  test('Windows line breaks are kept, and new lines use them too', () => {
    const text = 'path: /x\r\nlist:\r\n  - a\r\n  - b\r\n';
    expect(textOf(insertItem(text, ['list'], 2, 'c'))).toBe('path: /x\r\nlist:\r\n  - a\r\n  - b\r\n  - c\r\n');
    expect(textOf(removeItem(text, ['list'], 0))).toBe('path: /x\r\nlist:\r\n  - b\r\n');
    expect(textOf(setScalar(text, ['path'], '/y'))).toBe('path: /y\r\nlist:\r\n  - a\r\n  - b\r\n');
  });

  test('a file without a line break at its end keeps it that way', () => {
    const text = 'list:\n  - a\n  - b';
    expect(textOf(duplicateItem(text, ['list'], 1))).toBe('list:\n  - a\n  - b\n  - b');
    expect(textOf(moveItem(text, ['list'], 1, 0))).toBe('list:\n  - b\n  - a');
    expect(textOf(setField(text, ['more'], 'sure'))).toBe('list:\n  - a\n  - b\nmore: sure');
  });
});

describe('edits that cannot be made say why, and change nothing', () => {
  test.each<[string, EditResult, string]>([
    ['a list position past the end', removeItem(commented, ['sections'], 5), 'out-of-range'],
    ['a field that is not written', setScalar(commented, ['subtitle'], 'x'), 'not-found'],
    ['a field that is already written', setField(commented, ['title'], 'x'), 'already-written'],
    ['a value that is a list', setScalar(commented, ['sections'], 'x'), 'not-a-value'],
    ['an item of something that is not a list', insertItem(commented, ['title'], 0, 'x'), 'not-a-list'],
    ['a number that is not finite', setScalar(commented, ['title'], Number.NaN), 'unsupported'],
    ['a file with a YAML mistake', setScalar('title: "open\n', ['title'], 'x'), 'invalid-yaml'],
    ['the last field of a page', removeField('title: x\n', ['title']), 'unsupported'],
  ])('%s', (_what, result, code) => {
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/^\S.*[.!]$/);
    }
  });
});

describe('a text is turned into data once while it is among the last read', () => {
  test('reading the same text again gives the same data, frozen, and a new text its own', () => {
    const first = readText(commented);
    const again = readText(commented);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.data).toBe(first.data);
    expect(Object.isFrozen(first.data)).toBe(true);
    // Shared data cannot be changed by one reader under another.
    expect(Reflect.set(Object(first.data), 'title', 'x')).toBe(false);
    expect(valueAt(first.data, ['title'])).toBe(valueAt(parse(commented), ['title']));
    const edited = textOf(setScalar(commented, ['title'], 'Another title'));
    const read = readText(edited);
    expect(read.ok && valueAt(read.data, ['title'])).toBe('Another title');
  });

  test('an opened text has tokens of its own each time: an edit changes them in place', () => {
    const one = openDocument(commented);
    if (!one.ok) throw new Error('the page did not open');
    // What an edit does to the tokens it was given.
    const scalar = one.open.document.value?.type === 'block-map' ? one.open.document.value.items[0]?.value : undefined;
    if (!scalar || !CST.isScalar(scalar)) throw new Error('the page does not start with a field');
    CST.setScalarValue(scalar, 'Changed in place');
    expect(printTokens(one.open.tokens)).toContain('Changed in place');
    const two = openDocument(commented);
    if (!two.ok) throw new Error('the page did not open');
    expect(two.open.data).toBe(one.open.data);
    expect(printTokens(two.open.tokens)).toBe(commented);
    expect(textOf(setScalar(commented, ['title'], 'Another title'))).toContain('Another title');
  });

  test('a text with a mistake is refused each time it is read, with the same message', () => {
    const broken = 'title: "open\n';
    const first = readText(broken);
    const again = openDocument(broken);
    expect(first.ok || again.ok).toBe(false);
    if (!first.ok && !again.ok) expect(again.error).toEqual(first.error);
  });
});

describe('diff for "review your changes"', () => {
  test('no change, no hunk', () => {
    expect(diff(commented, commented)).toEqual([]);
  });

  test('one changed value: one hunk with three lines of context each side', () => {
    const after = textOf(setScalar(commented, ['sections', 1, 'cards', 0, 'title'], 'Alpha'));
    const hunks = diff(commented, after);
    expect(hunks).toHaveLength(1);
    expect(unifiedText(hunks)).toBe(
      [
        '@@ -17,7 +17,7 @@',
        ' ',
        '   - type: card-grid # the offer',
        '     cards:',
        '-      - title: A',
        '+      - title: Alpha',
        '       # B is the new one',
        '       - title: B',
        '         text: Fresh',
      ].join('\n'),
    );
  });

  test('a moved section shows as removed in one place and added in another', () => {
    const after = textOf(moveItem(commented, ['sections'], 0, 1));
    const lines = diff(commented, after, 1).flatMap((hunk) => hunk.lines);
    const removed = lines.filter((line) => line.kind === 'removed').map((line) => line.text);
    const added = lines.filter((line) => line.kind === 'added').map((line) => line.text);
    expect(sorted(removed)).toEqual(sorted(added));
    expect(removed.length).toBeGreaterThan(0);
    // Applying the hunks to the old lines gives the new text.
    const rebuilt = diff(commented, after, 1_000)[0]
      ?.lines.filter((line) => line.kind !== 'removed')
      .map((line) => line.text);
    expect(`${rebuilt?.join('\n')}\n`).toBe(after);
  });

  test('far apart changes make separate hunks, with line numbers of both texts', () => {
    const after = textOf(setScalar(textOf(setScalar(commented, ['path'], '/z')), ['nav', 'group'], 'products'));
    const hunks = diff(commented, after, 2);
    expect(hunks.map((hunk) => [hunk.beforeStart, hunk.beforeCount, hunk.afterStart, hunk.afterCount])).toEqual([
      [1, 4, 1, 4],
      [23, 3, 23, 3],
    ]);
  });
});
