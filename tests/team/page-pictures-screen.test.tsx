// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagePictures as PageEntry, PicturesAnswer } from '../../studio/api/contract/pictures.ts';
import { PagePictures } from '../../studio/app/team/review/pictures/PagePictures.tsx';

const retail = 'pages/industries/retail.yaml';
const legend: PicturesAnswer['legend'] = [
  { kind: 'changed', label: 'Changed', meaning: 'the draft changes this section', colour: '#c2185b', dashed: false },
  { kind: 'added', label: 'Added', meaning: 'a section the draft adds', colour: '#1b7f3b', dashed: false },
  { kind: 'removed', label: 'Removed', meaning: 'a section the draft takes out', colour: '#5b3fa8', dashed: true },
];
const side = (which: string) => ({ desktop: `/p/${which}-desktop.png`, phone: `/p/${which}-phone.png` });
const retailPage: PageEntry = {
  file: retail,
  route: '/retail',
  changedSections: [0],
  marks: { before: [{ section: 0, kind: 'changed' }], after: [{ section: 0, kind: 'changed' }] },
  before: side('before'),
  after: side('after'),
};
const building: PicturesAnswer = { state: 'building', pages: [], legend };
const ready = (pages: PageEntry[]): PicturesAnswer => ({ state: 'ready', pages, legend });

/** The team server as the component sees it: the answers in turn, and the requests it was sent. */
function serverAnswering(...answers: PicturesAnswer[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: { method?: string }) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the before/after pictures on the request screen', () => {
  it('says the pictures are being made, then shows before and after, desktop or phone, with the legend', async () => {
    const asked = serverAnswering(building, ready([retailPage]));
    render(<PagePictures requestId={7} file={retail} published={false} />);
    expect(await screen.findByText('Making pictures of the page…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Making pictures of the page' })).toBeTruthy();

    const before = await screen.findByAltText('Retail page before, desktop width', {}, { timeout: 5000 });
    expect(before.getAttribute('src')).toBe('/p/before-desktop.png');
    expect(screen.getByAltText('Retail page after, desktop width').getAttribute('src')).toBe('/p/after-desktop.png');
    expect(screen.getByRole('link', { name: 'Retail page after, desktop width (opens full size in a new tab)' }).getAttribute('href')).toBe(
      '/p/after-desktop.png',
    );
    expect(screen.getByRole('list', { name: 'Marks in the pictures' }).textContent).toContain('Changed: the draft changes this section');
    expect(asked).toEqual(['GET /_team/api/requests/7/pictures', 'GET /_team/api/requests/7/pictures']);

    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByAltText('Retail page before, phone width').getAttribute('src')).toBe('/p/before-phone.png');
    expect(screen.getByAltText('Retail page after, phone width').getAttribute('src')).toBe('/p/after-phone.png');
    expect(screen.getByText('Before (the site now)')).toBeTruthy();
  });

  it('names the pictures of a published request for what they are now: the site before it, and the site now', async () => {
    serverAnswering(ready([retailPage]));
    render(<PagePictures requestId={8} file={retail} published />);
    expect(await screen.findByText('Before (the site before this change)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('After (the site now)')).toBeTruthy();
  });

  it('says plainly why the pictures failed, and tries again on request', async () => {
    const message = 'The site could not be built from the draft, so there is no picture of it — fix the page in the draft, then try again.';
    const asked = serverAnswering({ state: 'failed', message, pages: [], legend }, building, ready([retailPage]));
    render(<PagePictures requestId={3} file={retail} published={false} />);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByAltText('Retail page after, desktop width', {}, { timeout: 5000 });
    expect(asked).toEqual([
      'GET /_team/api/requests/3/pictures',
      'POST /_team/api/requests/3/pictures',
      'GET /_team/api/requests/3/pictures',
    ]);
  });

  it('shows a new page with no before, and a request’s refusal as its message', async () => {
    serverAnswering(
      ready([{ ...retailPage, route: '/wholesale-trade', before: null, marks: { before: [], after: [] }, changedSections: [] }]),
    );
    render(<PagePictures requestId={4} file={retail} published={false} />);
    expect(await screen.findByText('A new page: the site has no such page yet.')).toBeTruthy();
    expect(screen.getByAltText('Wholesale trade page after, desktop width')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Marks in the pictures' })).toBeNull();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'not-found', message: 'There is no such change request — reload the list of requests.' }), {
            status: 404,
          }),
        ),
      ),
    );
    render(<PagePictures requestId={5} file={retail} published={false} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('There is no such change request'));
  });
});
