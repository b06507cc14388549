import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from '../helpers/fixture-site.ts';

const sources = (folder: string) =>
  readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({ name: `${folder}/${name}`, text: readFileSync(join(projectRoot, folder, name), 'utf8') }));

/** Every module a file imports (static, dynamic and re-exports). */
const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');

test('the edit model runs in the browser: it imports no Node module and nothing of the server', () => {
  const files = sources('studio/document');
  expect(files.length).toBeGreaterThan(5);
  const offending = files.flatMap((file) =>
    importsOf(file.text)
      .filter((module) => module.startsWith('node:') || module.includes('/server/') || !/^(\.|yaml$|zod$|diff$)/.test(module))
      .map((module) => `${file.name} -> ${module}`),
  );
  expect(offending).toEqual([]);
});
