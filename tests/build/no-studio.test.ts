import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';

const distDir = inject('distDir');

/** What only the page studio says: its address, its messages to the preview frame, the preview's click-to-edit marks, its modules. */
const studioTraces = [
  '/_studio',
  'studio:draft',
  'studio:ready',
  'studio:rendered',
  'studio:select',
  'studio:reveal',
  'data-studio-section',
  'Click to edit',
  'virtual:studio-draft',
  'studio/app',
  'studio/server',
  'studio/document',
  'studio-frame',
  'preview-paths',
];

test('the built site holds no trace of the page studio: no route, no code, no click-to-edit mark, no message to a preview frame', () => {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => !/\.(gz|br|png|jpe?g|webp|avif|ico|woff2?)$/.test(name),
  );
  const found = files.flatMap((name) => {
    let text: string;
    try {
      text = readFileSync(join(distDir, name), 'utf8');
    } catch {
      return []; // a folder
    }
    return studioTraces.filter((trace) => text.includes(trace)).map((trace) => `${name}: ${trace}`);
  });
  expect(files.filter((name) => name.includes('studio'))).toEqual([]);
  expect(found).toEqual([]);
  // The scan did read the site.
  expect(files.some((name) => name.endsWith('.js'))).toBe(true);
  expect(files.some((name) => name.endsWith('index.html'))).toBe(true);
});
