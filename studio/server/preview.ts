import { join } from 'node:path';
import type { Content } from '../../schema/content/content.ts';
import { translatedSites, type PageEntry } from '../../schema/model/site-model.ts';
import { pageModuleCode, sectionModules } from '../../scripts/build/compile.ts';
import type { PreviewAnswer } from '../api/contract/studio-api.ts';

/** Drafts are modules under this id, as the pages plugin's page chunks are under `virtual:page/`. */
export const draftPrefix = 'virtual:studio-draft/';

/** How many compiled drafts are kept: the preview only ever asks for the newest few. */
const kept = 20;

/**
 * Errors that stop a draft from being drawn: its chunk would import an icon or read a picture that
 * does not exist. Others (text still to replace, a broken link, a missing menu group) draw fine,
 * so a page fresh from a template can be previewed, and clicked to fill in, from the start.
 */
const unpreviewable = new Set(['missing-image', 'unknown-icon']);

/**
 * A translation as its language serves it (under /<code>/, its links led to its language's pages),
 * drawn whatever the rest of the site's problems: its language's settings and it must read well.
 */
function servedTranslation(content: Content, file: string): PageEntry | undefined {
  if (content.site === undefined || !content.translated.pages.some((entry) => entry.file === file)) return undefined;
  const languages = translatedSites(content.site, content.pages, content.translated);
  return languages.flatMap((language) => language.pages).find((entry) => entry.file === file);
}

/**
 * The preview of unsaved pages. A draft the schema accepts is compiled by the site's own compiler
 * into a page chunk (its data, section components and icons), which the preview frame imports and
 * renders with the real site (src/dev/live-pages.tsx); a draft that cannot be drawn gets a note
 * instead and the frame keeps showing the last good draft. Pictures' sizes are read from `publicDir`.
 */
export function draftPreviews(root: string, publicDir = join(root, 'public')) {
  const sectionsDir = join(root, 'src', 'sections');
  const modules = new Map<string, string>();
  let next = 0;

  /** The preview of `file` (a path as the loader names files) in `content`, the site with the draft in place. */
  function preview(content: Content, file: string): PreviewAnswer {
    const entry = content.pages.find((page) => page.file === file) ?? servedTranslation(content, file);
    // A page the schema refuses has no entry: every error says why; otherwise only those that stop the drawing.
    const errors = content.problems.filter(
      (problem) => problem.file === file && problem.severity === 'error' && (entry === undefined || unpreviewable.has(problem.code)),
    );
    if (errors.length > 0 || entry === undefined) {
      const first = errors[0];
      const where = errors.length > 1 ? `${errors.length} problems, the first on line` : 'line';
      const why = first ? `${where} ${first.position.line}: ${first.message}` : 'this file is not a page.';
      return { note: `The preview shows the last version it could draw — ${why}` };
    }
    const id = String((next += 1));
    // A draft's preview shows the page alone: no language links, which would lead out of the studio.
    modules.set(id, pageModuleCode(entry, { publicDir, sections: sectionModules(sectionsDir) }, []));
    for (const old of modules.keys()) if (modules.size > kept) modules.delete(old);
    return { routeId: entry.id, url: entry.page.path, module: `/@id/__x00__${draftPrefix}${id}` };
  }

  /** The code of a draft module, by the part of its id after the prefix. */
  const code = (id: string): string | undefined => modules.get(id);

  return { preview, code };
}
