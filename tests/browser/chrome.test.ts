import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, onTestFinished, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { loopbackOnly } from '../../scripts/browser/chromium.ts';
import { focusState, hiddenFocus } from './focus.ts';
import { recordContext, recordPage, type PageRecord } from './recorders.ts';
import { sharedChromium } from '../helpers/shared-chromium.ts';

/**
 * The site chrome in a real browser: header dropdowns, the mobile drawer, the footer and the
 * privacy dialog, by mouse, keyboard and a phone-sized viewport, plus axe with each state open.
 * Every state is reached under the site's Content-Security-Policy, with violations recorded.
 */
const baseUrl = inject('baseUrl');
const content = loadContent({ root: projectRoot });
const site = content.siteData?.site;
const navOf = (group: string) => content.siteData?.nav.find((entry) => entry.id === group)?.items ?? [];
const moduleCount = navOf('modules').length;
const industryCount = navOf('industries').length;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The pages of the current test, with what each recorded; closed after the test. */
let opened: { page: Page; record: PageRecord }[] = [];
afterEach(async () => {
  const violations = opened.flatMap(({ record }) => record.violations);
  await Promise.all(opened.map(({ page }) => page.close()));
  opened = [];
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

/** A recorded context whose traffic stays on this machine. */
async function recordedContext(width: number, reducedMotion: 'reduce' | 'no-preference'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 844 }, reducedMotion, ...loopbackOnly });
  await recordContext(context);
  return context;
}

/** One context per viewport and motion setting, shared by the tests (each gets its own pages): the HTTP cache carries over. */
const sharedContexts = new Map<string, Promise<BrowserContext>>();
function sharedContext(width: number, reducedMotion: 'reduce' | 'no-preference'): Promise<BrowserContext> {
  const key = `${width}:${reducedMotion}`;
  const context = sharedContexts.get(key) ?? recordedContext(width, reducedMotion);
  sharedContexts.set(key, context);
  return context;
}

async function newPage(from: BrowserContext): Promise<Page> {
  const page = await from.newPage();
  opened.push({ page, record: recordPage(page) });
  return page;
}

