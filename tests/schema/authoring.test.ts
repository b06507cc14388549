import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { updateAuthoring } from '../../scripts/cli/authoring-reference.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

test('AUTHORING.md is up to date with the schema, the rules and the validator', () => {
  const text = readFileSync(join(projectRoot, 'AUTHORING.md'), 'utf8');
  expect(updateAuthoring(text), 'AUTHORING.md is out of date: run `npm run authoring` and keep the result').toBe(text);
});
