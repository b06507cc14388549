/**
 * `npm start`: builds when dist/ is missing or older than the sources, then serves it.
 * `npm start -- --live <releases folder>` serves the live release instead (see `npm run deploy`),
 * following each deploy and roll back from the next request on, and builds nothing.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BuildFailure } from '../build/build-failure.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { liveLink } from '../deploy/releases-folder.ts';
import { serveSite } from '../server/serve.ts';

const { values } = parseArgs({ options: { live: { type: 'string' } } });

async function main(): Promise<void> {
  const host = process.env['HOST'] ?? '127.0.0.1';
  const port = Number(process.env['PORT'] ?? 4173);
  if (values.live === undefined) {
    await serveSite({ dist: await buildIfStale(process.cwd()), host, port });
    console.log(`The site is running at http://${host}:${port}/ (Ctrl+C stops it)`);
    return;
  }
  const link = liveLink(resolve(values.live));
  if (!existsSync(link)) {
    console.error(`There is no live release in ${values.live} (no ${link}): run npm run deploy first, or give the folder it deployed to.`);
    process.exitCode = 1;
    return;
  }
  await serveSite({ dist: link, host, port, followLink: true });
  console.log(
    `The live release of ${values.live} is running at http://${host}:${port}/ (Ctrl+C stops it); deploys and roll backs show at once.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exitCode = 1;
});
