import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownEnvironment } from '../../studio/team/repo/git/git.ts';
import { startTeamServer, type TeamServer, type TeamServerOptions } from '../../studio/team/server/server.ts';
import { projectRoot, withoutTranslations } from './fixture-site.ts';

/** A clock the test moves by hand: invitations expire and sessions idle without waiting. */
export function testClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

/** Runs git in `dir` (no system config) and gives its output without the final line break. */
export function gitIn(dir: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Never the runner's GIT_DIR or GIT_WORK_TREE (set when the tests run from a git hook).
    env: { ...ownEnvironment(), GIT_CONFIG_NOSYSTEM: '1' },
  }).replace(/\n$/, '');
}

/**
 * A throw-away site repository and data folder: `repo` is a bare repository (the team's remote)
 * seeded with one commit of the site's pages and pictures; the server clones it into `<data>/repo`.
 */
export function teamFolders(): { repo: string; dataDir: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'team-server-'));
  const seed = join(scratch, 'seed');
  // The site's own pages: the team's journeys change pages' sections, which translations would have to follow.
  cpSync(join(projectRoot, 'pages'), join(seed, 'pages'), { recursive: true, filter: withoutTranslations() });
  cpSync(join(projectRoot, 'public', 'images'), join(seed, 'public', 'images'), { recursive: true });
  gitIn(seed, ['init', '--quiet', '--initial-branch=main']);
  gitIn(seed, ['add', '.']);
  gitIn(seed, ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'Seed the site']);
  gitIn(scratch, ['clone', '--quiet', '--bare', seed, 'remote.git']);
  return { repo: join(scratch, 'remote.git'), dataDir: join(scratch, 'data') };
}

/** The team server on a free loopback port, on the given folders. */
export function teamServerOn(folders: { repo: string; dataDir: string }, options: Partial<TeamServerOptions> = {}): Promise<TeamServer> {
  return startTeamServer({
    host: '127.0.0.1',
    port: 0,
    origin: undefined,
    trustProxy: false,
    root: projectRoot,
    screensDir: join(folders.dataDir, 'no-screens'),
    ...folders,
    ...options,
  });
}

/**
 * Lets authors save straight onto main (the review rule `authorsUseDrafts` off, as an admin may set it):
 * for the tests of saving itself, written before authors' saves went into drafts.
 */
export function authorsSaveToMain(server: { store: TeamServer['store'] }): void {
  server.store.requests.setRules({ authorsUseDrafts: false });
}

/** A fetch that speaks as the studio's own page: the server's Origin on changes, the session's cookie if given. */
export function teamFetch(server: TeamServer) {
  return async (
    path: string,
    init: {
      method?: string;
      body?: unknown;
      /** A form upload (a picture), sent as multipart/form-data. */
      form?: FormData;
      cookie?: string;
      origin?: string | null;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie !== undefined) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const origin = init.origin === undefined ? (method === 'GET' ? null : server.url) : init.origin;
    if (origin !== null) headers.origin = origin;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.form === undefined ? {} : { body: init.form }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // An HTML page or an empty answer: kept as text.
    }
    return { status: response.status, body, headers: response.headers };
  };
}

/** A person with a session, made directly in the store (the passkey ceremony is the browser test's part). */
export function signedInAs(
  server: TeamServer,
  person: { name: string; email: string; role: 'author' | 'publisher' | 'admin' },
): { id: number; cookie: string } {
  const added = server.store.people.add(person);
  return { id: added.id, cookie: `studio-session=${server.store.sessions.start(added.id, 'test')}` };
}
