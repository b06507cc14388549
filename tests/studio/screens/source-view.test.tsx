// @vitest-environment jsdom
import { CompletionContext, type CompletionSource } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { ensureSyntaxTree } from '@codemirror/language';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadContent } from '../../../schema/content/content.ts';
import type { Problem } from '../../../schema/content/errors.ts';
import { editorSchemas } from '../../../scripts/cli/schema-json.ts';
import type { JsonObject } from '../../../studio/api/contract/studio-api.ts';
import { brokenYamlNote, minimalChange, problemDiagnostics, SourceView, type SourceViewProps } from '../../../studio/app/source/index.ts';
import { editorChange } from '../../../studio/app/source/text-change.ts';
import { invalidFixtureRoot, invalidFixtures } from '../../helpers/fixture-site.ts';

/**
 * The source view: the loader's problems as lint marks in their own words, the note on broken
 * YAML, and the editor following the draft both ways (typing calls `onText`; a change from the
 * form reaches the editor as a small edit, without calling `onText` back).
 */
afterEach(cleanup);

// jsdom lays nothing out and has no layout boxes for text ranges; the editor measures them after focus.
const layoutStandIns = {
  getClientRects: () => document.createElement('span').getClientRects(),
  getBoundingClientRect: () => document.createElement('span').getBoundingClientRect(),
};
for (const [name, standIn] of Object.entries(layoutStandIns)) {
  if (!Reflect.has(Range.prototype, name))
    Object.defineProperty(Range.prototype, name, { value: standIn, writable: true, enumerable: true, configurable: true });
}

// The completion and hover help loads its package lazily; here a stand-in records the schema it gets.
const helpCalls = vi.hoisted(() => ({ schemas: [] as unknown[] }));
vi.mock('../../../studio/app/source/schema-help.ts', () => ({
  schemaHelp: (schema: unknown): Extension => {
    helpCalls.schemas.push(schema);
    return [];
  },
}));

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const pageSchema: unknown = JSON.parse(editorSchemas()['page.schema.json']);
const schema: JsonObject = isObject(pageSchema) ? pageSchema : {};

const page = [
  'path: /retail',
  'title: Retail ERP',
  'sections:',
  '  - type: hero',
  '    heading: Run your shop',
  '    subtext: One place for stock and sales.',
  '',
].join('\n');

function problemAt(line: number, col: number, more: Partial<Problem> = {}): Problem {
  return {
    code: 'unknown-field',
    file: 'pages/retail.yaml',
    position: { line, col },
    where: '',
    path: [],
    message: 'This field is not known here.',
    severity: 'error',
    ...more,
  };
}

/** The source view with a caller that records `onText` and can change the props as the editor screen does. */
function renderSource(props: Partial<SourceViewProps> = {}) {
  const typed: string[] = [];
  const base: SourceViewProps = {
    text: page,
    onText: (text) => typed.push(text),
    problems: [],
    schema,
    label: 'YAML of pages/retail.yaml',
    ...props,
  };
  const result = render(
    <div style={{ height: 400 }}>
      <SourceView {...base} />
    </div>,
  );
  const content = screen.getByRole('textbox', { name: base.label });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  let current = base;
  const update = (next: Partial<SourceViewProps>) => {
    current = { ...current, ...next };
    result.rerender(
      <div style={{ height: 400 }}>
        <SourceView {...current} />
      </div>,
    );
  };
  return { view, content, typed, update };
}

/** The marks the editor shows, with where they are now. */
function marks(view: EditorView) {
  const found: { from: number; to: number; severity: string; message: string; source: string | undefined }[] = [];
  forEachDiagnostic(view.state, (diagnostic, from, to) =>
    found.push({ from, to, severity: diagnostic.severity, message: diagnostic.message, source: diagnostic.source }),
  );
  return found;
}

