import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining } from '../helpers/matchers.ts';

/** Invitations an admin made and nobody used yet: listed with who made them, and withdrawn. */
const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const Made = z.object({ link: z.string() });
const Pending = z.object({
  invitations: z.array(z.object({ id: z.string(), role: z.string(), email: z.string().nullable(), createdBy: z.string().nullable() })),
});

describe('invitations not used yet', () => {
  it('are listed with their role, address and maker, and one withdrawn works no more', async () => {
    const server = await teamServerOn(teamFolders());
    running.push(server);
    const call = teamFetch(server);
    const ada = signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    const invite = async (body: object) =>
      Made.parse((await call('/_team/api/admin/invitations', { method: 'POST', cookie: ada.cookie, body })).body).link.split('/join/')[1] ??
      '';
    const forPat = await invite({ role: 'publisher', email: 'pat@example.com' });
    const forAnyone = await invite({ role: 'author' });

    const listed = Pending.parse((await call('/_team/api/admin/invitations', { cookie: ada.cookie })).body).invitations;
    // The first admin's link (printed when the studio started) is one of them, made by no one.
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      arrayContaining([
        objectContaining({ role: 'admin', email: null, createdBy: null }),
        objectContaining({ role: 'author', email: null, createdBy: 'Ada Admin' }),
        objectContaining({ role: 'publisher', email: 'pat@example.com', createdBy: 'Ada Admin' }),
      ]),
    );
    // The list never holds a link: only the one who made it saw it.
    expect(JSON.stringify(listed)).not.toContain(forPat);
    const patsId = listed.find((invitation) => invitation.email === 'pat@example.com')?.id ?? '';
    expect(patsId).toMatch(/^[0-9a-f]{16}$/);

    expect(await call(`/_team/api/admin/invitations/${patsId}`, { method: 'DELETE', cookie: ada.cookie })).toMatchObject({
      status: 200,
      body: { revoked: patsId },
    });
    expect(Pending.parse((await call('/_team/api/admin/invitations', { cookie: ada.cookie })).body).invitations).toHaveLength(2);
    // Its link says so, and joining with it is refused; the other link still works.
    expect(await call(`/_team/api/invitation?token=${forPat}`)).toMatchObject({
      status: 410,
      body: { error: 'invitation-revoked', message: 'This invitation link was withdrawn by an admin — ask an admin for a new one.' },
    });
    expect(
      (await call('/_team/api/join/options', { method: 'POST', body: { token: forPat, name: 'Pat', email: 'pat@example.com' } })).status,
    ).toBe(410);
    expect((await call(`/_team/api/invitation?token=${forAnyone}`)).status).toBe(200);
    // Withdrawn twice, or never made: not found. Not an admin: not allowed.
    expect((await call(`/_team/api/admin/invitations/${patsId}`, { method: 'DELETE', cookie: ada.cookie })).status).toBe(404);
    expect((await call('/_team/api/admin/invitations/0123456789abcdef', { method: 'DELETE', cookie: ada.cookie })).status).toBe(404);
    const bo = signedInAs(server, { name: 'Bo', email: 'bo@example.com', role: 'publisher' });
    const othersId = Pending.parse((await call('/_team/api/admin/invitations', { cookie: ada.cookie })).body).invitations[0]?.id ?? '';
    expect((await call(`/_team/api/admin/invitations/${othersId}`, { method: 'DELETE', cookie: bo.cookie })).status).toBe(403);

    expect((await call('/_team/api/admin/audit', { cookie: ada.cookie })).body).toMatchObject({
      entries: arrayContaining([
        objectContaining({
          personName: 'Ada Admin',
          action: 'invitation-revoked',
          detail: { invitation: patsId, email: 'pat@example.com', role: 'publisher' },
        }),
      ]),
    });
  });
});
