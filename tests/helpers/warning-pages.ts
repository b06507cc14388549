/**
 * Pages as authors really add them: copied from a page of the site and only partly rewritten, so
 * between them they carry every warning of the validator's catalogue. A warning is advice to the
 * author; the suite must take every page the validator takes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { problemCatalogue, problemCodes } from '../../schema/content/problems/index.ts';

/** Every warning code of the catalogue: a new one fails the test that uses these pages until they carry it. */
export const warningCodes = problemCodes.filter((code) => problemCatalogue[code].severity === 'warning');

/** A copy of `from` under `to`, with `changes` (paths in the YAML) set, comments and the rest kept. */
function copyPage(pagesDir: string, from: string, to: string, changes: [path: (string | number)[], value: unknown][]): void {
  const doc = parseDocument(readFileSync(join(pagesDir, from), 'utf8'));
  for (const [path, value] of changes) doc.setIn(path, value);
  writeFileSync(join(pagesDir, to), doc.toString());
}

/**
 * Adds two pages to `pagesDir` and returns the codes they are written to carry:
 * - an Agriculture industry copied from Pharmaceutical, its paragraphs not rewritten yet
 *   (repeated-paragraph), a title and a description too long for search results (long-title,
 *   long-description), and a picture whose alt text says "image" (generic-alt);
 * - a Fleet portal module copied from Dealer Portal, with Dealer Portal's title (duplicate-title),
 *   a description of a few words (short-description) and a link to another spelling of the ERP
 *   page (redirect-link).
 */
export function addPagesWithEveryWarning(pagesDir: string): string[] {
  copyPage(pagesDir, 'industries/pharmaceutical.yaml', 'industries/agriculture.yaml', [
    [['path'], '/agriculture'],
    [['title'], 'Agriculture ERP for Farms, Growers, Co-operatives and Food Processors | {brand}'],
    [
      ['description'],
      'Plan crops and harvests, trace every lot from field to shelf, manage co-operative members and sell produce with one system built for agriculture, from sowing to the invoice.',
    ],
    [['nav', 'label'], 'Agriculture'],
    [['nav', 'order'], 20],
    [['sections', 0, 'image', 'alt'], 'image'],
  ]);
  copyPage(pagesDir, 'modules/dealer-portal.yaml', 'modules/fleet-portal.yaml', [
    [['path'], '/fleet-portal'],
    [['description'], 'A portal for fleets.'],
    [['nav', 'label'], 'Fleet Portal'],
    [['nav', 'order'], 30],
    [['sections', 0, 'actions', 0, 'href'], '/ERP'],
  ]);
  return ['repeated-paragraph', 'long-title', 'long-description', 'generic-alt', 'duplicate-title', 'short-description', 'redirect-link'];
}