describe('problems as lint marks', () => {
  test('a line and column become an offset; the mark runs to the end of the line', () => {
    const [mark] = problemDiagnostics([problemAt(5, 5)], page);
    const start = page.indexOf('heading:');
    expect(mark).toEqual({
      from: start,
      to: start + 'heading: Run your shop'.length,
      severity: 'error',
      message: 'This field is not known here.',
      source: 'unknown-field',
    });
  });

  test('a warning stays a warning, and the words are the problem’s own', () => {
    const warning = problemAt(2, 8, {
      severity: 'warning',
      code: 'long-title',
      message: 'The title is long: search results cut it at about 60 characters.',
    });
    const [mark] = problemDiagnostics([warning], page);
    expect(mark?.severity).toBe('warning');
    expect(mark?.message).toBe(warning.message);
    expect(page.slice(mark?.from, mark?.to)).toBe('Retail ERP');
  });

  test('places outside the text are moved to the nearest place that exists', () => {
    const end = page.length;
    const lastLineStart = page.lastIndexOf('\n') + 1;
    const marks = problemDiagnostics([problemAt(99, 1), problemAt(0, 0), problemAt(1, 500), problemAt(Number.NaN, 3)], page);
    expect(marks.map(({ from, to }) => [from, to])).toEqual([
      [lastLineStart, end],
      [0, 'path: /retail'.length],
      ['path: /retail'.length, 'path: /retail'.length],
      [2, 'path: /retail'.length],
    ]);
  });

  test('trailing spaces are not marked; a blank line gets a point', () => {
    const text = 'a: 1   \n\nb: 2\n';
    expect(problemDiagnostics([problemAt(1, 1), problemAt(2, 1)], text).map(({ from, to }) => [from, to])).toEqual([
      [0, 4],
      [8, 8],
    ]);
  });

  test('a file with CRLF line breaks counts each break as one place, as the editor does', () => {
    const text = page.replaceAll('\n', '\r\n');
    expect(problemDiagnostics([problemAt(5, 5)], text)).toEqual(problemDiagnostics([problemAt(5, 5)], page));
  });

  test('every problem of the invalid fixtures lands on its line and column, in the validator’s words', () => {
    const fixtures = readdirSync(invalidFixtures).filter((name) => name.endsWith('.yaml'));
    let checked = 0;
    for (const fixture of fixtures) {
      const file = fixture.startsWith('site-') ? 'pages/site.yaml' : 'pages/broken.yaml';
      const content = loadContent({ root: invalidFixtureRoot(fixture) });
      const text = content.sources.get(file);
      if (text === undefined) continue;
      const problems = content.problems.filter((problem) => problem.file === file);
      const lines = new LineCounter();
      parseDocument(text, { lineCounter: lines });
      const diagnostics = problemDiagnostics(problems, text);
      problems.forEach((problem, index) => {
        const mark = diagnostics[index];
        const lineStart = lines.lineStarts[problem.position.line - 1] ?? 0;
        expect(mark?.from, `${fixture}: ${problem.code}`).toBe(lineStart + problem.position.col - 1);
        expect(mark?.message).toBe(problem.message);
        expect(mark?.severity).toBe(problem.severity);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(fixtures.length);
  });

  test('the editor shows the problems it is given, and drops them when they are fixed', () => {
    const { view, update } = renderSource({ problems: [problemAt(5, 5)] });
    expect(marks(view)).toEqual([
      {
        from: page.indexOf('heading:'),
        to: page.indexOf('heading:') + 22,
        severity: 'error',
        message: 'This field is not known here.',
        source: 'unknown-field',
      },
    ]);
    act(() => update({ problems: [problemAt(2, 8, { severity: 'warning' })] }));
    expect(marks(view).map(({ from, severity }) => [from, severity])).toEqual([[page.indexOf('Retail'), 'warning']]);
    act(() => update({ problems: [] }));
    expect(marks(view)).toEqual([]);
  });
});

describe('the note on broken YAML', () => {
  const cases: [string, string, string][] = [
    [
      'a line indented too far',
      'title: a\nsections:\n  - type: hero\n     heading: x\n',
      'Line 3, column 11: the YAML is broken here — a value holds ": " (put the value in quotes), or the next line is indented too far.',
    ],
    ['a colon inside a value', 'title: Sales: and more\n', 'Line 1, column 8: the YAML is broken here — a value holds ": "'],
    [
      'a field without a colon',
      'path: /x\nheading\nother: b\n',
      'Line 2, column 1: the YAML is broken here — a line has no colon after its field name',
    ],
    [
      'an unclosed quote',
      'title: "abc\nother: b\n',
      'Line 3, column 1: the YAML is broken here — a double quote (") opened earlier is never closed.',
    ],
    [
      'a field written twice',
      'title: a\ntitle: b\n',
      'Line 2, column 1: the YAML is broken here — this field is written twice in the same group.',
    ],
    ['a tab', 'a:\n\tb: 1\n', 'Line 2, column 1: the YAML is broken here — a tab indents this line, and YAML needs spaces.'],
    [
      'an @ at the start',
      'title: @home\n',
      'Line 1, column 8: the YAML is broken here — a value starts with a character YAML keeps for itself',
    ],
    [
      'a list item without a dash',
      'sections:\n- type: hero\n heading: x\n',
      'Line 3, column 1: the YAML is broken here — a list item has no "- " before it.',
    ],
    [
      'an unclosed bracket',
      'tags: [a, b\nother: c\n',
      'Line 2, column 1: the YAML is broken here — a bracket ([ or {) opened earlier is never closed.',
    ],
    [
      'a line out of step',
      'a:\n  b: 1\n c: 2\n',
      'Line 3, column 1: the YAML is broken here — this line is not indented in step with the lines around it.',
    ],
    ['a star meant as emphasis', 'title: a\nheading: *New* ERP\n', 'Line 2, column 10: the YAML is broken here — a value starts with *'],
    ['a star alone', 'title: a\nheading: *New*\n', 'Line 2, column 10: the YAML is broken here — a value starts with *'],
    ['a second document', 'a: 1\n---\nb: 2\n', 'Line 2, column 1: the YAML is broken here — a line of --- starts a second document'],
  ];

  test.each(cases)('%s', (_name, text, words) => {
    const note = brokenYamlNote(text);
    expect(note).toContain(words);
    expect(note).toMatch(/The form shows the last version that read correctly\.$/);
  });

  test('an uncommon mistake keeps the yaml package’s words, without its place', () => {
    expect(brokenYamlNote('a: !!int abc\nb: &x &y 1\n')).toMatch(
      /^Line 2, column \d+: the YAML is broken here — [A-Z][^\n]*\. The form shows/,
    );
  });

  test('text that reads has no note', () => {
    expect(brokenYamlNote(page)).toBe('');
    expect(brokenYamlNote('')).toBe('');
  });

  test('the status line under the editor says it, and clears when the YAML reads again', () => {
    const { update } = renderSource();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => update({ text: `${page}  - type: card-grid\n     heading: x\n` }));
    expect(status.textContent).toMatch(/^Line 7, column \d+: the YAML is broken here — .*or the next line is indented too far/);
    act(() => update({ text: page }));
    expect(status.textContent).toBe('');
  });
});

describe('the editor follows the draft', () => {
  test('the smallest change is what lies between the common start and end', () => {
    expect(minimalChange('abc', 'abc')).toBeUndefined();
    expect(minimalChange('title: Shop\n', 'title: Shops\n')).toEqual({ from: 11, to: 11, insert: 's' });
    expect(minimalChange('a: 1\nb: 2\nc: 3\n', 'a: 1\nc: 3\n')).toEqual({ from: 5, to: 10, insert: '' });
    expect(minimalChange('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
    // An emoji's two halves are replaced together.
    expect(minimalChange('a😀b', 'a😃b')).toEqual({ from: 1, to: 3, insert: '😃' });
  });

  test('it opens with the text, named for screen readers', () => {
    const { view, content } = renderSource();
    expect(view.state.sliceDoc()).toBe(page);
    expect(content.getAttribute('aria-label')).toBe('YAML of pages/retail.yaml');
  });

  test('a change from outside updates the text without calling onText, and the cursor stays on its word', () => {
    const { view, typed, update } = renderSource();
    const cursor = page.indexOf('Run your shop');
    act(() => view.dispatch({ selection: { anchor: cursor } }));
    const changed = page.replace('Retail ERP', 'Retail ERP and POS');
    act(() => update({ text: changed }));
    expect(view.state.sliceDoc()).toBe(changed);
    expect(typed).toEqual([]);
    expect(view.state.selection.main.head).toBe(changed.indexOf('Run your shop'));
  });

  test('the change is applied as a small edit, not a new document', () => {
    const { view, update } = renderSource();
    const changes: [number, number, string][] = [];
    const listener = EditorView.updateListener.of((viewUpdate) =>
      viewUpdate.changes.iterChanges((from, to, _fromB, _toB, inserted) => changes.push([from, to, inserted.toString()])),
    );
    act(() => view.dispatch({ effects: StateEffect.appendConfig.of(listener) }));
    act(() => update({ text: page.replace('subtext: One place', 'subtext: The one place') }));
    // 'One place' becomes 'The one place': only the 'O' is replaced.
    expect(changes).toEqual([[page.indexOf('One place'), page.indexOf('One place') + 1, 'The o']]);
  });

  test('typing calls onText with the whole new text', () => {
    const { view, typed } = renderSource();
    const at = page.indexOf('Retail ERP') + 'Retail ERP'.length;
    act(() => view.dispatch({ changes: { from: at, insert: ' and POS' } }));
    expect(typed).toEqual([page.replace('Retail ERP', 'Retail ERP and POS')]);
  });

  test('the text the caller sends back after typing changes nothing more', () => {
    const { view, typed, update } = renderSource();
    act(() => view.dispatch({ changes: { from: 0, insert: '# A comment\n' } }));
    const before = view.state;
    act(() => update({ text: typed[0] }));
    expect(view.state.doc).toBe(before.doc);
    expect(typed).toHaveLength(1);
  });

  test('a file with CRLF line breaks keeps them, when typed in and when changed from outside', () => {
    const crlf = page.replaceAll('\n', '\r\n');
    const { view, typed, update } = renderSource({ text: crlf });
    expect(view.state.sliceDoc()).toBe(crlf);
    act(() => view.dispatch({ changes: { from: view.state.doc.line(2).to, insert: `${view.state.lineBreak}note: x` } }));
    expect(typed).toEqual([crlf.replace('Retail ERP\r\n', 'Retail ERP\r\nnote: x\r\n')]);
    const outside = crlf.replace('Run your shop', 'Run your\r\n  shop');
    act(() => update({ text: outside }));
    expect(view.state.sliceDoc()).toBe(outside);
  });

  test('text pasted or completed with LF line breaks into a CRLF file gets CRLF; into an LF file, CRLF becomes LF', () => {
    const crlf = page.replaceAll('\n', '\r\n');
    const windows = renderSource({ text: crlf });
    const end = windows.view.state.doc.line(2).to;
    act(() => windows.view.dispatch({ changes: { from: end, insert: '\nnote: |\n  one\r\n  two' } }));
    expect(windows.typed).toEqual([crlf.replace('Retail ERP\r\n', 'Retail ERP\r\nnote: |\r\n  one\r\n  two\r\n')]);
    cleanup();
    const unix = renderSource();
    act(() => unix.view.dispatch({ changes: { from: unix.view.state.doc.line(2).to, insert: '\r\nnote: |\r\n  one\r\n  two\rthree' } }));
    expect(unix.typed).toEqual([page.replace('Retail ERP\n', 'Retail ERP\nnote: |\n  one\n  two\nthree\n')]);
  });

  test('a byte-order mark stays at the start of the file: the editor does not show it, and the text it sends out has it', () => {
    const marked = `\ufeff${page.replaceAll('\n', '\r\n')}`;
    const { view, typed, update } = renderSource({ text: marked });
    expect(view.state.sliceDoc()).toBe(marked.slice(1));
    act(() => view.dispatch({ changes: { from: 0, insert: '# top\r\n' } }));
    expect(typed).toEqual([`\ufeff# top\r\n${marked.slice(1)}`]);
    const outside = marked.replace('Run your shop', 'Run your\r\n  shop');
    act(() => update({ text: outside }));
    expect(view.state.sliceDoc()).toBe(outside.slice(1));
    expect(typed).toHaveLength(1);
  });

  test('a file mixing line breaks keeps each of them, also where a change from outside lands', () => {
    const mixed = 'path: /retail\r\ntitle: Retail\ndescription: Shops\r\n';
    const { view, typed, update } = renderSource({ text: mixed });
    expect(view.state.sliceDoc()).toBe(mixed);
    const outside = 'path: /retail\r\ntitle: Retail shops\ndescription: Shops\r\n';
    act(() => update({ text: outside }));
    expect(view.state.sliceDoc()).toBe(outside);
    act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: 'nav: {}\r\n' } }));
    expect(typed).toEqual([`${outside}nav: {}\r\n`]);
  });

  test('the change from outside is found with each line break counted once, and never cuts a CRLF in two', () => {
    expect(editorChange('a: 1\r\nb: 2\r\n', 'a: 1\r\nb: 3\r\n', '\r\n')).toEqual({ from: 8, to: 9, insert: '3' });
    expect(editorChange('a\r\nb', 'a\r\r\nb', '\r\n')).toEqual({ from: 1, to: 2, insert: '\r\r\n' });
    expect(editorChange('a\nb', 'a\nc', '\n')).toEqual({ from: 2, to: 3, insert: 'c' });
    expect(editorChange('same', 'same', '\n')).toBeUndefined();
  });

  test('a line asked for gets the cursor and the focus', () => {
    const { view, content, update } = renderSource();
    act(() => update({ focusLine: 5 }));
    expect(view.state.selection.main.head).toBe(view.state.doc.line(5).from);
    expect(document.activeElement).toBe(content);
    act(() => update({ focusLine: 500 }));
    expect(view.state.selection.main.head).toBe(view.state.doc.line(view.state.doc.lines).from);
  });

  test('a new label reaches the editor', () => {
    const { content, update } = renderSource();
    act(() => update({ label: 'YAML of pages/site.yaml' }));
    expect(content.getAttribute('aria-label')).toBe('YAML of pages/site.yaml');
  });

  test('the schema is handed to the completion and hover help once it loads', async () => {
    helpCalls.schemas.length = 0;
    renderSource();
    await waitFor(() => expect(helpCalls.schemas).toContain(schema));
  });
});

