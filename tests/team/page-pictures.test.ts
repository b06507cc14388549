import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PicturesAnswerSchema, type PicturesAnswer } from '../../studio/api/contract/pictures.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { teamFolders } from '../helpers/team-server.ts';
import { heroHeading, peopleOn, publishServer, retail, withField, type People } from './publish-steps.ts';
import { gitEnvironment } from './repo/remote-fixture.ts';

const newPage = 'pages/industries/wholesale-trade.yaml';
/** The retail page's Spanish translation, new in the draft: the team's site is in English, with Spanish settings and no Spanish page. */
const spanishRetail = 'pages/es/industries/retail.yaml';

/** The retail page as a new page of its own, at /wholesale-trade, with no menu entry and a hero of its own. */
const wholesaleFrom = (retailText: string): string =>
  retailText
    .replace('path: /retail', 'path: /wholesale-trade')
    .replace('aliases: [/Retail]\n', '')
    .replace(/nav:\n(?: {2}.*\n)+/, '')
    .replace(/^title: .*$/m, 'title: Wholesale ERP | {brand}')
    .replace(/^description: .*$/m, 'description: Orders by the pallet, stock in every warehouse and invoices that write themselves.')
    .replace(/^ {4}heading: .*$/m, '    heading: Wholesale without the paperwork');

/**
 * Commits a new page onto a draft's branch in the server's clone (the studio cannot add a page to
 * a draft yet), with Git's own plumbing and a throw-away index.
 */
