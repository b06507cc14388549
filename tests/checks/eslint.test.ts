import { expect, test } from 'vitest';
import { runTool } from './run-tool.ts';

/** `npm run lint`'s first half, as a test of its own: `npm test -- --project unit` can leave it out. */
test('ESLint finds nothing in the code base (typescript-eslint strict type-checked, react-hooks, jsx-a11y)', () => {
  const eslint = runTool('eslint', ['.', '--max-warnings', '0']);
  expect(eslint.output).toBe('');
  expect(eslint.status).toBe(0);
}, 900_000);
