import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { editorSchemas } from '../../schema/json-schema.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

test('the committed editor schemas match the Zod schemas (run `npm run schema` after changing a schema)', () => {
  for (const [name, text] of Object.entries(editorSchemas())) {
    expect(readFileSync(join(projectRoot, 'schema', name), 'utf8'), name).toBe(text);
  }
});
