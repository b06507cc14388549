/**
 * npm run deploy, npm run rollback and npm run releases as people run them: in a project folder
 * (the current one), with deploy.json when there is one, printing plain messages. The site is
 * one already built (`--built`): building the real site is the build's own tests' job.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { listReleases } from '../../scripts/deploy/index.ts';
import { builtSiteFixture, removeScratch, scratchFolder } from './built-site-fixture.ts';

afterAll(removeScratch);

const commands = join(import.meta.dirname, '..', '..', 'scripts', 'deploy');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the deploy commands in `cwd`, as its npm script does. */
function run(cwd: string, command: 'deploy' | 'rollback' | 'releases', args: string[] = []): Promise<Run> {
  const child = spawn(process.execPath, [join(commands, `${command}-command.ts`), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** A project folder outside Git, so the commit is not known. */
const projectFolder = () => scratchFolder('project');

describe('the deploy commands', () => {
  test('deploy, list, roll back, list', async () => {
    const project = projectFolder();
    const releasesDir = join(project, '.releases');
    const first = await run(project, 'deploy', ['--built', builtSiteFixture('A')]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const [a] = listReleases({ releasesDir }).releases;
    expect(first.stdout).toBe(
      `
Release ${a?.name ?? ''} is live: 3 pages, commit not known.
  Its folder: .releases/${a?.name ?? ''}; the live link: .releases/live.
  nginx serves it with root ${join(releasesDir, 'live')} (the release's nginx.conf says so).
  nginx: link /etc/nginx/conf.d/site.conf to ${join(releasesDir, 'live', 'nginx.conf')}, then run sudo nginx -t && sudo nginx -s reload (once, and again when a deploy or roll back says so).
It is the first release: there is nothing to roll back to yet.
`,
    );
    const second = await run(project, 'deploy', ['--built', builtSiteFixture('B')]);
    const [, b] = listReleases({ releasesDir }).releases;
    expect(second.stdout).toContain(`Before it: ${a?.name ?? ''}. npm run rollback puts that one back at once.\n`);
    expect(second.stdout).toContain("  nginx: the live release's nginx.conf is the same as the last one's, so nginx needs no reload.\n");

    const listed = await run(project, 'releases');
    expect(listed.stdout.replace(/ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC {2}/g, '  <when>  ')).toBe(
      `Releases in .releases, newest first:
live -> ${b?.name ?? ''}  <when>  3 pages  commit not known
        ${a?.name ?? ''}  <when>  3 pages  commit not known
`,
    );

    const back = await run(project, 'rollback');
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(
      `Rolled back: ${a?.name ?? ''} is live again (3 pages); ${b?.name ?? ''} is kept.
npm run releases lists every release kept; npm run rollback -- --to <release> puts any of them live.
`,
    );
    expect(listReleases({ releasesDir }).live).toBe(a?.name);

    const again = await run(project, 'rollback');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `${a?.name ?? ''} is the oldest release kept in ${releasesDir}: there is no earlier one to roll back to.\n\nThe live site is ${a?.name ?? ''}.\n`,
    );
  });

  test('the folder, the hook and the nginx root from deploy.json; a failing hook changes nothing', async () => {
    const project = projectFolder();
    writeFileSync(
      join(project, 'deploy.json'),
      JSON.stringify({ releases: 'site-releases', hook: 'echo "copying $1"', nginxRoot: '/var/www/site/live' }),
    );
    const first = await run(project, 'deploy', ['--built', builtSiteFixture('A')]);
    const [a] = listReleases({ releasesDir: join(project, 'site-releases') }).releases;
    expect(first.stdout).toContain(`  nginx serves it with root /var/www/site/live (the release's nginx.conf says so).\n`);
    expect(first.stdout).toContain(`  The deploy hook ran:\ncopying ${join(project, 'site-releases', a?.name ?? '')}\n`);

    const withPage = await run(project, 'deploy', [
      '--built',
      builtSiteFixture('A2', { extraPages: ['/retail'] }),
      '--hook',
      'true',
      '--reload',
      'echo "signal process started" >&2; exit 1',
    ]);
    // The release is live all the same; the command fails so that the reload is not missed.
    expect(withPage.code).toBe(1);
    expect(withPage.stdout).toContain(
      "  nginx: the live release's nginx.conf differs from the last one's, and the reload command failed: nginx still answers with the last one's rules (a new page is not found) until it loads it (sudo nginx -t && sudo nginx -s reload). The release is live all the same.\n    signal process started\n",
    );
    const back = await run(project, 'rollback', ['--reload', 'echo "signal process started"']);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain(
      "nginx: the live release's nginx.conf differs from the last one's; the reload command loaded it.\n    signal process started\n",
    );
    expect(listReleases({ releasesDir: join(project, 'site-releases') }).live).toBe(a?.name);

    const failing = await run(project, 'deploy', ['--built', builtSiteFixture('B'), '--hook', 'echo "no route to the CDN"; exit 7']);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toBe(
      `The deploy hook \`echo "no route to the CDN"; exit 7\` failed (exit code 7), so the new release was not put live. The live site is still ${a?.name ?? ''}. Its output:
  no route to the CDN

The live site is ${a?.name ?? ''}.
`,
    );
  });

  test('plain words for a deploy.json it cannot use, a folder that is not a built site, and an empty releases folder', async () => {
    const project = projectFolder();
    writeFileSync(join(project, 'deploy.json'), JSON.stringify({ releases: 'r', hooks: 'rsync' }));
    const badConfig = await run(project, 'deploy', ['--built', builtSiteFixture('A')]);
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toBe(
      `deploy.json has settings this project does not know or cannot use:
  (the file): Unrecognized key: "hooks"
The settings are releases, hook, reload, hookTimeoutSeconds and nginxRoot.
`,
    );

    const plain = projectFolder();
    const notBuilt = await run(plain, 'deploy', ['--built', plain]);
    expect(notBuilt.stderr).toBe(
      `${plain} is not a built site: it has no routes.json. Build the site first (npm run build), then deploy.\n\nNothing is live yet.\n`,
    );
    const none = await run(plain, 'releases');
    expect(none.stdout).toBe('There are no releases in .releases yet: npm run deploy makes the first one.\n');
  });
});
