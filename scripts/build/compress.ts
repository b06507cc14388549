import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; pictures other than SVG are compressed already. */
const compressible = /\.(html|js|css|svg|xml|json|txt)$/;

/**
 * Brotli's top quality is three times slower than the next for about 2% less: worth it for the
 * hashed assets, cached for a year, not for the HTML of every page.
 */
const brotliQuality = (name: string) => (name.startsWith('assets') ? constants.BROTLI_MAX_QUALITY : 10);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file, so servers (sirv, nginx
 * gzip_static) send them as they are instead of compressing on every request.
 * A compressed copy that is not smaller is not written.
 */
export async function precompress(folder: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => compressible.test(name) && statSync(join(folder, name)).isFile());
  let bytes = 0;
  let brotliBytes = 0;
  // The zlib calls run on libuv's thread pool, so these proceed in parallel.
  await Promise.all(
    files.map(async (name) => {
      const path = join(folder, name);
      const source = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(name), [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      bytes += source.length;
      brotliBytes += Math.min(br.length, source.length);
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}
