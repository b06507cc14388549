import { parse } from 'yaml';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { setScalar, type DataPath } from '../../studio/document/index.ts';
import type { TeamServer, TeamServerOptions } from '../../studio/team/server/server.ts';
import { signedInAs, teamFetch, teamServerOn } from '../helpers/team-server.ts';
import { gitEnvironment } from './repo/remote-fixture.ts';

/** Shared steps of the review-and-publish tests: the people, drafts, saves into them and requests, over HTTP. */
export const retail = 'pages/industries/retail.yaml';
export const heroHeading: DataPath = ['sections', 0, 'heading'];

const FileSchema = z.object({ path: z.string(), text: z.string(), version: z.string() });
const DraftSchema = z.object({ draft: z.object({ branch: z.string(), head: z.string() }) });
export const RequestSchema = z.object({
  id: z.number(),
  state: z.string(),
  draftHead: z.string().nullable(),
  publishedCommit: z.string().nullable(),
  publishedRelease: z.string().nullable(),
  problem: z.unknown(),
  scheduledAt: z.string().nullable(),
  comments: z.array(z.object({ file: z.string().nullable(), text: z.string(), person: z.object({ name: z.string().nullable() }) })),
  pages: z.array(
    z.object({
      file: z.string(),
      before: z.object({ text: z.string().nullable() }).nullable(),
      after: z.object({ text: z.string().nullable() }).nullable(),
      changes: z.array(z.string()),
      fields: z.array(z.array(z.union([z.string(), z.number()]))),
    }),
  ),
});
export const AuditSchema = z.object({
  entries: z.array(z.object({ personName: z.string().nullable(), action: z.string(), detail: z.record(z.string(), z.unknown()) })),
});

export type People = Awaited<ReturnType<typeof peopleOn>>;

/** Alice (author), Bo (author), Pat and Quinn (publishers), Ada (admin), each with a session. */
export function peopleOn(server: TeamServer) {
  return {
    alice: signedInAs(server, { name: 'Alice Author', email: 'alice@example.com', role: 'author' }),
    bo: signedInAs(server, { name: 'Bo Author', email: 'bo@example.com', role: 'author' }),
    pat: signedInAs(server, { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' }),
    quinn: signedInAs(server, { name: 'Quinn Publisher', email: 'quinn@example.com', role: 'publisher' }),
    ada: signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' }),
  };
}

/** The server on the folders, its releases in `<data>/releases`, and the HTTP steps as the screens would take them. */
export async function publishServer(folders: { repo: string; dataDir: string }, options: Partial<TeamServerOptions> = {}) {
  const server = await teamServerOn(folders, options);
  const call = teamFetch(server);
  const releasesDir = join(folders.dataDir, 'releases');

  async function startDraft(cookie: string, name: string): Promise<string> {
    const answer = await call('/_team/api/drafts', { method: 'POST', cookie, body: { name } });
    if (answer.status !== 200) throw new Error(`starting a draft answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
    return DraftSchema.parse(answer.body).draft.branch;
  }

  const openInDraft = async (cookie: string, draft: string, file = retail) =>
    FileSchema.parse((await call(`/_studio/api/file?path=${file}&draft=${encodeURIComponent(draft)}`, { cookie })).body);

  /** Opens the page in the draft, changes its text, and saves it back into the draft; the answer as it came. */
  async function saveInDraft(cookie: string, draft: string, change: (text: string) => string, file = retail) {
    const opened = await openInDraft(cookie, draft, file);
    return call(`/_studio/api/file?draft=${encodeURIComponent(draft)}`, {
      method: 'PUT',
      cookie,
      body: { path: file, text: change(opened.text), version: opened.version },
    });
  }

  async function request(cookie: string, id: number) {
    return RequestSchema.parse((await call(`/_team/api/requests/${String(id)}`, { cookie })).body);
  }

  async function askForReview(cookie: string, draft: string, title: string): Promise<number> {
    const answer = await call('/_team/api/requests', {
      method: 'POST',
      cookie,
      body: { draft, title, note: 'Please look at the retail page.' },
    });
    if (answer.status !== 200) throw new Error(`asking for review answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
    return RequestSchema.parse(answer.body).id;
  }

  const step = (cookie: string, id: number, name: string, body: unknown = {}) =>
    call(`/_team/api/requests/${String(id)}/${name}`, { method: 'POST', cookie, body });

  return { server, call, releasesDir, startDraft, openInDraft, saveInDraft, request, askForReview, step };
}

/** The text with one field set, as the studio's form sets it. */
export function withField(text: string, path: DataPath, value: string): string {
  const result = setScalar(text, path, value);
  if (!result.ok) throw new Error(result.error.message);
  return result.text;
}

/** The retail page with a fifth card in its first grid. */
export const withGiftCards = (text: string): string =>
  text.replace(
    '        text: Daily takings, margins and best-sellers by store, category and cashier, updated with every transaction.\n',
    '        text: Daily takings, margins and best-sellers by store, category and cashier, updated with every transaction.\n      - title: Gift cards\n        icon: Loyalty\n        text: Sell and redeem gift cards at every till and online, with balances kept in one place.\n',
  );

/** A file of the remote's main (a bare repository). */
export const remoteFile = (repo: string, file: string): string =>
  execFileSync('git', ['show', `main:${file}`], { cwd: repo, encoding: 'utf8', env: gitEnvironment() });

/** The `aliases` a page's text writes (none: `[]`), for rules that hold whatever the page says. */
export function aliasesIn(text: string): string[] {
  const data: unknown = parse(text);
  const aliases: unknown = typeof data === 'object' && data !== null && 'aliases' in data ? data.aliases : [];
  return Array.isArray(aliases) ? aliases.map(String) : [];
}

/**
 * The aliases a page has after another page is deleted in its favour: its own, then the deleted
 * page's address and aliases, each unless one is there already in any letter case.
 */
export function aliasesAfterDelete(keptText: string, deletedText: string): string[] {
  const data: unknown = parse(deletedText);
  const path: unknown = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  const result = aliasesIn(keptText);
  for (const address of [...(typeof path === 'string' ? [path] : []), ...aliasesIn(deletedText)])
    if (!result.some((alias) => alias.toLowerCase() === address.toLowerCase())) result.push(address);
  return result;
}
