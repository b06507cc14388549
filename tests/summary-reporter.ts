import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `vitest: N passed, N failed, N skipped`, for CI to read. A file
 * that failed outside its tests (a hook or its import threw, so its tests never ran) counts its
 * tests as failed, not skipped, and an error outside any file counts once: a run that could not
 * check something never reads as passing.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of modules) {
      const brokenFile = module.errors().length > 0;
      let counted = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        counted++;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed' || brokenFile) counts.failed++;
        else counts.skipped++;
      }
      if (brokenFile && counted === 0) counts.failed++;
    }
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
