import { join } from 'node:path';
import { expect, test } from 'vitest';
import { axeViolations, describeViolations } from '../browser/axe.ts';
import { animationsDone, retype } from '../helpers/studio-dev.ts';
import { openItem, preview, studioOnCopy } from './journey.ts';

/**
 * The page studio's screens past the editor (new page, YAML view, the pickers, the Insert menu,
 * site colours, preview widths, the save dialog's address change, a page's languages side by side) checked with axe at desktop and
 * phone widths, on a copy of the whole project.
 */
const studio = studioOnCopy('studio-screens-axe-', { copyPublic: false });

/** With STUDIO_SHOTS=<folder>, the screens the axe test opens are also saved as PNGs there, to look at. */
const shotsDir = process.env['STUDIO_SHOTS'];

test('the studio part 2 screens have no axe violations at 1440 and 390 px: new page, YAML view, the pickers, the Insert menu, site colours, preview widths, the address change on save and a page’s languages side by side', async () => {
  for (const width of [1440, 390]) {
    const { context, page, errors } = await studio.tab(width);
    // A screen is checked whole; a dialog or menu opened over a screen already checked, on its own.
    const check = async (name: string, overlay?: 'dialog' | 'menu') => {
      // Menus and dialogs fade in: axe measures contrast once they are fully drawn.
      await animationsDone(page);
      const within = overlay === undefined ? undefined : `[role="${overlay}"]`;
      expect(describeViolations(await axeViolations(page, within)), `${name} at ${width}px`).toBe('');
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${width}-${name}.png`) });
    };
    const narrow = width < 900;
    const showPane = async (name: 'Outline' | 'Edit' | 'Preview') => {
      if (narrow) await page.getByRole('tab', { name }).click();
    };
    const section = async (name: RegExp) => {
      await showPane('Outline');
      await page.getByRole('button', { name }).first().click();
      await showPane('Edit');
    };

    // The first visit of a fresh dev server prepares its modules: seconds on a busy machine.
    await page.goto(`${studio.url()}_studio`, { timeout: 90_000 });
    await page.getByRole('button', { name: 'New page' }).click();
    await page
      .getByRole('dialog', { name: 'New page' })
      .getByRole('textbox', { name: /^Name in the menus/ })
      .fill('Fleet Management');
    await expect.poll(() => page.getByText(/^The page will be at \/fleet-management/).count()).toBe(1);
    await check('new-page');
    await page.keyboard.press('Escape');

    await page.goto(`${studio.url()}_studio/edit?file=pages/industries/retail.yaml`);
    await page.locator('#field-path').waitFor();
    await showPane('Preview');
    await expect.poll(() => preview(page).locator('h1').count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Tablet, 768 pixels wide' }).click();
    await check('preview-tablet');
    await showPane('Edit');
    await page.getByRole('tab', { name: 'YAML' }).click();
    await page.locator('.cm-content').waitFor();
    await check('yaml');
    await page.getByRole('tab', { name: 'Form' }).click();

    await page.getByRole('button', { name: 'Insert a word from the site settings' }).first().click();
    await page.getByRole('menu').waitFor();
    await check('insert-menu', 'menu');
    await page.keyboard.press('Escape');

    await section(/^\d+\. Hero/);
    await page
      .getByRole('button', { name: /^Choose a picture for/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Choose a picture' }).getByRole('group', { name: 'Pictures' }).waitFor();
    await check('picture-picker', 'dialog');
    await page.keyboard.press('Escape');
    await openItem(page, 'sections-0-actions-0');
    await page.locator('[id="field-sections-0-actions-0-href:choose"]').click();
    await page.getByRole('dialog', { name: 'Choose where the link goes' }).getByRole('list', { name: 'Pages' }).waitFor();
    await check('link-picker', 'dialog');
    await page.keyboard.press('Escape');

    await section(/^\d+\. Card grid/);
    const cardGrid = (await page.getByRole('heading', { level: 2, name: /^Section \d+: Card grid/ }).textContent()) ?? '';
    const index = Number(/Section (\d+)/.exec(cardGrid)?.[1]) - 1;
    await openItem(page, `sections-${index}-cards-0`);
    await page.locator(`[id="field-sections-${index}-cards-0-icon:choose"]`).click();
    await page.getByRole('dialog', { name: 'Choose an icon' }).getByRole('group', { name: 'Icons' }).getByRole('button').first().waitFor();
    await check('icon-picker', 'dialog');
    await page.keyboard.press('Escape');

    // The page's languages side by side, from the editor's Languages button.
    await page.getByRole('link', { name: 'Languages' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/_studio/languages?file=pages%2Findustries%2Fretail.yaml');
    await page.getByRole('heading', { level: 1, name: /in every language$/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Section 1 (hero) › heading' }).waitFor();
    await check('languages');
    // The copy has Spanish settings and no Spanish page: Translate into starts one and opens it (once, at the first width).
    if (!narrow) {
      await page.getByRole('button', { name: 'Translate into Español' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('file')).toBe('pages/es/industries/retail.yaml');
      await page.getByText('A translation of pages/industries/retail.yaml: it moves and goes with that page.').waitFor();
    }

    // A new address: the save dialog offers to keep the old one (retail's alias /Retail already keeps /retail, in any letter case).
    await page.goto(`${studio.url()}_studio/edit?file=pages/company/our-team.yaml`);
    await page.locator('#field-path').waitFor();
    const oldPath = await page.locator('#field-path').inputValue();
    await retype(page, '#field-path', `${oldPath}-now`);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('checkbox', { name: `Keep ${oldPath} working (adds it to aliases)` }).waitFor();
    await check('save-new-address', 'dialog');
    await page.getByRole('button', { name: 'Keep editing' }).click();

    await page.goto(`${studio.url()}_studio/edit?file=pages/site.yaml`);
    await page
      .getByRole('textbox', { name: /^The main brand colour/ })
      .or(page.locator('#field-brand-color'))
      .first()
      .waitFor();
    await page.locator('#field-brand-color').scrollIntoViewIfNeeded();
    await check('site-colours');
    expect(errors).toEqual([]);
    await context.close();
  }
}, 240_000);
