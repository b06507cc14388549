import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioApi } from '../../studio/app/api.ts';
import { hrefOf, screenOf } from '../../studio/app/location.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The addresses the client asks for, answering each with `{}`. */
function recordedCalls(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return asked;
}

describe('the open draft in the studio’s address', () => {
  it('is read from and written into the address, for the list and the editor', () => {
    const draft = 'studio/alice-author/retail-changes';
    expect(
      screenOf('http://localhost/_studio/edit?file=pages%2Findustries%2Fretail.yaml&draft=studio%2Falice-author%2Fretail-changes'),
    ).toEqual({
      name: 'edit',
      file: 'pages/industries/retail.yaml',
      draft,
    });
    expect(screenOf('http://localhost/_studio?draft=studio%2Falice-author%2Fretail-changes')).toEqual({ name: 'list', draft });
    expect(screenOf('http://localhost/_studio/edit?file=pages%2Fhome.yaml')).toEqual({
      name: 'edit',
      file: 'pages/home.yaml',
      draft: undefined,
    });
    expect(hrefOf({ name: 'edit', file: 'pages/home.yaml', draft })).toBe(
      '/_studio/edit?file=pages%2Fhome.yaml&draft=studio%2Falice-author%2Fretail-changes',
    );
    expect(hrefOf({ name: 'list', draft })).toBe('/_studio?draft=studio%2Falice-author%2Fretail-changes');
    expect(hrefOf({ name: 'list' })).toBe('/_studio');
    expect(hrefOf({ name: 'edit', file: 'pages/home.yaml' })).toBe('/_studio/edit?file=pages%2Fhome.yaml');
    // A field to open the page at (a search hit's), and the search with its words.
    const atField = hrefOf({ name: 'edit', file: 'pages/home.yaml', field: ['sections', 1, 'cards', 4, 'title'] });
    expect(atField).toBe('/_studio/edit?file=pages%2Fhome.yaml&field=sections.1.cards.4.title');
    expect(screenOf(`http://localhost${atField}`)).toEqual({
      name: 'edit',
      file: 'pages/home.yaml',
      draft: undefined,
      field: ['sections', 1, 'cards', 4, 'title'],
    });
    expect(hrefOf({ name: 'search', query: 'gift cards', draft })).toBe(
      '/_studio/search?q=gift+cards&draft=studio%2Falice-author%2Fretail-changes',
    );
    expect(screenOf('http://localhost/_studio/search?q=gift+cards')).toEqual({ name: 'search', query: 'gift cards', draft: undefined });
    expect(hrefOf({ name: 'search', query: '' })).toBe('/_studio/search');
  });

  it('goes with every call to the API while a draft is open, and with none otherwise (the dev studio never has one)', async () => {
    const asked = recordedCalls();
    vi.stubGlobal('location', new URL('http://localhost/_studio/edit?file=pages%2Fhome.yaml'));
    await studioApi.open('pages/home.yaml');
    await studioApi.icons('cart', 10);
    vi.stubGlobal('location', new URL('http://localhost/_studio/edit?file=pages%2Fhome.yaml&draft=studio%2Fal%2Fspring'));
    await studioApi.open('pages/home.yaml');
    await studioApi.save('pages/home.yaml', 'title: Home\n', 'v1');
    await studioApi.icons('cart', 10);
    await studioApi.pages();
    expect(asked).toEqual([
      '/_studio/api/file?path=pages%2Fhome.yaml',
      '/_studio/api/icons?search=cart&limit=10',
      '/_studio/api/file?path=pages%2Fhome.yaml&draft=studio%2Fal%2Fspring',
      '/_studio/api/file?draft=studio%2Fal%2Fspring',
      '/_studio/api/icons?search=cart&limit=10&draft=studio%2Fal%2Fspring',
      '/_studio/api/pages?draft=studio%2Fal%2Fspring',
    ]);
  });
});
