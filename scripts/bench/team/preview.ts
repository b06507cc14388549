/**
 * How fast the team studio's preview follows an edit (`npm run bench -- --team-preview-only`; run by
 * `npm run bench` as a process of its own): the team server on a clone of this checkout, one author
 * signed in, the retail page open, and 50 letters typed one at a time into the hero's heading. Each
 * time runs from the key press to the preview frame showing the new heading, on the page's clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, loopbackOnly } from '../../browser/chromium.ts';
import { editTimesLine, headingEditTimes } from '../studio-preview.ts';
import { buildScreens } from '../../../studio/team/server/screens-build.ts';
import { loopbackTeamServer } from './save-load/loopback-team-server.ts';
import { sessionCookieName } from '../../../studio/team/sign-in/cookies.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'team-preview-bench-'));
const screensDir = join(scratch, 'screens');
await buildScreens(root, screensDir);
const server = await loopbackTeamServer({ root, dataDir: join(scratch, 'data'), repo: root, screensDir });
const browser = await launchChromium();
try {
  const author = server.store.people.add({ name: 'Bench Author', email: 'bench@example.com', role: 'author' });
  // The studio's security policy allows no eval, which the bench's clock reading (a string run in the page) needs;
  // the policy itself is the team tests' to check, not the bench's.
  const context = await browser.newContext({ ...loopbackOnly, bypassCSP: true, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: sessionCookieName(false), value: server.store.sessions.start(author.id, 'bench'), url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/_studio/edit?file=pages/industries/retail.yaml`);
  await page.getByRole('button', { name: /^1\. Hero/ }).click({ timeout: 60_000 });
  const times = await headingEditTimes(page);
  console.log(editTimesLine('Team studio preview update (npm run studio)', times, 'goal: median within 100 ms, worst within 150 ms'));
} finally {
  await browser.close();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
}
