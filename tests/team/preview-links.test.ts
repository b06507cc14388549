/**
 * Preview links (studio/team/publish/shared-preview.ts): someone without an account opens a change
 * request's pages, read-only, until the link expires (7 days unless its maker says) or is
 * withdrawn; its maker is named in the audit log. Each refusal: an unknown, withdrawn or expired
 * link, a link used for anything but reading, a link that opens nothing else of the studio, and
 * people who may not make or withdraw one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { previewLinksRoute } from '../../studio/api/contract/routes.ts';
import { day } from '../../studio/team/database/clock.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { teamFolders, testClock } from '../helpers/team-server.ts';
import { AuditSchema, peopleOn, publishServer, withField, heroHeading } from './publish-steps.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const LinkSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  madeBy: z.strictObject({ id: z.number(), name: z.string().nullable() }),
  made: z.string(),
  expires: z.string(),
});
const MadeSchema = z.strictObject({ link: LinkSchema.extend({ url: z.string() }) });
const ListSchema = z.strictObject({ links: z.array(LinkSchema) });

async function started() {
  const clock = testClock();
  const steps = await publishServer(teamFolders(), { now: clock.now });
  running.push(steps.server);
  const people = peopleOn(steps.server);
  // Bo's change, asked for review.
  const draft = await steps.startDraft(people.bo.cookie, 'Retail heading');
  expect((await steps.saveInDraft(people.bo.cookie, draft, (text) => withField(text, heroHeading, 'Retail, simply'))).status).toBe(200);
  const id = await steps.askForReview(people.bo.cookie, draft, 'A simpler retail heading');
  return { ...steps, clock, people, id };
}

/** A page of the preview as anyone without an account gets it: no cookie, no origin. */
async function open(url: string, method = 'GET', origin?: string) {
  const response = await fetch(url, { method, redirect: 'manual', ...(origin === undefined ? {} : { headers: { origin } }) });
  // The words as a reader sees them: the markup's line breaks and indents are one space.
  return { status: response.status, headers: response.headers, text: (await response.text()).replace(/\s+/g, ' ') };
}

