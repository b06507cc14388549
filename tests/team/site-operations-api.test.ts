/**
 * Move, delete a page and replace across pages on the team server (no browser): in a draft, each
 * page they change is one commit by the signed-in person on the draft's branch, and main is not
 * touched until the draft is published; on the live version, an author is refused as any save of
 * theirs is while authors save into drafts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadForm } from '../../studio/api/contract/studio-api.ts';
import { blobOf, solidPng } from '../helpers/solid-png.ts';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { gitIn, teamFolders } from '../helpers/team-server.ts';
import {
  AuditSchema,
  aliasesAfterDelete,
  aliasesIn,
  heroHeading,
  peopleOn,
  publishServer,
  remoteFile,
  retail,
  withField,
} from './publish-steps.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function started(folders = teamFolders()) {
  const steps = await publishServer(folders);
  running.push(steps.server);
  return { ...steps, folders, people: peopleOn(steps.server) };
}

const home = 'pages/home.yaml';
const homeLink = ['sections', 0, 'actions', 0, 'href'];
const SearchSchema = z.object({ hits: z.array(z.object({ file: z.string(), field: z.array(z.union([z.string(), z.number()])) })) });

/** `text` with `from` made `to`, `from` found exactly once. */
function swap(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1).toBe(1);
  return text.replace(from, () => to);
}

