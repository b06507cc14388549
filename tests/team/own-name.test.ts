import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamRoutes } from '../../studio/api/contract/routes.ts';
import { setScalar } from '../../studio/document/index.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { authorsSaveToMain, gitIn, signedInAs, teamFetch, teamFolders, teamServerOn } from '../helpers/team-server.ts';
import { arrayContaining, objectContaining, stringMatching } from '../helpers/matchers.ts';

const running: TeamServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const retail = 'pages/industries/retail.yaml';
const FileSchema = z.object({ text: z.string(), version: z.string() });
const AuditSchema = z.object({
  entries: z.array(z.object({ personName: z.string().nullable(), action: z.string(), detail: z.record(z.string(), z.unknown()) })),
});

async function started() {
  const folders = teamFolders();
  const server = await teamServerOn(folders);
  running.push(server);
  // Bo's saves go onto main here: the commits' authors are what these tests read.
  authorsSaveToMain(server);
  const call = teamFetch(server);
  const bo = signedInAs(server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' });
  const admin = signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
  /** Sets the retail page's hero heading as `cookie`'s person, from the version they open. */
  const saveHeading = async (cookie: string, heading: string) => {
    const opened = FileSchema.parse((await call(`/_studio/api/file?path=${retail}`, { cookie })).body);
    const edited = setScalar(opened.text, ['sections', 0, 'heading'], heading);
    if (!edited.ok) throw new Error(edited.error.message);
    return call('/_studio/api/file', { method: 'PUT', cookie, body: { path: retail, text: edited.text, version: opened.version } });
  };
  const authors = () => gitIn(folders.repo, ['log', '--format=%an <%ae>', 'main', '--', retail]).split('\n');
  const nameChanges = async () =>
    AuditSchema.parse((await call('/_team/api/admin/audit?limit=200', { cookie: admin.cookie })).body).entries.filter(
      (entry) => entry.action === 'name-changed',
    );
  const rename = (cookie: string, name: string) => call(teamRoutes.ownName, { method: 'PATCH', cookie, body: { name } });
  return { server, call, bo, saveHeading, authors, nameChanges, rename };
}

describe('a person changes their own name', () => {
  it('goes by the new name at once: /me shows it, the next save is a commit under it, the commits before keep the old one, and the audit log notes it', async () => {
    const { server, call, bo, saveHeading, authors, nameChanges, rename } = await started();
    expect((await saveHeading(bo.cookie, 'Every till in step')).status).toBe(200);

    const renamed = await rename(bo.cookie, '  Bo Builder  ');
    expect(renamed).toMatchObject({
      status: 200,
      body: { person: { id: bo.id, name: 'Bo Builder', email: 'bo@example.com', role: 'author' } },
    });
    expect((await call(teamRoutes.me, { cookie: bo.cookie })).body).toMatchObject({ person: { name: 'Bo Builder' } });

    // Another of Bo's sessions, open since before: the person is read afresh for each request, never kept with the session.
    const otherDevice = `studio-session=${server.store.sessions.start(bo.id, 'phone')}`;
    expect((await saveHeading(otherDevice, 'One system for every store')).status).toBe(200);
    expect(authors().slice(0, 3)).toEqual(['Bo Builder <bo@example.com>', 'Bo Author <bo@example.com>', 'Seed <seed@example.com>']);

    expect(await nameChanges()).toEqual([
      { personName: 'Bo Builder', action: 'name-changed', detail: { person: bo.id, from: 'Bo Author', to: 'Bo Builder' } },
    ]);
    // The same name again changes nothing, and notes nothing.
    expect((await rename(bo.cookie, 'Bo Builder')).status).toBe(200);
    expect(await nameChanges()).toHaveLength(1);
  });

  it('takes a name of 80 characters, accents and punctuation included', async () => {
    const { bo, rename } = await started();
    const long = `Zoë O’Brien-Łukasik, Jr. ${'x'.repeat(80 - 25)}`;
    expect(long).toHaveLength(80);
    expect(await rename(bo.cookie, long)).toMatchObject({ status: 200, body: { person: { name: long } } });
  });

  it.each([
    ['a control character', '\u0001Bo', /cannot be written into the site’s history/],
    ['a line break', 'Bo\nBuilder', /cannot be written into the site’s history/],
    ['only dots', '...', /cannot be written into the site’s history/],
    ['only dots and commas', ' ., ,. ', /cannot be written into the site’s history/],
    ['angle brackets', 'Bo <bo@example.com>', /cannot be written into the site’s history/],
    ['a greater-than sign', 'Bo > Ada', /cannot be written into the site’s history/],
    ['nothing', '', /^The name is empty — type the name your team knows you by/],
    ['only spaces', '   ', /^The name is empty/],
    ['81 characters', 'x'.repeat(81), /^The name is 81 characters long — shorten it to at most 80/],
  ])('refuses a name with %s: 400 bad-author in words, the name as it was, nothing noted', async (_why, name, words) => {
    const { server, call, bo, rename, nameChanges } = await started();
    expect(await rename(bo.cookie, name)).toMatchObject({ status: 400, body: { error: 'bad-author', message: stringMatching(words) } });
    expect(server.store.people.byId(bo.id)?.name).toBe('Bo Author');
    expect((await call(teamRoutes.me, { cookie: bo.cookie })).body).toMatchObject({ person: { name: 'Bo Author' } });
    expect(await nameChanges()).toEqual([]);
  });

  it('changes only the name: an e-mail address in the body is refused, and the address stays', async () => {
    const { server, call, bo } = await started();
    const refused = await call(teamRoutes.ownName, { method: 'PATCH', cookie: bo.cookie, body: { name: 'Bo', email: 'eve@example.com' } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    expect(server.store.people.byId(bo.id)).toMatchObject({ name: 'Bo Author', email: 'bo@example.com' });
  });

  it('needs a session, and the studio’s own page as the origin of the change', async () => {
    const { server, call, bo } = await started();
    expect(await call(teamRoutes.ownName, { method: 'PATCH', body: { name: 'Mallory' } })).toMatchObject({
      status: 401,
      body: { error: 'not-signed-in' },
    });
    const elsewhere = await call(teamRoutes.ownName, {
      method: 'PATCH',
      cookie: bo.cookie,
      origin: 'https://evil.example',
      body: { name: 'Mallory' },
    });
    expect(elsewhere).toMatchObject({ status: 403, body: { error: 'wrong-origin' } });
    expect(server.store.people.byId(bo.id)?.name).toBe('Bo Author');
    // Both refusals are in the audit log, as every 401 and 403 is.
    const admin = signedInAs(server, { name: 'Cy Admin', email: 'cy@example.com', role: 'admin' });
    const log = AuditSchema.parse((await call('/_team/api/admin/audit?limit=200', { cookie: admin.cookie })).body);
    expect(log.entries.filter((entry) => entry.action === 'refused')).toEqual(
      arrayContaining([
        objectContaining({ detail: objectContaining({ route: `PATCH ${teamRoutes.ownName}`, status: 401 }) }),
        objectContaining({ detail: objectContaining({ route: `PATCH ${teamRoutes.ownName}`, status: 403, why: 'wrong-origin' }) }),
      ]),
    );
  });
});
