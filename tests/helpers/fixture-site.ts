import { cpSync, mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadContent } from '../../schema/content/content.ts';
import { formatProblem } from '../../schema/content/errors.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');
export const fixtureSite = join(projectRoot, 'tests', 'fixtures', 'site');

/**
 * A throw-away project folder: pages/ holds the small fixture site plus `extra` files,
 * public/ points at the project's pictures. Messages then read `pages/…`, as authors see them.
 */
export function fixtureRoot(extra: Record<string, string | Uint8Array> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'site-fixture-'));
  cpSync(fixtureSite, join(root, 'pages'), { recursive: true });
  symlinkSync(join(projectRoot, 'public'), join(root, 'public'));
  for (const [name, text] of Object.entries(extra)) {
    const target = join(root, 'pages', name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return root;
}

/** Every problem the validator reports for a project folder, as the author reads it. */
export function validationReport(root: string): string {
  const content = loadContent({ root });
  return content.problems.map((problem) => formatProblem(problem, content.sources.get(problem.file))).join('\n\n');
}

/** The report for the fixture site with one invalid fixture added as pages/broken.yaml. */
export function reportFor(fixture: string): string {
  const bytes = readFileSync(join(projectRoot, 'tests', 'fixtures', 'invalid', fixture));
  return validationReport(fixtureRoot({ 'broken.yaml': bytes }));
}
