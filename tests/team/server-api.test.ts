import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { day, hour, minute } from '../../studio/team/database/clock.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { authorsSaveToMain, gitIn, signedInAs, teamFetch, teamFolders, teamServerOn, testClock } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining, stringContaining, stringMatching } from '../helpers/matchers.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** The first Set-Cookie of `/_studio/api/me` asked with these headers (fetch would not let a test set Host). */
function setCookieAt(port: number, headers: Record<string, string>): Promise<string | undefined> {
  return new Promise((done, failed) => {
    httpRequest({ host: '127.0.0.1', port, path: '/_studio/api/me', headers }, (response) => {
      response.resume();
      done(response.headers['set-cookie']?.[0]);
    })
      .on('error', failed)
      .end();
  });
}

async function started(options: Parameters<typeof teamServerOn>[1] = {}, folders = teamFolders()) {
  const clock = testClock();
  const server = await teamServerOn(folders, { now: clock.now, ...options });
  running.push(server);
  // These tests are about saving itself: authors save onto main (tests/team/drafts-rule.test.ts checks the rule).
  authorsSaveToMain(server);
  return { server, clock, folders, call: teamFetch(server) };
}

const tokenOf = (link: string | undefined): string => link?.split('/join/')[1] ?? '';

describe('the team server', () => {
  it('opens nothing without a session: the API answers 401, pages send the person to sign in', async () => {
    const { call } = await started();
    for (const [method, path] of [
      ['GET', '/_studio/api/pages'],
      ['GET', '/_studio/api/file?path=pages/home.yaml'],
      ['GET', '/_studio/api/me'],
      ['PUT', '/_studio/api/file'],
      ['GET', '/_team/api/admin/people'],
      ['GET', '/_team/api/admin/audit'],
      ['POST', '/_team/api/sign-out-everywhere'],
    ] as const) {
      const answer = await call(path, {
        method,
        ...(method === 'PUT' ? { body: { path: 'pages/home.yaml', text: 'x', version: 'v' } } : {}),
      });
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status: 401, body: { error: 'not-signed-in' } });
    }
    // Open to all: the sign-in page, what it needs, and the site's icon.
    expect((await call('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    // (503: this server has no built screens, and its page says how to build them.)
    const signIn = await call('/sign-in');
    expect(signIn.status).toBe(503);
    expect(signIn.body).toContain('npm run studio -- --rebuild');
    for (const page of ['/_studio', '/_studio/edit?file=pages/home.yaml', '/admin']) {
      const answer = await call(page);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/sign-in?next=${encodeURIComponent(page)}`);
    }
  });

  it('prints a first-admin link on the first start only, an invitation for an admin that works once', async () => {
    const { server, call } = await started();
    expect(server.firstAdminLink).toMatch(new RegExp(`^${server.url}/join/[\\w-]{43}$`));
    const token = tokenOf(server.firstAdminLink);
    expect((await call(`/_team/api/invitation?token=${token}`)).body).toMatchObject({ role: 'admin', email: null });
    const options = await call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Ada Admin', email: 'ada@example.com' } });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      options: { rp: { id: 'localhost' }, user: { name: 'ada@example.com', displayName: 'Ada Admin' } },
    });
    // Used (as the passkey ceremony does when it succeeds): the link works no more.
    const person = server.store.people.add({ name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    expect(server.store.invitations.use(token, person.id)).toBe(true);
    expect(server.store.invitations.use(token, person.id)).toBe(false);
    const again = await call(`/_team/api/invitation?token=${token}`);
    expect(again).toMatchObject({ status: 410, body: { error: 'invitation-used' } });
    expect((await call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Eve', email: 'eve@example.com' } })).status).toBe(
      410,
    );
  });

  it('lets an invitation expire after 7 days and refuses links it never made', async () => {
    const { server, clock, call } = await started();
    const admin = signedInAs(server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
    const made = await call('/_team/api/admin/invitations', {
      method: 'POST',
      cookie: admin.cookie,
      body: { role: 'author', email: 'bo@example.com' },
    });
    expect(made).toMatchObject({ status: 200, body: { role: 'author', email: 'bo@example.com' } });
    const token =
      made.body && typeof made.body === 'object' && 'link' in made.body && typeof made.body.link === 'string'
        ? tokenOf(made.body.link)
        : '';
    clock.advance(7 * day - minute);
    expect((await call(`/_team/api/invitation?token=${token}`)).status).toBe(200);
    expect(
      (await call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Bo', email: 'other@example.com' } })).body,
    ).toMatchObject({ error: 'bad-request' });
    clock.advance(2 * minute);
    expect(await call(`/_team/api/invitation?token=${token}`)).toMatchObject({ status: 410, body: { error: 'invitation-expired' } });
    expect((await call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Bo', email: 'bo@example.com' } })).status).toBe(
      410,
    );
    expect(await call('/_team/api/invitation?token=not-a-token')).toMatchObject({ status: 404, body: { error: 'invitation-unknown' } });
  });

  it('refuses a change from a foreign Origin, or with none, and a Host that is not its own', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const file = await call('/_studio/api/file?path=pages/home.yaml', { cookie: author.cookie });
    expect(file.status).toBe(200);
    const save = { path: 'pages/home.yaml', text: 'x: 1\n', version: 'sha256:0' };
    expect(
      await call('/_studio/api/file', { method: 'PUT', cookie: author.cookie, body: save, origin: 'http://evil.example' }),
    ).toMatchObject({ status: 403, body: { error: 'wrong-origin' } });
    expect(await call('/_studio/api/file', { method: 'PUT', cookie: author.cookie, body: save, origin: null })).toMatchObject({
      status: 403,
      body: { error: 'wrong-origin' },
    });
    expect((await call('/_team/api/sign-in/options', { method: 'POST', origin: 'http://evil.example' })).status).toBe(403);
    const rebound = await new Promise<number>((done, failed) => {
      httpRequest(
        { host: '127.0.0.1', port: server.port, path: '/sign-in', headers: { host: `attacker.example:${server.port}` } },
        (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        },
      )
        .on('error', failed)
        .end();
    });
    expect(rebound).toBe(403);
  });

  it('checks roles on the server: an author may save, not publish, restore or manage people', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const publisher = signedInAs(server, { name: 'Cy', email: 'cy@example.com', role: 'publisher' });
    expect((await call('/_studio/api/me', { cookie: author.cookie })).body).toEqual({
      person: { id: author.id, name: 'Bo', email: 'bo@example.com', role: 'author' },
      can: { edit: true, publish: false, manage: false },
      draftsOnly: false,
    });
    for (const path of ['/_studio/api/restore', '/_studio/api/publish']) {
      const refused = await call(path, { method: 'POST', cookie: author.cookie, body: {} });
      expect(refused).toMatchObject({ status: 403, body: { error: 'not-allowed' } });
      expect(refused.body).toMatchObject({ message: stringContaining('Only a publisher or an admin may do this') });
      // A publisher passes the role check: restoring then asks for a page and a version; publishing is still to come.
      expect((await call(path, { method: 'POST', cookie: publisher.cookie, body: {} })).status).toBe(path.endsWith('restore') ? 400 : 404);
    }
    // What only reads the site is for every role, as the link targets are: search, where used, the unused pictures.
    for (const path of [
      '/_studio/api/links',
      '/_studio/api/search?q=retail',
      '/_studio/api/where-used?page=pages%2Findustries%2Fretail.yaml',
      '/_studio/api/unused-pictures',
    ])
      expect({ path, status: (await call(path, { cookie: author.cookie })).status }).toEqual({ path, status: 200 });
    expect(await call('/_team/api/admin/people', { cookie: author.cookie })).toMatchObject({ status: 403, body: { error: 'not-allowed' } });
    expect((await call('/_team/api/admin/invitations', { method: 'POST', cookie: publisher.cookie, body: { role: 'admin' } })).status).toBe(
      403,
    );
    expect((await call('/admin', { cookie: author.cookie })).status).toBe(403);
    const opened = await call('/_studio/api/file?path=pages/home.yaml', { cookie: author.cookie });
    const { text, version } =
      opened.body && typeof opened.body === 'object' && 'text' in opened.body && 'version' in opened.body
        ? opened.body
        : { text: '', version: '' };
    const saved = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: author.cookie,
      body: { path: 'pages/home.yaml', text: `${String(text)}# note\n`, version },
    });
    expect(saved.status).toBe(200);
    const admin = signedInAs(server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
    const log = await call('/_team/api/admin/audit?limit=200', { cookie: admin.cookie });
    expect(log.body).toMatchObject({
      entries: arrayContaining([
        objectContaining({
          personName: 'Bo',
          action: 'saved',
          detail: objectContaining({ what: 'saved', path: 'pages/home.yaml', commit: stringMatching(/^[0-9a-f]{40}$/) }),
        }),
        objectContaining({
          personName: 'Bo',
          action: 'refused',
          detail: objectContaining({ route: 'POST /_studio/api/restore', status: 403 }),
        }),
        objectContaining({
          personName: 'Cy',
          action: 'refused',
          detail: objectContaining({ route: 'POST /_team/api/admin/invitations', status: 403 }),
        }),
      ]),
    });
  });

  it('refuses paths outside pages/: reading, saving, the history, a version’s changes and restoring', async () => {
    const { server, call, folders } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const publisher = signedInAs(server, { name: 'Cy', email: 'cy@example.com', role: 'publisher' });
    // A version that exists, so only the path can be what is refused.
    const head = gitIn(folders.repo, ['rev-parse', 'main']);
    for (const path of ['../package.json', 'pages/../package.json', '/etc/passwd', 'pages\\index.yaml']) {
      const query = encodeURIComponent(path);
      for (const route of [
        `/_studio/api/file?path=${query}`,
        `/_studio/api/history?path=${query}`,
        `/_studio/api/history/diff?path=${query}&commit=${head}`,
      ]) {
        const answer = await call(route, { cookie: author.cookie });
        expect({ route, status: answer.status, body: answer.body }).toMatchObject({ route, status: 400, body: { error: 'bad-path' } });
      }
      const restore = await call('/_studio/api/restore', { method: 'POST', cookie: publisher.cookie, body: { path, commit: head } });
      expect({ path, status: restore.status, body: restore.body }).toMatchObject({ path, status: 400, body: { error: 'bad-path' } });
    }
    expect(
      (
        await call('/_studio/api/file', {
          method: 'PUT',
          cookie: author.cookie,
          body: { path: 'pages/../vite.config.yaml', text: 'a: 1\n', version: 'x' },
        })
      ).body,
    ).toMatchObject({ error: 'bad-path' });
  });

  it('ends sessions: a signed-out session reused gets 401, sign out everywhere ends them all, 12 hours idle ends one', async () => {
    const { server, clock, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const out = await call('/_team/api/sign-out', { method: 'POST', cookie: author.cookie });
    expect(out.headers.get('set-cookie')).toBe('studio-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(await call('/_studio/api/pages', { cookie: author.cookie })).toMatchObject({ status: 401, body: { error: 'not-signed-in' } });

    const laptop = `studio-session=${server.store.sessions.start(author.id, 'laptop')}`;
    const phone = `studio-session=${server.store.sessions.start(author.id, 'phone')}`;
    expect((await call('/_studio/api/me', { cookie: phone })).status).toBe(200);
    expect((await call('/_team/api/sign-out-everywhere', { method: 'POST', cookie: laptop })).body).toEqual({
      signedOut: true,
      sessions: 2,
    });
    expect((await call('/_studio/api/me', { cookie: phone })).status).toBe(401);

    const desk = `studio-session=${server.store.sessions.start(author.id, 'desk')}`;
    clock.advance(12 * hour - minute);
    expect((await call('/_studio/api/me', { cookie: desk })).status).toBe(200);
    clock.advance(12 * hour - minute);
    expect((await call('/_studio/api/me', { cookie: desk })).status).toBe(200);
    clock.advance(12 * hour);
    expect((await call('/_studio/api/me', { cookie: desk })).status).toBe(401);
  });

  it('answers the 11th failed sign-in in a minute with 429, the time to wait and a plain message', async () => {
    const { clock, call } = await started();
    const wrong = {
      ceremony: 'made-up',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await call('/_team/api/sign-in', { method: 'POST', body: wrong })).toMatchObject({
        status: 401,
        body: { error: 'sign-in-failed' },
      });
      clock.advance(1000);
    }
    const limited = await call('/_team/api/sign-in', { method: 'POST', body: wrong });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('50');
    expect(limited.body).toEqual({
      error: 'too-many-tries',
      retryAfter: 50,
      message: 'Too many sign-ins failed from here in the last minute — wait 50 seconds, then try again.',
    });
    clock.advance(51 * 1000);
    expect((await call('/_team/api/sign-in', { method: 'POST', body: wrong })).status).toBe(401);
  });

  it('keeps the last admin: no role change or removal that would leave the studio without one', async () => {
    const { server, call } = await started();
    const admin = signedInAs(server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    expect(
      await call(`/_team/api/admin/people/${admin.id}`, { method: 'PATCH', cookie: admin.cookie, body: { role: 'author' } }),
    ).toMatchObject({ status: 409, body: { error: 'last-admin' } });
    expect(
      (await call(`/_team/api/admin/people/${author.id}`, { method: 'PATCH', cookie: admin.cookie, body: { role: 'publisher' } })).body,
    ).toMatchObject({ role: 'publisher' });
    expect((await call('/_studio/api/me', { cookie: author.cookie })).body).toMatchObject({ can: { publish: true, manage: false } });
    expect((await call(`/_team/api/admin/people/${author.id}`, { method: 'DELETE', cookie: admin.cookie })).body).toEqual({
      removed: author.id,
      sessionsEnded: 1,
    });
    expect((await call('/_studio/api/me', { cookie: author.cookie })).status).toBe(401);
    const people = await call('/_team/api/admin/people', { cookie: admin.cookie });
    expect(people.body).toMatchObject({ people: [{ name: 'Ada', role: 'admin' }] });
  });

  it('sends its security headers with every answer: pages, the API, refusals, files and redirects', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const answers = [
      await call('/sign-in'),
      await call('/_studio/api/me', { cookie: author.cookie }),
      await call('/_studio/api/me'),
      await call('/_team/api/admin/people', { cookie: author.cookie }),
      await call('/_app/assets/none.js'),
      await call('/favicon.svg'),
      await call('/'),
      await call('/_team/api/drafts', { method: 'POST', cookie: author.cookie, origin: 'https://evil.example', body: { name: 'x' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([expect.any(Number), 200, 401, 403, 404, expect.any(Number), 303, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it.each([
    ['a control character', '\u0001Eve'],
    ['only dots', '...'],
    ['angle brackets', 'Eve <eve>'],
  ])('refuses to let someone join with a name git can never write as an author (%s): 400, nothing started', async (_why, name) => {
    const { server, call } = await started();
    const { token } = server.store.invitations.create({ role: 'author', createdBy: null });
    const refused = await call('/_team/api/join/options', { method: 'POST', body: { token, name, email: 'eve@example.com' } });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'bad-author', message: stringMatching(/cannot be written into the site’s history/) },
    });
    const fine = await call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Eve Example', email: 'eve@example.com' } });
    expect(fine.status).toBe(200);
  });

  it('keeps people and sessions across a restart, and prints no first-admin link once there is an admin', async () => {
    const first = await started();
    const admin = signedInAs(first.server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
    await first.server.close();
    running.splice(running.indexOf(first.server), 1);
    const second = await started({}, first.folders);
    expect(second.server.firstAdminLink).toBeUndefined();
    expect((await second.call('/_studio/api/me', { cookie: admin.cookie })).body).toMatchObject({ person: { name: 'Ada', role: 'admin' } });
  });

  it('marks the session cookie Secure with the __Host- prefix when people reach the studio over TLS: an https origin, or a trusted proxy that says so', async () => {
    const plain = await started();
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await plain.call('/_studio/api/me', { headers: forwarded })).headers.get('set-cookie')).toBe(
      'studio-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
    const proxied = await started({ trustProxy: true, origin: 'https://studio.example.com' });
    const cleared = await setCookieAt(proxied.server.port, { host: 'studio.example.com', ...forwarded });
    expect(cleared).toBe('__Host-studio-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
    // An https origin without --trust-proxy: the browser is on TLS all the same, so the cookie is kept to it.
    const behindAnyProxy = await started({ origin: 'https://studio.example.com' });
    const secureAnyway = await setCookieAt(behindAnyProxy.server.port, { host: 'studio.example.com' });
    expect(secureAnyway).toBe('__Host-studio-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
  });
});

describe('saves through the team server', () => {
  // Each would have stopped the save part way with a 500: the merge reads the page as plain data.
  const aliasBomb =
    'a: &a [x, x, x, x, x, x, x, x, x]\n' +
    Array.from({ length: 12 }, (_, index) => {
      const [name, before] = [String.fromCharCode(98 + index), String.fromCharCode(97 + index)];
      return `${name}: &${name} [*${before}, *${before}, *${before}, *${before}]`;
    }).join('\n') +
    '\n';
  it.each([
    ['aliases past the loader’s limit', (text: string) => `${text}${aliasBomb}`, /aliases/],
    ['a !!binary value', (text: string) => text.replace(/^title: .*$/m, 'title: !!binary aGVsbG8='), /“title” holds a kind of value/],
    ['a !!set value', (text: string) => text.replace(/^title: .*$/m, 'title: !!set {a}'), /“title” holds a kind of value/],
    [
      'a !!timestamp value',
      (text: string) => text.replace(/^title: .*$/m, 'title: !!timestamp 2001-12-14'),
      /“title” holds a kind of value/,
    ],
  ])('refuses a page with %s: 422 not-yaml, saying where, and nothing is committed', async (_what, change, words) => {
    const { server, call, folders } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const path = 'pages/industries/retail.yaml';
    const opened = z
      .object({ text: z.string(), version: z.string() })
      .parse((await call(`/_studio/api/file?path=${path}`, { cookie: author.cookie })).body);
    const head = gitIn(folders.repo, ['rev-parse', 'main']);
    const saved = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: author.cookie,
      body: { path, text: change(opened.text), version: opened.version },
    });
    expect(saved).toMatchObject({ status: 422, body: { error: 'not-yaml', message: stringMatching(words) } });
    expect(gitIn(folders.repo, ['rev-parse', 'main'])).toBe(head);
  });

  it('writes a page’s text into its commit message on one line, without control characters: the history shows only the real commits', async () => {
    const { server, call, folders } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const path = 'pages/industries/retail.yaml';
    const opened = z
      .object({ text: z.string(), version: z.string() })
      .parse((await call(`/_studio/api/file?path=${path}`, { cookie: author.cookie })).body);
    // The history reader's separators, a line break and a NUL, made to look like a commit by someone else in 2020.
    const forged = `Retail\u001e\n${'0'.repeat(40)}\u001fMallory\u001fm@example.com\u001f2020-01-01T00:00:00+00:00\u001fForged\u0000`;
    const text = opened.text.replace(/^ {2}label: Retail$/m, `  label: ${JSON.stringify(forged)}`);
    expect(text).not.toBe(opened.text);
    const saved = await call('/_studio/api/file', { method: 'PUT', cookie: author.cookie, body: { path, text, version: opened.version } });
    expect(saved.status).toBe(200);
    const message = gitIn(folders.repo, ['log', '-1', '--format=%B', 'main']);
    // Control characters but the message's own line breaks (\p{Cc} holds both).
    expect(message.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(message.split('\n')[0]).toMatch(/^Edit Retail /);
    const history = z
      .object({ entries: z.array(z.object({ author: z.object({ name: z.string() }), date: z.string() })) })
      .parse((await call(`/_studio/api/history?path=${path}`, { cookie: author.cookie })).body);
    expect(history.entries.map((entry) => entry.author.name)).toEqual(['Bo', 'Seed']);
    expect(history.entries.some((entry) => entry.date.startsWith('2020'))).toBe(false);
    expect(gitIn(folders.repo, ['fsck', '--strict'])).toBe('');
  });

  it('leaves nothing behind of a new page its commit refused: not in the folder, not in the list, not in the way of a publish', async () => {
    const { server, call, folders } = await started();
    // A name git cannot take as a commit's author.
    const eve = signedInAs(server, { name: 'Eve <eve>', email: 'eve@example.com', role: 'publisher' });
    const made = await call('/_studio/api/new-page', {
      method: 'POST',
      cookie: eve.cookie,
      body: { kind: 'industry', name: 'Wholesale', slug: 'wholesale' },
    });
    expect(made).toMatchObject({ status: 400, body: { error: 'bad-author' } });
    expect(existsSync(join(folders.dataDir, 'repo', 'pages', 'industries', 'wholesale.yaml'))).toBe(false);
    const listed = z
      .object({ pages: z.array(z.object({ path: z.string() })) })
      .parse((await call('/_studio/api/pages', { cookie: eve.cookie })).body);
    expect(listed.pages.map((page) => page.path)).not.toContain('pages/industries/wholesale.yaml');
  });

  it('makes a new page that names its editor schema inside the site’s repository, never by the server’s own folders', async () => {
    const { server, call, folders } = await started();
    const pat = signedInAs(server, { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' });
    const made = await call('/_studio/api/new-page', {
      method: 'POST',
      cookie: pat.cookie,
      body: { kind: 'industry', name: 'Wholesale', slug: 'wholesale' },
    });
    expect(made.status).toBe(200);
    const text = gitIn(folders.repo, ['cat-file', 'blob', 'main:pages/industries/wholesale.yaml']);
    // As the repository's other pages of that folder name it.
    const retail = gitIn(folders.repo, ['cat-file', 'blob', 'main:pages/industries/retail.yaml']);
    expect(text.split('\n')[0]).toBe(retail.split('\n')[0]);
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/page.schema.json');
  });

  it('refuses a body over the API’s limit in the API’s own words', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const answer = await call('/_studio/api/file', {
      method: 'PUT',
      cookie: author.cookie,
      body: { path: 'pages/home.yaml', text: 'a'.repeat(1_100_000), version: 'x' },
    });
    expect(answer).toMatchObject({ status: 413, body: { error: 'too-large' } });
  });

  // The rest of the body stayed on the connection: the next request on it waited behind it, then lost its connection.
  it('closes the connection after a refusal that left the body unread, so the next request is answered', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    const body = new TextEncoder().encode(JSON.stringify({ path: 'pages/home.yaml', text: 'a'.repeat(600_000), version: 'x' }));
    for (let round = 0; round < 3; round++) {
      const refused = await fetch(`${server.url}/_studio/api/file`, {
        method: 'PUT',
        headers: { origin: server.url, cookie: author.cookie, 'content-type': 'text/plain' },
        body,
      });
      const answered: unknown = await refused.json();
      expect({ status: refused.status, body: answered }).toMatchObject({ status: 415, body: { error: 'not-json' } });
      expect(refused.headers.get('connection')).toBe('close');
      expect((await call('/_studio/api/me', { cookie: author.cookie })).status).toBe(200);
    }
  });

  // `//…` was once read as an address of another host: `POST /_studio/api//` failed with 500.
  it('answers a path with an empty part under the API as not found: never a failure, never another route', async () => {
    const { server, call } = await started();
    const author = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    for (const [method, path] of [
      ['POST', '/_studio/api//'],
      ['PUT', '/_studio/api//file'],
      ['GET', '/_studio/api//pages'],
      ['GET', '/_studio/api//elsewhere/pages'],
    ] as const) {
      const answer = await call(path, { method, cookie: author.cookie, ...(method === 'GET' ? {} : { body: {} }) });
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status: 404, body: { error: 'not-found' } });
    }
  });
});
