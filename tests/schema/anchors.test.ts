import { describe, expect, test } from 'vitest';
import { idsByPath, linkTarget } from '../../schema/content/anchors.ts';
import { loadContent } from '../../schema/content/content.ts';
import { mainContentId } from '../../schema/model/page-ids.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

describe('where a link inside the site goes', () => {
  test('a path with an id, a trailing slash or a query', () => {
    expect(linkTarget('/contact-us#form', '/erp')).toEqual({ path: '/contact-us', id: 'form' });
    expect(linkTarget('/contact-us/#form', '/erp')).toEqual({ path: '/contact-us', id: 'form' });
    expect(linkTarget('/pricing?plan=simple#compare', '/erp')).toEqual({ path: '/pricing', id: 'compare' });
    expect(linkTarget('/erp', '/erp')).toEqual({ path: '/erp', id: undefined });
    expect(linkTarget('/erp#', '/erp')).toEqual({ path: '/erp', id: undefined });
  });

  test('a bare #id stays on the page it is written in; site.yaml has no page of its own', () => {
    expect(linkTarget('#form', '/contact-us')).toEqual({ path: '/contact-us', id: 'form' });
    expect(linkTarget('#form', undefined)).toBeUndefined();
  });

  test('links that leave the site are not followed', () => {
    expect(linkTarget('https://partner.example.com/#team', '/erp')).toBeUndefined();
    expect(linkTarget('mailto:hello@lumora.example', '/erp')).toBeUndefined();
  });
});

test("a page's ids: the shell's main content first, then its sections' ids", () => {
  const { pages } = loadContent({ root: projectRoot });
  const ids = idsByPath(pages);
  expect(ids.get('/contact-us')).toEqual([mainContentId, 'form']);
  expect(ids.get('/erp')).toEqual([mainContentId]);
});
