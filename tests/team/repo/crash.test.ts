import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openContentRepo } from '../../../studio/team/repo/index.ts';
import { runUntilKilled } from './kill-steps.ts';
import { fixtureRemote, gitEnvironment, gitIn, type FixtureRemote } from './remote-fixture.ts';
import { expectSaved, retail } from './repo-steps.ts';

const saveLoop = resolve(import.meta.dirname, 'scripts/save-loop.ts');

let fixture: FixtureRemote;
beforeEach(() => {
  fixture = fixtureRemote();
});
afterEach(() => {
  fixture.cleanup();
});

/** Runs the save loop and kills it `delayMs` after its first acknowledged save. Gives the saves it acknowledged. */
async function saveUntilKilled(dir: string, delayMs: number): Promise<{ commit: string; value: string }[]> {
  const output = await runUntilKilled(saveLoop, [dir, fixture.remote], 'saved ', delayMs, fixture.remote);
  return [...output.matchAll(/^saved ([0-9a-f]+) (.+)$/gm)].map(([, commit = '', value = '']) => ({ commit, value }));
}

describe('a save stopped by kill -9', () => {
  it(
    'leaves a consistent repository where every acknowledged save is a commit, and saves go on after reopening',
    { timeout: 120_000 },
    async () => {
      const dir = join(fixture.root, 'studio');
      const acknowledged: { commit: string; value: string }[] = [];
      for (let round = 0; round < 4; round += 1) {
        acknowledged.push(...(await saveUntilKilled(dir, Math.floor(Math.random() * 300))));
        const repo = await openContentRepo({ dir, source: fixture.remote });
        const fsck = gitIn(repo.dir, ['fsck', '--full', '--no-dangling', '--no-progress']);
        expect(fsck).toBe('');
        expect(gitIn(repo.dir, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
        const history = gitIn(repo.dir, ['log', '--format=%H %an', 'main']);
        for (const save of acknowledged) expect(history).toContain(save.commit);
        // The file in the work tree is the head's, and holds the last committed value.
        const head = gitIn(repo.dir, ['cat-file', 'blob', `main:${retail}`]);
        expect(readFileSync(join(repo.dir, retail), 'utf8').trimEnd()).toBe(head);
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(4);
      const repo = await openContentRepo({ dir, source: fixture.remote });
      const read = await repo.read(retail);
      if (!read.ok) throw new Error(read.message);
      const saved = await repo.save({
        file: retail,
        baseVersion: read.version,
        text: read.text.replace(/^(\s+heading: )Save .*$/m, '$1After the crashes'),
        author: { name: 'Alice Author', email: 'alice@example.com' },
      });
      expectSaved(saved);
      expect(saved.pushed).toBe(true);
      // Every acknowledged save reached the remote too, the ones a kill stopped before their push included.
      const remoteHistory = gitIn(fixture.remote, ['log', '--format=%H', 'main']);
      for (const save of acknowledged) expect(remoteHistory).toContain(save.commit);
    },
  );

  it('removes the locks a killed git left behind when it opens, but not the locks of a git still running', async () => {
    const dir = join(fixture.root, 'studio');
    const first = await openContentRepo({ dir, source: fixture.remote });
    const locks = [join(first.dir, '.git', 'index.lock'), join(first.dir, '.git', 'refs', 'heads', 'main.lock')];
    for (const lock of locks) writeFileSync(lock, '');
    // A git command that waits for input stands for one that is in the middle of its work.
    const running = spawn('git', ['cat-file', '--batch'], { cwd: first.dir, stdio: ['pipe', 'ignore', 'ignore'], env: gitEnvironment() });
    try {
      await openContentRepo({ dir, source: fixture.remote });
      expect(locks.map((lock) => existsSync(lock))).toEqual([true, true]);
    } finally {
      running.stdin.end();
      await new Promise((done) => running.on('exit', done));
    }
    const reopened = await openContentRepo({ dir, source: fixture.remote });
    expect(locks.map((lock) => existsSync(lock))).toEqual([false, false]);
    const read = await reopened.read(retail);
    if (!read.ok) throw new Error(read.message);
    expectSaved(
      await reopened.save({
        file: retail,
        baseVersion: read.version,
        text: `${read.text}# checked\n`,
        author: { name: 'Alice Author', email: 'alice@example.com' },
      }),
    );
  });
});
