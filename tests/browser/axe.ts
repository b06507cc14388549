import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe-core tags it. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeViolation = Result;

declare global {
  interface Window {
    axe?: { run(context: Document | { include: Element[] }, options: RunOptions): Promise<{ violations: Result[] }> };
  }
}

/** axe-core itself, the copy @axe-core/playwright runs. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core over the page as it is now, or only over what `within` (a CSS selector) matches. It is put into the page once per document and run there
 * directly: AxeBuilder sends and starts it again on every run, which costs a third more. Frames
 * are left out: the only one is the third-party enquiry form.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const run = (selectors: boolean) =>
    page.evaluate(
      async ({ tags, selectors, within }) => {
        if (!window.axe) throw new Error('axe-core did not load into the page.');
        const include = within === undefined ? [] : [...document.querySelectorAll(within)];
        if (within !== undefined && include.length === 0) throw new Error(`Nothing on the page matches ${within} for axe to check.`);
        return (
          await window.axe.run(within === undefined ? document : { include }, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
            iframes: false,
            selectors,
          })
        ).violations;
      },
      { tags: axeTags, selectors, within },
    );
  // Selectors for every element checked cost an eighth of the run; only a failure message needs them.
  const violations = await run(false);
  return violations.length === 0 ? violations : run(true);
}

/** Each violation with the elements it concerns and what to fix, for a failure message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const why = (node.failureSummary ?? '')
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/^Fix (any|all) of the following: /, '');
          return `    ${node.target.map(String).join(' ')}\n      ${node.html}\n      ${why}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}