async function open(path: string, width: number, options: { reducedMotion?: 'reduce' } = {}): Promise<Page> {
  const page = await newPage(await sharedContext(width, options.reducedMotion ?? 'no-preference'));
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

/** axe-core over the page as it is now; the message lists each violation and where. */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe with ${state}:\n${describeViolations(violations)}`).toEqual([]);
}

const expanded = (button: Locator) => button.getAttribute('aria-expanded');
const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('desktop header at 1440 px', () => {
  test('Products: ERP shows the modules, POS and CRM show their panels, ERP brings the modules back', async () => {
    const page = await open('/', 1440);
    const products = header(page).getByRole('button', { name: 'Products' });
    await products.click();
    await expect.poll(() => expanded(products)).toBe('true');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    const modules = () => panel.getByRole('link').filter({ hasNotText: /^(ERP|POS|CRM)$/ });
    expect(await modules().count()).toBe(moduleCount);
    await panel.getByRole('link', { name: 'POS', exact: true }).hover();
    await expect.poll(() => panel.getByRole('link', { name: /^More about POS/ }).getAttribute('href')).toBe('/pos');
    expect(await panel.getByRole('link', { name: 'E-commerce Portal' }).count()).toBe(0);
    // Keyboard focus does the same as pointing.
    await panel.getByRole('link', { name: 'CRM', exact: true }).focus();
    await expect.poll(() => panel.getByRole('link', { name: /^More about CRM/ }).getAttribute('href')).toBe('/crm');
    await panel.getByRole('link', { name: 'ERP', exact: true }).hover();
    await expect.poll(() => modules().count()).toBe(moduleCount);
  });

  test('About lists About Company and Why Lumora? with blurbs; Our Team is kept for the mobile menu', async () => {
    const page = await open('/', 1440);
    const about = header(page).getByRole('button', { name: 'About' });
    await about.click();
    const panel = page.locator(`#${await about.getAttribute('aria-controls')}`);
    const names = await panel.getByRole('link').filter({ hasNotText: /^More/ }).allTextContents();
    expect(names).toEqual(['About Company', `Why ${site?.brand.name}?`]);
    await expect.poll(() => panel.getByRole('link', { name: /^More about About Company/ }).isVisible()).toBe(true);
    await panel.getByRole('link', { name: `Why ${site?.brand.name}?` }).hover();
    await expect.poll(() => panel.getByRole('link', { name: /^More about Why/ }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Our Team' }).count()).toBe(0);
  });

  test('Industries lists every industry page', async () => {
    const page = await open('/', 1440);
    const industries = header(page).getByRole('button', { name: 'Industries' });
    await industries.click();
    const panel = page.locator(`#${await industries.getAttribute('aria-controls')}`);
    expect(await panel.getByRole('link').count()).toBe(industryCount);
    // SPEC lists 11 industries; authors may add more.
    expect(industryCount).toBeGreaterThanOrEqual(11);
  });

  test('one dropdown at a time; a click toggles; a click outside and Escape close; focus returns to the button', async () => {
    const page = await open('/', 1440);
    const [about, products] = [header(page).getByRole('button', { name: 'About' }), header(page).getByRole('button', { name: 'Products' })];
    await about.click();
    await products.click();
    expect([await expanded(about), await expanded(products)]).toEqual(['false', 'true']);
    await products.click();
    await expect.poll(() => expanded(products)).toBe('false');
    await products.click();
    await page.mouse.click(700, 850);
    await expect.poll(() => expanded(products)).toBe('false');
    await products.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(products)).toBe('false');
    expect(await products.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('a panel opened by pointing stays open while the pointer moves into it, and closes after it leaves', async () => {
    const page = await open('/', 1440);
    const industries = header(page).getByRole('button', { name: 'Industries' });
    const box = await industries.boundingBox();
    if (!box) throw new Error('The Industries button is not on screen.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => expanded(industries)).toBe('true');
    // Down through the gap under the button into the panel, in small steps like a hand would.
    await page.mouse.move(box.x + box.width / 2, box.y + 160, { steps: 12 });
    await page.waitForTimeout(400);
    expect(await expanded(industries)).toBe('true');
    await page.mouse.move(700, 880, { steps: 4 });
    await expect.poll(() => expanded(industries)).toBe('false');
  });

  test('choosing a destination closes the dropdown and the new page starts at the top', async () => {
    const page = await open('/', 1440);
    await page.evaluate(() => window.scrollTo(0, 600));
    const products = header(page).getByRole('button', { name: 'Products' });
    await products.click();
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name: 'Material Management' }).click();
    await page.waitForURL(`${baseUrl}/material-management`);
    await expect.poll(() => expanded(products)).toBe('false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  test('by keyboard alone: the skip link comes first, Enter and Space open panels, every link is reachable', async () => {
    const page = await open('/', 1440);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    const about = header(page).getByRole('button', { name: 'About' });
    expect(await about.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(about)).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => expanded(about)).toBe('false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const products = header(page).getByRole('button', { name: 'Products' });
    await expect.poll(() => expanded(products)).toBe('true');
    // Tab walks into the panel: the first item is ERP, then on through the module links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ERP');
    const panel = page.locator(`#${await products.getAttribute('aria-controls')}`);
    const links = await panel.getByRole('link').count();
    const reached = new Set<string>();
    for (let step = 0; step < links + 2; step += 1) {
      reached.add((await page.evaluate(() => document.activeElement?.getAttribute('href'))) ?? '');
      await page.keyboard.press('Tab');
    }
    for (const item of navOf('modules')) expect(reached, item.path).toContain(item.path);
  });

  test('axe finds nothing with each dropdown open', async () => {
    const page = await open('/', 1440);
    for (const name of ['About', 'Products', 'Industries']) {
      await header(page).getByRole('button', { name }).click();
      await expectNoAxeViolations(page, `the ${name} dropdown open`);
    }
  });
});

describe('the header in each language', () => {
  test.each(['/', '/es'])('at 1200 px, every link and button of %s stays inside the header, beside the language switcher', async (path) => {
    const page = await open(path, 1200);
    const edges = await page.evaluate(() => {
      const header = document.querySelector('header');
      const row = header?.firstElementChild?.firstElementChild?.getBoundingClientRect();
      const controls = [...(header?.querySelectorAll('a, button') ?? [])]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return { row: row?.right ?? 0, controls: Math.max(...controls.map((box) => box.right)) };
    });
    expect(edges.controls).toBeLessThanOrEqual(edges.row);
    expect(
      await page
        .getByRole('navigation', { name: /^(Languages|Idiomas)$/ })
        .getByRole('link')
        .count(),
    ).toBe(1);
  });
});

describe('mobile drawer at 390 px', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  test('while its code loads the drawer shows 5 skeleton rows with the spec constants', async () => {
    // Its own context: the held request must not reach the shared ones.
    const drawerContext = await recordedContext(390, 'no-preference');
    onTestFinished(() => drawerContext.close());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await drawerContext.route(/MenuDrawer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await newPage(drawerContext);
    await page.goto(`${baseUrl}/erp`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await menuButton(page).click();
    const skeleton = page.getByTestId('drawer-skeleton');
    await skeleton.waitFor();
    const rows = skeleton.locator('[data-skeleton-row]');
    expect(await rows.count()).toBe(5);
    const measures = await skeleton.evaluate((element) => {
      const bars = [...element.querySelectorAll<HTMLElement>('[data-skeleton-row]')];
      const title = element.firstElementChild?.firstElementChild;
      const width = (node: Element | null | undefined) => (node ? node.getBoundingClientRect().width : 0);
      const full = width(bars[0]);
      return {
        animation: getComputedStyle(bars[0] ?? element).animationDuration,
        title: width(title) / full,
        last: width(bars.at(-1)) / full,
      };
    });
    expect(measures.animation).toBe('1.4s');
    expect(measures.title).toBeCloseTo(0.5, 2);
    expect(measures.last).toBeCloseTo(0.61, 2);
    release();
    await drawer(page).getByRole('button', { name: 'Products' }).waitFor();
    expect(await skeleton.count()).toBe(0);
  });

  test('titled Menu, 378 px wide, with the five top-level entries and the page in its other language; groups swap in with Back', async () => {
    const page = await open('/', 390);
    await menuButton(page).click();
    const panel = drawer(page);
    await panel.getByRole('button', { name: 'Products' }).waitFor();
    expect((await panel.boundingBox())?.width).toBe(378);
    expect(await panel.getByRole('heading', { name: 'Menu' }).isVisible()).toBe(true);
    const entries = await panel.getByRole('navigation', { name: 'Menu' }).locator('li').allTextContents();
    expect(entries).toEqual(['About', 'Products', 'Industries', 'Our Technologies', 'Contact Us']);
    // The language switcher, under the menu: a plain link to the same page in Spanish, named in Spanish.
    const languages = panel.getByRole('navigation', { name: 'Languages' }).getByRole('link');
    expect(
      await languages.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])),
    ).toEqual([['Español', '/es', 'es']]);
    await panel.getByRole('button', { name: 'Products' }).click();
    expect(await panel.locator('nav li').allTextContents()).toEqual(['ERP', 'POS', 'CRM']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back');
    await panel.getByRole('button', { name: 'ERP' }).click();
    expect(await panel.locator('nav li').count()).toBe(moduleCount + 1);
    await panel.getByRole('button', { name: /^Back/ }).click();
    await panel.getByRole('button', { name: /^Back/ }).click();
    expect(await panel.getByRole('heading', { name: 'Menu' }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'About' }).click();
    expect(await panel.locator('nav li').allTextContents()).toEqual(['About Company', `Why ${site?.brand.name}?`, 'Our Team']);
  });

  test('a link navigates client-side and closes the drawer; focus returns to the menu button after Escape', async () => {
    const page = await open('/', 390);
    await page.evaluate(() => {
      document.documentElement.dataset['visit'] = 'same-document';
    });
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Products' }).click();
    await drawer(page).getByRole('link', { name: 'POS' }).click();
    await page.waitForURL(`${baseUrl}/pos`);
    await expect.poll(() => drawer(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset['visit'])).toBe('same-document');
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Our Technologies' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).count()).toBe(0);
    expect(await menuButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('focus stays inside the open drawer', async () => {
    const page = await open('/', 390);
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Contact Us' }).waitFor();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('axe finds nothing with the drawer open, at the top level and in a group', async () => {
    const page = await open('/', 390);
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Products' }).click();
    await drawer(page).getByRole('button', { name: 'ERP' }).waitFor();
    await page.waitForTimeout(350);
    await expectNoAxeViolations(page, 'the drawer open on Products');
    await drawer(page).getByRole('button', { name: /^Back/ }).click();
    await expectNoAxeViolations(page, 'the drawer open at the top level');
  });
});

describe('footer and privacy dialog', () => {
  for (const width of [1440, 390]) {
    test(`footer columns, modules in two halves, social links and copyright at ${width} px`, async () => {
      const page = await open('/', width);
      const footer = page.locator('footer');
      expect(await footer.getByRole('heading').allTextContents()).toEqual(['Products', 'Modules', 'Industries', 'Contact Us']);
      const halves = await footer
        .locator('h2:text-is("Modules") + div > ul')
        .evaluateAll((lists) => lists.map((list) => list.children.length));
      expect(halves).toEqual([Math.ceil(moduleCount / 2), Math.floor(moduleCount / 2)]);
      for (const social of site?.social ?? []) {
        const link = footer.getByRole('link', { name: social.label });
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toBe(social.href);
      }
      expect(await footer.getByText(site?.footer.copyright ?? '-').isVisible()).toBe(true);
    });

    test(`privacy policy: closed at first, labelled, nine sections, closes on ×, overlay and Escape, not on inside clicks, at ${width} px`, async () => {
      const page = await open('/', width);
      const trigger = page.getByRole('button', { name: 'Privacy Policy' });
      const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
      expect(await dialog.count()).toBe(0);
      await trigger.click();
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { level: 3 }).count()).toBe(9);
      await dialog.getByRole('heading', { level: 3 }).first().click();
      expect(await dialog.isVisible()).toBe(true);
      if (width === 1440) await expectNoAxeViolations(page, 'the privacy dialog open');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      await trigger.click();
      await dialog.waitFor();
      await page.mouse.click(5, 5);
      await expect.poll(() => dialog.count()).toBe(0);
      await trigger.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  }
});

describe('feature selector, FAQ and flip cards', () => {
  test('wide screens: tabs with the answer under "How it Works:"', async () => {
    const page = await open('/supply-chain-management', 1440);
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(5);
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByText('How it Works:').isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(page, 'a feature selected');
  });

  test('narrow screens: an accordion with one panel open at a time', async () => {
    const page = await open('/supply-chain-management', 390);
    const section = page.locator('section', { has: page.getByRole('tablist', { includeHidden: true }) });
    const buttons = section.locator('button[aria-expanded]:visible');
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    const states = await buttons.evaluateAll((items) => items.map((item) => item.getAttribute('aria-expanded')));
    expect(states.filter((state) => state === 'true')).toHaveLength(1);
    expect(states[1]).toBe('true');
  });

  test('FAQ: none open at first, an answer shows and hides with its question, at most one open, the open one closes; axe with an answer open', async () => {
    const page = await open('/', 390);
    const faq = page.locator('section', { has: page.getByRole('button', { name: 'What is Lumora ERP?' }) });
    const buttons = faq.locator('button[aria-expanded]');
    expect(await buttons.evaluateAll((items) => items.filter((item) => item.getAttribute('aria-expanded') === 'true').length)).toBe(0);
    const answer = page.getByRole('region', { name: 'What is Lumora ERP?', includeHidden: true });
    expect(await answer.isVisible()).toBe(false);
    await buttons.nth(0).click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await buttons.nth(0).click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await buttons.nth(0).click();
    await buttons.nth(2).click();
    expect(
      await buttons.evaluateAll(
        (items) => items.map((item) => item.getAttribute('aria-expanded')).filter((state) => state === 'true').length,
      ),
    ).toBe(1);
    await expectNoAxeViolations(page, 'an FAQ answer open');
    await buttons.nth(2).click();
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('false');
  });

  test('mission and vision cards turn on hover and on focus; with reduced motion they switch without turning', async () => {
    const turn = (card: Locator) => card.evaluate((element) => getComputedStyle(element.firstElementChild ?? element).transform);
    const page = await open('/about-company', 1440);
    const mission = page.getByRole('article', { name: 'Our Mission' });
    expect(await turn(mission)).toBe('none');
    await mission.hover();
    await expect.poll(() => turn(mission)).not.toBe('none');
    const vision = page.getByRole('article', { name: 'Our Vision' });
    await vision.focus();
    await expect.poll(() => turn(vision)).not.toBe('none');
    const still = await open('/about-company', 1440, { reducedMotion: 'reduce' });
    const card = still.getByRole('article', { name: 'Our Mission' });
    const seconds = await card.evaluate((element) => parseFloat(getComputedStyle(element.firstElementChild ?? element).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});

describe('keyboard journeys', () => {
  test(
    'Tab through a module page: every FAQ question, every feature and every menu destination, focus always visible and never under the header',
    { timeout: 120_000 },
    async () => {
      const page = await open('/supply-chain-management', 1440);
      const hidden: string[] = [];
      const reachedLinks = new Set<string>();
      let faqQuestions = 0;
      let featureTabs = 0;
      for (let step = 0; step < 400; step += 1) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        if (state === null) break;
        const why = hiddenFocus(state);
        if (why !== undefined) hidden.push(why);
        if (state.href) reachedLinks.add(state.href);
        // Open each header group as it is reached so its links join the tab order.
        if (state.expanded === 'false' && state.inHeader) await page.keyboard.press('Enter');
        if (state.expanded !== null && !state.inHeader) faqQuestions += 1;
        if (state.role === 'tab') {
          // The tab list is one stop: arrow keys walk its features.
          const count = await page.getByRole('tab').count();
          for (let tab = 1; tab < count; tab += 1) await page.keyboard.press('ArrowDown');
          featureTabs = await page.getByRole('tab', { selected: true }).evaluate((element) => Number(element.id.split('-t').at(-1)) + 1);
        }
        if (state.label.startsWith('button Privacy Policy')) break;
      }
      expect(hidden, 'focused elements without a visible outline or hidden under the sticky header').toEqual([]);
      const expectedFeatures = await page.getByRole('tab').count();
      expect(featureTabs).toBe(expectedFeatures);
      expect(faqQuestions).toBeGreaterThanOrEqual(await page.locator('main button[aria-expanded]:visible').count());
      const destinations = [
        ...navOf('industries'),
        ...navOf('modules'),
        ...navOf('about').filter((item) => item.dropdown !== false),
        ...navOf('products'),
      ].map((item) => item.path);
      expect(destinations.filter((path) => !reachedLinks.has(path))).toEqual([]);
    },
  );
});
