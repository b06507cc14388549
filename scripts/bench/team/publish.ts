/**
 * How soon a published page is live (`npm run bench -- --publish-only`; a process of its own): a
 * content repository of 45 pages (this checkout's) and one of 2,000, each behind a bare remote, the
 * team server on it, nginx on loopback serving the releases' live link with the site's generated
 * nginx.conf. A first publish makes the live release (a full build); then an author changes the
 * retail page's heading in a draft, a publisher approves it, and the time runs from "Publish" (the
 * request's POST) to nginx answering /retail with the new heading. Then once more right after a
 * restart of the server, whose build process is still reading main's pages then.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { loopbackNginx, nginxBinary } from '../loopback-nginx.ts';
import { writeManyPages } from '../many-pages.ts';
import { listReleases } from '../../deploy/index.ts';
import { readRoutesFile } from '../../server/built-site.ts';
import { nginxConf } from '../../server/hosts/nginx.ts';
import { sessionCookieName } from '../../../studio/team/sign-in/cookies.ts';
import { ownEnvironment } from '../../../studio/team/repo/index.ts';
import { PublishTimingsSchema, type PublishTimings } from '../../../studio/team/publish/publish-timings.ts';
import { loopbackTeamServer } from './save-load/loopback-team-server.ts';
import type { TeamServer } from '../../../studio/team/server/server.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const retail = 'pages/industries/retail.yaml';
/** The hero's heading: the page's first heading. */
const headingLine = /^ {4}heading: .*$/m;

const git = (cwd: string, args: readonly string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...ownEnvironment(), GIT_CONFIG_NOSYSTEM: '1' } });

/** A content repository of `total` pages (this checkout's pages and pictures, and copies), as a bare remote. */
function contentRemote(scratch: string, total: number): string {
  const work = join(scratch, 'content');
  mkdirSync(work, { recursive: true });
  if (total > 45) writeManyPages(root, join(work, 'pages'), total);
  else cpSync(join(root, 'pages'), join(work, 'pages'), { recursive: true });
  cpSync(join(root, 'public'), join(work, 'public'), { recursive: true });
  git(scratch, ['init', '-q', '-b', 'main', work]);
  git(work, ['add', '-A']);
  git(work, ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'Pages']);
  const remote = join(scratch, 'remote.git');
  git(scratch, ['clone', '-q', '--bare', work, remote]);
  return remote;
}

const FileSchema = z.object({ text: z.string(), version: z.string() });
const DraftSchema = z.object({ draft: z.object({ branch: z.string() }) });
const RequestSchema = z.object({ id: z.number() });

/**
 * The API as the studio's screens call it, as one person. Through node:http rather than fetch: a
 * first publish of 2,000 pages (a full build) can take longer than fetch waits for an answer (300 s).
 */
function apiAs(server: TeamServer, cookie: string) {
  return (path: string, method = 'GET', body?: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const asked = request(
        `${server.url}${path}`,
        {
          method,
          headers: { cookie, ...(method === 'GET' ? {} : { origin: server.url, 'content-type': 'application/json' }) },
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(JSON.parse(text));
            else reject(new Error(`${method} ${path} answered ${String(status)}: ${text}`));
          });
          answer.on('error', reject);
        },
      );
      asked.on('error', reject);
      asked.end(payload);
    });
}

/** Waits until `url` answers with `text` in its body; the milliseconds since `since`. */
async function liveAfter(url: string, text: string, since: number): Promise<number> {
  for (let attempt = 0; attempt < 6000; attempt++) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer !== undefined && (await answer.text()).includes(text)) return performance.now() - since;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`${url} never showed “${text}”.`);
}

const PublishedSchema = z.object({ request: z.number(), timings: PublishTimingsSchema.optional() });

/** Where a publish's time went: the steps the server timed, the rest of the request, and nginx seeing the new release. */
function phaseLine(timings: PublishTimings | undefined, answered: number, live: number | undefined): string {
  if (timings === undefined) return 'no timings noted';
  const ms = (value: number | undefined) => `${(Math.round((value ?? 0) / 10) / 100).toFixed(2)} s`;
  const steps = (timings.check ?? 0) + (timings.merge ?? 0) + timings.build + timings.sync + timings.switch;
  const phases = Object.entries(timings.phases ?? {})
    .filter(([, value]) => value > 0)
    .map(([name, value]) => `${name} ${ms(value)}`)
    .join(', ');
  return [
    `check ${ms(timings.check)}${timings.checkedAnew === undefined ? '' : ` (${String(timings.checkedAnew)} pages validated anew)`}`,
    `merge ${ms(timings.merge)}`,
    `build ${ms(timings.build)} (checkout ${ms(timings.checkout)}; ${phases}${timings.reusedCheck === true ? '; the check’s validation reused' : ''}; the rest is the build process’s start and hand-over)`,
    `sync ${ms(timings.sync)}`,
    `switch ${ms(timings.switch)}`,
    `other ${ms(answered - steps)}`,
    ...(live === undefined ? [] : [`nginx sees it ${ms(live - answered)}`]),
  ].join(' · ');
}

