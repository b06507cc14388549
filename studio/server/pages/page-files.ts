import { createHash } from 'node:crypto';
import writeFileAtomic from 'write-file-atomic';

/** A file's version: a hash of its bytes, so any change on disk shows. */
export const versionOf = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/**
 * Writes all of `bytes` or nothing: into a new file beside the target, then renamed over it, so
 * neither the site nor the watcher ever reads half a file. The file keeps its permissions and owner.
 */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await writeFileAtomic(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
