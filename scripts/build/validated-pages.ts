/**
 * Hands the pages buildSite has just validated to the pages plugin of its two Vite builds, so that
 * neither reads and validates every YAML file again (nearly two seconds each at 2,000 pages). Vite
 * runs the plugin from its own bundle of vite.config.ts, a separate copy of this module: the
 * hand-over goes through globalThis.
 */
import type { Content } from '../../schema/content/content.ts';

declare global {
  /** The pages each running buildSite validated, by project root and pages folder. */
  var validatedPagesForBuilds: Map<string, Content> | undefined;
}

const key = (root: string, pagesDir: string) => `${root}\n${pagesDir}`;

/** Runs `work` (the Vite builds) with `content` handed over for builds of `root` with `pagesDir`. */
export async function withValidatedPages<T>(root: string, pagesDir: string, content: Content, work: () => Promise<T>): Promise<T> {
  const handed = (globalThis.validatedPagesForBuilds ??= new Map());
  handed.set(key(root, pagesDir), content);
  try {
    return await work();
  } finally {
    handed.delete(key(root, pagesDir));
  }
}

/** The pages a running buildSite validated for this root and pages folder, if any. */
export function validatedPages(root: string, pagesDir: string): Content | undefined {
  return globalThis.validatedPagesForBuilds?.get(key(root, pagesDir));
}
