import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import viteConfig from './vite.config.ts';

/**
 * Node's compile cache for the run and every Node process it starts (the test workers, the team
 * servers and their git runners, the builds, the command-line tools): they load the same modules,
 * and each is compiled once instead of once per process. test:quick takes a seventh less CPU.
 */
process.env['NODE_COMPILE_CACHE'] ??= join(import.meta.dirname, 'node_modules', '.cache', 'node-compile-cache');
enableCompileCache(process.env['NODE_COMPILE_CACHE']);

/** Builds the real site once and serves it; only projects that read a built site run it. */
const builtSite = ['tests/global-setup.ts'];
/** process.env as a plain object in every test worker (see the file). */
const plainEnvironment = 'tests/plain-env-setup.ts';
/** One Chromium for the run, shared by the projects that open pages in it. */
const chromium = ['tests/chromium-setup.ts'];

/**
 * About how long each long test file takes in a full run on a two-core machine, in seconds (from
 * a run of `npm test`). Only the order matters: with two workers, the run ends soonest when the
 * longest files start first and the short ones fill in around them. A file not listed here is
 * short; it runs after these, in Vitest's own order. Update a figure when a file's time changes
 * a lot, or add a file that grows past about ten seconds.
 */
const typicalSeconds: Readonly<Record<string, number>> = {
  'tests/browser/sweep.test.ts': 221,
  'tests/team/review-walk.browser.test.ts': 136,
  'tests/team/site-operations.browser.test.ts': 85,
  'tests/studio/studio-screens-axe.browser.test.ts': 81,
  'tests/studio/studio-new-page.browser.test.ts': 78,
  'tests/team/fuzz-write-routes.test.ts': 66,
  'tests/browser/chrome.test.ts': 63,
  'tests/team/team-screens-sweep.browser.test.ts': 62,
  'tests/studio/studio-browser.browser.test.ts': 49,
  'tests/team/preview-links.test.ts': 40,
  'tests/team/preview-links.browser.test.ts': 40,
  'tests/team/page-pictures.test.ts': 38,
  'tests/studio/document.test.ts': 37,
  'tests/team/site-operations-api.test.ts': 33,
  'tests/browser/slash-host.test.ts': 33,
  'tests/team/server-crash.test.ts': 32,
  'tests/team/drafts.browser.test.ts': 29,
  'tests/team/oidc.browser.test.ts': 28,
  'tests/browser/structured-data.test.ts': 25,
  'tests/browser/loading.test.ts': 24,
  'tests/team/publish-crash.test.ts': 23,
  'tests/browser/dev.test.ts': 23,
  'tests/browser/site.test.ts': 23,
  'tests/studio/studio-yaml-view.browser.test.ts': 23,
  'tests/team/preview.browser.test.ts': 21,
  'tests/team/studio-features.browser.test.ts': 21,
  'tests/team/team-editing.browser.test.ts': 18,
  'tests/studio/new-section-type.browser.test.ts': 17,
  'tests/team/publish-flow.test.ts': 16,
  'tests/deploy/crash.test.ts': 16,
  'tests/studio/screens/pickers.test.tsx': 16,
  'tests/build/incremental-build.test.ts': 15,
  'tests/team/publish-api.test.ts': 15,
  'tests/team/repo/drafts-merge.test.ts': 14,
  'tests/team/repo/drafts-crash.test.ts': 14,
  'tests/team/repo/drafts-saves.test.ts': 12,
  'tests/studio/property.test.ts': 12,
  'tests/team/server-api.test.ts': 12,
  'tests/build/survives-new-page.test.ts': 10,
  'tests/team/presence.browser.test.ts': 10,
};

const secondsOf = (file: TestSpecification): number => {
  const relative = file.moduleId.slice(file.project.config.root.length + 1);
  return typicalSeconds[relative] ?? 0;
};

/**
 * Runs the files of a group longest first, whatever their project, instead of one project after
 * another: a long file that starts last runs alone on one worker while the other waits.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        secondsOf(b) - secondsOf(a) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

/** The studio's browser journeys: they start a dev server and open it in Chromium. */
const studioJourneys = 'tests/studio/**/*.browser.test.{ts,tsx}';
/** The page studio's screens, rendered with React in jsdom. */
const studioScreens = 'tests/studio/screens/**/*.test.{ts,tsx}';

/**
 * Seven projects, chosen by folder so a new test file lands in the right one: `quick` needs no
 * build, no browser and no server of the site (`npm run test:quick`, the loop while one writes
 * code: schema, render, and the page studio's document model and API), `screens` renders the page
 * studio's screens in jsdom, `deploy` makes releases, `build` reads the built site, `browser` opens the site in Chromium, `studio` walks
 * the page studio in Chromium, `team` checks the team server and its content repository. The type
 * check, lint and format are `npm run check`, run before them by `npm test`.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', './tests/summary-reporter.ts'],
      // Every project's workers read YAML: the pages, the team server's saves, the builds.
      setupFiles: [plainEnvironment],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Two cores: every project shares one pool of two workers.
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      // quick and build files only read and compute: they share each worker's loaded modules
      // (jsdom, vite, the schema) instead of loading them again per file, which halves their time.
      projects: [
        // In tests/studio, screens/ holds the screens' tests and a file ending in .browser.test.ts is a journey; the rest is quick.
        {
          extends: true,
          test: {
            name: 'quick',
            include: ['tests/schema/**/*.test.{ts,tsx}', 'tests/render/**/*.test.{ts,tsx}', 'tests/studio/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, studioJourneys, studioScreens],
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        // codemirror-json-schema's modules import each other without file extensions, which Node does not resolve: vite does.
        {
          extends: true,
          test: {
            name: 'screens',
            include: [studioScreens],
            server: { deps: { inline: ['codemirror-json-schema'] } },
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: { name: 'deploy', include: ['tests/deploy/**/*.test.{ts,tsx}'], isolate: false, sequence: { groupOrder: 1 } },
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
        // The studio's journeys run after the other projects, as a group of their own. Mixed in with them they put
        // more load beside the sweep and the team's walks (a clean clone's run once failed twice that way) and, once
        // those failures were mended, ended the run at the same second: 573.9 s of Vitest both ways.
        {
          extends: true,
          test: {
            name: 'studio',
            include: [studioJourneys],
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
        // through its screens, built once for the project. Its files share each worker's loaded modules (the server's
        // code, vite, zod): each file starts servers of its own on folders of its own, and the project takes 15% less CPU.
        {
          extends: true,
          test: {
            name: 'team',
            include: ['tests/team/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/team/global-setup.ts', ...chromium],
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
