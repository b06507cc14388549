import type { Page } from 'playwright-core';

/** Waits for hydration, brings every lazy image near the viewport, and waits for the images. */
export async function settle(page: Page): Promise<string | undefined> {
  const hydrated = await page
    .waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 })
    .then(() => undefined)
    .catch(() => 'did not hydrate within 15 s');
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  const images = await page
    .waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0), undefined, {
      timeout: 10_000,
    })
    .then(() => undefined)
    .catch(() => 'some images had not loaded after 10 s');
  await page.evaluate(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
  });
  const problems = [hydrated, images].filter((problem) => problem !== undefined);
  return problems.length > 0 ? problems.join('; ') : undefined;
}
