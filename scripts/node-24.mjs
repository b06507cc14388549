/**
 * Runs one of the project's TypeScript scripts (`node scripts/node-24.mjs scripts/cli/validate.ts …`)
 * on a Node.js that runs TypeScript itself (24 or newer). Plain JavaScript, so an older Node.js reads
 * it too: that one hands the command to Node.js 24 from the npm registry (`npx node@24`, fetched
 * once into npm's cache), or, where it cannot be had, says what to install instead of failing on the
 * file's extension.
 */
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const found = spawnSync(npx, ['--yes', 'node@24', '--version'], { encoding: 'utf8' });
  if (found.status === 0 && /^v2[4-9]\./.test(found.stdout.trim())) {
    const ran = spawnSync(npx, ['--yes', 'node@24', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exit(ran.status ?? 1);
  }
  console.error(
    `This project runs on Node.js 24 or newer, and this is Node.js ${process.versions.node}.\n` +
      'Install Node.js 24 (for example `npm install -g node@24`, or from nodejs.org), check `node --version`, then run the command again.',
  );
  process.exit(1);
}
// Node's compile cache (NODE_COMPILE_CACHE, else the system's temporary folder): a command started again
// skips compiling the modules it loaded last time, a third of `npm run validate`'s start.
module.enableCompileCache();
// The yaml package's Node build looks up process.env.LOG_TOKENS for every token it parses, and each
// lookup on Node's own process.env is a call into the runtime: with a plain copy, reading a page takes
// a quarter less (the build, `npm run validate`, the team server's edits). Child processes get it as before.
process.env = { ...process.env };
const [script] = process.argv.splice(2, 1);
if (script === undefined) {
  console.error('Name the script to run, for example: node scripts/node-24.mjs scripts/cli/validate.ts');
  process.exit(2);
}
// The script sees the arguments and its own path as if Node had started it directly.
process.argv[1] = resolve(script);
await import(pathToFileURL(process.argv[1]).href);
