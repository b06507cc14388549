import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { studioApi } from '../../server/api.ts';
import { apiBase } from '../../server/api-types.ts';
import { Refusal, sendJson } from '../../server/refusal.ts';
import { studioSchemas } from '../../server/schemas.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { redirect, refuse, sendHtml, sendRefusal, TeamRefusal } from './answers.ts';
import { clearSessionCookie, readCookie, sessionCookieName } from '../sign-in/cookies.ts';
import type { RequestContext } from './context.ts';
import { meOf } from '../sign-in/me.ts';
import { pendingPictures, pendingPicturesByDraft } from '../saving/pending-pictures.ts';
import { openContentRepo } from '../repo/index.ts';
import { oidcRoutes, type OidcSettings } from '../sign-in/oidc.ts';
import type { TeamOptions } from './options.ts';
import { checkOrigin, ownOrigins, requestFacts } from './origins.ts';
import { passkeyRoutes } from '../sign-in/passkey-routes.ts';
import { openTeamDatabase, type TeamDatabase } from '../database/index.ts';
import type { Clock } from '../database/clock.ts';
import { hasRole } from '../database/roles.ts';
import { builtScreens } from './screens-serve.ts';
import { parkedSaveDetail } from '../saving/parked-saves.ts';
import { previewFrame } from '../preview/preview-serve.ts';
import { previewFolder } from './screens-build.ts';
import { ownsPath, publishRoutes } from '../publish/publish-routes.ts';
import { presenceHub } from '../presence/presence-hub.ts';
import { openPresence } from '../presence/presence-route.ts';
import { presencePath } from '../presence/presence-types.ts';
import { requestPublisher } from '../publish/request-publisher.ts';
import { fileChecks } from '../../../schema/content/file-checks.ts';
import type { Page } from '../../../schema/page.ts';
import { PictureFile, sendPicture } from '../publish/pictures/picture-file.ts';
import { requestPictures } from '../publish/pictures/request-pictures.ts';
import { publishSchedule } from '../publish/schedule.ts';
import { studioRoutes } from '../saving/studio-routes.ts';
import { teamApiBase, type SignInMethods } from './team-api-types.ts';

export interface TeamServerOptions extends Omit<TeamOptions, 'rebuild' | 'screens'> {
  /** The project's own folder: the site's schema, section examples and public/ pictures. */
  root: string;
  /** The built screens (studio/team/server/screens-build.ts). */
  screensDir: string;
  /** The company's OpenID Connect provider, when people may sign in with it. */
  oidc?: OidcSettings | undefined;
  now?: Clock;
  /** Where publishing puts the site's releases (`<data>/releases` when not given); the live one is `<releases>/live`. */
  releasesDir?: string | undefined;
  /** A shell command run with each release folder before it goes live (scripts/deploy's hook). */
  deployHook?: string | undefined;
  /** How often scheduled publishes are looked for (30 s). */
  scheduleCheckMs?: number;
}

export interface TeamServer {
  /** The address people open, without a slash at the end. */
  url: string;
  /** The port it listens on (the URL's may be a proxy's). */
  port: number;
  /** The one-time link that makes the first admin, when the studio has none yet. */
  firstAdminLink: string | undefined;
  store: TeamDatabase;
  /** Settled when the publishes a stopped server left half done are settled and the due scheduled publishes have run. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/** The site's icon, for the studio's tabs (open to all, like the sign-in page). */
async function sendFile(response: ServerResponse, file: string, type: string): Promise<void> {
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes === undefined) {
    sendJson(response, 404, { error: 'not-found', message: 'There is no such file.' });
    return;
  }
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', 'max-age=3600');
  response.end(bytes);
}

const syncEveryMs = 5 * 60 * 1000;

/** How long a stop waits for the requests in hand (a save's commit, push and audit entry) before it closes the store anyway. */
const stopWaitMs = 10_000;

/** Waits until every promise in `pending` (which may grow meanwhile) has settled, or `ms` have passed. */
async function settledWithin(pending: ReadonlySet<Promise<unknown>>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (pending.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<void>((done) => {
      timer = setTimeout(done, deadline - Date.now());
    });
    await Promise.race([Promise.allSettled([...pending]), timeUp]);
    clearTimeout(timer);
  }
}

/** The change requests' and releases' screens (in team.html). */
const isReviewPage = (path: string): boolean => path === '/requests' || path === '/releases' || /^\/requests\/\d+$/.test(path);

const notSignedIn = () => refuse(401, 'not-signed-in', 'You are not signed in, or your session has ended — sign in again.');

