import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ownEnvironment } from '../../../studio/team/repo/git/git.ts';

const project = resolve(import.meta.dirname, '../../..');

/** The real pages a fixture remote holds: small, but with the site settings and a long page. */
export const seededFiles = ['pages/site.yaml', 'pages/home.yaml', 'pages/industries/retail.yaml', 'public/images/industries/retail.svg'];

/**
 * The environment for git in tests, without the variables that point it at another repository:
 * run from a git hook, the tests would otherwise commit their fixtures into the project's own.
 */
export const gitEnvironment = (): NodeJS.ProcessEnv => ({
  ...ownEnvironment(),
  GIT_CONFIG_NOSYSTEM: '1',
});

/** Runs git in `dir` and gives its output without the final line break; throws when it fails. */
export function gitIn(dir: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: gitEnvironment() }).replace(/\n$/, '');
}

export interface FixtureRemote {
  /** A temporary folder for everything the test makes. */
  root: string;
  /** A bare repository standing in for the site's remote. */
  remote: string;
  cleanup: () => void;
}

/** A bare repository in a temporary folder, seeded with one commit of a few real pages. */
export function fixtureRemote(): FixtureRemote {
  const root = mkdtempSync(join(tmpdir(), 'content-repo-'));
  const seed = join(root, 'seed');
  for (const file of seededFiles) {
    mkdirSync(dirname(join(seed, file)), { recursive: true });
    cpSync(join(project, file), join(seed, file));
  }
  gitIn(seed, ['init', '--quiet', '--initial-branch=main']);
  gitIn(seed, ['add', '.']);
  gitIn(seed, ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'Seed the site']);
  const remote = join(root, 'remote.git');
  gitIn(root, ['clone', '--quiet', '--bare', seed, remote]);
  return { root, remote, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Changes a file the way a developer would outside the studio: a clone of its own, a text
 * editor's change, a commit by them and a plain `git push`.
 */
export function pushFromEditor(fixture: FixtureRemote, file: string, change: (text: string) => string, message = 'Edit by hand'): void {
  const clone = join(fixture.root, `editor-${String(Date.now())}-${String(Math.random()).slice(2)}`);
  gitIn(fixture.root, ['clone', '--quiet', fixture.remote, clone]);
  const path = join(clone, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
  gitIn(clone, ['-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', 'commit', '--quiet', '-am', message]);
  gitIn(clone, ['push', '--quiet', 'origin', 'main']);
}

/** The file as the remote's main branch has it. */
export const remoteText = (fixture: FixtureRemote, file: string): string =>
  execFileSync('git', ['cat-file', 'blob', `main:${file}`], { cwd: fixture.remote, encoding: 'utf8', env: gitEnvironment() });
