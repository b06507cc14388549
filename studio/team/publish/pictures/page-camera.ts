import type { Browser } from 'playwright-core';
import { keepOnLoopback, launchChromium } from '../../../../scripts/browser/chromium.ts';
import { settle } from '../../../../scripts/browser/page-settle.ts';
import { drawMarksInPage, type DrawnMark } from './mark-sections.ts';
import { pictureWidths, type PictureWidth } from '../../../api/contract/pictures.ts';

/** Nothing moves while the picture is taken: no animation, no transition, no blinking caret. */
const stillness =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/** The first screen's height at each width; the picture is of the whole page. */
const screenHeights: Record<PictureWidth, number> = { desktop: 900, phone: 844 };

export interface PictureOrder {
  /** The address of the page on the served site (`http://127.0.0.1:PORT/retail`). */
  url: string;
  width: PictureWidth;
  marks: readonly DrawnMark[];
}

/**
 * Full-page pictures of pages of a served site, in the system Chromium (scripts/browser/chromium.ts),
 * started at the first picture and kept for the next ones until `close`.
 */
export function pageCamera() {
  let browser: Promise<Browser> | undefined;
  const opened = (): Promise<Browser> => {
    browser ??= launchChromium().catch((error: unknown) => {
      browser = undefined;
      throw error;
    });
    return browser;
  };

  /**
   * The page as a PNG, its marks drawn over it; `problem` says what did not settle in time (the
   * picture is taken anyway), `sections` how many sections the page showed.
   */
  async function picture(order: PictureOrder): Promise<{ png: Buffer; problem: string | undefined; sections: number }> {
    const phone = order.width === 'phone';
    const context = await (
      await opened()
    ).newContext({
      viewport: { width: pictureWidths[order.width], height: screenHeights[order.width] },
      deviceScaleFactor: 1,
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: 'reduce',
      // The site's Content-Security-Policy would refuse the stylesheet that stops animations.
      bypassCSP: true,
    });
    try {
      await keepOnLoopback(context);
      const page = await context.newPage();
      await page.goto(order.url, { waitUntil: 'load', timeout: 30_000 });
      await page.addStyleTag({ content: stillness });
      const problem = await settle(page);
      const sections = await page.evaluate(drawMarksInPage, order.marks);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', type: 'png' });
      return { png, problem, sections };
    } finally {
      await context.close();
    }
  }

  async function close(): Promise<void> {
    const started = browser;
    browser = undefined;
    if (started !== undefined) await (await started.catch(() => undefined))?.close();
  }

  return { picture, close };
}

export type PageCamera = ReturnType<typeof pageCamera>;
