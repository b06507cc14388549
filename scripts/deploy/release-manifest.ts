/**
 * The manifest a deploy writes into each release folder, last, just before the folder takes its
 * final name: a folder with a valid manifest is a complete release.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { releaseFileName } from '../server/built-site.ts';
import { HowBuiltSchema } from '../build/build-record.ts';

export const ReleaseManifestSchema = z.strictObject({
  name: z.string().describe("The release folder's name."),
  createdAt: z.iso.datetime().describe('When the release was made (UTC).'),
  commit: z.string().nullable().describe('The Git commit the site was built from, or null when it is not known.'),
  pages: z.array(z.string()).describe("Every page's address in the release, from its routes.json."),
  files: z.number().int().nonnegative().describe('How many files the built site holds.'),
  bytes: z.number().int().nonnegative().describe('Their size together, in bytes, as built.'),
  build: HowBuiltSchema.optional().describe(
    'How the site was built: all of it, or from the release named by rebuilding only the pages that changed (left out for a site built elsewhere).',
  ),
});
export type ReleaseManifest = z.infer<typeof ReleaseManifestSchema>;

export const manifestFile = (releaseDir: string): string => join(releaseDir, releaseFileName);

/** A release folder's manifest, or undefined when it has none or it is not one a deploy wrote. */
export function readManifest(releaseDir: string): ReleaseManifest | undefined {
  let text: string;
  try {
    text = readFileSync(manifestFile(releaseDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = ReleaseManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
