import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { setScalar } from '../../studio/document/index.ts';
import { openTeamDatabase } from '../../studio/team/database/index.ts';
import { startStudioProcess, type StudioProcess } from '../helpers/team-process.ts';
import { fixtureRemote, gitIn, type FixtureRemote } from './repo/remote-fixture.ts';

const retail = 'pages/industries/retail.yaml';
const heading = ['sections', 1, 'heading'];
const FileAnswer = z.object({ text: z.string(), version: z.string() });

let fixture: FixtureRemote | undefined;
let running: StudioProcess | undefined;
afterEach(async () => {
  running?.killGroup();
  await running?.exited;
  running = undefined;
  fixture?.cleanup();
});

/** A person with a session, made in the data folder's database, as the server reads it. */
function signedIn(dataDir: string): string {
  const store = openTeamDatabase(dataDir);
  try {
    const alice = store.people.add({ name: 'Alice Author', email: 'alice@example.com', role: 'author' });
    // Alice saves onto main here (the review rule that sends authors' saves into drafts is off): this test is about saves.
    store.requests.setRules({ authorsUseDrafts: false });
    return `studio-session=${store.sessions.start(alice.id, 'crash test')}`;
  } finally {
    store.close();
  }
}

/** The studio API on loopback, as the studio's own page calls it. */
function api(server: StudioProcess, cookie: string) {
  const base = server.url.replace('//localhost:', '//127.0.0.1:');
  return {
    async open() {
      const response = await fetch(`${base}/_studio/api/file?path=${retail}`, { headers: { cookie } });
      return FileAnswer.parse(await response.json());
    },
    async save(text: string, version: string) {
      const response = await fetch(`${base}/_studio/api/file`, {
        method: 'PUT',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ path: retail, text, version }),
      });
      return { status: response.status, answer: z.record(z.string(), z.unknown()).parse(await response.json()) };
    },
  };
}

/** `git fsck --strict` finds nothing wrong (gitIn throws when it fails). */
const fsckClean = (repository: string) => gitIn(repository, ['fsck', '--strict', '--no-dangling', '--no-progress']);

describe('kill -9 of the team server during a save, then a restart', () => {
  it(
    'leaves the repository consistent, each killed save a whole commit or not there at all, every answered save on the remote',
    { timeout: 240_000 },
    async () => {
      const remote = fixtureRemote();
      fixture = remote;
      const dataDir = join(remote.root, 'data');
      const clone = join(dataDir, 'repo');
      const start = async () => (running = await startStudioProcess({ dataDir, repo: remote.remote, screens: inject('teamScreensDir') }));
      let server = await start();
      const cookie = signedIn(dataDir);
      const outcomes: string[] = [];

      // The save takes a few hundred milliseconds: kills 0–360 ms after it is sent fall before, during and after its
      // commit; the last, seconds later, after its answer.
      for (const [index, from] of [0, 60, 120, 180, 240, 300, 3000].entries()) {
        const round = index + 1;
        const delay = from + Math.floor(Math.random() * 60);
        const before = await api(server, cookie).open();
        const headBefore = gitIn(clone, ['rev-parse', 'main']);
        const value = `Saved in round ${String(round)}`;
        const edited = setScalar(before.text, heading, value);
        if (!edited.ok) throw new Error(edited.error.message);
        const sent = api(server, cookie)
          .save(edited.text, before.version)
          .then(
            (answer) => answer.status,
            () => 'no answer',
          );
        await sleep(delay);
        server.killGroup();
        const answered = await sent;
        await server.exited;
        server = await start();

        fsckClean(clone);
        fsckClean(remote.remote);
        // The clone is its head, file for file: no half-written page, no leftover of the save.
        expect(gitIn(clone, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
        const atHead = gitIn(clone, ['cat-file', 'blob', `main:${retail}`]);
        expect(readFileSync(join(clone, retail), 'utf8').replace(/\n$/, '')).toBe(atHead);
        const made = gitIn(clone, ['log', '--format=%H|%an <%ae>|%s', `${headBefore}..main`]);
        if (made === '') {
          // Not saved: the page is exactly as before, and the answer (if any) did not say saved.
          expect(atHead).toBe(before.text.replace(/\n$/, ''));
          expect(answered).not.toBe(200);
          outcomes.push(`${String(delay)} ms: not saved (${String(answered)})`);
        } else {
          // Saved: one whole commit by Alice whose page is the page she sent.
          const [commit = '', ...rest] = made.split('|');
          expect(made.split('\n')).toHaveLength(1);
          expect(rest.join('|')).toBe('Alice Author <alice@example.com>|Edit Retail');
          expect(gitIn(clone, ['cat-file', 'blob', `${commit}:${retail}`])).toBe(edited.text.replace(/\n$/, ''));
          outcomes.push(`${String(delay)} ms: a commit (${String(answered)})`);
        }
        // An answered save was pushed before it was answered.
        if (answered === 200) expect(gitIn(remote.remote, ['rev-parse', 'main'])).toBe(gitIn(clone, ['rev-parse', 'main']));

        // The studio's editor, with no answer, saves again what it holds: it lands once, whatever the kill left.
        const again = await api(server, cookie).save(edited.text, before.version);
        expect(again.status).toBe(200);
        // Pushed: no "not yet sent" note (on failure, the note says why, in the remote's words).
        expect(again.answer.note).toBeUndefined();
        expect(gitIn(remote.remote, ['rev-parse', 'main'])).toBe(gitIn(clone, ['rev-parse', 'main']));
        expect(gitIn(remote.remote, ['log', '--format=%an', `${headBefore}..main`]).split('\n')).toEqual(['Alice Author']);
        expect(gitIn(remote.remote, ['cat-file', 'blob', `main:${retail}`])).toBe(edited.text.replace(/\n$/, ''));
      }
      console.log(`Kills after sending a save: ${outcomes.join('; ')}`);
      fsckClean(clone);
      fsckClean(remote.remote);
    },
  );
});
