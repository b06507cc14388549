import { describe, expect, test } from 'vitest';
import type { Problem } from '../../schema/content/errors.ts';
import { problem } from '../../schema/content/problems/index.ts';
import { githubReport, jsonReport, pagesFailure, problemsGuide, summarize, textReport } from '../../schema/content/report.ts';

const source = 'path: /a\ntitle: A\nsections:\n  - type: hero\n    heading: Hi\n    haeding: Hi\n';
const misspelled = problem(
  'unknown-field',
  { file: 'pages/a.yaml', position: { line: 6, col: 5 }, path: ['sections', 0, 'haeding'] },
  { field: 'haeding', guess: 'heading', allowed: ['type', 'heading'] },
);
const short = problem(
  'short-description',
  { file: 'pages/b.yaml', position: { line: 3, col: 14 }, path: ['description'] },
  { length: 10, tokens: [], min: 50, max: 160 },
);
const sources = new Map([['pages/a.yaml', source]]);

describe('the summary line', () => {
  const at = (file: string, severity: Problem['severity']): Problem => ({ ...misspelled, file, severity });

  test('counts errors and warnings apart, and the files they are in', () => {
    expect(summarize([at('a', 'error'), at('a', 'error'), at('b', 'warning')])).toBe('2 errors and 1 warning in 2 files');
    expect(summarize([at('a', 'error')])).toBe('1 error in 1 file');
    expect(summarize([at('a', 'warning'), at('b', 'warning')])).toBe('no errors, 2 warnings in 2 files');
    expect(summarize([])).toBe('no problems');
  });
});

describe('the text report', () => {
  test('each problem with its code and frame, then the count and where codes are explained', () => {
    expect(textReport({ problems: [misspelled, short], sources }, { checked: '7 files checked in 12 ms' })).toMatchInlineSnapshot(`
      "pages/a.yaml:6:5  sections[0].haeding: unknown field "haeding" — did you mean "heading"? Fields allowed here: type, heading. (unknown-field)
        4 |   - type: hero
        5 |     heading: Hi
      > 6 |     haeding: Hi
          |     ^
        7 |

      pages/b.yaml:3:14  warning: description: the description is only 10 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers. (short-description)

      1 error and 1 warning in 2 files (7 files checked in 12 ms).
      Each code is explained in AUTHORING.md, section Problems."
    `);
  });

  test('nothing to report', () => {
    expect(textReport({ problems: [], sources }, { checked: '7 files checked in 12 ms' })).toBe('no problems (7 files checked in 12 ms).');
  });

  test('a failed build shows the errors only: warnings never stop it', () => {
    const failure = pagesFailure({ problems: [misspelled, short], sources });
    expect(failure.split('\n')[0]).toBe('The pages have problems:');
    expect(failure).toContain('(unknown-field)');
    expect(failure).not.toContain('short-description');
    expect(failure.endsWith(`1 error in 1 file.\n${problemsGuide}`)).toBe(true);
  });
});

describe('reports for tools', () => {
  test('GitHub annotations: one line per problem, at its level, ending with the code', () => {
    expect(githubReport([misspelled, short])).toEqual([
      '::error file=pages/a.yaml,line=6,col=5::sections[0].haeding: unknown field "haeding" — did you mean "heading"? Fields allowed here: type, heading. (unknown-field)',
      '::warning file=pages/b.yaml,line=3,col=14::description: the description is only 10 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers. (short-description)',
    ]);
  });

  test('JSON: counts, then each problem with its place as text and as keys, its code and its words', () => {
    expect(jsonReport([misspelled, short], 7)).toEqual({
      files: 7,
      errors: 1,
      warnings: 1,
      problems: [
        {
          file: 'pages/a.yaml',
          line: 6,
          col: 5,
          where: 'sections[0].haeding',
          path: ['sections', 0, 'haeding'],
          code: 'unknown-field',
          severity: 'error',
          message: 'unknown field "haeding" — did you mean "heading"? Fields allowed here: type, heading.',
        },
        {
          file: 'pages/b.yaml',
          line: 3,
          col: 14,
          where: 'description',
          path: ['description'],
          code: 'short-description',
          severity: 'warning',
          message:
            'the description is only 10 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers.',
        },
      ],
    });
  });
});
