import { createHash, randomUUID } from 'node:crypto';
import { chmod, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A file's version: a hash of its bytes, so any change on disk shows. */
export const versionOf = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/**
 * Writes all of `bytes` or nothing: into a new file beside the target, then renamed over it, so
 * neither the site nor the watcher ever reads half a file. The file keeps its permissions.
 */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  const mode = await stat(file).then(
    (info) => info.mode & 0o777,
    () => undefined,
  );
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    if (mode !== undefined) await chmod(temporary, mode);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
