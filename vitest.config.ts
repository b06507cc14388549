import { defineConfig, mergeConfig } from 'vitest/config';
import { LongestFirst } from './tests/longest-first.ts';
import viteConfig from './vite.config.ts';

/** Builds the real site once and serves it; only projects that read a built site run it. */
const builtSite = ['tests/global-setup.ts'];
/** One Chromium for the run, shared by the projects that open pages in it. */
const chromium = ['tests/chromium-setup.ts'];

/**
 * Six projects, chosen by folder so a new test file lands in the right one: `checks` runs the
 * type check, ESLint and Prettier, `unit` needs no build (`npm test -- --project unit` is quick), `build` reads the built site,
 * `studio` checks the page studio (no build), `browser` opens the site in Chromium, `team` checks
 * the team server and its content repository.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', './tests/summary-reporter.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Two cores: every project shares one pool of two workers.
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      // unit and build files only read and compute: they share each worker's loaded modules
      // (jsdom, vite, the schema) instead of loading them again per file, which halves their time.
      projects: [
        // The type check, ESLint and Prettier: tools run as child processes, beside the other projects' files.
        {
          extends: true,
          test: { name: 'checks', include: ['tests/checks/**/*.test.ts'], sequence: { groupOrder: 1 } },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/schema/**/*.test.{ts,tsx}', 'tests/render/**/*.test.{ts,tsx}', 'tests/deploy/**/*.test.{ts,tsx}'],
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.{ts,tsx}'],
            globalSetup: builtSite,
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        // codemirror-json-schema's modules import each other without file extensions, which Node does not resolve: vite does.
        // The studio's journeys run after the other projects, not beside the browser tests' dev servers:
        // beside them, on two cores, the preview of a draft missed its waits in full runs (each passes alone).
        {
          extends: true,
          test: {
            name: 'studio',
            include: ['tests/studio/**/*.test.{ts,tsx}'],
            server: { deps: { inline: ['codemirror-json-schema'] } },
            globalSetup: chromium,
            expect: { poll: { timeout: 10_000 } },
            sequence: { groupOrder: 2 },
          },
        },
        {
          extends: true,
          // A page on a busy machine can take seconds to answer: polls wait up to 10 s (each wait has its bound).
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.{ts,tsx}'],
            globalSetup: [...builtSite, ...chromium],
            expect: { poll: { timeout: 10_000 } },
            sequence: { groupOrder: 1 },
          },
        },
        // The team server (npm run studio) and its content repository (Git): the API on loopback, and browser walks
        // through its screens, built once for the project.
        {
          extends: true,
          test: {
            name: 'team',
            include: ['tests/team/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/team/global-setup.ts', ...chromium],
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
