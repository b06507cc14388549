import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * About how long each long test file takes in a full run on a two-core machine, in seconds (from
 * a clean clone's run). Only the order matters: with two workers, the run ends soonest when the
 * longest files start first and the short ones fill in around them. A file not listed here is
 * short; it runs after these, in Vitest's own order. Update a figure when a file's time changes
 * a lot, or add a file that grows past about ten seconds.
 */
const typicalSeconds: Readonly<Record<string, number>> = {
  'tests/browser/sweep.test.ts': 240,
  'tests/studio/studio-everyday.test.ts': 219,
  'tests/team/review-walk.browser.test.ts': 209,
  'tests/checks/eslint.test.ts': 137,
  'tests/browser/chrome.test.ts': 115,
  'tests/team/publish-flow.test.ts': 101,
  'tests/team/page-pictures.test.ts': 85,
  'tests/studio/studio-browser.test.ts': 68,
  'tests/browser/slash-host.test.ts': 66,
  'tests/browser/structured-data.test.ts': 65,
  'tests/checks/types-and-format.test.ts': 61,
  'tests/studio/document.test.ts': 53,
  'tests/team/team-editing.browser.test.ts': 53,
  'tests/team/drafts.browser.test.ts': 44,
  'tests/team/server-crash.test.ts': 39,
  'tests/browser/site.test.ts': 38,
  'tests/build/incremental-build.test.ts': 38,
  'tests/team/publish-crash.test.ts': 36,
  'tests/browser/dev.test.ts': 32,
  'tests/browser/loading.test.ts': 29,
  'tests/team/repo/drafts-merge.test.ts': 25,
  'tests/deploy/crash.test.ts': 25,
  'tests/build/survives-new-page.test.ts': 24,
  'tests/team/studio-features.browser.test.ts': 24,
  'tests/team/repo/drafts-crash.test.ts': 23,
  'tests/studio/new-section-type.test.ts': 19,
  'tests/studio/pickers.test.tsx': 16,
  'tests/team/passkeys.browser.test.ts': 16,
  'tests/studio/property.test.ts': 15,
  'tests/team/repo/drafts-saves.test.ts': 15,
  'tests/team/presence.browser.test.ts': 15,
  'tests/studio/form.test.tsx': 15,
  'tests/deploy/commands.test.ts': 14,
  'tests/team/oidc.browser.test.ts': 14,
  'tests/team/preview.browser.test.ts': 14,
  'tests/team/team-commits.test.ts': 14,
  'tests/team/publish-api.test.ts': 13,
  'tests/studio/invalid-fixtures.test.tsx': 13,
  'tests/team/review-screens.browser.test.ts': 13,
  'tests/browser/csp.test.ts': 11,
  'tests/team/repo/crash.test.ts': 11,
};

const secondsOf = (file: TestSpecification): number => {
  const relative = file.moduleId.slice(file.project.config.root.length + 1);
  return typicalSeconds[relative] ?? 0;
};

/**
 * Runs the files of a group longest first, whatever their project, instead of one project after
 * another: a long file that starts last runs alone on one worker while the other waits.
 */
export class LongestFirst extends BaseSequencer {
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
