import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; pictures other than SVG are compressed already. */
const compressible = /\.(html|js|css|svg|xml|json|txt)$/;

/**
 * Brotli's top quality is three times slower than the next for 2-5% less: worth it for the code
 * every page shares, cached for a year, not for what there is one of per page (its HTML and its
 * data chunk), whose compressing grows with the site.
 */
const brotliQuality = (name: string, onePerPage: boolean) => (name.startsWith('assets') && !onePerPage ? constants.BROTLI_MAX_QUALITY : 10);

/** What compression did: how many files, and their bytes before and after brotli. */
export interface Compressed {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file, so servers (sirv, nginx
 * gzip_static) send them as they are instead of compressing on every request.
 * A compressed copy that is not smaller is not written.
 *
 * `add` starts on a file as soon as it is written (the prerender hands over each page), and
 * `addFolder` on the files of a folder that are final already (the client build's hashed assets,
 * among them the pages' data chunks, named in `onePerPage`),
 * so the zlib work, which runs on libuv's thread pool, overlaps the server build and the rendering.
 * Until `finish`, at most `lanesWhileRendering` files compress at a time, so the render threads
 * keep their share of the cores; `finish` takes every text file not handed over yet (unless told
 * not to sweep), compresses on every thread of the pool and waits for all of them.
 */
export function compressor(
  folder: string,
  lanesWhileRendering = Math.max(1, availableParallelism() - 1),
): {
  add: (name: string, source: Uint8Array) => void;
  addFolder: (subfolder: string, onePerPage?: ReadonlySet<string>) => void;
  finish: (sweep?: boolean) => Promise<Compressed>;
} {
  const started = new Set<string>();
  const waiting: { name: string; source: Uint8Array; onePerPage: boolean }[] = [];
  const totals: Compressed = { files: 0, bytes: 0, brotliBytes: 0 };
  let lanes = lanesWhileRendering;
  let running = 0;
  let failed: Error | undefined;
  let drained: (() => void) | undefined;
  const next = () => {
    while (running < lanes && waiting.length > 0) {
      const job = waiting.shift();
      if (!job) break;
      running += 1;
      compressOne(join(folder, job.name), brotliQuality(job.name, job.onePerPage), job.source)
        .then(
          (brotliBytes) => {
            totals.files += 1;
            totals.bytes += job.source.length;
            totals.brotliBytes += brotliBytes;
          },
          (error: unknown) => {
            failed ??= error instanceof Error ? error : new Error('A file could not be compressed.', { cause: error });
          },
        )
        .finally(() => {
          running -= 1;
          next();
          if (running === 0 && waiting.length === 0) drained?.();
        });
    }
  };
  const queue = (name: string, source: Uint8Array, onePerPage: boolean) => {
    if (!compressible.test(name) || started.has(name)) return;
    started.add(name);
    waiting.push({ name, source, onePerPage });
    next();
  };
  const add = (name: string, source: Uint8Array) => queue(name, source, true);
  const addFolder = (subfolder: string, onePerPage: ReadonlySet<string> = new Set()) => {
    const names = readdirSync(join(folder, subfolder), { recursive: true, encoding: 'utf8' }).map((name) => join(subfolder, name));
    for (const name of names)
      if (compressible.test(name) && !started.has(name) && statSync(join(folder, name)).isFile())
        queue(name, readFileSync(join(folder, name)), onePerPage.has(name));
  };
  const finish = async (sweep = true): Promise<Compressed> => {
    // Once the rendering is done, all cores compress; more lanes than cores, as a lane idles while the main thread hands it the next file.
    lanes = Math.max(4, availableParallelism());
    next();
    // An incremental build hands over every file it writes, and the others have their copies already.
    if (sweep) addFolder('');
    if (running > 0 || waiting.length > 0) await new Promise<void>((resolve) => (drained = resolve));
    if (failed !== undefined) throw failed;
    return totals;
  };
  return { add, addFolder, finish };
}

/** Compresses one file both ways; answers its brotli size (no larger than the file). */
async function compressOne(path: string, quality: number, source: Uint8Array): Promise<number> {
  // One after the other: a file takes one thread of the pool at a time.
  const br = await brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  return Math.min(br.length, source.length);
}

/** Compresses every text file of a folder at once (see `compressor`). */
export async function precompress(folder: string): Promise<Compressed> {
  return compressor(folder).finish();
}
