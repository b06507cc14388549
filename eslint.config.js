// ESLint for the whole code base: `npm run lint` (with Prettier's check). Type-aware: each file is
// checked with the types of its side, tsconfig.browser.json or tsconfig.node.json.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in the browser: the site, the studio's screens, its document model and its preview frame. */
const browserFiles = ['src/**/*.{ts,tsx}', 'studio/app/**/*.{ts,tsx}', 'studio/document/**/*.ts', 'studio/preview/**/*.{ts,tsx}'];
/** Code that runs in Node.js: the prerender entry sits in src/ but renders pages to HTML on the server. */
const nodeFiles = ['schema/**', 'scripts/**', 'studio/server/**', 'tests/**', 'src/entry-server.tsx', '*.{js,ts}'];

export default defineConfig(
  { ignores: ['dist/', 'lighthouse-reports/', 'coverage/', '.studio/', '.build/', 'screenshots/', '.screenshots/'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Messages for authors put line and column numbers and counts in text: numbers print as expected.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is how React handlers are written, and `if (…) return next();` how a
      // function returning nothing stops early; the rule still refuses a void value used as a value.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // `const { redirects: _redirects, ...rest } = data` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Plain JavaScript files (this config, the Node.js version check) are not in a tsconfig.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: browserFiles,
    ignores: ['src/entry-server.tsx'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.tsx', 'studio/app/**/*.tsx', 'studio/preview/**/*.tsx'],
    ignores: ['src/entry-server.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The studio moves focus only where the author's own action leads: into a picker or dialog they
    // opened (the WAI-ARIA dialog pattern asks for it), or to a field they asked to open. The site
    // itself (src/) keeps the rule.
    files: ['studio/app/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
);
