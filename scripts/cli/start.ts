/** `npm start`: builds when dist/ is missing or older than the sources, then serves it. */
import { BuildFailure } from '../build/build-failure.ts';
import { buildIfStale } from '../build/fresh-build.ts';
import { serveSite } from '../server/serve.ts';

async function main(): Promise<void> {
  const dist = await buildIfStale(process.cwd());
  const host = process.env['HOST'] ?? '127.0.0.1';
  const port = Number(process.env['PORT'] ?? 4173);
  await serveSite({ dist, host, port });
  console.log(`The site is running at http://${host}:${port}/ (Ctrl+C stops it)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildFailure ? error.message : error);
  process.exitCode = 1;
});
