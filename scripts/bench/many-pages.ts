/**
 * A site of many pages for benchmarks: the project's pages/ plus copies of its industry and module
 * pages under new addresses, each with text of its own (its title, description and every paragraph
 * carry its number), so the validator's repeated-paragraph and duplicate checks see a real site.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';

/** Fields whose value is a name, a link or a setting, never prose: they stay as written. */
const keptAsWritten = new Set(['href', 'src', 'icon', 'type', 'path', 'group', 'initial', 'reselect', 'id', 'alt']);

const YamlRecord = z.record(z.string(), z.unknown());

/** Every prose string of `value` (long text with spaces) with `mark` appended. */
function marked(value: unknown, mark: string, key?: string): unknown {
  if (typeof value === 'string')
    return key !== undefined && !keptAsWritten.has(key) && value.length >= 40 && /\s/.test(value) ? `${value} ${mark}` : value;
  if (Array.isArray(value)) return value.map((item) => marked(item, mark, key));
  const record = YamlRecord.safeParse(value);
  if (!record.success) return value;
  return Object.fromEntries(Object.entries(record.data).map(([name, item]) => [name, marked(item, mark, name)]));
}

/** The industry and module pages the copies are made from. */
function templates(root: string): { slug: string; page: Record<string, unknown> }[] {
  return ['industries', 'modules'].flatMap((folder) =>
    readdirSync(join(root, 'pages', folder))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({
        slug: name.replace(/\.yaml$/, ''),
        page: YamlRecord.parse(parse(readFileSync(join(root, 'pages', folder, name), 'utf8'))),
      })),
  );
}

/**
 * Writes into `folder` (made if missing) the project's pages and as many copies as make `total`
 * pages, under `pages/generated/`; answers the addresses of the copies.
 */
export function writeManyPages(root: string, folder: string, total: number): string[] {
  cpSync(join(root, 'pages'), folder, { recursive: true });
  const existing = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.yaml') && name !== 'site.yaml',
  );
  const sources = templates(root);
  const generated = join(folder, 'generated');
  mkdirSync(generated, { recursive: true });
  const paths: string[] = [];
  for (let index = 0; index < total - existing.length; index++) {
    const source = sources[index % sources.length];
    if (source === undefined) break;
    const number = index + 1;
    const slug = `${source.slug}-${String(number)}`;
    const description = String(source.page['description']);
    const page = {
      ...YamlRecord.parse(marked(source.page, `(No. ${String(number)})`)),
      path: `/${slug}`,
      aliases: [],
      nav: undefined,
      title: `${String(source.page['title']).replace(/ \|.*$/, '')} ${String(number)} | {brand}`,
      description: `No. ${String(number)}: ${description.length > 140 ? `${description.slice(0, 137)}…` : description}`,
    };
    writeFileSync(join(generated, `${slug}.yaml`), stringify(page));
    paths.push(page.path);
  }
  return paths;
}