describe('preview links', () => {
  it(
    'shows the request to anyone with the link, read-only, and says who shared it until when; its pictures too',
    { timeout: 120_000 },
    async () => {
      const { call, clock, people, id, server } = await started();
      const made = await call(previewLinksRoute(id), { method: 'POST', cookie: people.bo.cookie, body: {} });
      expect(made.status).toBe(200);
      const { link } = MadeSchema.parse(made.body);
      expect(link).toMatchObject({ madeBy: { id: people.bo.id, name: 'Bo Author' }, made: new Date(clock.now()).toISOString() });
      expect(Date.parse(link.expires) - Date.parse(link.made)).toBe(7 * day);
      expect(link.url).toMatch(new RegExp(`^${server.url}/shared/[\\w-]{43}$`));

      const page = await open(link.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; img-src 'self'; style-src 'sha256-/);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.text).toContain('<h1>A simpler retail heading</h1>');
      expect(page.text).toContain(
        'A change to the site, waiting for review, asked for by Bo Author. Bo Author shared this preview with you; it works until 9 March 2026 at 09:00 UTC. You can look, not change anything.',
      );
      expect(page.text).toContain('<h2 id="page-pages/industries/retail.yaml">Retail</h2>');
      expect(page.text).toContain('<h3>What changes</h3> <ul> <li>Section 1 (hero) › heading</li> </ul>');
      // Whatever a page holds is written as text, never as markup.
      expect(page.text).not.toMatch(/<script/i);

      // The pictures come: the page looks again by itself until they are made, then shows them, each its own address under the link.
      let ready = page.text;
      for (let tries = 0; ready.includes('http-equiv="refresh"') && tries < 60; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        ready = (await open(link.url)).text;
      }
      expect(ready).not.toContain('being made');
      const pictures = [...ready.matchAll(/(?:src|srcset)="(\/shared\/[\w-]{43}\/[\w-]+\.png)"/g)].map((match) => match[1] ?? '');
      // Before and after, each at desktop and phone width.
      expect(pictures).toHaveLength(4);
      for (const picture of pictures) {
        const answer = await fetch(`${server.url}${picture}`);
        expect({ picture, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
          picture,
          status: 200,
          type: 'image/png',
        });
      }
      const audit = AuditSchema.parse((await call('/_team/api/admin/audit', { cookie: people.ada.cookie })).body);
      expect(audit.entries.find((entry) => entry.action === 'preview-link-made')).toMatchObject({
        personName: 'Bo Author',
        detail: { request: id, title: 'A simpler retail heading', link: link.id, days: 7 },
      });
    },
  );

  it('refuses: anything but reading, an unknown link, a withdrawn one, an expired one; the link opens nothing else', async () => {
    const { call, clock, people, id, server } = await started();
    const { link } = MadeSchema.parse(
      (await call(previewLinksRoute(id), { method: 'POST', cookie: people.bo.cookie, body: { days: 1 } })).body,
    );
    const token = link.url.split('/').at(-1) ?? '';

    // Only reading: any other method is refused (from another site, before anything else), and the link still works.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await open(link.url, method, server.url);
      expect({ method, status: answer.status, allow: answer.headers.get('allow') }).toEqual({ method, status: 405, allow: 'GET, HEAD' });
      expect(answer.text).toContain('A preview link is for looking only');
      expect((await open(link.url, method, 'https://elsewhere.example')).status).toBe(403);
    }
    expect((await open(link.url)).status).toBe(200);
    // The link is no session: the studio's API and screens stay closed to it.
    expect((await call('/_studio/api/pages', { cookie: `studio-session=${token}` })).status).toBe(401);
    expect((await call(`/_team/api/requests/${String(id)}?token=${token}`)).status).toBe(401);
    expect((await call(`/shared/${token}/../../_team/api/requests`)).status).toBe(401);
    // An unknown link, or one cut short.
    const unknown = await open(`${server.url}/shared/${'x'.repeat(43)}`);
    expect({ status: unknown.status, says: unknown.text.includes('This preview link is not known') }).toEqual({ status: 404, says: true });
    expect((await open(`${server.url}/shared/${token.slice(0, 20)}`)).status).toBe(404);

    // Who may make and withdraw one: Alice sees no such request; Bo made it; Pat, a publisher, may withdraw it.
    expect((await call(previewLinksRoute(id), { method: 'POST', cookie: people.alice.cookie, body: {} })).status).toBe(404);
    expect((await call(previewLinksRoute(id), { cookie: people.alice.cookie })).status).toBe(404);
    expect((await call(previewLinksRoute(id), { method: 'POST', cookie: people.bo.cookie, body: { days: 31 } })).status).toBe(400);
    expect(ListSchema.parse((await call(previewLinksRoute(id), { cookie: people.pat.cookie })).body).links.map((each) => each.id)).toEqual([
      link.id,
    ]);
    const second = MadeSchema.parse((await call(previewLinksRoute(id), { method: 'POST', cookie: people.pat.cookie, body: {} })).body).link;
    expect((await call(previewLinksRoute(id, second.id), { method: 'DELETE', cookie: people.bo.cookie })).status).toBe(403);
    const withdrawn = await call(previewLinksRoute(id, second.id), { method: 'DELETE', cookie: people.pat.cookie });
    expect(ListSchema.parse(withdrawn.body).links.map((each) => each.id)).toEqual([link.id]);
    const gone = await open(second.url);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(
      'Pat Publisher withdrew it on 2 March 2026 at 09:00 UTC. Ask Pat Publisher for a new one if you still need it.',
    );
    expect((await call(previewLinksRoute(id, second.id), { method: 'DELETE', cookie: people.pat.cookie })).status).toBe(404);
    const audit = AuditSchema.parse((await call('/_team/api/admin/audit', { cookie: people.ada.cookie })).body);
    expect(audit.entries.find((entry) => entry.action === 'preview-link-withdrawn')).toMatchObject({
      personName: 'Pat Publisher',
      detail: { request: id, link: second.id, madeBy: 'Pat Publisher' },
    });

    // A day later, Bo's one-day link has expired: it says until when it worked, and who to ask.
    clock.advance(day);
    const expired = await open(link.url);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('It worked until 3 March 2026 at 09:00 UTC. Ask Bo Author for a new one if you still need it.');
    // Bo signs in again (a day is longer than a session lasts): the request lists no working link.
    const bo = `studio-session=${server.store.sessions.start(people.bo.id, 'test')}`;
    expect(ListSchema.parse((await call(previewLinksRoute(id), { cookie: bo })).body).links).toEqual([]);
  });
});
