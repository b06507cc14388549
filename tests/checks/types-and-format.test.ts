import { expect, test } from 'vitest';
import { runTool } from './run-tool.ts';

test('the type check passes for the browser and Node code (tsc -b)', () => {
  const tsc = runTool('tsc', ['-b']);
  expect(tsc.output).toBe('');
  expect(tsc.status).toBe(0);
}, 600_000);

test('every file is formatted as Prettier writes it', () => {
  const prettier = runTool('prettier', ['--check', '.', '--log-level', 'warn']);
  expect(prettier.output).toBe('');
  expect(prettier.status).toBe(0);
}, 600_000);
