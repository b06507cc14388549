// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SideBySideResponse, TranslationsResponse } from '../../../studio/api/contract/studio-api.ts';
import { ApiRefusal, studioApi } from '../../../studio/app/api.ts';
import { originalTexts } from '../../../studio/app/translations/original-texts.ts';
import { SideBySidePage } from '../../../studio/app/translations/SideBySidePage.tsx';
import { TranslationsPage } from '../../../studio/app/translations/TranslationsPage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const cell = (file: string, state: TranslationsResponse['pages'][number]['cells'][number]['state'], problems = 0) => ({
  language: 'es',
  file: `pages/es/${file}`,
  state,
  problems,
});

const board: TranslationsResponse = {
  languages: [{ code: 'es', name: 'Español' }],
  pages: [
    { file: 'pages/home.yaml', title: 'Home', cells: [cell('home.yaml', 'up-to-date')] },
    { file: 'pages/products/erp.yaml', title: 'ERP', cells: [cell('products/erp.yaml', 'out-of-date')] },
    { file: 'pages/industries/retail.yaml', title: 'Retail', cells: [cell('industries/retail.yaml', 'to-translate', 3)] },
    { file: 'pages/company/pricing.yaml', title: 'Pricing', cells: [cell('company/pricing.yaml', 'missing')] },
  ],
};

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

