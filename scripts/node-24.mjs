/**
 * Runs one of the project's TypeScript scripts (`node scripts/node-24.mjs scripts/cli/validate.ts …`)
 * once it has checked that this Node.js runs TypeScript itself (24 or newer). Plain JavaScript, so an
 * older Node.js reads it and says what to do instead of failing on the file's extension.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project runs on Node.js 24 or newer, and this is Node.js ${process.versions.node}.\n` +
      'Install Node.js 24 (for example `npm install -g node@24`, or from nodejs.org), check `node --version`, then run the command again.',
  );
  process.exit(1);
}
const [script] = process.argv.splice(2, 1);
if (script === undefined) {
  console.error('Name the script to run, for example: node scripts/node-24.mjs scripts/cli/validate.ts');
  process.exit(2);
}
// The script sees the arguments and its own path as if Node had started it directly.
process.argv[1] = resolve(script);
await import(pathToFileURL(process.argv[1]).href);
