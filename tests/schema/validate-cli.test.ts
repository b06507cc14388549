import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

/** `npm run validate` in a project folder: exit code and output. */
function validate(root: string, ...args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'cli', 'validate.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout };
}

const withWarning = {
  'short.yaml': 'path: /short\ntitle: Short\ndescription: Too short.\nsections:\n  - type: hero\n    heading: Short\n',
};
const withError = {
  'typo.yaml':
    'path: /typo\ntitle: Typo\ndescription: A page with a misspelled field in its hero, for the validator.\nsections:\n  - type: hero\n    haeding: Typo\n',
};

describe('npm run validate', () => {
  test('warnings are printed with the word "warning" and do not fail', () => {
    const { status, stdout } = validate(fixtureRoot(withWarning));
    expect(status).toBe(0);
    expect(stdout).toContain('pages/short.yaml:3:14  warning: description: the description is only 10 characters long');
    const [summary, guide] = stdout.trim().split('\n').slice(-2);
    expect(summary).toMatch(/^no errors, 1 warning in 1 file \(6 files checked in \d+ ms\)\.$/);
    expect(guide).toBe('Each code is explained in AUTHORING.md, section Problems.');
  });

  test('errors fail; the summary counts errors and warnings apart', () => {
    const { status, stdout } = validate(fixtureRoot({ ...withWarning, ...withError }));
    expect(status).toBe(1);
    expect(stdout.trim().split('\n').at(-2)).toMatch(/^1 error and 1 warning in 2 files \(7 files checked in \d+ ms\)\.$/);
  });

  test('--format github writes one annotation per problem, at its level', () => {
    const { status, stdout } = validate(fixtureRoot({ ...withWarning, ...withError }), '--format', 'github');
    expect(status).toBe(1);
    expect(stdout.trim().split('\n')).toEqual([
      '::error file=pages/typo.yaml,line=6,col=5::sections[0].haeding: unknown field "haeding" — did you mean "heading"? Fields allowed here: type, eyebrow, heading, subtext, claim, actions, image, size. (unknown-field)',
      '::warning file=pages/short.yaml,line=3,col=14::description: the description is only 10 characters long — write one or two sentences (50 to 160 characters) that tell searchers what the page offers. (short-description)',
    ]);
  });

  test('--format json gives counts and each problem with its place, code and severity', () => {
    const { status, stdout } = validate(fixtureRoot({ ...withWarning, ...withError }), '--format', 'json');
    expect(status).toBe(1);
    const report: unknown = JSON.parse(stdout);
    expect(report).toMatchObject({
      files: 7,
      errors: 1,
      warnings: 1,
      problems: [
        {
          file: 'pages/typo.yaml',
          line: 6,
          col: 5,
          where: 'sections[0].haeding',
          path: ['sections', 0, 'haeding'],
          code: 'unknown-field',
          severity: 'error',
        },
        {
          file: 'pages/short.yaml',
          line: 3,
          col: 14,
          where: 'description',
          path: ['description'],
          code: 'short-description',
          severity: 'warning',
        },
      ],
    });
  });

  test('--strict fails on warnings too; without it a warning passes', () => {
    const root = fixtureRoot(withWarning);
    expect(validate(root).status).toBe(0);
    expect(validate(root, '--strict').status).toBe(1);
    expect(validate(fixtureRoot(), '--strict').status).toBe(0);
  });

  test('--only reports the problems of the named files alone, checked against the whole site', () => {
    const root = fixtureRoot({ ...withWarning, ...withError });
    const onlyWarning = validate(root, '--format', 'json', '--only', 'pages/short.yaml');
    expect(onlyWarning.status).toBe(0);
    const report: unknown = JSON.parse(onlyWarning.stdout);
    expect(report).toMatchObject({ files: 1, errors: 0, warnings: 1, problems: [{ file: 'pages/short.yaml', code: 'short-description' }] });
    expect(validate(root, '--only', 'pages/typo.yaml').status).toBe(1);
  });
});
