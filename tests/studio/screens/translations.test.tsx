// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TranslationsResponse } from '../../../studio/api/contract/studio-api.ts';
import { ApiRefusal, studioApi } from '../../../studio/app/api.ts';
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
      'HomeUp to dateOpen Home in Español',
      'ERPOut of dateOpen ERP in Español',
      'RetailTo translateOpen Retail in Español3 texts or problems left',
      'PricingTranslate into Español',
    ]);
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
    const button = await screen.findByRole('button', { name: 'Translate Pricing into Español' });
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