async function publishFigure(total: number): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), `publish-bench-${String(total)}-`));
  const remote = contentRemote(scratch, total);
  const start = () => loopbackTeamServer({ root, dataDir: join(scratch, 'data'), repo: remote, screensDir: join(scratch, 'screens') });
  let server = await start();
  const releasesDir = join(scratch, 'data', 'releases');
  let nginx: Awaited<ReturnType<typeof loopbackNginx>> | undefined;
  try {
    const person = (name: string, role: 'author' | 'publisher') => {
      const added = server.store.people.add({ name, email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`, role });
      return apiAs(server, `${sessionCookieName(false)}=${server.store.sessions.start(added.id, 'bench')}`);
    };
    /** The publish's steps, as the audit log noted them. */
    const publishedTimings = (id: number): PublishTimings | undefined => {
      const entry = server.store.audit.page({ limit: 20 }).entries.find((candidate) => {
        const detail = PublishedSchema.safeParse(candidate.detail);
        return candidate.action === 'published' && detail.success && detail.data.request === id;
      });
      const parsed = PublishedSchema.safeParse(entry?.detail);
      return parsed.success ? parsed.data.timings : undefined;
    };
    let author = person('Author', 'author');
    let publisher = person('Publisher', 'publisher');

    /** One change request setting the retail heading, approved; its publish timed until nginx shows it (once nginx runs). */
    const publishHeading = async (heading: string, draftName: string) => {
      const { branch } = DraftSchema.parse(await author('/_team/api/drafts', 'POST', { name: draftName })).draft;
      const draft = encodeURIComponent(branch);
      const opened = FileSchema.parse(await author(`/_studio/api/file?path=${retail}&draft=${draft}`));
      await author(`/_studio/api/file?draft=${draft}`, 'PUT', {
        path: retail,
        text: opened.text.replace(headingLine, `    heading: ${heading}`),
        version: opened.version,
      });
      const { id } = RequestSchema.parse(await author('/_team/api/requests', 'POST', { draft: branch, title: heading, note: 'Bench' }));
      await publisher(`/_team/api/requests/${String(id)}/approve`, 'POST', {});
      const started = performance.now();
      await publisher(`/_team/api/requests/${String(id)}/publish`, 'POST', {});
      const answered = performance.now() - started;
      const live = nginx === undefined ? undefined : await liveAfter(`${nginx.url}/retail`, heading, started);
      return { answered, live, timings: publishedTimings(id) };
    };

    const first = await publishHeading('Every store and every sale in one system', 'first');
    const binary = nginxBinary();
    const liveDir = join(releasesDir, 'live');
    if (binary !== undefined) nginx = await loopbackNginx(binary, nginxConf(readRoutesFile(liveDir), liveDir, true));
    const second = await publishHeading('Every till and every shelf in one place', 'second');
    const how = listReleases({ releasesDir }).releases.find((release) => release.live)?.manifest.build;
    // A restarted server reads main's pages again in the background; published at once, the publish waits for that.
    await server.close();
    server = await start();
    author = person('Author Again', 'author');
    publisher = person('Publisher Again', 'publisher');
    const restarted = await publishHeading('Every sale and every shelf in one place', 'third');
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  ${String(total).padStart(5)} pages: one page published, live on ${nginx === undefined ? '(no nginx installed: answered)' : 'nginx'} in ${seconds(second.live ?? second.answered)} (the publish request answered in ${seconds(second.answered)}; built ${how?.kind === 'incremental' ? `incrementally from ${how.from}` : `in full${how?.why === undefined ? '' : `: ${how.why}`}`}); the first publish, a full build, took ${seconds(first.answered)}`,
    );
    console.log(`         one page: ${phaseLine(second.timings, second.answered, second.live)}`);
    console.log(`       first, full: ${phaseLine(first.timings, first.answered, first.live)}`);
    console.log(
      `  right after a restart, live in ${seconds(restarted.live ?? restarted.answered)}: ${phaseLine(restarted.timings, restarted.answered, restarted.live)}`,
    );
  } finally {
    await nginx?.stop();
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

console.log('\nPublish to live (goal: one page of 2,000 live in at most 10 s; one run each, on a shared machine):');
for (const total of [45, 2000]) await publishFigure(total);
