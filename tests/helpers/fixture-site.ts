import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { loadContent } from '../../schema/content/content.ts';
import { translationLanguages } from '../../schema/content/translations.ts';
import { formatProblem } from '../../schema/content/report.ts';
import { englishWords } from '../../schema/content/words-check.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');
export const fixtureSite = join(projectRoot, 'tests', 'fixtures', 'site');
export const invalidFixtures = join(projectRoot, 'tests', 'fixtures', 'invalid');

/** A throw-away project folder whose pages/ is a copy of `pagesFrom` plus `extra` files. */
function projectWith(pagesFrom: string, extra: Record<string, string | Uint8Array>, filter?: (path: string) => boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'site-fixture-'));
  cpSync(pagesFrom, join(root, 'pages'), { recursive: true, ...(filter === undefined ? {} : { filter }) });
  symlinkSync(join(projectRoot, 'public'), join(root, 'public'));
  for (const [name, text] of Object.entries(extra)) {
    const target = join(root, 'pages', name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return root;
}

/**
 * A throw-away project folder: pages/ holds the small fixture site plus `extra` files,
 * public/ points at the project's pictures. Messages then read `pages/…`, as authors see them.
 */
export function fixtureRoot(extra: Record<string, string | Uint8Array> = {}): string {
  return projectWith(fixtureSite, extra);
}

/** A throw-away project folder whose pages/ is a copy of the real pages of the site's own language, to edit without touching them. */
export function realPagesRoot(): string {
  return projectWith(join(projectRoot, 'pages'), {}, withoutTranslations());
}

/** A folder's files by their paths inside it, with `/`. */
const filesOf = (folder: string): Record<string, Uint8Array> =>
  Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(folder, path).split(sep).join('/'), readFileSync(path)];
      }),
  );

/**
 * The project folder for one invalid fixture: `name.yaml` joins the fixture site as
 * pages/broken.yaml, `site-name.yaml` takes the place of pages/site.yaml. A folder with a site.yaml
 * joins the fixture site too, its files over the fixture's (a site in two languages and its
 * translations); a folder without one is the whole pages folder (what only a folder can show,
 * such as a missing site.yaml).
 */
export function invalidFixtureRoot(fixture: string): string {
  const path = join(invalidFixtures, fixture);
  if (statSync(path).isDirectory()) return existsSync(join(path, 'site.yaml')) ? fixtureRoot(filesOf(path)) : projectWith(path, {});
  const bytes = readFileSync(path);
  return fixtureRoot({ [fixture.startsWith('site-') ? 'site.yaml' : 'broken.yaml']: bytes });
}

/** Every problem the validator reports for a project folder, as the author reads it; `errors` leaves out the warnings, which never fail a build. */
export function validationReport(root: string, only: 'all' | 'errors' = 'all'): string {
  const content = loadContent({ root });
  const problems = only === 'errors' ? content.problems.filter((problem) => problem.severity === 'error') : content.problems;
  return problems.map((problem) => formatProblem(problem, content.sources.get(problem.file))).join('\n\n');
}

/** The report for the fixture site with one invalid fixture added (see `invalidFixtureRoot`). */
export function reportFor(fixture: string): string {
  return validationReport(invalidFixtureRoot(fixture));
}

/**
 * A copy filter for the project's pages: the site's own pages, without their translations
 * (pages/<code>/), but with each language's site settings (pages/<code>/site.yaml), which a
 * language listed in site.yaml must have. The journeys change pages' sections, which a
 * translation would then have to follow (translation-drift); the translations have tests of their own.
 */
export function withoutTranslations(): (path: string) => boolean {
  const pagesDir = join(projectRoot, 'pages');
  const languages = translationLanguages(parse(readFileSync(join(pagesDir, 'site.yaml'), 'utf8')));
  return (path) =>
    !languages.some((code) => {
      const folder = join(pagesDir, code);
      return path.startsWith(`${folder}/`) && path !== join(folder, 'site.yaml');
    });
}

/**
 * A fixture site.yaml (one that writes `lang:`) translated into `code` as far as the checks ask:
 * its own `lang`, the footer's contact heading (whose default is English) and every word of the
 * site's frame, each the English marked with the code.
 */
export function siteTranslation(siteYaml: string, code: string): string {
  const words = Object.entries(englishWords).map(([key, english]) => `  ${key}: "${english} (${code})"`);
  const settings = siteYaml
    .replace(/^lang: .*$/m, `lang: ${code}`)
    .replace(/^footer:\n/m, `footer:\n  contactHeading: "Contact Us (${code})"\n`);
  return `${settings}words:\n${words.join('\n')}\n`;
}

/** The fixture site's home page translated into Spanish, words only, as its translation must be. */
export const fixtureHomeInSpanish = `path: /
title: Inicio de Fixturely
description: La página de inicio del sitio de pruebas, con una portada corta y unas preguntas frecuentes.
sections:
  - type: hero
    heading: Lleve su empresa con {brand}
    actions: [{ label: Más, href: /erp }]
  - type: accordion
    heading: Preguntas
    items:
      - { question: ¿Qué es?, answer: Un sitio para las pruebas. }
      - { question: ¿Quién lo usa?, answer: Solo las pruebas. }
`;
