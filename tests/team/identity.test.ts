import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTeamDatabase } from '../../studio/team/database/index.ts';
import { migrations } from '../../studio/team/database/migrations.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';

/**
 * An e-mail address is an identity only once it is proven: an invitation that names it (its link
 * reached it) or the company's provider. An invitation for anyone proves nothing, so it cannot take
 * an address another link was made for, nor one of someone removed (their drafts would come with it).
 * Linking a company account to an unproven account is in tests/team/oidc.browser.test.ts.
 */
const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const Made = z.object({ link: z.string() });
const tokenOf = (body: unknown): string => Made.parse(body).link.split('/join/')[1] ?? '';

describe('joining with an address', () => {
  it('takes from an invitation for anyone no address that has its own invitation or belonged to someone removed', async () => {
    const server = await teamServerOn(teamFolders());
    running.push(server);
    const call = teamFetch(server);
    const admin = signedInAs(server, { name: 'Ada', email: 'ada@example.com', role: 'admin' });
    const invite = async (email?: string) =>
      tokenOf(
        (await call('/_team/api/admin/invitations', { method: 'POST', cookie: admin.cookie, body: { role: 'publisher', email } })).body,
      );
    const joinWith = (token: string, email: string) =>
      call('/_team/api/join/options', { method: 'POST', body: { token, name: 'Someone', email } });

    const forAnyone = await invite();
    const forPat = await invite('pat@example.com');
    const bo = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'author' });
    expect((await call(`/_team/api/admin/people/${String(bo.id)}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);

    for (const email of ['pat@example.com', 'PAT@example.com', 'bo@example.com', 'Bo@Example.com']) {
      expect(await joinWith(forAnyone, email), email).toMatchObject({
        status: 403,
        body: {
          error: 'address-needs-invitation',
          message: `${email} can join only through an invitation for that address — use the link sent to it, or ask an admin for one.`,
        },
      });
    }
    // An address nobody has: the invitation for anyone works, and nothing proves that address.
    expect((await joinWith(forAnyone, 'new@example.com')).status).toBe(200);
    // The link made for Pat's address works for it; an admin's invitation for Bo's brings Bo back.
    expect((await joinWith(forPat, 'pat@example.com')).status).toBe(200);
    expect((await joinWith(await invite('bo@example.com'), 'bo@example.com')).status).toBe(200);
  });
});

describe('people already in the studio when proof of addresses came in', () => {
  it('count as proven who joined through an invitation naming their address or through the company provider, and no one else', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'identity-')), 'data');
    mkdirSync(folder, { recursive: true });
    const before = new DatabaseSync(join(folder, 'studio.db'));
    for (const step of migrations.slice(0, 3)) before.exec(step);
    before.exec('PRAGMA user_version = 3');
    const person = before.prepare("INSERT INTO people (name, email, role, created) VALUES (?, ?, 'author', 5) RETURNING id");
    const named = z.object({ id: z.number() }).parse(person.get('Named', 'named@example.com')).id;
    const typed = z.object({ id: z.number() }).parse(person.get('Typed', 'typed@example.com')).id;
    const company = z.object({ id: z.number() }).parse(person.get('Company', 'company@example.com')).id;
    const invitation = before.prepare(
      'INSERT INTO invitations (token_hash, role, email, created, expires, used_at, used_by) VALUES (?, ?, ?, 1, 2, 3, ?)',
    );
    invitation.run('a', 'author', 'NAMED@example.com', named);
    invitation.run('b', 'author', null, typed);
    invitation.run('c', 'author', null, company);
    const passkey = before.prepare(
      "INSERT INTO passkeys (credential_id, person_id, public_key, counter, transports, created) VALUES (?, ?, x'00', 0, '', 1)",
    );
    passkey.run('key-named', named);
    passkey.run('key-typed', typed);
    before.close();

    const store = openTeamDatabase(folder);
    expect(store.people.byId(named)?.email_proven).toBe(5);
    expect(store.people.byId(typed)?.email_proven).toBeNull();
    expect(store.people.byId(company)?.email_proven).toBe(5);
    store.close();
  });
});
