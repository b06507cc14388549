import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openContentRepo } from '../../../studio/team/repo/index.ts';
import { saveInDraft, started } from './draft-steps.ts';
import { runUntilKilled } from './kill-steps.ts';
import { fixtureRemote, gitIn, type FixtureRemote } from './remote-fixture.ts';
import { alice, bob, heading, retail } from './repo-steps.ts';

const mergeLoop = resolve(import.meta.dirname, 'scripts/merge-loop.ts');

let fixture: FixtureRemote;
beforeEach(() => {
  fixture = fixtureRemote();
});
afterEach(() => {
  fixture.cleanup();
});

interface Merging {
  before: string;
  draftHead: string;
  value: string;
  merged: string | undefined;
}

/** The merges the loop began, in order, and the commit of each it finished. */
function mergesIn(output: string): Merging[] {
  const merges: Merging[] = [];
  for (const [, word = '', first = '', second = '', value = ''] of output.matchAll(
    /^(merging|merged) ([0-9a-f]+) (?:([0-9a-f]+) )?(.+)$/gm,
  )) {
    if (word === 'merging') merges.push({ before: first, draftHead: second, value, merged: undefined });
    else {
      const last = merges.at(-1);
      if (last?.value !== value) throw new Error(`merged ${value} was not begun`);
      last.merged = first;
    }
  }
  return merges;
}

describe('a publish stopped by kill -9', () => {
  it(
    'leaves main before the merge or after it, never between; the repository is sound and the next publish works',
    { timeout: 180_000 },
    async () => {
      const dir = join(fixture.root, 'studio');
      const published: string[] = [];
      // A publish takes one to two seconds here: each round kills the loop later into its first one (then into what follows).
      for (let round = 0; round < 6; round += 1) {
        const delayMs = round * 300 + Math.floor(Math.random() * 300);
        const merges = mergesIn(await runUntilKilled(mergeLoop, [dir, fixture.remote], 'merging ', delayMs, fixture.remote));
        const repo = await openContentRepo({ dir, source: fixture.remote });
        expect(gitIn(repo.dir, ['fsck', '--full', '--strict', '--no-dangling', '--no-progress'])).toBe('');
        expect(gitIn(repo.dir, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
        const head = gitIn(repo.dir, ['rev-parse', 'main']);
        const last = merges.at(-1);
        if (last === undefined) throw new Error('the loop was killed before it began a merge');
        published.push(...merges.flatMap((merge) => (merge.merged === undefined ? [] : [merge.merged])));
        if (last.merged !== undefined) expect(head).toBe(last.merged);
        else if (head !== last.before) {
          // The killed merge is whole: both parents, and the draft's heading in main's page.
          expect(gitIn(repo.dir, ['log', '-1', '--format=%P', head])).toBe(`${last.before} ${last.draftHead}`);
          expect(gitIn(repo.dir, ['cat-file', 'blob', `${head}:${retail}`])).toContain(`heading: ${last.value}\n`);
        }
        const history = gitIn(repo.dir, ['log', '--format=%H', 'main']);
        for (const commit of published) expect(history).toContain(commit);
        expect(readFileSync(join(repo.dir, retail), 'utf8')).toBe(gitIn(repo.dir, ['cat-file', 'blob', `main:${retail}`]) + '\n');
      }
      const repo = await openContentRepo({ dir, source: fixture.remote });
      const draft = await started(repo, alice, 'After the crashes');
      await saveInDraft(repo, draft.branch, bob, heading, 'After the crashes');
      const merged = await repo.mergeDraft({ draft: draft.branch, publisher: alice });
      expect(merged).toMatchObject({ ok: true, pushed: true });
      expect(gitIn(fixture.remote, ['rev-parse', 'main'])).toBe(gitIn(repo.dir, ['rev-parse', 'main']));
      expect(gitIn(fixture.remote, ['cat-file', 'blob', `main:${retail}`])).toContain('heading: After the crashes\n');
    },
  );
});
