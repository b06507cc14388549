import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { pageFiles } from '../../schema/content/page-files.ts';
import { translationLanguages, translationOf } from '../../schema/content/translations.ts';
import { placeholderMarker } from '../../schema/content/placeholders.ts';
import { didYouMean } from '../../schema/content/similar.ts';
import { slugify } from '../../schema/model/slug.ts';
import { valueAt } from '../../schema/content/walk.ts';
import { kindNames, pageKinds, type PageKindName } from './page-kinds.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewPageRequest {
  kind: string;
  slug: string;
  name: string;
  /** The folder holding site.yaml and the pages. */
  pagesDir: string;
  /** Paths in messages are relative to this folder. */
  cwd?: string;
  /** The editors' schema the page names on its first line (see `schemaFileFor` for the default). */
  schemaFile?: string;
}

export type NewPageResult = { ok: true; file: string; path: string; kind: PageKindName; message: string } | { ok: false; message: string };

// Own kinds only: `constructor` or `__proto__` are in every object, and are no kind of page.
const isKind = (kind: string): kind is PageKindName => Object.hasOwn(pageKinds, kind);
const forwardSlashes = (path: string) => path.split(sep).join('/');

/** Every YAML file's raw value, skipping files that do not parse: the validator reports those. */
function yamlValues(pagesDir: string): { file: string; value: unknown }[] {
  return pageFiles(pagesDir).flatMap((file) => {
    try {
      const value: unknown = parse(readFileSync(file, 'utf8'));
      return [{ file, value }];
    } catch {
      return [];
    }
  });
}

/** The pages of the site's own language: a translation (pages/<code>/) shares its page's address, and is no other page on it. */
function pageValues(pagesDir: string): { file: string; value: unknown }[] {
  const values = yamlValues(pagesDir);
  const languages = translationLanguages(values.find(({ file }) => file === join(pagesDir, 'site.yaml'))?.value);
  return values.filter(({ file }) => translationOf(pagesDir, file, languages) === undefined);
}

/** The longest address a new page may have: more than anyone types, and a file name the disk can hold (a longer one failed to be written). */
const maxSlugLength = 100;

/** Why the slug cannot be a page address, or undefined. */
export function badSlug(slug: string): string | undefined {
  if (slug.length > maxSlugLength)
    return `the address "${slug.slice(0, 40)}…" is ${slug.length} characters long — keep page addresses under ${maxSlugLength} characters.`;
  if (slugPattern.test(slug)) return undefined;
  const suggestion = slugify(slug);
  return `"${slug}" cannot be a page address — use lower-case letters, digits and hyphens, for example ${suggestion === '' ? 'fleet-management' : suggestion}.`;
}

/** Why the name cannot be the page's name in the menus, or undefined; spaces around it do not count. */
export function badName(written: string): string | undefined {
  const name = written.trim();
  if (name === '' || /[\r\n]/.test(name)) return 'the page needs a name for the menus, on one line — for example "Fleet Management".';
  if (name.length > 40) return `the name "${name}" is ${name.length} characters long — keep menu names under 40 characters.`;
  return undefined;
}

/** The file already using `path` (or an alias spelled like it), if any. */
function ownerOf(path: string, pages: readonly { file: string; value: unknown }[]): string | undefined {
  return pages.find(({ value }) => {
    const aliases = valueAt(value, ['aliases']);
    const aliasList: unknown[] = Array.isArray(aliases) ? aliases : [];
    const written = [valueAt(value, ['path']), ...aliasList];
    return written.some((item) => typeof item === 'string' && item.toLowerCase() === path);
  })?.file;
}

/** The next free position in a menu group: one after the last page in it. */
function nextOrder(pages: { value: unknown }[], group: string): number {
  const orders = pages
    .filter(({ value }) => valueAt(value, ['nav', 'group']) === group)
    .map(({ value }) => valueAt(value, ['nav', 'order']));
  return Math.max(0, ...orders.filter((order): order is number => typeof order === 'number')) + 1;
}

/**
 * The editors' schema for a page written into `pagesDir`: the one beside that folder when its
 * repository has it, else this project's own (a pages folder elsewhere, such as a test's).
 */
function schemaFileFor(pagesDir: string): string {
  const beside = join(dirname(pagesDir), 'schema', 'page.schema.json');
  return existsSync(beside) ? beside : join(projectRoot, 'schema', 'page.schema.json');
}

/** The kind's template with the page's own values filled in. */
function renderTemplate(
  kindName: PageKindName,
  page: { file: string; schemaFile: string; slug: string; name: string; site: unknown; order: number },
): string {
  const kind = pageKinds[kindName];
  const contact = valueAt(page.site, ['header', 'action', 'href']);
  const values: Record<string, string> = {
    __SCHEMA__: forwardSlashes(relative(dirname(page.file), page.schemaFile)),
    __PATH__: `/${page.slug}`,
    // Every template writes the name inside double quotes, where JSON escapes are valid YAML.
    __NAME__: JSON.stringify(page.name).slice(1, -1),
    __GROUP__: kind.group,
    __ORDER__: String(page.order),
    __CONTACT__: typeof contact === 'string' && contact.startsWith('/') ? contact : '/contact-us',
    __SLUG__: page.slug,
    __IMAGES__: kind.imageFolder,
  };
  const template = readFileSync(join(import.meta.dirname, 'templates', `${kindName}.yaml`), 'utf8');
  return template.replace(/__[A-Z]+__/g, (variable) => values[variable] ?? variable);
}

