/** `npm run refusals`: writes studio/README.md's table of refusals from the catalogue (studio/api/contract/refusals.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableEnd, tableStart, withRefusalTable } from '../api/contract/refusal-table.ts';

const readmeFile = join(import.meta.dirname, '..', 'README.md');
const written = withRefusalTable(readFileSync(readmeFile, 'utf8'));
if (written === undefined) {
  console.error(`studio/README.md has no place for the table: put ${tableStart} and ${tableEnd} on lines of their own where it goes.`);
  process.exitCode = 1;
} else {
  writeFileSync(readmeFile, written);
  console.log('studio/README.md: the table of refusals is written from studio/api/contract/refusals.ts.');
}