describe('keys', () => {
  /** Presses a key in the editor; says whether the page (the studio's own handlers) still gets it to act on. */
  function press(content: HTMLElement, init: KeyboardEventInit): { reachedPage: boolean; prevented: boolean } {
    let reachedPage = false;
    const listen = () => {
      reachedPage = true;
    };
    window.addEventListener('keydown', listen);
    const notPrevented = fireEvent.keyDown(content, init);
    window.removeEventListener('keydown', listen);
    return { reachedPage, prevented: !notPrevented };
  }

  test.each([
    ['Ctrl+Z', { key: 'z', code: 'KeyZ', ctrlKey: true }],
    ['Ctrl+Shift+Z', { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Y', { key: 'y', code: 'KeyY', ctrlKey: true }],
    ['Cmd+Z', { key: 'z', code: 'KeyZ', metaKey: true }],
    ['Tab', { key: 'Tab', code: 'Tab' }],
    ['Shift+Tab', { key: 'Tab', code: 'Tab', shiftKey: true }],
  ])('%s is left to the studio and the browser', (_name, init) => {
    const { content, view, typed } = renderSource();
    const before = view.state.doc;
    expect(press(content, init)).toEqual({ reachedPage: true, prevented: false });
    expect(view.state.doc).toBe(before);
    expect(typed).toEqual([]);
  });

  test('the editor’s own keys work (a check of the check): Alt+ArrowDown moves a line', () => {
    const { content, view, typed } = renderSource();
    act(() => view.dispatch({ selection: { anchor: 0 } }));
    expect(press(content, { key: 'ArrowDown', code: 'ArrowDown', altKey: true }).prevented).toBe(true);
    expect(typed[0]?.startsWith('title: Retail ERP\npath: /retail\n')).toBe(true);
  });

  test('the browser’s own undo of the editable text is stopped', () => {
    const { content } = renderSource();
    const event = new InputEvent('beforeinput', { inputType: 'historyUndo', bubbles: true, cancelable: true });
    content.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

/**
 * The real completion and hover help. codemirror-json-schema's ES modules import each other without
 * file extensions, which a bundler (the dev server) accepts and Node does not: vitest.config.ts
 * inlines the package for the screens project (`server.deps.inline`).
 */
const realHelp = await vi.importActual<typeof import('../../../studio/app/source/schema-help.ts')>(
  '../../../studio/app/source/schema-help.ts',
);

describe('completion and hover from the page schema', () => {
  function loaded() {
    return realHelp;
  }

  /** An editor holding `text` with `|` taken out, and where the `|` was. */
  function editorAt(marked: string) {
    const at = marked.indexOf('|');
    const view = new EditorView({
      state: EditorState.create({ doc: marked.replace('|', ''), extensions: [yaml(), loaded().schemaHelp(schema)] }),
      parent: document.body,
    });
    ensureSyntaxTree(view.state, view.state.doc.length, 5000);
    return { view, at };
  }

  async function completions(marked: string): Promise<string[]> {
    const { view, at } = editorAt(marked);
    const sources = view.state.languageDataAt<CompletionSource>('autocomplete', at);
    const labels: string[] = [];
    for (const source of sources) {
      const result = await source(new CompletionContext(view.state, at, true));
      if (result) labels.push(...result.options.map((option) => option.label));
    }
    view.destroy();
    return labels;
  }

  function hover(marked: string): string | undefined {
    const { view, at } = editorAt(marked);
    const tip = loaded().schemaHover()(view, at, 1);
    const words = tip ? tip.create(view).dom.textContent : undefined;
    view.destroy();
    return words;
  }

  test('field names and choices complete from what is typed', async () => {
    expect(await completions('path: /x\nti|\n')).toEqual(['title']);
    expect(await completions('path: /x\nsections:\n  - type: ca|\n')).toEqual(['card-grid']);
    expect(await completions('path: /x\nsections:\n  - type: hero\n    size: b|\n')).toEqual(['banner']);
  });

  test('hover shows a field’s help, inside a section of any type, with its choices', () => {
    expect(hover('path: /x\nti|tle: T\n')).toMatch(/^The browser-tab and search-result title/);
    expect(hover('path: /x\nsections:\n  - type: card-grid\n    colu|mns: 3\n')).toMatch(/^Cards per row on wide screens/);
    expect(hover('path: /x\nsections:\n  - type: card-grid\n    cards:\n      - title: A\n        ic|on: Star\n')).toMatch(
      /^A Material icon/,
    );
    expect(hover('path: /x\nsections:\n  - type: hero\n    si|ze: banner\n')).toMatch(/Choices: .*banner/);
  });

  test('while the YAML is broken, a field inside a section has no help rather than the schema’s jargon', () => {
    expect(hover('path: /x\nsections:\n  - type: hero\n    hea|ding: "H\n')).toBeUndefined();
  });
});
