/** `npm start`: builds when dist/ is missing or older than the sources, then serves it. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BuildFailure, buildSite } from './build.ts';
import { serveSite } from './serve.ts';

const root = process.cwd();
const sources = ['pages', 'src', 'schema', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

async function main(): Promise<void> {
  const stamp = join(root, 'dist', 'routes.json');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
  if (builtAt < changedAt) {
    console.log(builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed since the last build: rebuilding…');
    const { pages, ms } = await buildSite({ root });
    console.log(`built ${pages} pages in ${(ms / 1000).toFixed(1)} s`);
  }
  const host = process.env['HOST'] ?? '127.0.0.1';
  const port = Number(process.env['PORT'] ?? 4173);
  await serveSite({ dist: join(root, 'dist'), host, port });
  console.log(`The site is running at http://${host}:${port}/ (Ctrl+C stops it)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exitCode = 1;
});