/** Starts the team studio: the screens, the studio API behind sign-in, passkeys and the company's sign-in, the admin API. */
export async function startTeamServer(options: TeamServerOptions): Promise<TeamServer> {
  // The content repository first: a remote that cannot be cloned stops the start with git's reason.
  const repo = await openContentRepo({ dir: join(options.dataDir, 'repo'), source: options.repo ?? options.root });
  const store = openTeamDatabase(options.dataDir, options.now);
  const pagesDir = join(repo.dir, 'pages');
  const publicDir = join(repo.dir, 'public');
  const folders = { pagesDir, publicDir, schemas: () => studioSchemas(options.root) };
  // Each page's check kept by its bytes (file-checks.ts), shared by every person's requests.
  const kept = fileChecks<Page>();
  const draftUploads = pendingPicturesByDraft(options.dataDir, repo.dir);
  const studio = studioRoutes({
    store,
    repo,
    pending: pendingPictures(join(options.dataDir, 'pending-pictures.json'), repo.dir),
    pendingInDraft: draftUploads.inDraft,
    // One for every request: the studio API is made per request, around that person's page store.
    api: (pages) => studioApi({ ...folders, store: pages, kept }),
  });
  // Now and then the remote's changes come in (and unpushed saves go out), so authors start from the latest version.
  const sync = async () => {
    const synced = await repo.sync();
    if (!synced.ok) return;
    for (const parked of synced.parked)
      store.audit.record({ personId: null, action: 'save-parked', detail: parkedSaveDetail(parked), address: 'studio' });
  };
  const syncing = setInterval(() => void sync().catch((error: unknown) => console.error(error)), syncEveryMs);
  syncing.unref();
  const release = {
    root: options.root,
    releasesDir: options.releasesDir ?? join(options.dataDir, 'releases'),
    hook: options.deployHook,
  };
  const publisher = requestPublisher({ store, repo, release });
  const schedule = publishSchedule(publisher.publishDue, options.scheduleCheckMs);
  const presence = presenceHub(repo);
  const pictures = requestPictures({ root: options.root, repo, dataDir: options.dataDir, releasesDir: release.releasesDir });
  const publishing = publishRoutes({ store, repo, publisher, release, pictures, draftUploads, scheduleChanged: () => void schedule.run() });
  // A publish a stopped server left half done is settled first; then what fell due meanwhile is published.
  const ready = publisher.settle().then(() => schedule.run());
  // Not awaited by `ready`: a warm build process helps the next publish, and nothing waits for it.
  const warming = ready.then(() => publisher.warm());
  const passkeys = passkeyRoutes({ store });
  const admin = adminRoutes({ store });
  const oidc = options.oidc === undefined ? undefined : oidcRoutes({ store }, options.oidc);
  const screens = builtScreens(options.screensDir);
  const preview = previewFrame({ root: options.root, outDir: join(options.screensDir, previewFolder), pagesDir, publicDir });
  let origins: string[] = [];

  async function route(context: RequestContext): Promise<void> {
    const { request, response, url } = context;
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const json = (body: unknown) => sendJson(response, 200, body);

    if (method === 'GET' && screens.isAsset(path)) {
      screens.asset(request, response, () => sendJson(response, 404, { error: 'not-found', message: 'There is no such file.' }));
      return;
    }
    if (method === 'GET' && path === '/favicon.svg')
      return sendFile(response, join(options.root, 'public', 'favicon.svg'), 'image/svg+xml');
    if (method === 'GET' && path === '/') {
      redirect(response, context.person ? '/_studio' : '/sign-in');
      return;
    }
    if (method === 'GET' && (path === '/sign-in' || /^\/join\/[\w-]+$/.test(path))) {
      screens.page(response, 'team');
      return;
    }
    if (method === 'GET' && path === `${teamApiBase}/sign-in-methods`) {
      json({ passkey: true, oidc: oidc !== undefined } satisfies SignInMethods);
      return;
    }
    if (method === 'GET' && path === `${teamApiBase}/invitation`) {
      json(passkeys.invitation(url.searchParams.get('token')));
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/join/options`) {
      json(await passkeys.joinOptions(context));
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/join`) {
      json(await passkeys.join(context));
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/sign-in/options`) {
      json(await passkeys.signInOptions(context));
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/sign-in`) {
      json(await passkeys.signInWithPasskey(context));
      return;
    }
    if (method === 'GET' && path.startsWith('/_team/oidc/')) {
      if (oidc === undefined)
        throw refuse(404, 'not-configured', 'Signing in with the company account is not set up here — sign in with your passkey.');
      return oidc.answer(context);
    }

    // Everything below needs a signed-in person.
    const person = context.person;
    if (person === undefined) {
      const wantsPage =
        method === 'GET' && (path === '/admin' || isReviewPage(path) || (path.startsWith('/_studio') && !path.startsWith(apiBase)));
      if (wantsPage) {
        redirect(response, `/sign-in?next=${encodeURIComponent(path + url.search)}`);
        return;
      }
      throw notSignedIn();
    }
    if (method === 'GET' && path === `${apiBase}/me`) {
      json(meOf(person, store.requests.rules()));
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/sign-out`) {
      if (context.session !== undefined) store.sessions.end(context.session);
      store.audit.record({ personId: person.id, address: context.facts.address, action: 'signed-out' });
      clearSessionCookie(response, context.facts.secure);
      json({ signedOut: true });
      return;
    }
    if (method === 'POST' && path === `${teamApiBase}/sign-out-everywhere`) {
      const ended = store.sessions.endAllOf(person.id);
      store.audit.record({
        personId: person.id,
        address: context.facts.address,
        action: 'signed-out-everywhere',
        detail: { sessions: ended },
      });
      clearSessionCookie(response, context.facts.secure);
      json({ signedOut: true, sessions: ended });
      return;
    }
    if (path === '/admin' || path.startsWith(`${teamApiBase}/admin/`)) {
      if (!hasRole(person.role, 'admin')) {
        if (path === '/admin') {
          store.audit.record({
            personId: person.id,
            address: context.facts.address,
            action: 'refused',
            detail: { route: `${method} ${path}`, status: 403 },
          });
          sendHtml(
            response,
            403,
            '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not for your role — Page studio</title><p>Only admins may open this page. <a href="/_studio">Back to the pages</a></p></html>',
          );
          return;
        }
        throw refuse(403, 'not-allowed', 'Only an admin may do this — ask an admin if you need it done.');
      }
      if (path === '/admin') {
        if (method === 'GET') screens.page(response, 'team');
        return;
      }
      json(await admin.answer(context, `${method} ${path}`));
      return;
    }
    if (method === 'GET' && path === presencePath) return openPresence(context, person, repo, presence);
    // After anything that may change drafts or main, the open editors learn which drafts change their page.
    if (method !== 'GET') response.once('finish', presence.contentChanged);
    // The review screens: each loads what the person may see from the API, which checks the role again.
    if (method === 'GET' && isReviewPage(path)) {
      screens.page(response, 'team');
      return;
    }
    if (ownsPath(path)) {
      const answer = await publishing.answer(context, person);
      if (answer instanceof PictureFile) sendPicture(response, answer);
      else json(answer);
      return;
    }
    if (path === apiBase || path.startsWith(`${apiBase}/`)) return studio(context, person);
    if (method === 'GET' && preview.owns(path)) {
      preview.answer(request, response, path, () => sendJson(response, 404, { error: 'not-found', message: 'There is no such file.' }));
      return;
    }
    if (method === 'GET' && (path === '/_studio' || path === '/_studio/' || path === '/_studio/edit')) {
      screens.page(response, 'studio');
      return;
    }
    // A page of the site itself: the team studio shows pages only in the editor's preview.
    if (method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      sendHtml(
        response,
        404,
        '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not here — Page studio</title><p>The team studio shows the site’s pages in the editor’s preview, beside the page’s form. <a href="/_studio" target="_top">Back to the pages</a></p></html>',
      );
      return;
    }
    throw refuse(404, 'not-found', `There is nothing at ${path} — open ${context.facts.origin}/_studio for the pages.`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let context: RequestContext | undefined;
    try {
      const facts = requestFacts(request, origins, options.trustProxy);
      const url = new URL(request.url ?? '/', facts.origin);
      context = { request, response, url, facts, person: undefined, session: undefined };
      checkOrigin(request, facts);
      const session = readCookie(request, sessionCookieName(facts.secure));
      const personId = session === undefined || session === '' ? undefined : store.sessions.personOf(session);
      const person = personId === undefined ? undefined : store.people.byId(personId);
      context.session = session;
      context.person = person?.removed === null ? person : undefined;
      await route(context);
    } catch (error) {
      if (error instanceof TeamRefusal) {
        if ([401, 403, 429].includes(error.status) && context !== undefined) {
          store.audit.record({
            personId: context.person?.id ?? null,
            address: context.facts.address,
            action: 'refused',
            detail: { route: `${request.method ?? 'GET'} ${context.url.pathname}`, status: error.status, why: error.code },
          });
        }
        if (error.status === 401 && context !== undefined) clearSessionCookie(response, context.facts.secure);
        sendRefusal(response, error);
      } else if (error instanceof Refusal) sendJson(response, error.status, error.body);
      else {
        console.error(error);
        sendJson(response, 500, {
          error: 'failed',
          message:
            'The studio could not do this — try again; if it keeps failing, tell whoever runs the studio (the server printed the details).',
        });
      }
    }
  }

  // The requests being answered: a stop lets them finish before the store closes under them.
  const answering = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    const answered = handle(request, response);
    answering.add(answered);
    const done = () => answering.delete(answered);
    void answered.then(done, done);
  });
  await new Promise<void>((done, failed) => {
    server.once('error', failed);
    server.listen(options.port, options.host, () => done());
  });
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  origins = ownOrigins(options, port);
  const url = origins[0] ?? `http://127.0.0.1:${port}`;

  let firstAdminLink: string | undefined;
  if (store.people.adminCount() === 0) {
    const { token } = store.invitations.create({ role: 'admin', createdBy: null });
    firstAdminLink = `${url}/join/${token}`;
    store.audit.record({ personId: null, address: 'server', action: 'first-admin-link' });
  }

  return {
    url,
    port,
    firstAdminLink,
    store,
    ready,
    close: async () => {
      await ready.catch(() => undefined);
      // No new connections, and the idle ones end; the requests in hand are answered first
      // (a save's commit, push and audit entry), then the event streams (presence) end.
      clearInterval(syncing);
      const stopped = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      await settledWithin(answering, stopWaitMs);
      server.closeAllConnections();
      await stopped;
      publisher.close();
      await warming;
      await schedule.stop();
      await pictures.close();
      store.close();
    },
  };
}
