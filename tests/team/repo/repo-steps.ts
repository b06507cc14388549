import { join } from 'node:path';
import { setScalar, type DataPath } from '../../../studio/document/index.ts';
import { afterEach, beforeEach } from 'vitest';
import { openContentRepo, type ContentRepo, type SaveResult } from '../../../studio/team/repo/index.ts';
import { fixtureRemote, gitIn, type FixtureRemote } from './remote-fixture.ts';

/** What the content repository's tests edit, and who. */
export const retail = 'pages/industries/retail.yaml';
export const alice = { name: 'Alice Author', email: 'alice@example.com' };
export const bob = { name: 'Bob Publisher', email: 'bob@example.com' };
export const heading: DataPath = ['sections', 1, 'heading'];
export const cardTitle: DataPath = ['sections', 2, 'cards', 0, 'title'];

/** The page as read, with one value set by the edit model: what an author's save sends. */
export async function edit(repo: ContentRepo, path: DataPath, value: string): Promise<{ text: string; version: string }> {
  const read = await repo.read(retail);
  if (!read.ok) throw new Error(read.message);
  const result = setScalar(read.text, path, value);
  if (!result.ok) throw new Error(result.error.message);
  return { text: result.text, version: read.version };
}

/** The last `count` commits of the remote's main branch, in git's `format`. */
export const remoteLog = (fixture: FixtureRemote, format: string, count: number): string[] =>
  gitIn(fixture.remote, ['log', `-${String(count)}`, `--format=${format}`, 'main']).split('\n');

export function expectSaved(result: SaveResult): asserts result is Extract<SaveResult, { ok: true }> {
  if (!result.ok) throw new Error(`not saved: ${JSON.stringify(result)}`);
}

/** A fresh fixture remote for each test of a file, removed after it, and the studio's clone of it (or another, by name). */
export function remotePerTest(): { fixture: () => FixtureRemote; open: (name?: string) => Promise<ContentRepo> } {
  let current: FixtureRemote | undefined;
  beforeEach(() => {
    current = fixtureRemote();
  });
  afterEach(() => {
    current?.cleanup();
  });
  const fixture = (): FixtureRemote => {
    if (current === undefined) throw new Error('The fixture remote exists only while a test runs.');
    return current;
  };
  return { fixture, open: (name = 'studio') => openContentRepo({ dir: join(fixture().root, name), source: fixture().remote }) };
}
