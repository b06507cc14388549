import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A section type's example as it is written in a page: one list entry (`- type: hero`). */
export interface SectionExample {
  /** Relative to the project, with forward slashes: `schema/examples/hero.yaml`. */
  file: string;
  text: string;
}

/**
 * The example of a section type from schema/examples/<type>.yaml, which the dev catalogue,
 * AUTHORING.md and the editor snippets all show. A missing file says what to add.
 */
export function readSectionExample(root: string, type: string): SectionExample {
  const file = `schema/examples/${type}.yaml`;
  const path = join(root, file);
  if (!existsSync(path))
    throw new Error(`${file} is missing: add a short example of the ${type} section, written as a list entry ("- type: ${type}").`);
  return { file, text: readFileSync(path, 'utf8') };
}