function addToDraft(repoDir: string, draft: string, file: string, text: string): void {
  const scratch = mkdtempSync(join(tmpdir(), 'pictures-index-'));
  const env = { ...gitEnvironment(), GIT_INDEX_FILE: join(scratch, 'index') };
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: repoDir, env, encoding: 'utf8', ...(input === undefined ? {} : { input }) }).trim();
  const parent = git(['rev-parse', `refs/heads/${draft}`]);
  git(['read-tree', parent]);
  const blob = git(['hash-object', '-w', '--stdin'], text);
  git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`]);
  const tree = git(['write-tree']);
  const commit = git([
    '-c',
    'user.name=Alice Author',
    '-c',
    'user.email=alice@example.com',
    'commit-tree',
    tree,
    '-p',
    parent,
    '-m',
    'Add the wholesale page',
  ]);
  git(['update-ref', `refs/heads/${draft}`, commit, parent]);
}

/** The width and height a PNG's header gives (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let steps: Awaited<ReturnType<typeof publishServer>>;
let people: People;
let requestId: number;
let dataDir: string;
let folders: { repo: string; dataDir: string };

beforeAll(async () => {
  folders = teamFolders();
  dataDir = folders.dataDir;
  steps = await publishServer(folders);
  people = peopleOn(steps.server);
  const draft = await steps.startDraft(people.alice.cookie, 'Retail heading');
  const saved = await steps.saveInDraft(people.alice.cookie, draft, (text) => withField(text, heroHeading, 'Retail that runs itself'));
  expect(saved.status).toBe(200);
  addToDraft(join(dataDir, 'repo'), draft, newPage, wholesaleFrom((await steps.openInDraft(people.alice.cookie, draft)).text));
  addToDraft(join(dataDir, 'repo'), draft, spanishRetail, readFileSync(join(projectRoot, spanishRetail), 'utf8'));
  requestId = await steps.askForReview(people.alice.cookie, draft, 'Retail heading');
});

afterAll(async () => {
  await steps.server.close();
});

const picturesOf = async (cookie: string, id = requestId) => steps.call(`/_team/api/requests/${String(id)}/pictures`, { cookie });

// Two builds of the whole site (main's head and the draft's) and six full-page pictures: a few minutes on two busy cores.
describe('the before/after pictures of a change request', () => {
  it(
    'builds main and the draft, pictures each page at 1440 and 390 px, and marks the changed section',
    { timeout: 10 * 60_000 },
    async () => {
      // The server warns when a page pictured shows another number of sections than its file: a not-found page instead of it, say.
      const warnings = vi.spyOn(console, 'warn');
      const started = performance.now();
      const first = await picturesOf(people.alice.cookie);
      expect(first.status).toBe(200);
      expect(PicturesAnswerSchema.parse(first.body).state).toBe('building');

      let answer: PicturesAnswer = PicturesAnswerSchema.parse(first.body);
      const deadline = Date.now() + 9 * 60_000;
      while (answer.state === 'building' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = PicturesAnswerSchema.parse((await picturesOf(people.alice.cookie)).body);
      }
      const took = Math.round(performance.now() - started);
      console.log(`pictures of a three-page request: ${String(took)} ms from the first ask to ready`);
      expect(answer.message).toBeUndefined();
      expect(answer.state).toBe('ready');
      expect(warnings.mock.calls.flat().filter((line) => String(line).includes('sections where its file has'))).toEqual([]);
      warnings.mockRestore();

      const retailPage = answer.pages.find((page) => page.file === retail);
      expect(retailPage).toMatchObject({ route: '/retail', changedSections: [0], marks: { before: [{ section: 0, kind: 'changed' }] } });
      const wholesale = answer.pages.find((page) => page.file === newPage);
      expect(wholesale).toMatchObject({ route: '/wholesale-trade', before: null });
      expect(wholesale?.after).not.toBeNull();

      const png = async (url: string | undefined) => {
        const got = await fetch(`${steps.server.url}${url ?? ''}`, { headers: { cookie: people.alice.cookie } });
        expect(got.status).toBe(200);
        expect(got.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await got.arrayBuffer());
      };
      const before = { desktop: await png(retailPage?.before?.desktop), phone: await png(retailPage?.before?.phone) };
      const after = { desktop: await png(retailPage?.after?.desktop), phone: await png(retailPage?.after?.phone) };
      for (const side of [before, after]) {
        expect(pngSize(side.desktop).width).toBe(1440);
        expect(pngSize(side.phone).width).toBe(390);
        // A whole page, not one screen: far taller than the window.
        expect(pngSize(side.phone).height).toBeGreaterThan(2000);
      }
      expect(after.desktop.equals(before.desktop)).toBe(false);
      expect(after.phone.equals(before.phone)).toBe(false);
      expect(pngSize(await png(wholesale?.after?.desktop)).width).toBe(1440);
      // A translation is pictured where the site serves it: the Spanish page, not the English one again.
      const spanish = answer.pages.find((page) => page.file === spanishRetail);
      expect(spanish).toMatchObject({ route: '/es/retail', before: null });
      const spanishDesktop = await png(spanish?.after?.desktop);
      expect(pngSize(spanishDesktop).width).toBe(1440);
      expect(pngSize(await png(spanish?.after?.phone)).width).toBe(390);
      expect(spanishDesktop.equals(after.desktop)).toBe(false);
      writeFileSync(join(dataDir, 'retail-after-desktop.png'), after.desktop);

      // Asked again, the same pictures come from the cache at once.
      const again = PicturesAnswerSchema.parse((await picturesOf(people.pat.cookie)).body);
      expect(again).toEqual(answer);
    },
  );

  it('shows a request’s pictures only to those who may see the request', async () => {
    const answer = PicturesAnswerSchema.parse((await picturesOf(people.alice.cookie)).body);
    const address = answer.pages[0]?.after?.desktop ?? '';
    expect(await picturesOf(people.bo.cookie)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await steps.call(address, { cookie: people.bo.cookie })).toMatchObject({ status: 404 });
    expect(await steps.call(address, {})).toMatchObject({ status: 401 });
    expect((await picturesOf(people.pat.cookie)).status).toBe(200);
    expect(
      await steps.call(`/_team/api/requests/${String(requestId)}/pictures/no-such-picture.png`, { cookie: people.alice.cookie }),
    ).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
  });

  it('says which page of the draft cannot be built, in the validator’s words, and names it as the repository does', async () => {
    const draft = await steps.startDraft(people.bo.cookie, 'Broken link');
    const saved = await steps.saveInDraft(people.bo.cookie, draft, (text) =>
      withField(text, ['sections', 0, 'actions', 0, 'href'], '/no-such-page'),
    );
    expect(saved.status).toBe(200);
    const id = await steps.askForReview(people.bo.cookie, draft, 'Broken link');
    let answer = PicturesAnswerSchema.parse((await picturesOf(people.bo.cookie, id)).body);
    const started = performance.now();
    while (answer.state === 'building' && performance.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = PicturesAnswerSchema.parse((await picturesOf(people.bo.cookie, id)).body);
    }
    expect(answer.state).toBe('failed');
    expect(answer.message).toContain('The site could not be built from the draft');
    expect(answer.message).toContain('pages/industries/retail.yaml:');
    expect(answer.message).toContain('/no-such-page');
    expect(answer.message).not.toContain('studio-publish-');
    // Asked again, it stays failed (nothing is built again) until someone asks to try again.
    expect(PicturesAnswerSchema.parse((await picturesOf(people.bo.cookie, id)).body).state).toBe('failed');
    const again = await steps.call(`/_team/api/requests/${String(id)}/pictures`, { method: 'POST', cookie: people.bo.cookie });
    expect(again).toMatchObject({ status: 200, body: { state: 'building' } });
  });

  it('after a restart, takes the pictures from the data folder without building again', async () => {
    const before = PicturesAnswerSchema.parse((await picturesOf(people.alice.cookie)).body);
    await steps.server.close();
    steps = await publishServer(folders);
    const started = performance.now();
    let answer = PicturesAnswerSchema.parse((await picturesOf(people.alice.cookie)).body);
    while (answer.state === 'building' && performance.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = PicturesAnswerSchema.parse((await picturesOf(people.alice.cookie)).body);
    }
    // A build takes half a minute or more here: ready within seconds means none ran.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(answer).toEqual(before);
    const address = answer.pages[0]?.after?.desktop ?? '';
    expect(await steps.call(address, { cookie: people.alice.cookie })).toMatchObject({ status: 200 });
  });
});
