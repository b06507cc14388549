import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { savesGathering } from '../../studio/team/repo/commits/commit-batch.ts';
import { inTurn } from '../../studio/team/repo/git/queue.ts';
import { openTeamDatabase } from '../../studio/team/database/index.ts';
import { gitIn, teamFolders } from '../helpers/team-server.ts';
import { heroHeading, peopleOn, publishServer, remoteFile, retail, withField } from './publish-steps.ts';

const FileSchema = z.object({ text: z.string(), version: z.string() });
const SavedSchema = z.object({ commit: z.string() });
const CommitDetail = z.object({ commit: z.string() });

it('a stop answers the save in hand first: its commit pushed, its answer sent, its audit entry kept', async () => {
  const folders = teamFolders();
  const { server, call } = await publishServer(folders);
  const { pat } = peopleOn(server);
  const opened = FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie: pat.cookie })).body);

  // The clone's queue is held, so the save is in hand, waiting for its turn, when the stop begins.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const worktree = realpathSync(join(folders.dataDir, 'repo'));
  const turn = inTurn(worktree, () => held);
  const saving = call('/_studio/api/file', {
    method: 'PUT',
    cookie: pat.cookie,
    body: { path: retail, text: withField(opened.text, heroHeading, 'Saved as the studio stops'), version: opened.version },
  });
  await expect.poll(() => savesGathering(worktree, 'main'), { timeout: 20_000 }).toBe(1);
  const stopping = server.close();
  // The stop has begun (no new connections) before the queue moves on.
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await turn;
  await stopping;

  const answer = await saving;
  expect(answer.status).toBe(200);
  const { commit } = SavedSchema.parse(answer.body);
  expect(remoteFile(folders.repo, retail)).toContain('Saved as the studio stops');
  expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(commit);
  const store = openTeamDatabase(folders.dataDir);
  try {
    const saved = store.audit.page({ limit: 50 }).entries.filter((entry) => entry.action === 'saved');
    expect(saved.map((entry) => CommitDetail.safeParse(entry.detail).data?.commit)).toContain(commit);
  } finally {
    store.close();
  }
}, 60_000);
