/** buildSite hands its validated pages to the pages plugin of its Vite builds (scripts/build/validated-pages.ts), for their duration only. */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { validatedPages, withValidatedPages } from '../../scripts/build/validated-pages.ts';
import { fixtureSite, projectRoot } from '../helpers/fixture-site.ts';

const content = loadContent({ root: projectRoot, pagesDir: fixtureSite });

describe('validated pages, handed to the builds', () => {
  test('are there for the same root and pages folder while the builds run, and gone afterwards', async () => {
    expect(validatedPages(projectRoot, fixtureSite)).toBeUndefined();
    const seen = await withValidatedPages(projectRoot, fixtureSite, content, async () => [validatedPages(projectRoot, fixtureSite), validatedPages(projectRoot, join(projectRoot, 'pages'))]);
    expect(seen).toEqual([content, undefined]);
    expect(validatedPages(projectRoot, fixtureSite)).toBeUndefined();
  });

  test('are gone after a build that failed', async () => {
    await expect(withValidatedPages(projectRoot, fixtureSite, content, async () => Promise.reject(new Error('the client build broke')))).rejects.toThrow('the client build broke');
    expect(validatedPages(projectRoot, fixtureSite)).toBeUndefined();
  });
});
