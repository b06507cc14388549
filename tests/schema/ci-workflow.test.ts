import { validateWorkflow } from '@action-validator/core';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { githubReport } from '../../schema/content/report.ts';
import type { Problem } from '../../schema/content/errors.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';
import { changedRoutes } from '../browser/sweep/changed-pages.ts';

const workflowsDir = join(projectRoot, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

describe('the GitHub Actions workflow', () => {
  test.each(workflowFiles)('%s is a valid workflow', (name) => {
    expect(validateWorkflow(readFileSync(join(workflowsDir, name), 'utf8')).errors).toEqual([]);
  });

  test('the validator itself refuses a broken workflow', () => {
    expect(validateWorkflow('name: x\non: push\njobs:\n  t:\n    stepz: []\n').errors.length).toBeGreaterThan(0);
  });

  test('it checks the pages with GitHub annotations, then runs the test command, on Node 24 with Chromium and nginx', () => {
    const workflow: unknown = parse(readFileSync(join(workflowsDir, 'ci.yml'), 'utf8'));
    const text = JSON.stringify(workflow);
    const steps = [...text.matchAll(/"run":"([^"]+)"/g)].map((match) => match[1]);
    expect(steps).toContain('npm run validate -- --format github');
    expect(steps.indexOf('npm run validate -- --format github')).toBeLessThan(steps.indexOf('npm test'));
    expect(text).toContain('node:24');
    expect(steps.some((step) => step?.includes('chromium') && step.includes('nginx'))).toBe(true);
  });
});

describe('a change to pages/ and public/ alone is checked by a workflow of its own', () => {
  const contentPaths = ['pages/**', 'public/**'];
  const triggers = (name: string) =>
    z
      .object({
        on: z.object({
          push: z.object({ paths: z.array(z.string()).optional(), 'paths-ignore': z.array(z.string()).optional() }),
          pull_request: z.object({ paths: z.array(z.string()).optional(), 'paths-ignore': z.array(z.string()).optional() }),
        }),
      })
      .parse(parse(readFileSync(join(workflowsDir, name), 'utf8'))).on;

  test('pages.yml runs for those paths, and ci.yml (the whole gate) for every other change', () => {
    const pages = triggers('pages.yml');
    const ci = triggers('ci.yml');
    for (const event of [pages.push, pages.pull_request]) expect(event.paths).toEqual(contentPaths);
    for (const event of [ci.push, ci.pull_request]) expect(event['paths-ignore']).toEqual(contentPaths);
  });

  test('pages.yml validates with annotations, then builds and checks the built site, naming the changed files', () => {
    const workflow = z
      .object({ jobs: z.record(z.string(), z.object({ steps: z.array(z.object({ run: z.string().optional() })) })) })
      .parse(parse(readFileSync(join(workflowsDir, 'pages.yml'), 'utf8')));
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    const validate = steps.indexOf('npm run validate -- --format github');
    expect(validate).toBeGreaterThan(steps.indexOf('npm ci --no-audit --no-fund'));
    expect(steps.indexOf('npm run test:pages')).toBeGreaterThan(validate);
    expect(steps.some((step) => step.includes('CHANGED_PAGES=') && step.includes('git diff --name-only'))).toBe(true);
    const scripts = z
      .object({ scripts: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')));
    expect(scripts.scripts['test:pages']).toMatch(/sweep\.test\.ts/);
  });

  test('the sweep visits the changed pages alone, and every page when a change can reach any of them', () => {
    expect(changedRoutes('pages/industries/retail.yaml\npages/products/erp.yaml\n')).toEqual(new Set(['/retail', '/erp']));
    // A translation's route is its page's, in its language's folder; the home page's is the language's own address.
    expect(changedRoutes('pages/es/industries/retail.yaml pages/es/home.yaml')).toEqual(new Set(['/es/retail', '/es']));
    for (const sitewide of [
      undefined,
      '',
      'pages/site.yaml',
      'pages/es/site.yaml',
      'public/images/hero.webp pages/home.yaml',
      'pages/industries/gone.yaml',
    ])
      expect(changedRoutes(sitewide)).toBeUndefined();
  });
});

describe('problems as GitHub annotations', () => {
  const problem = (file: string, message: string): Problem => ({
    file,
    position: { line: 3, col: 7 },
    path: ['title'],
    where: 'title',
    code: 'short-description',
    severity: 'warning',
    message,
  });

  test('each problem is one workflow command at its level, with its file, line and column', () => {
    expect(githubReport([problem('pages/a.yaml', 'too short — write more')])).toEqual([
      '::warning file=pages/a.yaml,line=3,col=7::title: too short — write more (short-description)',
    ]);
  });

  test('commas, colons, percent signs and line breaks cannot break the command', () => {
    const [line] = githubReport([problem('pages/a,b:c.yaml', '50% done\nnext line')]);
    expect(line).toBe('::warning file=pages/a%2Cb%3Ac.yaml,line=3,col=7::title: 50%25 done%0Anext line (short-description)');
  });
});

describe('the pre-commit hook', () => {
  /** A Git repository whose pages/ is a copy of the fixture site; the code comes from the project. */
  function repository(): string {
    const root = fixtureRoot();
    for (const name of ['scripts', 'schema', 'node_modules', 'package.json', '.githooks'])
      symlinkSync(join(projectRoot, name), join(root, name));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Test Author');
    git('config', 'user.email', 'author@example.com');
    git('add', 'pages');
    git('commit', '-q', '--no-verify', '-m', 'pages');
    execFileSync('npm', ['run', 'hooks', '--silent'], { cwd: root });
    return root;
  }
  // Git passes a hook's output on as its own standard error.
  const commit = (root: string) => spawnSync('git', ['commit', '-q', '-m', 'edit'], { cwd: root, encoding: 'utf8' });
  const stage = (root: string, name: string, text: string) => {
    writeFileSync(join(root, 'pages', name), text);
    execFileSync('git', ['add', join('pages', name)], { cwd: root });
  };

  test('`npm run hooks` installs it; a page with an error stops the commit, with the located problem', () => {
    const root = repository();
    stage(
      root,
      'typo.yaml',
      'path: /typo\ntitle: Typo\ndescription: A page with a misspelled field in its hero, for the validator.\nsections:\n  - type: hero\n    haeding: Typo\n',
    );
    const result = commit(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('pages/typo.yaml:6:5');
  });

  test('a warning is shown and the commit goes through; only the staged files are reported', () => {
    const root = repository();
    // An error in a file that is not staged does not stop a commit of other files.
    writeFileSync(join(root, 'pages', 'unstaged.yaml'), 'path: /unstaged\ntitle: x\n');
    stage(root, 'short.yaml', 'path: /short\ntitle: Short\ndescription: Too short.\nsections:\n  - type: hero\n    heading: Short\n');
    const result = commit(root);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('pages/short.yaml:3:14');
    expect(result.stderr).not.toContain('unstaged.yaml');
  });
});
