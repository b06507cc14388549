import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BuildFailure } from './build-failure.ts';

const sources = ['pages', 'src', 'schema', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Whether the build's tools are installed: `npm ci --omit=dev` leaves them out, and a server needs none. */
function buildToolsInstalled(): boolean {
  try {
    import.meta.resolve('vite');
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds dist/ when it is missing or older than the sources; returns the dist/ folder. The build
 * is imported only then, so serving a built site loads none of the build's tools.
 */
export async function buildIfStale(root: string): Promise<string> {
  const dist = join(root, 'dist');
  const stamp = join(dist, 'routes.json');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
  if (builtAt >= changedAt) return dist;
  if (!buildToolsInstalled()) {
    if (builtAt === 0)
      throw new BuildFailure(
        'There is no built site in dist/, and the build tools are not installed: run `npm install`, then `npm start` again.',
      );
    console.log(
      'The sources changed since dist/ was built, but the build tools are not installed (npm ci --omit=dev): serving dist/ as it is.',
    );
    return dist;
  }
  console.log(builtAt === 0 ? 'No build yet: building the site…' : 'Sources changed since the last build: rebuilding…');
  const { buildSite } = await import('./build.ts');
  const { pages, ms } = await buildSite({ root });
  console.log(`built ${pages} pages in ${(ms / 1000).toFixed(1)} s`);
  return dist;
}
