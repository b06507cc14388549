import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from './build.ts';

const sources = ['pages', 'src', 'schema', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Builds dist/ when it is missing or older than the sources; returns the dist/ folder. */
export async function buildIfStale(root: string): Promise<string> {
  const dist = join(root, 'dist');
  const stamp = join(dist, 'routes.json');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
  if (builtAt < changedAt) {
    console.log(builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed since the last build: rebuilding…');
    const { pages, ms } = await buildSite({ root });
    console.log(`built ${pages} pages in ${(ms / 1000).toFixed(1)} s`);
  }
  return dist;
}
