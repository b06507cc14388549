import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { idsByPath, linkTarget } from './anchors.ts';
import type { Problem } from './errors.ts';
import { locateValue, type SourceMap } from './locate.ts';
import { shellIds } from '../model/page-ids.ts';
import { canonicalFor, footerPath, trimSlash, type PageEntry } from '../model/site-model.ts';
import { problem, type ProblemArgs, type ProblemCode } from './problems/index.ts';
import type { Site } from '../site.ts';
import { closest } from './similar.ts';
import { walk } from './walk.ts';

/** A validated file with its source map, so cross-file problems can be located too. */
export interface CheckedFile {
  file: string;
  map: SourceMap;
  value: unknown;
}

let iconNames: Set<string> | undefined;
/** The Material icon names installed, read once. */
export function knownIcons(): Set<string> {
  if (iconNames) return iconNames;
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve('@mui/icons-material/package.json'));
  iconNames = new Set(
    readdirSync(folder)
      .filter((name) => /^[A-Z][A-Za-z0-9]*\.js$/.test(name))
      .map((name) => name.slice(0, -3)),
  );
  return iconNames;
}

/** Reports the problem `code` at `path` in one file; the catalogue gives its severity and words. */
export type Report = <C extends ProblemCode>(code: C, path: PropertyKey[], ...args: ProblemArgs<C>) => void;

/** Reports problems located in `file` into `problems`. */
export function reporter(file: CheckedFile, problems: Problem[]): Report {
  return (code, path, ...args) => {
    problems.push(problem(code, { file: file.file, position: locateValue(file.map, path), path }, ...args));
  };
}

/** What links inside the site may reach: page paths, other spellings of them, and each page's ids. */
interface LinkTargets {
  redirects: Record<string, string>;
  canonical: string[];
  ids: ReadonlyMap<string, readonly string[]>;
}

/** One link inside the site: it must reach a page, directly, and an id that page renders. */
function checkLink(href: string, path: PropertyKey[], report: Report, targets: LinkTargets, ownPath: string | undefined): void {
  const target = linkTarget(href, ownPath);
  if (target === undefined) return;
  const resolved = canonicalFor(target.path, targets.redirects);
  if (resolved === undefined) {
    report('broken-link', path, { href, guess: closest(target.path, targets.canonical) });
    return;
  }
  if (resolved !== target.path)
    report('redirect-link', path, { href, page: resolved, direct: `${resolved}${href.slice(target.path.length)}` });
  // Pages that failed validation have no known ids: their links are not checked further.
  const ids = targets.ids.get(resolved);
  if (target.id !== undefined && ids !== undefined && !ids.includes(target.id)) {
    report('broken-anchor', path, { href, id: target.id, page: resolved === ownPath ? undefined : resolved, ids: [...ids] });
  }
}

/** Links, pictures and icons inside one file's value; `ownPath` is the page's own path (none for site.yaml). */
function checkReferences(
  file: CheckedFile,
  report: Report,
  targets: LinkTargets,
  pictureExists: (src: string) => boolean,
  ownPath?: string,
): void {
  walk(file.value, (path, key, item) => {
    if (typeof item !== 'string') return;
    if (key === 'href') checkLink(item, path, report, targets, ownPath);
    if (key === 'src' && path.length >= 2 && item.startsWith('/images/') && !pictureExists(item)) {
      report('missing-image', path, { src: item });
    }
    if (key === 'icon' && /^[A-Z]/.test(item) && !knownIcons().has(item)) {
      report('unknown-icon', path, { name: item, guess: closest(item, knownIcons()) });
    }
  });
}

/** `https://forms.example.com` from a full address, or undefined when browsers cannot read it. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Section ids must be unique on their page and differ from the shell's own (`main`): a link can reach only one. */
function checkSectionIds(page: PageEntry['page'], report: Report): void {
  const seen = new Map<string, number | undefined>(shellIds.map((id) => [id, undefined]));
  page.sections.forEach((section, index) => {
    if (!('id' in section) || section.id === undefined) return;
    if (seen.has(section.id)) report('duplicate-id', ['sections', index, 'id'], { id: section.id, first: seen.get(section.id) });
    else seen.set(section.id, index);
  });
}

