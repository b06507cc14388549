import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withRefusalTable } from '../../studio/api/contract/refusal-table.ts';
import { refusals } from '../../studio/api/contract/refusals.ts';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'studio', 'README.md'), 'utf8');

test('studio/README.md’s table of refusals is the catalogue’s (npm run refusals writes it again)', () => {
  expect(withRefusalTable(readme), 'the table is stale: run npm run refusals').toBe(readme);
  for (const code of Object.keys(refusals)) expect(readme).toContain(`| \`${code}\` |`);
});

test('every refusal says when it happens and what to do, and a status the studio answers with', () => {
  for (const [code, entry] of Object.entries(refusals)) {
    expect(entry.when.length, code).toBeGreaterThan(20);
    expect(entry.todo.length, code).toBeGreaterThan(5);
    expect([400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500], code).toContain(entry.status);
  }
});
