import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { studioApi } from '../../server/api.ts';
import { siteTextIndex } from '../../server/site/finding/text-index.ts';
import { readSources } from '../../../schema/content/content.ts';
import { apiPathOf } from '../../server/pages/page-paths.ts';
import { studioSchemas } from '../../server/schemas.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { pendingPictures, pendingPicturesByDraft } from '../saving/pending-pictures.ts';
import { openContentRepo } from '../repo/index.ts';
import { oidcRoutes, type OidcSettings } from '../sign-in/oidc.ts';
import type { TeamOptions } from './options.ts';
import { ownOrigins } from '../http/origins.ts';
import { passkeyRoutes } from '../sign-in/passkey-routes.ts';
import { openTeamDatabase, type TeamDatabase } from '../database/index.ts';
import type { Clock } from '../database/clock.ts';
import { builtScreens } from './screens-serve.ts';
import { parkedSaveDetail } from '../saving/parked-saves.ts';
import { previewFrame } from '../preview/preview-serve.ts';
import { previewFolder } from './screens-build.ts';
import { publishRoutes } from '../publish/publish-routes.ts';
import { presenceHub } from '../presence/presence-hub.ts';
import { requestPublisher } from '../publish/request-publisher.ts';
import { fileChecks } from '../../../schema/content/file-checks.ts';
import type { Page } from '../../../schema/page.ts';
import { requestPictures } from '../publish/pictures/request-pictures.ts';
import { sharedPreviewRoutes } from '../publish/shared-preview.ts';
import { publishSchedule } from '../publish/schedule.ts';
import { publishTargetOf } from '../publish/deploy-settings.ts';
import type { ReleaseSettings } from '../publish/site-release.ts';
import type { ReleaseTarget } from '../../../scripts/deploy/index.ts';
import { studioRoutes } from '../saving/studio-routes.ts';
import { teamApp } from './app.ts';
import { nodeListener } from '../http/node-listener.ts';

export interface TeamServerOptions extends Omit<TeamOptions, 'rebuild' | 'screens'> {
  /** The project's own folder: the site's schema, section examples and public/ pictures. */
  root: string;
  /** The built screens (studio/team/server/screens-build.ts). */
  screensDir: string;
  /** The company's OpenID Connect provider, when people may sign in with it. */
  oidc?: OidcSettings | undefined;
  now?: Clock;
  /** Where publishing puts the site's releases and how each goes live (`<data>/deploy.json`'s settings when not given, see deploy-settings.ts). */
  deploy?: ReleaseTarget | undefined;
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
  // Every file's text for search and where-used, kept by its bytes the same way.
  const textIndex = siteTextIndex();
  const draftUploads = pendingPicturesByDraft(options.dataDir, repo.dir);
  const studio = studioRoutes({
    store,
    repo,
    pending: pendingPictures(join(options.dataDir, 'pending-pictures.json'), repo.dir),
    pendingInDraft: draftUploads.inDraft,
    // One for every request: the studio API is made per request, around that person's page store.
    api: (pages) => studioApi({ ...folders, store: pages, kept, textIndex }),
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
  const release: ReleaseSettings = { root: options.root, ...(options.deploy ?? publishTargetOf(options.dataDir)) };
  const publisher = requestPublisher({ store, repo, release });
  const schedule = publishSchedule(publisher.publishDue, options.scheduleCheckMs);
  const presence = presenceHub(repo);
  const pictures = requestPictures({ root: options.root, repo, dataDir: options.dataDir, releasesDir: release.releasesDir });
  const publishing = publishRoutes({ store, repo, publisher, release, pictures, draftUploads, scheduleChanged: () => void schedule.run() });
  // A publish a stopped server left half done is settled first; then what fell due meanwhile is published.
  const ready = publisher.settle().then(() => schedule.run());
  // Not awaited by `ready`: a warm build process helps the next publish, and nothing waits for it.
  const warming = ready.then(() => publisher.warm());
  // The live pages' text is read in before anyone searches, so a person's first search (or "Where
  // used") answers as fast as the next; a draft's pages are main's where it leaves them alone.
  const indexing = ready
    .then(() => textIndex.filesOf(readSources(pagesDir), (file) => apiPathOf(pagesDir, file)))
    .catch((error: unknown) => console.error(error));
  const oidc = options.oidc === undefined ? undefined : oidcRoutes({ store }, options.oidc);
  const passkeys = passkeyRoutes({ store, companySignIn: oidc !== undefined });
  const admin = adminRoutes({ store });
  const screens = builtScreens(options.screensDir);
  const preview = previewFrame({ root: options.root, outDir: join(options.screensDir, previewFolder), pagesDir, publicDir });
  let origins: string[] = [];
  const app = teamApp({
    store,
    repo,
    root: options.root,
    origins: () => origins,
    trustProxy: options.trustProxy,
    screens,
    preview,
    shared: sharedPreviewRoutes({ store, repo, pictures }),
    passkeys,
    oidc,
    admin,
    publishing,
    studio,
    presence,
  });
  const listener = nodeListener(app.fetch);
  // The requests being answered, each until its answer is written whole: a stop lets them finish before the store closes under them.
  const answering = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    const answered = listener(request, response);
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
      // (a save's commit, push and audit entry), then whatever connection is left is closed.
      clearInterval(syncing);
      const stopped = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      // The event streams end first: an open editor's stream would otherwise hold the stop for its whole wait.
      await presence.close();
      await settledWithin(answering, stopWaitMs);
      server.closeAllConnections();
      await stopped;
      publisher.close();
      await warming;
      await indexing;
      await schedule.stop();
      await pictures.close();
      store.close();
    },
  };
}
