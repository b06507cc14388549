/**
 * The build process's side of build-process.ts: the module tinypool loads in the process, whose
 * default export answers each request in turn. It remembers the pages its last check validated, so
 * the build of the same pages (the same bytes, the same pictures) takes them as they are. It also
 * keeps each page's parse and validation by its bytes (file-checks.ts): a process kept between
 * publishes checks again only the pages that changed.
 */
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { checkSources, readSources, type Content, type SourceFile } from '../../../../schema/content/content.ts';
import { fileChecks } from '../../../../schema/content/file-checks.ts';
import type { Page } from '../../../../schema/page.ts';
import { BuildFailure, type Validated } from '../../../../scripts/build/build.ts';
import { publicHash } from '../../../../scripts/build/build-record.ts';
import { buildSiteFrom } from '../../../../scripts/build/incremental-build.ts';
import { RequestSchema, type Answer, type BuildRequest, type CheckRequest, type Envelope } from './build-protocol.ts';
import { checkDraft } from '../../drafts/draft-check.ts';

/** The pages' names (from their folder) and bytes, and the pictures: what a validation's result depends on. */
function sourcesKey(pagesDir: string, sources: readonly SourceFile[], publicDir: string): string {
  const hash = createHash('sha256');
  for (const source of sources)
    hash
      .update(`${relative(pagesDir, source.path)}\0`)
      .update(source.bytes)
      .update('\0');
  return hash.update(publicHash(publicDir)).digest('base64url');
}

let checked: { key: string; content: Content } | undefined;
const kept = fileChecks<Page>();

function check({ repoDir, changes, publicFiles }: CheckRequest): Answer {
  const started = performance.now();
  const result = checkDraft(repoDir, changes, kept, publicFiles === undefined ? undefined : new Set(publicFiles));
  checked = { key: sourcesKey(join(repoDir, 'pages'), result.sources, join(repoDir, 'public')), content: result.content };
  return { kind: 'checked', problems: result.problems, ms: Math.round(performance.now() - started), anew: kept.counts().made };
}

/** The build's pages, validated: the check's, when they are the same files; otherwise validated now. */
function validated(request: BuildRequest): Validated & { reused: boolean } {
  const started = performance.now();
  const publicDir = request.publicDir ?? join(request.root, 'public');
  const sources = readSources(request.pagesDir);
  if (checked?.key === sourcesKey(request.pagesDir, sources, publicDir))
    return { content: checked.content, ms: Math.round(performance.now() - started), reused: true };
  // Files named from the pages' folder's parent (pages/…), as the check names them: their kept checks serve both.
  const content = checkSources({ root: dirname(request.pagesDir), pagesDir: request.pagesDir, publicDir }, sources, kept);
  return { content, ms: Math.round(performance.now() - started), reused: false };
}

async function build(request: BuildRequest): Promise<Answer> {
  const pages = validated(request);
  const result = await buildSiteFrom({ ...request, quiet: true }, pages);
  return {
    kind: 'built',
    built: { pages: result.pages, ms: result.ms, how: result.how, phases: result.phases, reusedCheck: pages.reused },
  };
}

async function answer(request: unknown): Promise<Answer> {
  try {
    const asked = RequestSchema.parse(request);
    return asked.kind === 'check' ? check(asked.check) : await build(asked.build);
  } catch (error) {
    if (error instanceof BuildFailure) return { kind: 'refused', message: error.message };
    return { kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/**
 * Answers one request (tinypool calls it, one request at a time). With the answer, the bytes the
 * process's JavaScript heap holds: the heap, not the resident size, as a full build's prerender
 * threads leave the resident size high after they end.
 */
export default async function answerBuildRequest(request: unknown): Promise<Envelope> {
  return { answer: await answer(request), heap: process.memoryUsage().heapUsed };
}
