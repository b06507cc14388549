import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import {
  applyEdit,
  duplicateItem,
  insertItem,
  lineBreakOf,
  moveItem,
  removeField,
  removeItem,
  setField,
  setScalar,
} from '../../studio/document/index.ts';
import { textOf } from './checks.ts';

/**
 * Files saved on other systems: Windows line breaks (CRLF), a byte-order mark, no line break at
 * the end, comment lines under a value. Each case here once lost one of them.
 */

describe('Windows line breaks: every line break written is CRLF', () => {
  test('a value set to several lines becomes a block with CRLF lines', () => {
    expect(textOf(setScalar('a: 1\r\nb: x\r\n', ['b'], 'l1\nl2'))).toBe('a: 1\r\nb: |-\r\n  l1\r\n  l2\r\n');
  });

  test('a block rewritten keeps CRLF, and so does one that becomes a number', () => {
    const text = 'a: 1\r\nb: |\r\n  old\r\n  two\r\nc: 2\r\n';
    expect(textOf(setScalar(text, ['b'], 'new\nlines\n'))).toBe('a: 1\r\nb: |\r\n  new\r\n  lines\r\nc: 2\r\n');
    expect(textOf(setScalar(text, ['b'], 'one'))).toBe('a: 1\r\nb: |-\r\n  one\r\nc: 2\r\n');
    expect(textOf(setScalar(text, ['b'], 7))).toBe('a: 1\r\nb: 7\r\nc: 2\r\n');
  });

  test('long text over several lines in double quotes breaks its lines with CRLF', () => {
    const value = `${'long words '.repeat(5)}\n\n\n`;
    const after = textOf(setScalar('a: 1\r\nb: x\r\n', ['b'], value));
    expect(after.replaceAll('\r\n', '')).not.toContain('\n');
    expect(parse(after)).toEqual({ a: 1, b: value });
  });

  test('new fields and items of several lines, and a first item below a key that held [], use CRLF', () => {
    expect(textOf(setField('a: 1\r\n', ['b'], { text: 'l1\nl2', list: [1, 2] }))).toBe(
      'a: 1\r\nb:\r\n  text: |-\r\n    l1\r\n    l2\r\n  list:\r\n    - 1\r\n    - 2\r\n',
    );
    expect(textOf(insertItem('l:\r\n  - a\r\n', ['l'], 1, { x: 'l1\nl2' }))).toBe('l:\r\n  - a\r\n  - x: |-\r\n      l1\r\n      l2\r\n');
    expect(textOf(insertItem('l: []\r\nz: 1\r\n', ['l'], 0, { x: 1, w: 2 }))).toBe('l:\r\n  - x: 1\r\n    w: 2\r\nz: 1\r\n');
  });

  test('a list item’s first field removed or put before, with comments around, keeps CRLF', () => {
    const text = 'l:\r\n  - a: 1\r\n    # about b\r\n    b: 2\r\n';
    expect(textOf(removeField(text, ['l', 0, 'a']))).toBe('l:\r\n  -\r\n    # about b\r\n    b: 2\r\n');
    expect(textOf(insertItem('l:\r\n  - - a\r\n', ['l', 0], 0, 'z'))).toBe('l:\r\n  - - z\r\n    - a\r\n');
  });

  test('a value holding a carriage return is written as an escape, never as a line break of its own', () => {
    // In double quotes the `yaml` package writes a line break of the text as an empty line; the file's breaks lay it out.
    const lf = textOf(setScalar('a: 1\nb: x\n', ['b'], 'one\r\ntwo'));
    expect(lf).toBe('a: 1\nb: "one\\r\n\n  two"\n');
    const crlf = textOf(setScalar('a: 1\r\nb: x\r\n', ['b'], 'one\r\ntwo'));
    expect(crlf).toBe('a: 1\r\nb: "one\\r\r\n\r\n  two"\r\n');
    expect([parse(lf), parse(crlf)]).toEqual([
      { a: 1, b: 'one\r\ntwo' },
      { a: 1, b: 'one\r\ntwo' },
    ]);
  });

  test('a file mixing CRLF and LF gets new lines like its first line', () => {
    expect(lineBreakOf('a: 1\r\nb: 2\nc: 3\n')).toBe('\r\n');
    expect(lineBreakOf('a: 1\nb: 2\r\n')).toBe('\n');
    expect(lineBreakOf('a: 1')).toBe('\n');
    expect(textOf(setField('a: 1\r\nb: 2\n', ['c'], 'x\ny'))).toBe('a: 1\r\nb: 2\nc: |-\r\n  x\r\n  y\r\n');
    expect(textOf(setField('a: 1\nb: 2\r\n', ['c'], 'x\ny'))).toBe('a: 1\nb: 2\r\nc: |-\n  x\n  y\n');
  });
});

describe('a CRLF file without a line break at its end keeps it that way', () => {
  const text = 'a: 1\r\nl:\r\n  - a\r\n  - b';
  test.each([
    ['a field added at the end', setField(text, ['z'], 'y'), 'a: 1\r\nl:\r\n  - a\r\n  - b\r\nz: "y"'],
    ['an item added at the end', insertItem(text, ['l'], 2, 'c'), 'a: 1\r\nl:\r\n  - a\r\n  - b\r\n  - c'],
    ['the last item copied', duplicateItem(text, ['l'], 1), 'a: 1\r\nl:\r\n  - a\r\n  - b\r\n  - b'],
    ['the last item moved up', moveItem(text, ['l'], 1, 0), 'a: 1\r\nl:\r\n  - b\r\n  - a'],
    ['the last item removed', removeItem(text, ['l'], 1), 'a: 1\r\nl:\r\n  - a'],
    ['the last value set to several lines', setScalar(text, ['l', 1], 'x\ny'), 'a: 1\r\nl:\r\n  - a\r\n  - |-\r\n    x\r\n    y'],
  ])('%s', (_what, result, expected) => {
    expect(textOf(result)).toBe(expected);
  });
});

