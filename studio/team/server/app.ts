import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Next } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { apiBase } from '../../api/contract/studio-api.ts';
import { Refusal, refuse } from '../../server/refusal.ts';
import type { adminRoutes } from '../admin/admin-routes.ts';
import type { TeamDatabase } from '../database/index.ts';
import { hasRole } from '../database/roles.ts';
import type { PresenceHub } from '../presence/presence-hub.ts';
import { openPresence } from '../presence/presence-route.ts';
import type { previewFrame } from '../preview/preview-serve.ts';
import type { publishRoutes } from '../publish/publish-routes.ts';
import type { sharedPreviewRoutes } from '../publish/shared-preview.ts';
import type { ContentRepo } from '../repo/index.ts';
import type { studioRoutes } from '../saving/studio-routes.ts';
import { clearSessionCookie, readSessionCookie } from '../sign-in/cookies.ts';
import { studioPolicy } from '../http/content-policy.ts';
import { accountRoutes } from '../sign-in/account-routes.ts';
import type { oidcRoutes } from '../sign-in/oidc.ts';
import type { passkeyRoutes } from '../sign-in/passkey-routes.ts';
import { failureOf, htmlAnswer, noSuchFile, redirectAnswer, teamRefusalAnswer } from '../http/answers.ts';
import { notSignedIn, personOf, type TeamContext, type TeamEnv } from '../http/context.ts';
import { checkOrigin, requestFacts } from '../http/origins.ts';
import type { builtScreens } from './screens-serve.ts';
import { teamRoutes } from '../../api/contract/routes.ts';

/** What the team server's route table is made of: the database and repository, and each part's routes. */
export interface TeamAppParts {
  store: TeamDatabase;
  repo: ContentRepo;
  /** The project's own folder (the site's icon). */
  root: string;
  /** The origins the server answers to, known once it listens. */
  origins: () => readonly string[];
  trustProxy: boolean;
  screens: ReturnType<typeof builtScreens>;
  preview: ReturnType<typeof previewFrame>;
  passkeys: ReturnType<typeof passkeyRoutes>;
  oidc: ReturnType<typeof oidcRoutes> | undefined;
  admin: ReturnType<typeof adminRoutes>;
  publishing: ReturnType<typeof publishRoutes>;
  /** A change request's pages behind a preview link, for someone without an account. */
  shared: ReturnType<typeof sharedPreviewRoutes>;
  studio: ReturnType<typeof studioRoutes>;
  presence: PresenceHub;
}

/** The change requests' and releases' screens (in team.html). */
const reviewPages = ['/requests', '/releases', '/requests/:id{[0-9]+}'];
const isReviewPage = (path: string): boolean => path === '/requests' || path === '/releases' || /^\/requests\/\d+$/.test(path);

const notForYourRole =
  '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not for your role — Page studio</title><p>Only admins may open this page. <a href="/_studio">Back to the pages</a></p></html>';
const onlyInPreview =
  '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Not here — Page studio</title><p>The team studio shows the site’s pages in the editor’s preview, beside the page’s form. <a href="/_studio" target="_top">Back to the pages</a></p></html>';

/**
 * The team server's one route table, on web standards (Hono): the front door (the address, the
 * origin of a change, the session), sign-in open to all, then everything else behind sign-in and
 * roles: the admin API, the drafts, requests and releases, the studio API, presence, the preview
 * frame and the screens. A refusal is a JSON answer in the studio's words; 401, 403 and 429 are audited.
 */
