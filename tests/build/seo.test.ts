import { JSDOM } from 'jsdom';
import { describe, expect, inject, test } from 'vitest';
import { jsonLdTags } from '../../src/seo/structured-data.ts';
import { builtSite } from '../helpers/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { seoChecks } from '../helpers/seo-checks.ts';
import { z } from 'zod';

const site = builtSite(projectRoot, inject('distDir'), inject('baseUrl'));

describe('what search engines and social sites read', () => {
  test.each(seoChecks)('$name', ({ run }) => run(site));

  test('the public address every absolute URL starts with is the one in site.yaml', () => {
    expect(site.content.site?.baseUrl).toBe('https://www.lumora.example');
  });
});

test('text that looks like markup cannot end the JSON-LD script element', () => {
  const tags = jsonLdTags([{ '@context': 'https://schema.org', '@type': 'Question', name: '</script><script>alert(1)</script>' }]);
  expect(tags.match(/<\/script/gi)).toHaveLength(1);
  const parsed = new JSDOM(`<!DOCTYPE html><head>${tags}</head>`).window.document;
  expect(parsed.querySelectorAll('script')).toHaveLength(1);
  expect(z.object({ name: z.string() }).parse(JSON.parse(parsed.querySelector('script')?.textContent ?? '')).name).toBe(
    '</script><script>alert(1)</script>',
  );
});