describe('move and replace on the team server', () => {
  it('in a draft: one commit per page changed, by the person, on the draft’s branch; main untouched', async () => {
    const { call, folders, people, startDraft, saveInDraft } = await started();
    const { bo } = people;
    const draft = await startDraft(bo.cookie, 'Retail moves');
    const inDraft = (route: string) => `/_studio/api${route}${route.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}`;
    // The file on the draft's branch, as `git show` prints it (the final line break taken off, as gitIn does with every output).
    const onBranch = (file: string) => gitIn(folders.repo, ['show', `${draft}:${file}`]);
    const shown = (text: string) => text.replace(/\n$/, '');
    // The commits the draft has over its start, newest first: who made each, and the files it changed.
    const commitsSince = (count: number) =>
      gitIn(folders.repo, ['log', '--format=%H %an', `-${String(count)}`, draft])
        .split('\n')
        .map((line) => {
          const [commit = '', ...name] = line.split(' ');
          const files = gitIn(folders.repo, ['show', '--name-only', '--format=', commit]).split('\n');
          return { author: name.join(' '), files };
        });
    const countOnBranch = () => Number(gitIn(folders.repo, ['rev-list', '--count', draft]));
    const mainHead = gitIn(folders.repo, ['rev-parse', 'main']);
    const mainHome = remoteFile(folders.repo, home);
    const mainRetail = remoteFile(folders.repo, retail);
    const shownRetail = shown(mainRetail);

    // A link to retail in other capitals, with an anchor, saved into the draft first.
    expect((await saveInDraft(bo.cookie, draft, (text) => withField(text, homeLink, '/Retail#faq'), home)).status).toBe(200);
    const linked = onBranch(home);
    const before = countOnBranch();

    const preview = await call(inDraft(`/move-page?file=${encodeURIComponent(retail)}&to=%2Fretail-pos`), { cookie: bo.cookie });
    expect(preview).toMatchObject({
      status: 200,
      body: { from: '/retail', to: '/retail-pos', links: [{ file: home, field: homeLink, value: '/Retail#faq' }], kept: [] },
    });
    const moved = await call(inDraft('/move-page'), { method: 'POST', cookie: bo.cookie, body: { file: retail, to: '/retail-pos' } });
    expect(moved).toMatchObject({
      status: 200,
      body: {
        from: '/retail',
        to: '/retail-pos',
        // Retail's alias /Retail already leads from its old address: only its path changes.
        changed: [
          { file: home, name: 'Cloud ERP, POS and CRM Software', fields: 1 },
          { file: retail, name: 'Retail', fields: 1 },
        ],
      },
    });
    expect(countOnBranch()).toBe(before + 2);
    expect(commitsSince(2)).toEqual([
      { author: 'Bo Author', files: [retail] },
      { author: 'Bo Author', files: [home] },
    ]);
    expect(onBranch(home)).toBe(swap(linked, 'href: /Retail#faq,', 'href: /retail-pos#faq,'));
    expect(onBranch(retail)).toBe(swap(shownRetail, 'path: /retail\n', 'path: /retail-pos\n'));

    // Replace: the words in two pages, as the draft's search finds them.
    const search = SearchSchema.parse((await call(inDraft('/search?q=point%20of%20sale'), { cookie: bo.cookie })).body);
    const places = search.hits.filter((hit) => hit.file === home || hit.file === retail);
    expect(places).toEqual([
      { file: home, field: ['sections', 1, 'cards', 1, 'text'] },
      { file: retail, field: ['sections', 1, 'cards', 0, 'title'] },
    ]);
    const replaced = await call(inDraft('/replace'), {
      method: 'POST',
      cookie: bo.cookie,
      body: { find: 'point of sale', replace: 'till', places },
    });
    expect({ status: replaced.status, body: replaced.body }).toEqual({
      status: 200,
      body: {
        changed: [
          { file: home, name: 'Cloud ERP, POS and CRM Software', fields: 1 },
          { file: retail, name: 'Retail', fields: 1 },
        ],
        skipped: [],
      },
    });
    expect(countOnBranch()).toBe(before + 4);
    expect(commitsSince(2)).toEqual([
      { author: 'Bo Author', files: [retail] },
      { author: 'Bo Author', files: [home] },
    ]);
    expect(onBranch(home)).toBe(
      swap(swap(linked, 'href: /Retail#faq,', 'href: /retail-pos#faq,'), 'A cloud-native point of sale for', 'A cloud-native till for'),
    );
    expect(onBranch(retail)).toBe(
      swap(swap(shownRetail, 'path: /retail\n', 'path: /retail-pos\n'), '- title: Point of sale\n', '- title: till\n'),
    );

    // Main is as it was.
    expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(mainHead);
    expect(remoteFile(folders.repo, home)).toBe(mainHome);
    expect(remoteFile(folders.repo, retail)).toBe(mainRetail);
  });

  it(
    'a delete in a draft: the links and the chosen page are commits by the person, the page goes in one commit; publishing takes it off main',
    { timeout: 5 * 60_000 },
    async () => {
      const { call, folders, people, startDraft, saveInDraft, askForReview, step } = await started();
      const { bo, pat, ada } = people;
      const erp = 'pages/products/erp.yaml';
      const draft = await startDraft(bo.cookie, 'Retail goes');
      const inDraft = (route: string) => `/_studio/api${route}${route.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}`;
      const onBranch = (file: string) => gitIn(folders.repo, ['show', `${draft}:${file}`]);
      const mainHead = gitIn(folders.repo, ['rev-parse', 'main']);
      expect((await saveInDraft(bo.cookie, draft, (text) => withField(text, homeLink, '/Retail#faq'), home)).status).toBe(200);
      const linked = onBranch(home);

      const preview = await call(inDraft(`/delete-page?file=${encodeURIComponent(retail)}&to=${encodeURIComponent(erp)}`), {
        cookie: bo.cookie,
      });
      expect(preview).toMatchObject({
        status: 200,
        body: {
          from: '/retail',
          aliases: ['/Retail'],
          to: '/erp',
          links: [{ file: home, field: homeLink, value: '/Retail#faq' }],
          kept: [],
        },
      });
      const deleted = await call(inDraft('/delete-page'), { method: 'POST', cookie: bo.cookie, body: { file: retail, to: erp } });
      expect(deleted).toMatchObject({
        status: 200,
        body: {
          removed: { file: retail, name: 'Retail' },
          from: '/retail',
          to: { file: erp, name: 'ERP', path: '/erp' },
          changed: [
            { file: home, name: 'Cloud ERP, POS and CRM Software', fields: 1 },
            // Retail's alias /Retail is its address in other capitals: addresses ignore case, so one alias is added.
            { file: erp, name: 'ERP', fields: 1 },
          ],
        },
      });
      // Three commits by Bo: the link, the chosen page's aliases, the page taken out.
      const commits = gitIn(folders.repo, ['log', '--format=%an|%s', '-3', draft]).split('\n');
      expect(commits).toEqual(['Bo Author|Delete Retail', 'Bo Author|Edit ERP', 'Bo Author|Edit Cloud ERP, POS and CRM Software']);
      expect(gitIn(folders.repo, ['show', '--name-status', '--format=', draft])).toBe(`D\t${retail}`);
      // The ERP page has no questions for the anchor: the link leads to its top.
      expect(onBranch(home)).toBe(swap(linked, 'href: /Retail#faq,', 'href: /erp,'));
      // ERP keeps its own aliases and takes Retail's addresses.
      const erpAliases = aliasesAfterDelete(remoteFile(folders.repo, erp), remoteFile(folders.repo, retail));
      expect(erpAliases).toContain('/retail');
      expect(aliasesIn(onBranch(erp))).toEqual(erpAliases);
      // The draft no longer has the page; main still does, untouched.
      expect(await call(inDraft(`/file?path=${encodeURIComponent(retail)}`), { cookie: bo.cookie })).toMatchObject({ status: 404 });
      expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(mainHead);
      expect(remoteFile(folders.repo, retail)).toMatch(/^path: \/retail$/m);

      // Reviewed and published: main no longer has the page, and the chosen page has its addresses.
      const id = await askForReview(bo.cookie, draft, 'Retail goes');
      expect(await step(pat.cookie, id, 'approve')).toMatchObject({ status: 200, body: { state: 'approved' } });
      expect(await step(pat.cookie, id, 'publish')).toMatchObject({ status: 200 });
      expect(gitIn(folders.repo, ['ls-tree', '--name-only', 'main', retail])).toBe('');
      expect(aliasesIn(remoteFile(folders.repo, erp))).toEqual(erpAliases);
      const audit = AuditSchema.parse((await call('/_team/api/admin/audit', { cookie: ada.cookie })).body);
      expect(audit.entries.find((entry) => entry.detail.what === 'deleted a page')).toMatchObject({
        personName: 'Bo Author',
        action: 'saved',
        detail: { path: retail, page: 'Retail', draft },
      });
    },
  );

  it('removes pictures no page uses in a draft: a committed one in a commit by the person, an upload not saved yet forgotten', async () => {
    const { call, folders, people, startDraft, saveInDraft } = await started();
    const { bo } = people;
    const draft = await startDraft(bo.cookie, 'Tidy pictures');
    const inDraft = (route: string) => `/_studio/api${route}?draft=${encodeURIComponent(draft)}`;
    const upload = (name: string) =>
      call(inDraft('/images'), {
        method: 'POST',
        cookie: bo.cookie,
        form: uploadForm({ folder: 'industries', name, picture: blobOf(solidPng(8, 6, 0x80)) }),
      });
    const mainHead = gitIn(folders.repo, ['rev-parse', 'main']);
    // One picture committed in the draft with a save, and used nowhere.
    expect((await upload('old-till')).status).toBe(200);
    expect((await saveInDraft(bo.cookie, draft, (text) => withField(text, homeLink, '/erp'), home)).status).toBe(200);
    const committed = 'public/images/industries/old-till.png';
    expect(gitIn(folders.repo, ['cat-file', '-t', `${draft}:${committed}`])).toBe('blob');
    // Another uploaded, not saved yet.
    expect((await upload('spare-till')).status).toBe(200);
    const unused = z.object({ pictures: z.array(z.string()) }).parse((await call(inDraft('/unused-pictures'), { cookie: bo.cookie })).body);
    expect(unused.pictures).toEqual(expect.arrayContaining(['/images/industries/old-till.png', '/images/industries/spare-till.png']));

    const removed = await call(inDraft('/remove-pictures'), {
      method: 'POST',
      cookie: bo.cookie,
      body: { pictures: ['/images/industries/old-till.png', '/images/industries/spare-till.png'] },
    });
    expect(removed).toMatchObject({
      status: 200,
      body: { removed: ['/images/industries/old-till.png', '/images/industries/spare-till.png'] },
    });
    // The committed one goes in one commit by Bo on the draft's branch; the other was never committed, and is gone.
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', draft])).toBe('Bo Author|Delete /images/industries/old-till.png');
    expect(gitIn(folders.repo, ['show', '--name-status', '--format=', draft])).toBe(`D\t${committed}`);
    expect(existsSync(join(folders.dataDir, 'repo', 'public/images/industries/spare-till.png'))).toBe(false);
    const left = z.object({ pictures: z.array(z.string()) }).parse((await call(inDraft('/unused-pictures'), { cookie: bo.cookie })).body);
    expect(left.pictures.filter((src) => src.includes('-till'))).toEqual([]);
    // Bo's next save commits no forgotten upload.
    expect((await saveInDraft(bo.cookie, draft, (text) => withField(text, homeLink, '/pos'), home)).status).toBe(200);
    expect(gitIn(folders.repo, ['show', '--name-only', '--format=', draft])).toBe(home);
    expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(mainHead);
  });

  it(
    'a page’s file moved in a draft: one commit by the person with the same bytes in the new place; publishing moves it on main',
    { timeout: 5 * 60_000 },
    async () => {
      const { call, folders, people, startDraft, askForReview, step, saveInDraft } = await started();
      const { bo, pat } = people;
      const draft = await startDraft(bo.cookie, 'Retail among products');
      const moved = 'pages/products/retail.yaml';
      const mainRetail = remoteFile(folders.repo, retail);
      const answer = await call(`/_studio/api/move-page?draft=${encodeURIComponent(draft)}`, {
        method: 'POST',
        cookie: bo.cookie,
        body: { file: retail, to: '/retail', toFile: moved },
      });
      expect(answer).toMatchObject({ status: 200, body: { from: '/retail', to: '/retail', changed: [], file: moved } });
      expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', draft])).toBe(`Bo Author|Move Retail to ${moved}`);
      expect(gitIn(folders.repo, ['show', '--name-status', '--no-renames', '--format=', draft]).split('\n').sort()).toEqual([
        `A\t${moved}`,
        `D\t${retail}`,
      ]);
      expect(gitIn(folders.repo, ['show', `${draft}:${moved}`])).toBe(mainRetail.replace(/\n$/, ''));
      // The page opens from its new file in the draft, and saves there.
      expect((await saveInDraft(bo.cookie, draft, (text) => withField(text, heroHeading, 'Retail, among products'), moved)).status).toBe(
        200,
      );
      const id = await askForReview(bo.cookie, draft, 'Retail among products');
      // The request shows one page whose file moved, not one taken out and one new.
      const shown = z
        .object({ pages: z.array(z.object({ file: z.string(), movedFrom: z.string().nullable(), changes: z.array(z.string()) })) })
        .parse((await call(`/_team/api/requests/${String(id)}`, { cookie: pat.cookie })).body);
      expect(shown.pages).toEqual([{ file: moved, movedFrom: retail, changes: ['Section 1 (hero) › heading'] }]);
      expect(await step(pat.cookie, id, 'approve')).toMatchObject({ status: 200 });
      expect(await step(pat.cookie, id, 'publish')).toMatchObject({ status: 200 });
      expect(gitIn(folders.repo, ['ls-tree', '--name-only', 'main', retail])).toBe('');
      expect(remoteFile(folders.repo, moved)).toContain('heading: Retail, among products');
    },
  );

  it('on the live version: an author is refused (draft-needed) as any save of theirs is, the preview answers; a publisher’s move commits onto main', async () => {
    const { call, folders, people } = await started();
    const { alice, pat } = people;
    const mainHead = gitIn(folders.repo, ['rev-parse', 'main']);
    const save = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: alice.cookie,
      body: { path: retail, text: remoteFile(folders.repo, retail), version: 'v' },
    });
    const move = await call('/_studio/api/move-page', { method: 'POST', cookie: alice.cookie, body: { file: retail, to: '/retail-pos' } });
    const replace = await call('/_studio/api/replace', {
      method: 'POST',
      cookie: alice.cookie,
      body: { find: 'point of sale', replace: 'till', places: [{ file: retail, field: ['sections', 1, 'cards', 0, 'title'] }] },
    });
    expect(save).toMatchObject({ status: 403, body: { error: 'draft-needed' } });
    expect(move).toEqual({ status: save.status, body: save.body, headers: move.headers });
    const deleted = await call('/_studio/api/delete-page', { method: 'POST', cookie: alice.cookie, body: { file: retail, to: home } });
    expect(deleted).toEqual({ status: save.status, body: save.body, headers: deleted.headers });
    expect(replace).toEqual({ status: save.status, body: save.body, headers: replace.headers });
    expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(mainHead);
    // Looking changes nothing: the preview is anyone's.
    expect(
      await call(`/_studio/api/move-page?file=${encodeURIComponent(retail)}&to=%2Fretail-pos`, { cookie: alice.cookie }),
    ).toMatchObject({
      status: 200,
      body: { from: '/retail', to: '/retail-pos', links: [], kept: [] },
    });

    // A publisher may change the live pages: the move is a commit on main, by them.
    const published = await call('/_studio/api/move-page', {
      method: 'POST',
      cookie: pat.cookie,
      body: { file: retail, to: '/retail-pos' },
    });
    expect(published).toMatchObject({ status: 200, body: { changed: [{ file: retail, name: 'Retail', fields: 1 }] } });
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an', 'main'])).toBe('Pat Publisher');
    expect(gitIn(folders.repo, ['rev-list', '--count', `${mainHead}..main`])).toBe('1');
    expect(remoteFile(folders.repo, retail)).toMatch(/^path: \/retail-pos$/m);

    // A publisher's delete on the live version: commits on main by them, the page taken out last.
    const gone = await call('/_studio/api/delete-page', { method: 'POST', cookie: pat.cookie, body: { file: retail, to: home } });
    expect(gone).toMatchObject({ status: 200, body: { removed: { file: retail, name: 'Retail' }, to: { file: home, path: '/' } } });
    expect(gitIn(folders.repo, ['log', '-1', '--format=%an|%s', 'main'])).toBe('Pat Publisher|Delete Retail');
    expect(gitIn(folders.repo, ['show', '--name-status', '--format=', 'main'])).toBe(`D\t${retail}`);
  });
});