export function teamApp(parts: TeamAppParts): Hono<TeamEnv> {
  const { store, screens, passkeys, oidc } = parts;
  const app = new Hono<TeamEnv>();

  app.onError((error, c) => {
    if (error instanceof Refusal) {
      if ([401, 403, 429].includes(error.status)) {
        store.audit.record({
          personId: c.var.person?.id ?? null,
          address: c.var.facts.address,
          action: 'refused',
          detail: { route: `${c.req.method} ${c.req.path}`, status: error.status, why: error.code },
        });
      }
      if (error.status === 401) clearSessionCookie(c, c.var.facts.secure);
      return teamRefusalAnswer(c, error);
    }
    console.error(error);
    return failureOf(
      c,
      {
        error: 'failed',
        message:
          'The studio could not do this — try again; if it keeps failing, tell whoever runs the studio (the server printed the details).',
      },
      500,
    );
  });

  app.notFound((c) => {
    // A page of the site itself: the team studio shows pages only in the editor's preview.
    if (c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) return htmlAnswer(404, onlyInPreview);
    return teamRefusalAnswer(
      c,
      refuse('not-found', `There is nothing at ${c.req.path} — open ${c.var.facts.origin}/_studio for the pages.`),
    );
  });

  // Every answer, refusals and files too: never sniffed for another type, never framed by another site
  // (the preview frame is the studio's own), no referrer sent on, a window of its own. HSTS is the TLS proxy's to send.
  // A route may name a policy of its own (the preview frame, the repository's files); the rest get the studio's.
  app.use(secureHeaders({ strictTransportSecurity: false, overwrite: false }));
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', studioPolicy);
  });

  // The front door: an address of the server's own (else refused before anything is noted), a change
  // from the studio's own pages, and the person whose session the cookie names.
  app.use(async (c, next) => {
    let facts;
    try {
      facts = requestFacts(c.req.raw, c.env.connection, parts.origins(), parts.trustProxy);
    } catch (error) {
      if (error instanceof Refusal) return teamRefusalAnswer(c, error);
      throw error;
    }
    c.set('facts', facts);
    c.set('person', undefined);
    checkOrigin(c.req.raw, facts);
    const session = readSessionCookie(c, facts.secure);
    const personId = session === undefined || session === '' ? undefined : store.sessions.personOf(session);
    const person = personId === undefined ? undefined : store.people.byId(personId);
    c.set('session', session);
    c.set('person', person?.removed === null ? person : undefined);
    await next();
  });

  // Open to all: the screens' files, the icon, the sign-in and join pages, and signing in.
  app.get(screens.assetsPath, (c) => screens.asset(c));
  app.get('/favicon.svg', async () => {
    const bytes = await readFile(join(parts.root, 'public', 'favicon.svg')).catch(() => undefined);
    if (bytes === undefined) return noSuchFile();
    return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  });
  app.get('/', (c) => redirectAnswer(c, c.var.person ? '/_studio' : '/sign-in'));
  app.get('/sign-in', () => screens.page('team'));
  app.get('/join/:token{[\\w-]+}', () => screens.page('team'));
  app.route('/', passkeys);
  app.get('/_team/oidc/*', (c) => {
    if (oidc === undefined)
      throw refuse('not-configured', 'Signing in with the company account is not set up here — sign in with your passkey.');
    if (c.req.path === '/_team/oidc/start') return oidc.start(c);
    if (c.req.path === '/_team/oidc/callback') return oidc.callback(c);
    return redirectAnswer(c, '/sign-in');
  });

  // A preview link: read-only, for anyone who has it; it opens nothing else.
  app.route('/', parts.shared);

  // Everything below needs a signed-in person: a page asked for without one leads to sign-in, and comes back after.
  app.use(async (c, next) => {
    if (c.var.person !== undefined) return next();
    const path = c.req.path;
    const wantsPage =
      c.req.method === 'GET' && (path === '/admin' || isReviewPage(path) || (path.startsWith('/_studio') && !path.startsWith(apiBase)));
    if (wantsPage) return redirectAnswer(c, `/sign-in?next=${encodeURIComponent(path + new URL(c.req.url).search)}`);
    throw notSignedIn();
  });
  app.route('/', accountRoutes(store));

  // Admins only: the People page and the admin API.
  const adminsOnly = async (c: TeamContext, next: Next) => {
    const person = personOf(c);
    if (hasRole(person.role, 'admin')) return next();
    if (c.req.path !== '/admin') throw refuse('not-allowed', 'Only an admin may do this — ask an admin if you need it done.');
    store.audit.record({
      personId: person.id,
      address: c.var.facts.address,
      action: 'refused',
      detail: { route: `${c.req.method} ${c.req.path}`, status: 403 },
    });
    return htmlAnswer(403, notForYourRole);
  };
  app.use('/admin', adminsOnly);
  app.use(`${teamRoutes.admin}/*`, adminsOnly);
  app.get('/admin', () => screens.page('team'));
  app.route('/', parts.admin);

  app.get(teamRoutes.presence, (c) => {
    // The stream ends with its session: signed out, ended everywhere, idle too long, or the person removed.
    const { session, person } = c.var;
    const stillSignedIn = () =>
      session !== undefined && person !== undefined && store.sessions.stillOpen(session) && store.people.byId(person.id)?.removed === null;
    return openPresence(c, parts.repo, parts.presence, stillSignedIn);
  });
  // After anything that may change drafts or main, the open editors learn which drafts change their page.
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET') parts.presence.contentChanged();
  });
  // The review screens: each loads what the person may see from the API, which checks the role again.
  for (const path of reviewPages) app.get(path, () => screens.page('team'));
  app.route('/', parts.publishing);
  app.all(apiBase, parts.studio);
  app.all(`${apiBase}/*`, parts.studio);
  app.route('/', parts.preview);
  for (const path of ['/_studio', '/_studio/', '/_studio/edit', '/_studio/search', '/_studio/translations', '/_studio/languages'])
    app.get(path, () => screens.page('studio'));
  return app;
}

/** The team API's route tables, for the screens' typed client (studio/app/team/team-client.ts). */
export type TeamApiRoutes =
  | TeamAppParts['passkeys']
  | ReturnType<typeof accountRoutes>
  | TeamAppParts['admin']
  | TeamAppParts['publishing'];
