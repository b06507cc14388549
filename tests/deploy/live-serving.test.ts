/**
 * The servers follow the live link: nginx with the generated nginx.conf, its root the releases'
 * `live`, and the project's own server (`npm start -- --live`) answer from the new release right
 * after a deploy and from the old one right after a roll back, without a reload or a restart.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deployRelease, rollBack } from '../../scripts/deploy/index.ts';
import { serveSite } from '../../scripts/server/serve.ts';
import { findNginx, startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { builtSiteFixture, headingOf, removeScratch, scratchFolder } from './built-site-fixture.ts';

afterAll(removeScratch);

const nginxBinary = findNginx();
if (nginxBinary === undefined)
  console.log('live serving with nginx: skipped, no nginx binary found (install the Debian package nginx to run it).');

/** The heading a server answers for a page, and the status. */
async function headingAt(url: string): Promise<{ status: number; heading: string | undefined }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, heading: /<h1>(.*)<\/h1>/.exec(text)?.[1] };
}

/** A releases folder with A then B deployed, B live, each release's nginx.conf pointing at the live link. */
async function twoReleases() {
  const releasesDir = join(scratchFolder('serving'), 'releases');
  const live = join(releasesDir, 'live');
  const deploy = (version: string) => deployRelease({ releasesDir, builtDir: builtSiteFixture(version), commit: null, nginxRoot: live });
  await deploy('A');
  await deploy('B');
  return { releasesDir, live, deploy };
}

/** Deploys switch what a server answers on its very next request: roll back, then deploy again. */
async function expectSwitches(base: string, releases: Awaited<ReturnType<typeof twoReleases>>) {
  expect(await headingAt(`${base}/erp`)).toEqual({ status: 200, heading: headingOf('B') });
  await rollBack({ releasesDir: releases.releasesDir });
  expect(await headingAt(`${base}/erp`)).toEqual({ status: 200, heading: headingOf('A') });
  expect(await headingAt(`${base}/`)).toEqual({ status: 200, heading: headingOf('A') });
  await releases.deploy('C');
  expect(await headingAt(`${base}/pricing`)).toEqual({ status: 200, heading: headingOf('C') });
  // The release's manifest is not an address of the site.
  expect((await fetch(`${base}/release.json`)).status).toBe(404);
}

describe.skipIf(nginxBinary === undefined)('nginx serving <releases>/live', () => {
  let nginx: RunningNginx | undefined;
  let releases: Awaited<ReturnType<typeof twoReleases>>;
  beforeAll(async () => {
    releases = await twoReleases();
    nginx = await startNginx(nginxBinary ?? 'nginx', releases.live);
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  test('answers the old release at once after a roll back, and the new one after a deploy, without a reload', async () => {
    await expectSwitches(`http://127.0.0.1:${String(nginx?.port)}`, releases);
  });
});

describe('npm start -- --live', () => {
  test('the project server follows the live link from the next request on', async () => {
    const releases = await twoReleases();
    const server = await serveSite({ dist: releases.live, host: '127.0.0.1', port: 0, followLink: true });
    try {
      const address = server.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      await expectSwitches(`http://127.0.0.1:${String(port)}`, releases);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('says plainly when there is no live release to serve', async () => {
    const empty = scratchFolder('none');
    const start = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'cli', 'start.ts'), '--live', empty], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    start.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => start.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toBe(
      `There is no live release in ${empty} (no ${join(empty, 'live')}): run npm run deploy first, or give the folder it deployed to.\n`,
    );
  });
});
