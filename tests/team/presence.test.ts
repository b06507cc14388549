import { afterAll, describe, expect, it } from 'vitest';
import { PresenceEventSchema, type PresenceEvent } from '../../studio/api/contract/presence.ts';
import { sharedFields } from '../../studio/app/team/presence/shared-fields.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { heroHeading, peopleOn, publishServer, retail, withField } from './publish-steps.ts';

const running: TeamServer[] = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** One editor's presence stream: its events in order, and a wait for the next one that matches. */
async function presenceStream(server: TeamServer, cookie: string, query: Record<string, string>) {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/_team/api/presence?${new URLSearchParams(query).toString()}`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const events: PresenceEvent[] = [];
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    if (response.body === null) return;
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice('data: '.length))
          .join('\n');
        if (data !== '') events.push(PresenceEventSchema.parse(JSON.parse(data)));
      }
      for (const wake of waiters.splice(0)) wake();
    }
  })().catch(() => undefined);

  async function next(matches: (event: PresenceEvent) => boolean, within = 10_000): Promise<PresenceEvent> {
    const deadline = Date.now() + within;
    for (;;) {
      const found = events.findLast(matches);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no presence event matched within ${String(within)} ms; last: ${JSON.stringify(events.at(-1))}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, left).unref();
      });
    }
  }

  const close = async () => {
    abort.abort();
    await reading;
  };
  /** Settles when the server has ended the stream (or it was closed here). */
  const ended = reading;
  return { status: response.status, headers: response.headers, events, next, close, ended };
}

describe('presence: who else has a page open, and which drafts change it', () => {
  it(
    'ends a stream with its session: a removed person, or one signed out, hears nothing more of the page',
    { timeout: 60_000 },
    async () => {
      const steps = await publishServer(teamFolders());
      running.push(steps.server);
      const { alice, bo, pat, ada } = peopleOn(steps.server);
      const streamEnded = async (view: Awaited<ReturnType<typeof presenceStream>>) => {
        await view.next(() => true);
        const count = view.events.length;
        return { count, view };
      };
      // Bo is removed by an admin; Pat signs out. Each has the page open.
      const bos = await streamEnded(await presenceStream(steps.server, bo.cookie, { file: retail }));
      const pats = await streamEnded(await presenceStream(steps.server, pat.cookie, { file: retail }));
      const removed = await steps.call(`/_team/api/admin/people/${String(bo.id)}`, { method: 'DELETE', cookie: ada.cookie });
      expect(removed.status).toBe(200);
      expect((await steps.call('/_team/api/sign-out', { method: 'POST', cookie: pat.cookie })).status).toBe(200);
      // Alice opens the page: the open streams are told, and the ended sessions' streams end instead.
      const alices = await presenceStream(steps.server, alice.cookie, { file: retail });
      await alices.next((event) => event.viewers.length === 0);
      // The server ends both streams by itself.
      const byItself = await Promise.race([
        Promise.all([bos.view.ended, pats.view.ended]).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      expect(byItself).toBe(true);
      for (const ended of [bos, pats]) {
        expect(ended.view.events.slice(ended.count).flatMap((event) => event.viewers.map((viewer) => viewer.name))).not.toContain(
          'Alice Author',
        );
      }
      await alices.close();
    },
  );

  it(
    'streams the other editors of a page and the drafts that change it, and warns of a field both change',
    { timeout: 120_000 },
    async () => {
      const folders = teamFolders();
      const steps = await publishServer(folders);
      running.push(steps.server);
      const { alice, bo, pat } = peopleOn(steps.server);

      const bosDraft = await steps.startDraft(bo.cookie, 'Spring campaign');
      const alicesView = await presenceStream(steps.server, alice.cookie, { file: retail });
      expect(alicesView.status).toBe(200);
      expect(alicesView.headers.get('content-type')).toBe('text/event-stream');
      const alone = await alicesView.next(() => true);
      expect(alone).toEqual({ file: retail, viewers: [], drafts: [] });

      // Bo opens the same page in his draft: Alice sees him there; Bo sees Alice on the live version.
      const bosView = await presenceStream(steps.server, bo.cookie, { file: retail, draft: bosDraft });
      const withBo = await alicesView.next((event) => event.viewers.length === 1);
      expect(withBo.viewers[0]).toMatchObject({ name: 'Bo Author', draft: { branch: bosDraft, name: 'Spring campaign' } });
      const withAlice = await bosView.next((event) => event.viewers.length === 1);
      expect(withAlice.viewers[0]).toMatchObject({ name: 'Alice Author', draft: null });

      // Bo saves a new hero heading into his draft: Alice learns which field his draft changes, and main's value of it.
      const opened = await steps.openInDraft(bo.cookie, bosDraft);
      const saved = await steps.saveInDraft(bo.cookie, bosDraft, (text) => withField(text, heroHeading, 'Spring at every till'));
      expect(saved.status).toBe(200);
      const touched = await alicesView.next((event) => event.drafts.length === 1);
      expect(touched.drafts[0]).toMatchObject({ branch: bosDraft, name: 'Spring campaign', author: 'Bo Author' });
      const field = touched.drafts[0]?.fields.find((candidate) => candidate.path.join('/') === heroHeading.join('/'));
      expect(field?.name).toBe('Section 1 (hero) › heading');
      // Bo's own stream does not list his own draft.
      expect((await bosView.next(() => true)).drafts).toEqual([]);

      // The warning: Alice's text changes the same heading; a text that leaves it as main has it does not.
      const drafts = touched.drafts;
      expect(sharedFields(withField(opened.text, heroHeading, 'Autumn at every till'), drafts)).toEqual([
        { name: 'Section 1 (hero) › heading', draft: drafts[0] },
      ]);
      expect(sharedFields(opened.text, drafts)).toEqual([]);
      expect(sharedFields('hero: [unclosed', drafts)).toEqual([]);

      // Bo closes the page: Alice is alone again (his draft still changes the page).
      await bosView.close();
      const left = await alicesView.next((event) => event.viewers.length === 0 && event.drafts.length === 1);
      expect(left.drafts[0]?.branch).toBe(bosDraft);
      await alicesView.close();

      // A publisher may open anyone's draft; an author may not open another's, nor a file that is no page; no session, no stream.
      const patsView = await presenceStream(steps.server, pat.cookie, { file: retail, draft: bosDraft });
      expect(patsView.status).toBe(200);
      await patsView.close();
      const refused = await steps.call(`/_team/api/presence?file=${retail}&draft=${encodeURIComponent(bosDraft)}`, {
        cookie: alice.cookie,
      });
      expect(refused.status).toBe(403);
      expect((await steps.call('/_team/api/presence?file=../secret.yaml', { cookie: alice.cookie })).status).toBe(400);
      expect((await steps.call(`/_team/api/presence?file=${retail}`)).status).toBe(401);
    },
  );
});
