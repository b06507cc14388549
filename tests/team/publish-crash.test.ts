import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { openTeamDatabase } from '../../studio/team/database/index.ts';
import { listReleases } from '../../scripts/deploy/index.ts';
import { startStudioProcess, type StudioProcess } from '../helpers/team-process.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { heroHeading, retail, withField } from './publish-steps.ts';
import { gitIn } from './repo/remote-fixture.ts';

const Answer = z.record(z.string(), z.unknown());
const FileAnswer = z.object({ text: z.string(), version: z.string() });
const RequestAnswer = z.object({
  id: z.number(),
  state: z.string(),
  publishedCommit: z.string().nullable(),
  publishedRelease: z.string().nullable(),
});

let running: StudioProcess | undefined;
afterEach(async () => {
  running?.killGroup();
  await running?.exited;
  running = undefined;
});

/** Alice (author) and Pat (publisher), with sessions, made in the data folder's database as the server reads it. */
function people(dataDir: string): { alice: string; pat: string } {
  const store = openTeamDatabase(dataDir);
  try {
    const alice = store.people.add({ name: 'Alice Author', email: 'alice@example.com', role: 'author' });
    const pat = store.people.add({ name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' });
    return {
      alice: `studio-session=${store.sessions.start(alice.id, 'crash test')}`,
      pat: `studio-session=${store.sessions.start(pat.id, 'crash test')}`,
    };
  } finally {
    store.close();
  }
}

/** The team API on loopback, as the screens call it. */
function api(server: StudioProcess) {
  const base = server.url.replace('//localhost:', '//127.0.0.1:');
  return async (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, origin: base, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, body: Answer.parse(await response.json()) };
  };
}

/** A draft by Alice with the hero's heading changed, asked for review and approved by Pat; the request's id. */
async function approvedChange(call: ReturnType<typeof api>, cookies: { alice: string; pat: string }, heading: string): Promise<number> {
  const started = await call('/_team/api/drafts', cookies.alice, { method: 'POST', body: { name: heading } });
  const draft = z.object({ draft: z.object({ branch: z.string() }) }).parse(started.body).draft.branch;
  const opened = FileAnswer.parse((await call(`/_studio/api/file?path=${retail}&draft=${encodeURIComponent(draft)}`, cookies.alice)).body);
  const saved = await call(`/_studio/api/file?draft=${encodeURIComponent(draft)}`, cookies.alice, {
    method: 'PUT',
    body: { path: retail, text: withField(opened.text, heroHeading, heading), version: opened.version },
  });
  expect(saved.status).toBe(200);
  const asked = await call('/_team/api/requests', cookies.alice, { method: 'POST', body: { draft, title: heading } });
  const id = RequestAnswer.parse(asked.body).id;
  expect((await call(`/_team/api/requests/${String(id)}/approve`, cookies.pat, { method: 'POST', body: {} })).status).toBe(200);
  return id;
}

/** The live release's retail page, and that the release is whole (its manifest is written last). */
function liveRetail(releasesDir: string): string {
  const list = listReleases({ releasesDir });
  const live = list.releases.find((release) => release.live);
  if (live === undefined) throw new Error('nothing is live');
  return readFileSync(join(live.dir, 'retail', 'index.html'), 'utf8');
}

describe('kill -9 of the team server during a publish, then a restart', () => {
  it(
    'leaves the old release or the new one live, never a mix, and the request settled by what happened',
    { timeout: 10 * 60_000 },
    async () => {
      const folders = teamFolders();
      const releasesDir = join(folders.dataDir, 'releases');
      const screens = inject('teamScreensDir');
      let server = await startStudioProcess({ ...folders, screens });
      running = server;
      const cookies = people(folders.dataDir);
      let call = api(server);
      const first = await approvedChange(call, cookies, 'First live heading');
      expect(await call(`/_team/api/requests/${String(first)}/publish`, cookies.pat, { method: 'POST', body: {} })).toMatchObject({
        status: 200,
        body: { state: 'published' },
      });
      expect(liveRetail(releasesDir)).toContain('First live heading');

      // The second publish is killed once it is under way: in the merge, the push or the build (a build takes seconds).
      const second = await approvedChange(call, cookies, 'Second live heading');
      const mainBefore = gitIn(folders.repo, ['rev-parse', 'main']);
      const publishing = call(`/_team/api/requests/${String(second)}/publish`, cookies.pat, { method: 'POST', body: {} }).catch(
        () => 'no answer',
      );
      for (let tries = 0; tries < 200; tries += 1) {
        const state = RequestAnswer.parse((await call(`/_team/api/requests/${String(second)}`, cookies.pat)).body).state;
        if (state === 'publishing') break;
        await sleep(25);
      }
      await sleep(Math.floor(Math.random() * 4000));
      server.killGroup();
      await publishing;
      await server.exited;

      // Whatever the moment: the live release is whole, the first or the second.
      const killedLive = liveRetail(releasesDir);
      expect(killedLive.includes('First live heading') !== killedLive.includes('Second live heading')).toBe(true);
      const clone = join(folders.dataDir, 'repo');
      const merged = gitIn(clone, ['rev-parse', 'main']) !== mainBefore;
      console.log(
        `Killed ${merged ? 'after' : 'before'} the merge; live then: ${killedLive.includes('Second') ? 'the new release' : 'the old release'}`,
      );

      // On restart the request is settled: merged → built and deployed (or found live); not merged → approved, and publishing again works.
      server = await startStudioProcess({ ...folders, screens });
      running = server;
      call = api(server);
      let settled = RequestAnswer.parse((await call(`/_team/api/requests/${String(second)}`, cookies.pat)).body);
      for (let tries = 0; settled.state === 'publishing' && tries < 600; tries += 1) {
        await sleep(500);
        settled = RequestAnswer.parse((await call(`/_team/api/requests/${String(second)}`, cookies.pat)).body);
      }
      if (settled.state === 'approved') {
        expect(merged).toBe(false);
        expect(liveRetail(releasesDir)).toContain('First live heading');
        expect(await call(`/_team/api/requests/${String(second)}/publish`, cookies.pat, { method: 'POST', body: {} })).toMatchObject({
          status: 200,
        });
        settled = RequestAnswer.parse((await call(`/_team/api/requests/${String(second)}`, cookies.pat)).body);
      }
      expect(settled.state).toBe('published');
      const head = gitIn(clone, ['rev-parse', 'main']);
      expect(settled.publishedCommit).toBe(head);
      const list = listReleases({ releasesDir });
      expect(list.live).toBe(settled.publishedRelease);
      expect(list.releases.find((release) => release.live)?.manifest.commit).toBe(head);
      expect(liveRetail(releasesDir)).toContain('Second live heading');
      // Nothing half-made is left beside the releases.
      expect(readdirSync(releasesDir).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
      expect(existsSync(join(releasesDir, 'live'))).toBe(true);
    },
  );
});
