import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../schema/content/content.ts';
import { kindNames, type PageKindName } from '../../scripts/cli/page-kinds.ts';
import { createPage } from '../../scripts/cli/scaffold.ts';
import { fixtureRoot, projectRoot } from '../helpers/fixture-site.ts';

/** The fixture site with the menu groups of the real site that it lacks (modules, about). */
function siteWithEveryGroup(): { root: string; pagesDir: string } {
  const root = fixtureRoot();
  const siteFile = join(root, 'pages', 'site.yaml');
  const groups = '  - { id: industries, label: Industries }\n';
  writeFileSync(
    siteFile,
    readFileSync(siteFile, 'utf8').replace(
      groups,
      `${groups}  - { id: modules, label: ERP Modules, nestUnder: /erp }\n  - { id: about, label: About }\n`,
    ),
  );
  return { root, pagesDir: join(root, 'pages') };
}

const examples: Record<PageKindName, { slug: string; name: string; folder: string; order: number }> = {
  module: { slug: 'fleet-management', name: 'Fleet Management', folder: 'modules', order: 1 },
  industry: { slug: 'wholesale', name: 'Wholesale', folder: 'industries', order: 2 },
  product: { slug: 'analytics', name: 'Analytics', folder: 'products', order: 2 },
  page: { slug: 'careers', name: 'Careers', folder: 'company', order: 1 },
};

describe.each(kindNames)('npm run new -- %s', (kind) => {
  const { slug, name, folder, order } = examples[kind];

  test('the new file is refused, with each placeholder located, until every one is replaced', () => {
    const { root, pagesDir } = siteWithEveryGroup();
    const result = createPage({ kind, slug, name, pagesDir, cwd: root });
    if (!result.ok) throw new Error(result.message);
    const file = join(pagesDir, folder, `${slug}.yaml`);
    expect(result.file).toBe(file);
    const text = readFileSync(file, 'utf8');

    // Editor schema on the first line, pointing at the real file; address, menu group and order.
    const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text)?.[1] ?? '';
    expect(existsSync(join(dirname(file), schema)) && schema.endsWith('schema/page.schema.json')).toBe(true);
    expect(text).toContain(`path: /${slug}\n`);
    expect(text).toContain(`  label: "${name}"\n  order: ${order}\n`);

    const placeholders = text.match(/"REPLACE: /g)?.length ?? 0;
    expect(placeholders).toBeGreaterThan(2);
    const refused = loadContent({ root });
    expect(refused.siteData).toBeUndefined();
    expect(refused.problems).toHaveLength(placeholders);
    const lines = text.split('\n');
    for (const { file: where, position, message, severity } of refused.problems) {
      expect(where).toBe(`pages/${folder}/${slug}.yaml`);
      expect(severity).toBe('error');
      expect(message).toMatch(/^this text is still marked "REPLACE: …"/);
      expect(lines[position.line - 1]?.slice(position.col - 1)).toMatch(/^"REPLACE:/);
    }

    let count = 0;
    const finished = text.replace(
      /"REPLACE: [^"]*"/g,
      () => `"Finished sentence number ${++count} of the new ${name} page, written for visitors and search results."`,
    );
    writeFileSync(file, finished);
    const accepted = loadContent({ root });
    expect(accepted.problems).toEqual([]);
    expect(accepted.pages.find((entry) => entry.page.path === `/${slug}`)?.page.nav?.order).toBe(order);
  });
});

describe('npm run new refuses bad requests and says why', () => {
  const { root, pagesDir } = siteWithEveryGroup();
  const refuse = (kind: string, slug: string, name: string) => {
    const result = createPage({ kind, slug, name, pagesDir, cwd: root });
    return result.ok ? `created ${result.file}` : result.message;
  };

  test('an unknown kind', () => {
    expect(refuse('modul', 'fleet', 'Fleet')).toBe(
      'there is no page kind "modul" — use one of: module, industry, product, page. Did you mean "module"?',
    );
  });

  test('a slug that cannot be an address', () => {
    expect(refuse('module', 'Fleet Management', 'Fleet')).toBe(
      '"Fleet Management" cannot be a page address — use lower-case letters, digits and hyphens, for example fleet-management.',
    );
    expect(refuse('module', '-', 'Fleet')).toBe(
      '"-" cannot be a page address — use lower-case letters, digits and hyphens, for example fleet-management.',
    );
  });

  test('a missing name', () => {
    expect(refuse('module', 'fleet', ' ')).toBe('the page needs a name for the menus, on one line — for example "Fleet Management".');
  });

  test('an address another page already has', () => {
    expect(refuse('module', 'retail', 'Retail')).toBe(
      'the address /retail is already used by pages/industries/retail.yaml — choose another slug, or edit that page.',
    );
  });

  test('an existing file is never overwritten', () => {
    expect(refuse('industry', 'wholesale', 'Wholesale')).toBe(`created ${join(pagesDir, 'industries', 'wholesale.yaml')}`);
    const before = readFileSync(join(pagesDir, 'industries', 'wholesale.yaml'), 'utf8');
    expect(refuse('industry', 'wholesale', 'Wholesale trade')).toBe(
      'pages/industries/wholesale.yaml already exists — choose another slug, or edit that file.',
    );
    expect(readFileSync(join(pagesDir, 'industries', 'wholesale.yaml'), 'utf8')).toBe(before);
  });
});

describe('the command line', () => {
  const run = (args: string[], options: { cwd: string; env?: Record<string, string> }) =>
    spawnSync(process.execPath, [join(projectRoot, 'scripts', 'cli', 'new-page.ts'), ...args], {
      ...options,
      env: { ...process.env, ...options.env },
      encoding: 'utf8',
    });

  test('prints the next steps, and exits with 1 and the reason when it refuses', () => {
    const { root, pagesDir } = siteWithEveryGroup();
    const created = run(['module', 'fleet-management', 'Fleet Management', '--pages', pagesDir], { cwd: root });
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(
      'Created pages/modules/fleet-management.yaml: an ERP module page at /fleet-management.\n\nNext steps:\n  1. Open pages/modules/fleet-management.yaml',
    );

    const refused = run(['module', 'fleet-management', 'Fleet Management'], { cwd: root, env: { SITE_PAGES_DIR: pagesDir } });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Nothing was created: pages/modules/fleet-management.yaml already exists');

    const missing = run(['module'], { cwd: root });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run new -- <kind> <slug> "<Name>"');
  }, 60_000);
});
