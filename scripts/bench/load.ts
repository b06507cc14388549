/**
 * `npm run load`: serves dist/ (building it first if stale) on a random loopback port and runs
 * 100 connections for 10 seconds over a mix of pages, redirects and files. Prints requests per
 * second and p99 latency; exits non-zero on any connection error or a status outside 2xx and 3xx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BuildFailure } from '../build/build.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { readRoutesFile } from '../server/built-site.ts';
import { serveDist } from '../server/serve-dist.ts';

const connections = 100;
const seconds = 10;

/** What a visitor's browser asks for: every page, a few other spellings, the entry script and site files. */
function requestMix(dist: string): string[] {
  const routes = readRoutesFile(dist);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module" src="([^"]+)"/.exec(home)?.[1];
  const spellings = [
    ...Object.keys(routes.aliases),
    ...routes.pages
      .filter((path) => path !== '/')
      .slice(0, 5)
      .map((path) => `${path.toUpperCase()}/`),
  ];
  return [...routes.pages, ...spellings, ...(entry ? [entry] : []), '/sitemap.xml', '/robots.txt', '/og-image.png'];
}

async function main(): Promise<void> {
  const dist = await buildIfStale(process.cwd());
  const site = await serveDist(dist);
  const paths = requestMix(dist);
  console.log(`${connections} connections for ${seconds} s against ${paths.length} paths on ${site.url}`);
  try {
    const result = await autocannon({
      url: site.url,
      connections,
      duration: seconds,
      // Like a browser: accepts the precompressed files.
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((path) => ({ method: 'GET', path })),
      // The load runs in its own thread so it does not compete with the server's event loop.
      workers: 1,
    });
    const bad = result.errors + result.timeouts + result['1xx'] + result['4xx'] + result['5xx'];
    console.log(
      `requests: ${result['2xx']} 2xx, ${result['3xx']} 3xx, ${result['4xx']} 4xx, ${result['5xx']} 5xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    console.log(
      `requests per second: ${Math.round(result.requests.average)} (mean), p99 latency: ${result.latency.p99} ms, mean latency: ${result.latency.average} ms`,
    );
    if (bad > 0 || result['2xx'] === 0) {
      console.error('The load run had failed requests.');
      process.exitCode = 1;
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exitCode = 1;
});
