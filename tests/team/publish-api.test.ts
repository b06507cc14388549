import { afterEach, describe, expect, it } from 'vitest';
import { hour } from '../../studio/team/database/clock.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { teamFolders, testClock } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining, stringContaining } from '../helpers/matchers.ts';
import { AuditSchema, heroHeading, peopleOn, publishServer, remoteFile, retail, withField } from './publish-steps.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function started(folders = teamFolders(), clock = testClock()) {
  const steps = await publishServer(folders, { now: clock.now });
  running.push(steps.server);
  return { ...steps, folders, clock, people: peopleOn(steps.server) };
}

describe('drafts and change requests on the team server (no build)', () => {
  it('keeps a draft away from main, shows drafts by role, and refuses what a role may not do', async () => {
    const { call, folders, people, startDraft, saveInDraft, openInDraft, askForReview, step } = await started();
    const { alice, bo, pat } = people;
    const mainBefore = remoteFile(folders.repo, retail);
    const draft = await startDraft(alice.cookie, 'Retail refresh');
    expect(draft).toBe('studio/alice-author/retail-refresh');
    const saved = await saveInDraft(alice.cookie, draft, (text) => withField(text, heroHeading, 'Retail, ready'));
    expect(saved.status).toBe(200);
    // Main (the clone's and the remote's) is not touched; the draft has the change.
    expect(remoteFile(folders.repo, retail)).toBe(mainBefore);
    expect((await call(`/_studio/api/file?path=${retail}`, { cookie: alice.cookie })).body).toMatchObject({ text: mainBefore });
    expect((await openInDraft(alice.cookie, draft)).text).toContain('heading: Retail, ready');

    // Bo sees none of Alice's drafts and may not open or save into them; a publisher sees all of them.
    expect((await call('/_team/api/drafts', { cookie: bo.cookie })).body).toEqual({ drafts: [] });
    expect((await call('/_team/api/drafts', { cookie: pat.cookie })).body).toMatchObject({ drafts: [objectContaining({ branch: draft })] });
    expect((await call(`/_studio/api/file?path=${retail}&draft=${draft}`, { cookie: bo.cookie })).status).toBe(403);
    expect((await saveInDraft(pat.cookie, draft, (text) => text.replace('Retail, ready', 'Retail, set'))).status).toBe(200);
    // A save into a draft still goes through the API's checks: a path outside pages/ is refused.
    expect(
      (
        await call(`/_studio/api/file?draft=${draft}`, {
          method: 'PUT',
          cookie: alice.cookie,
          body: { path: '../x.yaml', text: 'a: 1\n', version: 'x' },
        })
      ).status,
    ).toBe(400);
    // A new page needs its kind and name (in a draft too), and a save from another site is refused before anything.
    expect((await call(`/_studio/api/new-page?draft=${draft}`, { method: 'POST', cookie: alice.cookie, body: {} })).status).toBe(400);
    expect(
      (await call(`/_studio/api/file?draft=${draft}`, { method: 'PUT', cookie: alice.cookie, body: {}, origin: 'http://evil.example' }))
        .status,
    ).toBe(403);

    const id = await askForReview(alice.cookie, draft, 'New retail heading');
    // The request names its draft as its author did, not by its branch.
    expect((await call(`/_team/api/requests/${String(id)}`, { cookie: alice.cookie })).body).toMatchObject({ draftName: 'Retail refresh' });
    expect((await call('/_team/api/requests', { cookie: bo.cookie })).body).toEqual({ requests: [] });
    expect((await call(`/_team/api/requests/${String(id)}`, { cookie: bo.cookie })).status).toBe(404);
    for (const name of ['approve', 'request-changes', 'publish']) {
      expect(await step(alice.cookie, id, name)).toMatchObject({ status: 403, body: { error: 'not-allowed' } });
    }
    expect(await call('/_team/api/releases/roll-back', { method: 'POST', cookie: alice.cookie, body: {} })).toMatchObject({ status: 403 });
    expect((await call('/_team/api/releases', { cookie: alice.cookie })).status).toBe(403);
    // Not approved yet: a publish is refused, and nothing is merged.
    expect(await step(pat.cookie, id, 'publish')).toMatchObject({ status: 409, body: { error: 'wrong-state' } });
    expect(remoteFile(folders.repo, retail)).toBe(mainBefore);
    // Asking twice for the same draft points at the open request.
    expect(await call('/_team/api/requests', { method: 'POST', cookie: alice.cookie, body: { draft, title: 'Again' } })).toMatchObject({
      status: 409,
      body: { request: id },
    });
    // Deleting another's draft is refused; its author may.
    expect((await call(`/_team/api/drafts?draft=${draft}`, { method: 'DELETE', cookie: bo.cookie })).status).toBe(403);
    expect((await call(`/_team/api/drafts?draft=${draft}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(200);
    expect((await call(`/_team/api/requests/${String(id)}`, { cookie: alice.cookie })).body).toMatchObject({ state: 'closed' });
  });

  it('holds a publisher who saved into someone else’s draft to the approver rule, as its author is', async () => {
    const { call, people, startDraft, saveInDraft, askForReview, step } = await started();
    const { alice, pat, ada } = people;
    const draft = await startDraft(alice.cookie, 'Retail words');
    expect((await saveInDraft(alice.cookie, draft, (text) => withField(text, heroHeading, 'Retail, ready'))).status).toBe(200);
    expect((await saveInDraft(pat.cookie, draft, (text) => text.replace('Retail, ready', 'Retail, set'))).status).toBe(200);
    const id = await askForReview(alice.cookie, draft, 'New retail heading');
    expect(
      await call('/_team/api/admin/review-rules', { method: 'PUT', cookie: ada.cookie, body: { approverNotAuthor: true } }),
    ).toMatchObject({ status: 200 });
    // Pat wrote part of the change: he may not approve it; Ada, who wrote none of it, may.
    expect(await step(pat.cookie, id, 'approve')).toMatchObject({
      status: 403,
      body: { error: 'own-change', message: stringContaining('you saved changes into this draft') },
    });
    expect(await step(ada.cookie, id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved' } });
  });

  // Its steps take 7–15 s alone; on a busy machine, more than the default 30 s.
  it(
    'refuses to publish invalid pages with each problem, enforces the approver rule, and runs a due schedule after a restart',
    { timeout: 5 * 60_000 },
    async () => {
      const folders = teamFolders();
      const clock = testClock();
      const first = await started(folders, clock);
      const { alice, pat, ada } = first.people;
      const draft = await first.startDraft(pat.cookie, 'Broken hero');
      // A hero without a heading is valid YAML, so the save goes in; the site's schema refuses it.
      expect(
        (await first.saveInDraft(pat.cookie, draft, (text) => text.replace('    heading: Every store, every sale, one system\n', '')))
          .status,
      ).toBe(200);
      const id = await first.askForReview(pat.cookie, draft, 'Hero without heading');
      // The rule is off: Pat may approve his own change; on, he may not.
      expect(
        await first.call('/_team/api/admin/review-rules', { method: 'PUT', cookie: alice.cookie, body: { approverNotAuthor: true } }),
      ).toMatchObject({ status: 403 });
      expect(
        await first.call('/_team/api/admin/review-rules', { method: 'PUT', cookie: ada.cookie, body: { approverNotAuthor: true } }),
      ).toMatchObject({
        status: 200,
        body: { approverNotAuthor: true },
      });
      expect(await first.step(pat.cookie, id, 'approve')).toMatchObject({ status: 403, body: { error: 'own-change' } });
      expect(await first.step(first.people.quinn.cookie, id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved' } });

      const refused = await first.step(pat.cookie, id, 'publish');
      expect(refused).toMatchObject({
        status: 422,
        body: {
          error: 'pages-invalid',
          problems: arrayContaining([objectContaining({ file: retail, field: stringContaining('sections[0]') })]),
        },
      });
      expect(await first.request(pat.cookie, id)).toMatchObject({ state: 'approved' });

      // Scheduled in an hour; the server stops, and starts again after that hour: the schedule runs on start.
      const at = new Date(clock.now() + hour).toISOString();
      expect(
        await first.call(`/_team/api/requests/${String(id)}/schedule`, { method: 'PUT', cookie: pat.cookie, body: { at } }),
      ).toMatchObject({
        status: 200,
        body: { scheduledAt: at },
      });
      await first.server.ready;
      expect(await first.request(pat.cookie, id)).toMatchObject({ scheduledAt: at, problem: null });
      await first.server.close();
      running.splice(0);
      clock.advance(hour + 1000);
      const second = await publishServer(folders, { now: clock.now });
      running.push(second.server);
      await second.server.ready;
      // (The sessions are in the same database: the people are still signed in.)
      const after = await second.request(pat.cookie, id);
      // It was tried (the pages are still invalid): the schedule is taken off and the reason kept.
      expect(after).toMatchObject({ state: 'approved', scheduledAt: null, problem: { message: stringContaining('cannot be published') } });
      const audit = AuditSchema.parse((await second.call('/_team/api/admin/audit?limit=200', { cookie: ada.cookie })).body);
      expect(audit.entries).toEqual(
        arrayContaining([
          objectContaining({ action: 'publish-failed', detail: objectContaining({ request: id, scheduled: true }) }),
          objectContaining({ action: 'publish-scheduled', detail: objectContaining({ request: id, at }) }),
          objectContaining({ action: 'approved', personName: 'Quinn Publisher' }),
          objectContaining({ action: 'review-rules-changed', personName: 'Ada Admin' }),
        ]),
      );
    },
  );
});