describe('comment lines under a value stay when it becomes a block', () => {
  test('the block’s lines go deeper than the comments, which stay where they were', () => {
    expect(textOf(setScalar('a: 1\nb: x\n  # note under b\nc: 2\n', ['b'], 'l1\nl2'))).toBe(
      'a: 1\nb: |-\n    l1\n    l2\n  # note under b\nc: 2\n',
    );
    expect(textOf(setScalar('a: 1\nb: x # end\n  # one\n\n    # two\nc: 2\n', ['b'], 'l1\nl2'))).toBe(
      'a: 1\nb: |- # end\n      l1\n      l2\n  # one\n\n    # two\nc: 2\n',
    );
    expect(textOf(setScalar('l:\n  - x\n    # under x\n  - y\n', ['l', 0], 'l1\nl2\n'))).toBe(
      'l:\n  - |\n      l1\n      l2\n    # under x\n  - y\n',
    );
  });

  test('an existing block rewritten keeps the comments after it too', () => {
    expect(textOf(setScalar('b: |\n    old\n  # after\nc: 2\n', ['b'], 'new\ntext\n'))).toBe('b: |\n    new\n    text\n  # after\nc: 2\n');
  });

  test('text starting with spaces, which a deeper block could not hold without a number in its header, is written in double quotes', () => {
    const after = textOf(setScalar('b: x\n  # under\nc: 2\n', ['b'], '  indented\nnext'));
    expect(after).toMatch(/^b: "/);
    expect(after.endsWith('\n  # under\nc: 2\n')).toBe(true);
    expect(parse(after)).toEqual({ b: '  indented\nnext', c: 2 });
  });

  test('an empty value filled in keeps the comments after it', () => {
    expect(textOf(setScalar('a: # empty\n  # under a\nb: 1\n', ['a'], 'l1\nl2'))).toBe(
      'a: |- # empty\n    l1\n    l2\n  # under a\nb: 1\n',
    );
    expect(textOf(setScalar('a:\nb: 1\n', ['a'], 'words'))).toBe('a: words\nb: 1\n');
    // Nothing is already nothing: no byte changes.
    expect(textOf(setScalar('a:\nb: 1\n', ['a'], null))).toBe('a:\nb: 1\n');
  });

  test('comment lines under a value belong to it: they stay when the next field goes, and go with it', () => {
    const text = 'a: 1\nb: x\n  # under b\nc: 2\n';
    expect(textOf(removeField(text, ['c']))).toBe('a: 1\nb: x\n  # under b\n');
    expect(textOf(removeField(text, ['b']))).toBe('a: 1\nc: 2\n');
    expect(textOf(setField(text, ['d'], 'l1\nl2', { order: ['a', 'b', 'd', 'c'] }))).toBe(
      'a: 1\nb: x\n  # under b\nd: |-\n  l1\n  l2\nc: 2\n',
    );
  });
});

describe('a byte-order mark stays at the start of the file', () => {
  const text = '\ufeffpath: /x\ntitle: Hello\n';
  test('removing the first field leaves the mark before the next one', () => {
    expect(textOf(removeField(text, ['path']))).toBe('\ufefftitle: Hello\n');
    expect(textOf(removeField('\ufeff# about the page\npath: /x\ntitle: Hello\n', ['path']))).toBe(
      '\ufeff# about the page\ntitle: Hello\n',
    );
  });

  test('a field added at the top level is lined up with the others, not one space in', () => {
    expect(textOf(setField(text, ['description'], 'Words'))).toBe('\ufeffpath: /x\ntitle: Hello\ndescription: Words\n');
    expect(textOf(setField('\ufeffpath: /x\n', ['nav'], { group: 'company' }))).toBe('\ufeffpath: /x\nnav:\n  group: company\n');
  });

  test('moving the first item, changing the first value and the style of a run of typing all keep it', () => {
    expect(textOf(moveItem('\ufeffl:\n  - a\n  - b\n', ['l'], 0, 1))).toBe('\ufeffl:\n  - b\n  - a\n');
    expect(textOf(setScalar(text, ['path'], '/y'))).toBe('\ufeffpath: /y\ntitle: Hello\n');
    expect(textOf(applyEdit(text, { op: 'setScalar', path: ['path'], value: 'a b', style: 'PLAIN' }))).toBe(
      '\ufeffpath: a b\ntitle: Hello\n',
    );
  });

  test('with CRLF and no final line break too', () => {
    expect(textOf(removeField('\ufeffpath: /x\r\ntitle: Hello', ['path']))).toBe('\ufefftitle: Hello');
    expect(textOf(setField('\ufeffpath: /x\r\ntitle: Hello', ['text'], 'a\nb'))).toBe(
      '\ufeffpath: /x\r\ntitle: Hello\r\ntext: |-\r\n  a\r\n  b',
    );
  });
});
