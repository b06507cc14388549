import { existsSync, readFileSync } from 'node:fs';
import { uploadForm } from '../../studio/api/contract/studio-api.ts';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { blobOf, solidPng } from '../helpers/solid-png.ts';
import { gitIn, teamFolders } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining, stringContaining } from '../helpers/matchers.ts';
import { AuditSchema, heroHeading, peopleOn, publishServer, remoteFile, retail, withField } from './publish-steps.ts';

const FileSchema = z.object({ text: z.string(), version: z.string() });
const PageListSchema = z.object({ pages: z.array(z.object({ path: z.string() })) });
const CheckSchema = z.object({ problems: z.array(z.object({ code: z.string() })) });

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const ProblemsSchema = z.object({
  problems: z.array(z.object({ code: z.string(), path: z.array(z.union([z.string(), z.number()])) })),
});

async function started(folders = teamFolders()) {
  const steps = await publishServer(folders);
  running.push(steps.server);
  return { ...steps, folders, people: peopleOn(steps.server) };
}

describe('drafts on the team server: the rule “authors use drafts”, new pages and pictures', () => {
  it('refuses an author’s change to main (403 draft-needed) while it is on, lets publishers save there, and lets authors once an admin turns it off', async () => {
    const { call, folders, people, saveInDraft, startDraft } = await started();
    const { alice, pat, ada } = people;
    const mainBefore = remoteFile(folders.repo, retail);
    // On by default, and the screens are told so.
    expect((await call('/_team/api/admin/review-rules', { cookie: ada.cookie })).body).toEqual({
      approverNotAuthor: false,
      authorsUseDrafts: true,
    });
    expect((await call('/_studio/api/me', { cookie: alice.cookie })).body).toMatchObject({ draftsOnly: true });
    expect((await call('/_studio/api/me', { cookie: pat.cookie })).body).toMatchObject({ draftsOnly: false });

    const saveToMain = async (cookie: string, heading: string) => {
      const opened = await call(`/_studio/api/file?path=${retail}`, { cookie });
      expect(opened.status).toBe(200);
      const file = FileSchema.parse(opened.body);
      return call('/_studio/api/file', {
        method: 'PUT',
        cookie,
        body: { path: retail, text: withField(file.text, heroHeading, heading), version: file.version },
      });
    };

    // Alice may read and check a page, but not change main: the answer says what to do instead.
    expect(
      (await call('/_studio/api/check', { method: 'POST', cookie: alice.cookie, body: { path: retail, text: mainBefore } })).status,
    ).toBe(200);
    const refused = await saveToMain(alice.cookie, 'Straight to the live site');
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'draft-needed', message: stringContaining('Change this page') },
    });
    const picture = uploadForm({ folder: '', name: 'x.png', picture: blobOf(solidPng(1, 1, 0x80)) });
    expect((await call('/_studio/api/images', { method: 'POST', cookie: alice.cookie, form: picture })).body).toMatchObject({
      error: 'draft-needed',
    });
    const newPage = { kind: 'page', name: 'Anything', slug: 'anything' };
    expect((await call('/_studio/api/new-page', { method: 'POST', cookie: alice.cookie, body: newPage })).body).toMatchObject({
      error: 'draft-needed',
    });
    expect(remoteFile(folders.repo, retail)).toBe(mainBefore);
    // In a draft of her own, the same save goes in.
    const draft = await startDraft(alice.cookie, 'Retail: changes');
    expect((await saveInDraft(alice.cookie, draft, (text) => withField(text, heroHeading, 'In a draft'))).status).toBe(200);
    expect(remoteFile(folders.repo, retail)).toBe(mainBefore);

    // A publisher still saves onto main.
    expect(await saveToMain(pat.cookie, 'Published by Pat')).toMatchObject({ status: 200 });
    expect(remoteFile(folders.repo, retail)).toContain('heading: Published by Pat');

    // Only an admin turns the rule off; then Alice saves onto main as before drafts.
    expect(
      (await call('/_team/api/admin/review-rules', { method: 'PUT', cookie: pat.cookie, body: { authorsUseDrafts: false } })).status,
    ).toBe(403);
    expect(
      await call('/_team/api/admin/review-rules', { method: 'PUT', cookie: ada.cookie, body: { authorsUseDrafts: false } }),
    ).toMatchObject({ status: 200, body: { approverNotAuthor: false, authorsUseDrafts: false } });
    expect((await call('/_studio/api/me', { cookie: alice.cookie })).body).toMatchObject({ draftsOnly: false });
    expect(await saveToMain(alice.cookie, 'Saved by Alice')).toMatchObject({ status: 200 });
    expect(remoteFile(folders.repo, retail)).toContain('heading: Saved by Alice');
    // One rule changed leaves the other as it was; a body with neither is refused.
    expect(
      (await call('/_team/api/admin/review-rules', { method: 'PUT', cookie: ada.cookie, body: { approverNotAuthor: true } })).body,
    ).toEqual({ approverNotAuthor: true, authorsUseDrafts: false });
    expect((await call('/_team/api/admin/review-rules', { method: 'PUT', cookie: ada.cookie, body: {} })).status).toBe(400);

    const audit = AuditSchema.parse((await call('/_team/api/admin/audit?limit=200', { cookie: ada.cookie })).body);
    expect(audit.entries).toEqual(
      arrayContaining([
        objectContaining({ action: 'refused', personName: 'Alice Author', detail: objectContaining({ why: 'draft-needed' }) }),
        objectContaining({ action: 'review-rules-changed', detail: { authorsUseDrafts: false } }),
      ]),
    );
  });

  it('makes a new page in a draft: committed on the draft’s branch only, listed in its changes, opened from the draft, never in main', async () => {
    const { call, folders, people, startDraft } = await started();
    const { alice } = people;
    const wholesale = 'pages/industries/wholesale.yaml';
    const draft = await startDraft(alice.cookie, 'Wholesale');
    const made = await call(`/_studio/api/new-page?draft=${encodeURIComponent(draft)}`, {
      method: 'POST',
      cookie: alice.cookie,
      body: { kind: 'industry', name: 'Wholesale', slug: 'wholesale' },
    });
    expect(made).toMatchObject({ status: 200, body: { path: wholesale, url: '/wholesale' } });
    // On the draft's branch (pushed), by Alice; not in main, nor in the clone's work tree that main's pages are read from.
    expect(gitIn(folders.repo, ['show', `${draft}:${wholesale}`])).toContain('REPLACE:');
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', draft])).toBe('Alice Author');
    expect(() => gitIn(folders.repo, ['show', `main:${wholesale}`])).toThrow();
    expect(existsSync(join(folders.dataDir, 'repo', wholesale))).toBe(false);
    expect((await call(`/_studio/api/file?path=${wholesale}`, { cookie: alice.cookie })).status).toBe(404);
    // The draft opens it and lists it among its changes.
    expect(
      (await call(`/_studio/api/file?path=${wholesale}&draft=${encodeURIComponent(draft)}`, { cookie: alice.cookie })).body,
    ).toMatchObject({
      path: wholesale,
      text: stringContaining('REPLACE:'),
    });
    expect((await call('/_team/api/drafts', { cookie: alice.cookie })).body).toMatchObject({
      drafts: [objectContaining({ branch: draft, pages: [wholesale] })],
    });
    // The studio's page list in the draft has it (main's does not), and in the draft a link to it is no broken link.
    const listed = async (query: string) =>
      PageListSchema.parse((await call(`/_studio/api/pages${query}`, { cookie: alice.cookie })).body).pages.map(({ path }) => path);
    expect(await listed(`?draft=${encodeURIComponent(draft)}`)).toEqual(arrayContaining([wholesale, retail]));
    expect(await listed('')).not.toContain(wholesale);
    const retailText = FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie: alice.cookie })).body).text;
    // The hero's button leads to the new page.
    const withLink = withField(retailText, ['sections', 0, 'actions', 0, 'href'], '/wholesale');
    const checked = async (query: string) =>
      CheckSchema.parse(
        (await call(`/_studio/api/check${query}`, { method: 'POST', cookie: alice.cookie, body: { path: retail, text: withLink } })).body,
      ).problems.map(({ code }) => code);
    expect(await checked(`?draft=${encodeURIComponent(draft)}`)).not.toContain('broken-link');
    expect(await checked('')).toContain('broken-link');
    // The same address again in the draft is refused: the page is there already.
    expect(
      (
        await call(`/_studio/api/new-page?draft=${encodeURIComponent(draft)}`, {
          method: 'POST',
          cookie: alice.cookie,
          body: { kind: 'industry', name: 'Wholesale', slug: 'wholesale' },
        })
      ).body,
    ).toMatchObject({ error: 'name-taken' });
    expect(existsSync(join(folders.dataDir, 'repo', wholesale))).toBe(false);
  });

  it('commits a picture uploaded in a draft with the uploader’s next save there: on the draft’s branch, in its changes, served to the preview, never in main', async () => {
    const { call, folders, people, startDraft, saveInDraft, server } = await started();
    const { alice } = people;
    const picture = 'public/images/industries/spring-till.png';
    const draft = await startDraft(alice.cookie, 'Spring till');
    const inDraft = `draft=${encodeURIComponent(draft)}`;
    const uploaded = await call(`/_studio/api/images?${inDraft}`, {
      method: 'POST',
      cookie: alice.cookie,
      form: uploadForm({ folder: 'industries', name: 'spring-till', picture: blobOf(solidPng(8, 6, 0x80)) }),
    });
    expect(uploaded).toMatchObject({ status: 200, body: { src: '/images/industries/spring-till.png' } });
    // The preview frame and the picture list have it at once; no commit holds it yet.
    expect((await fetch(`${server.url}/images/industries/spring-till.png`, { headers: { cookie: alice.cookie } })).status).toBe(200);
    expect(() => gitIn(folders.repo, ['cat-file', '-e', `${draft}:${picture}`])).toThrow();

    const saved = await saveInDraft(alice.cookie, draft, (text) =>
      withField(
        withField(text, [...heroHeading.slice(0, 2), 'image', 'src'], '/images/industries/spring-till.png'),
        [...heroHeading.slice(0, 2), 'image', 'alt'],
        'A till in spring',
      ),
    );
    expect(saved.status).toBe(200);
    // One commit on the draft's branch holds the page and the picture; main has neither.
    expect(gitIn(folders.repo, ['show', '--name-only', '--format=', draft]).split('\n').sort()).toEqual([picture, retail].sort());
    expect(() => gitIn(folders.repo, ['cat-file', '-e', `main:${picture}`])).toThrow();
    expect((await call('/_team/api/drafts', { cookie: alice.cookie })).body).toMatchObject({
      drafts: [objectContaining({ branch: draft, pages: [retail], pictures: [picture] })],
    });
    expect((await call(`/_team/api/drafts/diff?${inDraft}`, { cookie: alice.cookie })).body).toMatchObject({
      pages: arrayContaining([objectContaining({ file: picture, kind: 'picture' }), objectContaining({ file: retail, kind: 'page' })]),
    });
    // Restoring a version stays a change of the live page only.
    expect(
      (await call(`/_studio/api/restore?${inDraft}`, { method: 'POST', cookie: people.pat.cookie, body: { path: retail, commit: 'x' } }))
        .body,
    ).toMatchObject({ error: 'bad-request', message: stringContaining('restored version cannot go into a draft') });
  });
  it('refuses to publish a draft whose page uses a picture only another draft has, with the problem on its field', async () => {
    const { call, folders, people, startDraft, openInDraft, saveInDraft, askForReview, step } = await started();
    const { alice, bo, pat } = people;
    const src = '/images/industries/autumn-till.png';
    const image = [...heroHeading.slice(0, 2), 'image'];
    // Alice uploads a picture in her draft (it is in the clone's work tree, so every studio shows it at once).
    const aliceDraft = await startDraft(alice.cookie, 'Autumn till');
    expect(
      await call(`/_studio/api/images?draft=${encodeURIComponent(aliceDraft)}`, {
        method: 'POST',
        cookie: alice.cookie,
        form: uploadForm({ folder: 'industries', name: 'autumn-till', picture: blobOf(solidPng(8, 6, 0x40)) }),
      }),
    ).toMatchObject({ status: 200, body: { src } });
    // Bo's draft uses it; his draft does not hold it, and neither does main.
    const boDraft = await startDraft(bo.cookie, 'Borrowed picture');
    const saved = await saveInDraft(bo.cookie, boDraft, (text) =>
      withField(withField(text, [...image, 'src'], src), [...image, 'alt'], 'A till in autumn'),
    );
    expect(saved.status).toBe(200);
    // The studio shows each draft its own pictures: Bo's list and checks do not have Alice's, hers do.
    const listed = async (cookie: string, draft?: string) =>
      JSON.stringify(
        (await call(`/_studio/api/images${draft === undefined ? '' : `?draft=${encodeURIComponent(draft)}`}`, { cookie })).body,
      );
    expect(await listed(alice.cookie, aliceDraft)).toContain(src);
    expect(await listed(bo.cookie, boDraft)).not.toContain(src);
    expect(await listed(bo.cookie, boDraft)).toContain('/images/industries/retail.svg');
    expect(await listed(pat.cookie)).not.toContain(src);
    const problemsIn = async (cookie: string, draft: string) => {
      const text = (await openInDraft(cookie, draft)).text;
      const withPicture = withField(withField(text, [...image, 'src'], src), [...image, 'alt'], 'A till in autumn');
      const checked = await call(`/_studio/api/check?draft=${encodeURIComponent(draft)}`, {
        method: 'POST',
        cookie,
        body: { path: retail, text: withPicture },
      });
      return ProblemsSchema.parse(checked.body).problems.filter((problem) => problem.code === 'missing-image');
    };
    expect(await problemsIn(bo.cookie, boDraft)).toEqual([objectContaining({ path: [...image, 'src'] })]);
    expect(await problemsIn(alice.cookie, aliceDraft)).toEqual([]);

    const id = await askForReview(bo.cookie, boDraft, 'Borrowed picture');
    expect(await step(pat.cookie, id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved' } });
    const mainBefore = remoteFile(folders.repo, retail);
    expect(await step(pat.cookie, id, 'publish')).toMatchObject({
      status: 422,
      body: {
        error: 'pages-invalid',
        problems: [objectContaining({ file: retail, code: 'missing-image', path: [...image, 'src'] })],
      },
    });
    expect(remoteFile(folders.repo, retail)).toBe(mainBefore);
  });

  it('a deleted draft takes its pictures out of the studio: those it committed and those not committed yet go, main’s own picture comes back, another draft’s upload stays', async () => {
    const { call, folders, people, startDraft, saveInDraft } = await started();
    const { alice, bo, pat } = people;
    const clone = join(folders.dataDir, 'repo');
    const image = [...heroHeading.slice(0, 2), 'image'];
    const upload = (cookie: string, name: string, grey: number, draft?: string) =>
      call(`/_studio/api/images${draft === undefined ? '' : `?draft=${encodeURIComponent(draft)}`}`, {
        method: 'POST',
        cookie,
        form: uploadForm({ folder: 'industries', name, picture: blobOf(solidPng(8, 6, grey)), replace: true }),
      });
    // Main has a picture of its own: uploaded by a publisher and saved with the page that shows it.
    const mainPicture = 'public/images/industries/counter.png';
    expect((await upload(pat.cookie, 'counter', 0x20)).status).toBe(200);
    const opened = FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie: pat.cookie })).body);
    const onMain = withField(withField(opened.text, [...image, 'src'], '/images/industries/counter.png'), [...image, 'alt'], 'A counter');
    expect(
      (
        await call('/_studio/api/file', {
          method: 'PUT',
          cookie: pat.cookie,
          body: { path: retail, text: onMain, version: opened.version },
        })
      ).status,
    ).toBe(200);
    const mainBytes = readFileSync(join(clone, mainPicture));

    // Alice's draft: a picture committed with her save, then one not committed yet, and main's picture replaced.
    const draft = await startDraft(alice.cookie, 'New tills');
    expect((await upload(alice.cookie, 'new-till', 0x60, draft)).status).toBe(200);
    expect((await saveInDraft(alice.cookie, draft, (text) => withField(text, heroHeading, 'New tills'))).status).toBe(200);
    expect(gitIn(folders.repo, ['show', '--name-only', '--format=', draft])).toContain('public/images/industries/new-till.png');
    expect((await upload(alice.cookie, 'spare-till', 0x70, draft)).status).toBe(200);
    expect((await upload(alice.cookie, 'counter', 0x90, draft)).status).toBe(200);
    const listFile = join(folders.dataDir, `pending-pictures-${encodeURIComponent(draft)}.json`);
    expect(existsSync(listFile)).toBe(true);
    expect(readFileSync(join(clone, mainPicture)).equals(mainBytes)).toBe(false);
    // Bo, in a draft of his own, uploads a picture of the same name: not committed yet, it stays.
    const bosDraft = await startDraft(bo.cookie, 'Spare tills');
    expect((await upload(bo.cookie, 'spare-till', 0x75, bosDraft)).status).toBe(200);
    const bosBytes = readFileSync(join(clone, 'public/images/industries/spare-till.png'));

    expect((await call(`/_team/api/drafts?draft=${encodeURIComponent(draft)}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(
      200,
    );
    expect(existsSync(join(clone, 'public/images/industries/new-till.png'))).toBe(false);
    expect(readFileSync(join(clone, 'public/images/industries/spare-till.png')).equals(bosBytes)).toBe(true);
    expect(readFileSync(join(clone, mainPicture)).equals(mainBytes)).toBe(true);
    expect(existsSync(listFile)).toBe(false);
    // Main's work tree is as main has it, but for Bo's upload: nothing changed, nothing else left over.
    expect(gitIn(clone, ['status', '--porcelain', '--untracked-files=all'])).toBe('?? public/images/industries/spare-till.png');
  });
});
