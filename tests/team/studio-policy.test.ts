import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { previewPolicy, repositoryFilePolicy, studioPolicy } from '../../studio/team/http/content-policy.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { signedInAs, teamFolders } from '../helpers/team-server.ts';
import { publishServer } from './publish-steps.ts';

/**
 * The studio's Content-Security-Policy on every answer. That it is strict enough for every screen,
 * with no violation, is checked where every screen is opened: team-screens-sweep.browser.test.ts.
 */
let steps: Awaited<ReturnType<typeof publishServer>>;
let server: TeamServer;

beforeAll(async () => {
  steps = await publishServer(teamFolders(), { screensDir: inject('teamScreensDir') });
  server = steps.server;
});

afterAll(async () => {
  await server.close();
});

it('names a policy on every answer: the studio’s, the preview frame’s, and a sandbox for the repository’s files', async () => {
  const { cookie } = signedInAs(server, { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
  const policyOf = async (path: string, withCookie = true) =>
    (await steps.call(path, withCookie ? { cookie } : {})).headers.get('content-security-policy');
  for (const path of ['/sign-in', '/_studio', '/admin', '/requests', '/_studio/api/pages', '/_team/api/nothing-here']) {
    expect(await policyOf(path), path).toBe(studioPolicy);
  }
  expect(await policyOf('/_studio/api/pages', false)).toBe(studioPolicy);
  expect(studioPolicy).toContain("script-src 'self'");
  expect(studioPolicy).toContain("frame-ancestors 'self'");
  expect(studioPolicy).not.toContain('unsafe-eval');
  expect(await policyOf('/_preview/')).toBe(previewPolicy);
  // An SVG of the content repository, opened on its own, runs nothing and has no origin.
  expect(await policyOf('/images/industries/retail.svg')).toBe(repositoryFilePolicy);
  expect(repositoryFilePolicy).toMatch(/^default-src 'none';.*; sandbox$/);
});
