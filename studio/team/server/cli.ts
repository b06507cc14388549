import { join, resolve } from 'node:path';
import { readOidcSettings } from '../sign-in/oidc-settings.ts';
import { parseTeamOptions, usage } from './options.ts';
import { buildScreens, screensBuilt } from './screens-build.ts';
import { startTeamServer } from './server.ts';

/** `npm run studio`: the page studio for a team, on its own server (see README.md, "The team studio"). */
const root = resolve(import.meta.dirname, '..', '..', '..');
let options;
try {
  options = parseTeamOptions(process.argv.slice(2), process.cwd());
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`);
  process.exit(2);
}
const screensDir = options.screens ?? join(root, 'build', 'studio');
if (options.rebuild || !screensBuilt(screensDir)) {
  console.log('Building the studio’s screens (once; --rebuild builds them again)…');
  await buildScreens(root, screensDir);
}
const server = await startTeamServer({
  ...options,
  root,
  screensDir,
  oidc: readOidcSettings(options.dataDir, process.env),
});
console.log(`The team studio is running at ${server.url}/_studio (data in ${options.dataDir}).`);
if (server.firstAdminLink !== undefined) {
  console.log(
    `\nNobody can sign in yet. Open this link to become the first admin (it works once, for 7 days):\n\n  ${server.firstAdminLink}\n`,
  );
}
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