/** Checks that need more than one file: paths, links, menus, pictures and icons. */
export function crossCheck(options: {
  site?: { file: CheckedFile; site: Site };
  pages: readonly (PageEntry & { checked: CheckedFile })[];
  redirects: Record<string, string>;
  /** Whether the site has the picture `/images/…`. */
  pictureExists: (src: string) => boolean;
}): Problem[] {
  const { site, pages, redirects, pictureExists } = options;
  const problems: Problem[] = [];
  const canonical = pages.map(({ page }) => page.path);
  const targets: LinkTargets = { redirects, canonical, ids: idsByPath(pages) };

  const owners = new Map<string, { file: string; spelling: string; report: Report; path: PropertyKey[] }>();
  for (const { page, checked } of pages) {
    const report = reporter(checked, problems);
    const spellings: { spelling: string; path: PropertyKey[] }[] = [
      { spelling: page.path, path: ['path'] },
      ...page.aliases.map((alias, index) => ({ spelling: alias, path: ['aliases', index] })),
    ];
    if (page.nav) spellings.push({ spelling: footerPath(page.nav.label), path: ['nav', 'label'] });
    const seen = new Set<string>();
    for (const { spelling, path } of spellings) {
      const key = trimSlash(spelling).toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const owner = owners.get(key);
      if (owner === undefined) {
        owners.set(key, { file: checked.file, spelling, report, path });
      } else if (path[0] !== 'nav' && owner.path[0] !== 'nav') {
        // A menu label's footer spelling never clashes; real paths and aliases do, in both files.
        const clash = (to: Report, at: PropertyKey[], own: string, other: { file: string; spelling: string }) =>
          other.spelling === own
            ? to('duplicate-path', at, { path: own, other: other.file })
            : to('path-case-clash', at, { path: own, otherPath: other.spelling, other: other.file });
        clash(report, path, spelling, owner);
        clash(owner.report, owner.path, owner.spelling, { file: checked.file, spelling });
      }
    }

    const heroes = page.sections.flatMap((section, index) => (section.type === 'hero' ? [index] : []));
    const [firstHero, ...extraHeroes] = heroes;
    if (firstHero === undefined) {
      report('no-hero', ['sections', 0, 'type']);
    } else if (firstHero !== 0) {
      report('hero-not-first', ['sections', firstHero, 'type']);
    }
    for (const index of extraHeroes) {
      report('second-hero', ['sections', index, 'type']);
    }
    checkSectionIds(page, report);

    if (page.nav && site && !site.site.navGroups.some((group) => group.id === page.nav?.group)) {
      report('unknown-nav-group', ['nav', 'group'], {
        group: page.nav.group,
        groups: site.site.navGroups.map((group) => group.id),
        fromPage: true,
      });
    }
    checkReferences(checked, report, targets, pictureExists, page.path);
  }

  if (site) {
    const report = reporter(site.file, problems);
    const groups = site.site.navGroups.map((group) => group.id);
    site.site.navGroups.forEach((group, index) => {
      if (group.nestUnder !== undefined && !canonical.includes(group.nestUnder)) {
        report('unknown-nest-page', ['navGroups', index, 'nestUnder'], { path: group.nestUnder, paths: canonical });
      }
    });
    site.site.footer.columns.forEach((column, index) => {
      if (!groups.includes(column.group)) {
        report('unknown-nav-group', ['footer', 'columns', index, 'group'], { group: column.group, groups, fromPage: false });
      }
    });
    // The schema has already refused an address a browser cannot read (Href in schema/fields.ts).
    const form = site.site.enquiryForm;
    const origin = originOf(form.url);
    if (origin !== undefined && !form.allowedOrigins.includes(origin)) {
      report('form-origin-not-allowed', ['enquiryForm', 'url'], { origin });
    }
    checkReferences(site.file, report, targets, pictureExists);
  }
  return problems;
}
