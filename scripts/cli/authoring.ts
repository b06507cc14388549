/** `npm run authoring`: brings the generated parts of AUTHORING.md up to date. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateAuthoring } from './authoring-reference.ts';

const file = join(import.meta.dirname, '..', '..', 'AUTHORING.md');
const before = readFileSync(file, 'utf8');
const after = updateAuthoring(before);
writeFileSync(file, after);
console.log(after === before ? 'AUTHORING.md was already up to date.' : 'Updated the generated parts of AUTHORING.md.');
