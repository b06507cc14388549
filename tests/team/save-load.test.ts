import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingOnRemote } from '../../scripts/bench/team/save-load/remote-check.ts';
import { runSaveLoad } from '../../scripts/bench/team/save-load/save-load.ts';
import { seededRemote } from '../../scripts/bench/team/save-load/seeded-remote.ts';
import type { SaveRecord } from '../../scripts/bench/team/save-load/simulated-author.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { gitIn } from './repo/remote-fixture.ts';

const retail = 'pages/industries/retail.yaml';

describe('the team studio under load (a short run of the bench’s load)', () => {
  it(
    'keeps every acknowledged save of 5 authors saving every second for 5 s: each a commit on the remote with its value',
    { timeout: 180_000 },
    async () => {
      const { records, missing } = await runSaveLoad({ root: projectRoot, authors: 5, seconds: 5 });
      // Each author saves at least in their first second (and once a second while the server keeps up).
      expect(new Set(records.map((record) => record.author)).size).toBe(5);
      expect(missing).toEqual([]);
      // Each author changes a field of their own, so a refusal means an editor was given a text
      // that is not the version it was told it holds (its next save then undoes others' changes).
      expect(records.filter((record) => record.outcome !== 'acknowledged').map((record) => `${record.value}: ${record.why ?? ''}`)).toEqual(
        [],
      );
    },
  );

  it('reports a save that is not on the remote, a commit without the saved value, and a value undone later', async () => {
    const folders = await seededRemote(projectRoot);
    try {
      const seed = gitIn(folders.remote, ['rev-parse', 'main']);
      const record = (value: string, commit: string): SaveRecord => ({
        author: 'Alice',
        file: retail,
        field: ['sections', 1, 'heading'],
        value,
        outcome: 'acknowledged',
        ms: 1,
        late: false,
        skipped: 0,
        commit,
      });
      const missing = await missingOnRemote(folders.remote, 'main', [
        record('Never pushed', 'f'.repeat(40)),
        record('Not in the seed', seed),
      ]);
      expect(missing).toEqual([
        "Never pushed: acknowledged as commit ffffffffffffffffffffffffffffffffffffffff, which is not on the remote's main",
        `Not in the seed: its commit ${seed} has "Built for the way retailers work" in sections.1.heading`,
        'Not in the seed: undone by a later save, the page ends with "Built for the way retailers work" in sections.1.heading',
      ]);
    } finally {
      rmSync(folders.scratch, { recursive: true, force: true });
    }
  });
});
