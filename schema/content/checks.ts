import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatPath, type Problem } from './errors.ts';
import { locateValue, type SourceMap } from './locate.ts';
import { canonicalFor, footerPath, trimSlash, type PageEntry } from '../model/site-model.ts';
import type { Site } from '../site.ts';
import { didYouMean } from './similar.ts';
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

export type Report = (path: PropertyKey[], message: string, severity?: Problem['severity']) => void;

/** Reports problems located in `file` into `problems`; errors unless told otherwise. */
export function reporter(file: CheckedFile, problems: Problem[]): Report {
  return (path, message, severity = 'error') =>
    problems.push({ file: file.file, position: locateValue(file.map, path), where: formatPath(path), message, severity });
}

/** Links, pictures and icons inside one file's value. */
function checkReferences(file: CheckedFile, report: Report, redirects: Record<string, string>, canonical: string[], publicDir: string): void {
  walk(file.value, (path, key, item) => {
    if (typeof item !== 'string') return;
    if (key === 'href' && item.startsWith('/')) {
      const target = trimSlash(item.split(/[?#]/)[0] ?? item);
      const resolved = canonicalFor(target, redirects);
      if (resolved === undefined) {
        report(path, `the link "${item}" goes to no page — link to an existing page path.${didYouMean(target, canonical)}`);
      } else if (resolved !== target) {
        report(path, `the link "${item}" reaches ${resolved} only through a redirect — write "${resolved}${item.slice(target.length)}" instead.`, 'warning');
      }
    }
    if (key === 'src' && path.length >= 2 && item.startsWith('/images/') && !existsSync(join(publicDir, item))) {
      report(path, `the picture "${item}" does not exist — add the file public${item} or correct the path.`);
    }
    if (key === 'icon' && /^[A-Z]/.test(item) && !knownIcons().has(item)) {
      report(path, `there is no icon named "${item}" — use a Material icon name, for example Inventory2 or Speed.${didYouMean(item, knownIcons())}`);
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

/** Checks that need more than one file: paths, links, menus, pictures and icons. */
export function crossCheck(options: {
  site?: { file: CheckedFile; site: Site };
  pages: readonly (PageEntry & { checked: CheckedFile })[];
  redirects: Record<string, string>;
  publicDir: string;
}): Problem[] {
  const { site, pages, redirects, publicDir } = options;
  const problems: Problem[] = [];
  const canonical = pages.map(({ page }) => page.path);

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
        const clash = (other: { file: string; spelling: string }, own: string) =>
          other.spelling === own
            ? `the path "${own}" is also used by ${other.file} — give each page its own path.`
            : `"${own}" differs only in letter case from "${other.spelling}" in ${other.file}, and addresses ignore case — give the pages different paths.`;
        report(path, clash(owner, spelling));
        owner.report(owner.path, clash({ file: checked.file, spelling }, owner.spelling));
      }
    }

    const heroes = page.sections.flatMap((section, index) => (section.type === 'hero' ? [index] : []));
    const [firstHero, ...extraHeroes] = heroes;
    if (firstHero === undefined) {
      report(['sections', 0, 'type'], 'the page has no hero — add a hero as the first section: it holds the page\'s main heading.');
    } else if (firstHero !== 0) {
      report(['sections', firstHero, 'type'], 'the hero must be the first section: it holds the page\'s main heading — move it to the top.');
    }
    for (const index of extraHeroes) {
      report(['sections', index, 'type'], 'a page has one hero, and this is a second one — use another section type here, such as card-grid or rich-text.');
    }

    if (page.nav && site && !site.site.navGroups.some((group) => group.id === page.nav?.group)) {
      const groups = site.site.navGroups.map((group) => group.id);
      report(['nav', 'group'], `the menu group "${page.nav.group}" is not in navGroups of pages/site.yaml — use one of: ${groups.join(', ')}.${didYouMean(page.nav.group, groups)}`);
    }
    checkReferences(checked, report, redirects, canonical, publicDir);
  }

  if (site) {
    const report = reporter(site.file, problems);
    const groups = site.site.navGroups.map((group) => group.id);
    site.site.navGroups.forEach((group, index) => {
      if (group.nestUnder !== undefined && !canonical.includes(group.nestUnder)) {
        report(['navGroups', index, 'nestUnder'], `no page has the path "${group.nestUnder}" — name an existing page path.${didYouMean(group.nestUnder, canonical)}`);
      }
    });
    site.site.footer.columns.forEach((column, index) => {
      if (!groups.includes(column.group)) {
        report(['footer', 'columns', index, 'group'], `the menu group "${column.group}" is not in navGroups — use one of: ${groups.join(', ')}.${didYouMean(column.group, groups)}`);
      }
    });
    const form = site.site.enquiryForm;
    const origin = originOf(form.url);
    if (origin === undefined) {
      report(['enquiryForm', 'url'], `"${form.url}" is not a web address a browser can open — check it for stray characters such as | or %.`);
    } else if (!form.allowedOrigins.includes(origin)) {
      report(['enquiryForm', 'url'], `the form's origin ${origin} is not in enquiryForm.allowedOrigins — add it there, or correct the form address.`);
    }
    checkReferences(site.file, report, redirects, canonical, publicDir);
  }
  return problems;
}

