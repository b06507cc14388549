/** Writes schema/page.schema.json and schema/site.schema.json for editor autocompletion. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorSchemas } from './schema-json.ts';

for (const [name, text] of Object.entries(editorSchemas())) {
  writeFileSync(join(process.cwd(), 'schema', name), text);
  console.log(`wrote schema/${name}`);
}