/** What to do after the file is written, numbered; `pagesOption` when not the usual pages/ folder. */
function nextSteps(file: string, slug: string, group: string, site: unknown, pagesOption: string): string[] {
  const groups = valueAt(site, ['navGroups']);
  const hasGroup = Array.isArray(groups) && groups.some((item) => valueAt(item, ['id']) === group);
  const steps = [
    `Open ${file} and replace every text that starts with "${placeholderMarker}".`,
    `Run npm run validate${pagesOption}: it lists each text still to replace, with its line and column, until the page is finished.`,
    `Run npm run dev and open http://127.0.0.1:5173/${slug} to watch the page as you edit it.`,
  ];
  if (!hasGroup) steps.push(`Add the menu group "${group}" to navGroups in site.yaml, or change nav.group in the new page.`);
  return steps.map((step, index) => `  ${index + 1}. ${step}`);
}

/** Why a new page cannot be made: what is wrong, for the studio's status, and the words for authors (starting lower-case). */
export interface NewPageProblem {
  /** `no-site`: no site.yaml; `kind`: no such kind; `slug`/`name`: cannot be used; `taken`: the file or the address exists. */
  reason: 'no-site' | 'kind' | 'slug' | 'name' | 'taken';
  message: string;
}

type Plan = { ok: true; kind: PageKindName; file: string; pages: { file: string; value: unknown }[] } | ({ ok: false } & NewPageProblem);

/** Where the new page would go, after every check `npm run new` and the studio share. */
function plan(request: NewPageRequest): Plan {
  const show = (path: string) => forwardSlashes(relative(request.cwd ?? process.cwd(), path));
  if (!existsSync(join(request.pagesDir, 'site.yaml'))) {
    return {
      ok: false,
      reason: 'no-site',
      message: `there is no site.yaml in ${show(request.pagesDir)} — run this in the project folder, or give the pages folder with --pages.`,
    };
  }
  if (!isKind(request.kind)) {
    return {
      ok: false,
      reason: 'kind',
      message: `there is no page kind "${request.kind}" — use one of: ${kindNames.join(', ')}.${didYouMean(request.kind, kindNames)}`,
    };
  }
  const slugProblem = badSlug(request.slug);
  if (slugProblem !== undefined) return { ok: false, reason: 'slug', message: slugProblem };
  const nameProblem = badName(request.name);
  if (nameProblem !== undefined) return { ok: false, reason: 'name', message: nameProblem };
  const file = join(request.pagesDir, pageKinds[request.kind].folder, `${request.slug}.yaml`);
  if (existsSync(file))
    return { ok: false, reason: 'taken', message: `${show(file)} already exists — choose another slug, or edit that file.` };
  const pages = pageValues(request.pagesDir);
  const owner = ownerOf(`/${request.slug}`, pages);
  if (owner !== undefined)
    return {
      ok: false,
      reason: 'taken',
      message: `the address /${request.slug} is already used by ${show(owner)} — choose another slug, or edit that page.`,
    };
  return { ok: true, kind: request.kind, file, pages };
}

/** Why `createPage` would refuse this request, or undefined when it would write the page: the studio asks before it offers to. */
export function newPageProblem(request: NewPageRequest): NewPageProblem | undefined {
  const planned = plan(request);
  return planned.ok ? undefined : { reason: planned.reason, message: planned.message };
}

/** Writes a new page from the kind's template; never overwrites a file. */
export function createPage(request: NewPageRequest): NewPageResult {
  const show = (path: string) => forwardSlashes(relative(request.cwd ?? process.cwd(), path));
  const planned = plan(request);
  if (!planned.ok) return { ok: false, message: planned.message };
  const { file, pages } = planned;
  const kind = pageKinds[planned.kind];

  const site = pages.find((page) => page.file === join(request.pagesDir, 'site.yaml'))?.value;
  const usualPages = join(request.cwd ?? process.cwd(), 'pages');
  const pagesOption = request.pagesDir === usualPages ? '' : ` -- --pages ${show(request.pagesDir)}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    renderTemplate(planned.kind, {
      file,
      schemaFile: request.schemaFile ?? schemaFileFor(request.pagesDir),
      slug: request.slug,
      name: request.name.trim(),
      site,
      order: nextOrder(pages, kind.group),
    }),
    { flag: 'wx' },
  );
  const message = [
    `Created ${show(file)}: ${kind.description} at /${request.slug}.`,
    '',
    'Next steps:',
    ...nextSteps(show(file), request.slug, kind.group, site, pagesOption),
  ].join('\n');
  return { ok: true, file, path: `/${request.slug}`, kind: planned.kind, message };
}