describe('the translations board', () => {
  test('says how far each language is, each page’s state in words, and opens each translation', async () => {
    vi.spyOn(studioApi, 'translations').mockResolvedValue(board);
    render(<TranslationsPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading the pages and their translations…');
    expect(await screen.findByText('Español: 2 of 4 pages translated, 1 still being translated, 1 out of date.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'HomeSide by side (Home)Up to dateOpen Home in Español',
      'ERPSide by side (ERP)Out of dateOpen ERP in Español',
      'RetailSide by side (Retail)To translateOpen Retail in Español3 texts or problems left',
      'PricingSide by side (Pricing)Translate into Español (Pricing)',
    ]);
    expect(screen.getByRole('link', { name: 'Side by side (Retail)' }).getAttribute('href')).toBe(
      '/_studio/languages?file=pages%2Findustries%2Fretail.yaml',
    );
    expect(
      within(rows[1] ?? document.body)
        .getByRole('link', { name: 'Open ERP in Español' })
        .getAttribute('href'),
    ).toBe('/_studio/edit?file=pages%2Fes%2Fproducts%2Ferp.yaml');
    expect(screen.getByRole('columnheader', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await expectNoAxeViolations();
  });

  test('Translate into makes the translation and opens it; a refusal is said, and the button can be pressed again', async () => {
    vi.spyOn(studioApi, 'translations').mockResolvedValue(board);
    const translate = vi
      .spyOn(studioApi, 'translate')
      .mockRejectedValueOnce(
        new ApiRefusal(409, {
          error: 'name-taken',
          message: 'pages/es/company/pricing.yaml exists already — open it to go on translating.',
        }),
      )
      .mockResolvedValueOnce({ file: 'pages/es/company/pricing.yaml', marked: 12 });
    render(<TranslationsPage />);
    const button = await screen.findByRole('button', { name: 'Translate into Español (Pricing)' });
    fireEvent.click(button);
    expect(await screen.findByText('pages/es/company/pricing.yaml exists already — open it to go on translating.')).toBeTruthy();
    expect(translate).toHaveBeenCalledWith('pages/company/pricing.yaml', 'es');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/_studio/edit?file=pages%2Fes%2Fcompany%2Fpricing.yaml'),
    );
  });

  test('a site in one language says how to translate it; a failed read says why and tries again', async () => {
    const read = vi
      .spyOn(studioApi, 'translations')
      .mockRejectedValueOnce(
        new ApiRefusal(0, {
          error: 'failed',
          message: 'The studio did not answer — it may have stopped, or the network is down. Try again in a moment.',
        }),
      )
      .mockResolvedValueOnce({ languages: [], pages: [] });
    render(<TranslationsPage />);
    expect(
      await screen.findByText('The studio did not answer — it may have stopped, or the network is down. Try again in a moment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/The site is written in one language\. To translate it, list its languages/)).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

const sideBySide: SideBySideResponse = {
  page: { file: 'pages/industries/retail.yaml', name: 'Retail' },
  languages: [
    { code: 'en', name: 'English', dir: 'ltr', file: 'pages/industries/retail.yaml', state: 'page' },
    { code: 'es', name: 'Español', dir: 'ltr', file: 'pages/es/industries/retail.yaml', state: 'to-translate' },
    { code: 'ar', name: 'العربية', dir: 'rtl', file: 'pages/ar/industries/retail.yaml', state: 'missing' },
  ],
  rows: [
    {
      field: ['title'],
      place: 'title',
      texts: [{ text: 'Retail', toTranslate: false }, { text: 'Comercio minorista', toTranslate: false }, null],
    },
    {
      field: ['sections', 1, 'cards', 0, 'title'],
      place: 'Section 2 (“Built for retail”) › cards › item 1 › title',
      texts: [{ text: 'Point of sale', toTranslate: false }, { text: 'Point of sale', toTranslate: true }, null],
    },
    {
      field: ['sections', 2, 'fallback'],
      place: 'Section 3 (enquiry form) › fallback',
      texts: [null, { text: '¿No se carga el formulario?', toTranslate: false }, null],
    },
  ],
};

describe('a page in every language, side by side', () => {
  test('shows each text beside its translations, marked ones said, each opening its field in its language', async () => {
    vi.spyOn(studioApi, 'sideBySide').mockResolvedValue(sideBySide);
    render(<SideBySidePage file="pages/es/industries/retail.yaml" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the page in every language…');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Retail in every language');
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'title',
      'Section 2 (“Built for retail”) › cards › item 1 › title',
      'Section 3 (enquiry form) › fallback',
    ]);
    const marked = rows[1] ?? document.body;
    expect(within(marked).getByText('To translate')).toBeTruthy();
    expect(within(marked).getAllByText('Point of sale')).toHaveLength(2);
    expect(within(marked).getAllByText('Not translated yet.')).toHaveLength(1);
    expect(
      within(marked)
        .getByRole('link', { name: 'Edit Section 2 (“Built for retail”) › cards › item 1 › title in Español' })
        .getAttribute('href'),
    ).toBe('/_studio/edit?file=pages%2Fes%2Findustries%2Fretail.yaml&field=sections.1.cards.0.title');
    // A language without the page has nothing to edit; a text the page leaves to its default says so.
    expect(within(marked).queryByRole('link', { name: /in العربية/ })).toBeNull();
    expect(within(rows[2] ?? document.body).getByText('Not written: the page shows its default.')).toBeTruthy();
    expect(within(marked).getByText('Point of sale', { selector: '[lang="es"]' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Open Retail in Español' }).getAttribute('href')).toBe(
      '/_studio/edit?file=pages%2Fes%2Findustries%2Fretail.yaml',
    );
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('switch', { name: 'Only texts still to translate (1)' }));
    expect(screen.getAllByRole('listitem').map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Section 2 (“Built for retail”) › cards › item 1 › title',
    ]);
  });

  test('starts a missing translation from the page and opens it; a refusal is said', async () => {
    vi.spyOn(studioApi, 'sideBySide').mockResolvedValue(sideBySide);
    const translate = vi
      .spyOn(studioApi, 'translate')
      .mockRejectedValueOnce(
        new ApiRefusal(400, { error: 'bad-request', message: 'The site is not translated into “ar” — choose one of Español.' }),
      )
      .mockResolvedValueOnce({ file: 'pages/ar/industries/retail.yaml', marked: 3 });
    render(<SideBySidePage file="pages/industries/retail.yaml" />);
    const button = await screen.findByRole('button', { name: 'Translate into العربية' });
    fireEvent.click(button);
    expect(await screen.findByText('The site is not translated into “ar” — choose one of Español.')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/_studio/edit?file=pages%2Far%2Findustries%2Fretail.yaml'),
    );
    expect(translate).toHaveBeenCalledWith('pages/industries/retail.yaml', 'ar');
  });

  test('a page with every text translated offers no filter, and says so when none is left', async () => {
    const done = { ...sideBySide, rows: sideBySide.rows.filter((row) => row.texts.every((text) => text?.toTranslate !== true)) };
    vi.spyOn(studioApi, 'sideBySide').mockResolvedValue(done);
    render(<SideBySidePage file="pages/industries/retail.yaml" />);
    await screen.findByRole('heading', { level: 1, name: 'Retail in every language' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the words a translation translates, for its form', () => {
  test('are the page’s own texts by field, in the page’s language; a text the page does not write has none', () => {
    const texts = originalTexts(sideBySide);
    expect(texts?.language).toEqual({ name: 'English', code: 'en' });
    expect(texts?.textAt(['sections', 1, 'cards', 0, 'title'])).toBe('Point of sale');
    expect(texts?.textAt(['title'])).toBe('Retail');
    expect(texts?.textAt(['sections', 2, 'fallback'])).toBeUndefined();
    expect(texts?.textAt(['sections', 9, 'heading'])).toBeUndefined();
  });
});
