import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { keepOldAddress } from '../../studio/document/keep-old-address.ts';
import { applyEdit } from '../../studio/document/index.ts';

const pageFields = ['path', 'aliases', 'title', 'description', 'nav', 'sitemap', 'parent', 'sections'];
const saved = '# Wholesale\npath: /wholesale\ntitle: Wholesale\nsections: []\n';

/** The draft after the keep-old-address edit, as data. */
function kept(draft: string): unknown {
  const change = keepOldAddress(saved, draft, parse(draft), pageFields);
  if (!change) throw new Error('no change offered');
  const result = applyEdit(draft, change.edit);
  if (!result.ok) throw new Error(result.error.message);
  return parse(result.text);
}

describe('changing a page address offers to keep the old one as an alias', () => {
  test('a new aliases list after path, comments kept', () => {
    const draft = saved.replace('/wholesale', '/wholesale-distribution');
    expect(keepOldAddress(saved, draft, parse(draft), pageFields)?.oldPath).toBe('/wholesale');
    expect(kept(draft)).toMatchObject({ path: '/wholesale-distribution', aliases: ['/wholesale'] });
    const result = applyEdit(draft, keepOldAddress(saved, draft, parse(draft), pageFields)?.edit ?? { op: 'removeField', path: [] });
    expect(result.ok && result.text.startsWith('# Wholesale\npath: /wholesale-distribution\naliases:')).toBe(true);
  });

  test('added to an aliases list already written', () => {
    const draft = saved.replace('path: /wholesale\n', 'path: /trade\naliases: [/Wholesale-old]\n');
    expect(kept(draft)).toMatchObject({ aliases: ['/Wholesale-old', '/wholesale'] });
  });

  test('nothing is offered when the address is the same (letter case aside), or already an alias', () => {
    for (const draft of [
      saved,
      saved.replace('path: /wholesale', 'path: /Wholesale'),
      saved.replace('path: /wholesale\n', 'path: /trade\naliases: [/wholesale]\n'),
    ]) {
      expect(keepOldAddress(saved, draft, parse(draft), pageFields)).toBeUndefined();
    }
  });
});
