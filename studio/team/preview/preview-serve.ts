import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { Hono } from 'hono';
import { checkSources, readSources, type SourceFile } from '../../../schema/content/content.ts';
import type { SiteData } from '../../../schema/model/site-model.ts';
import { brandPaletteCode, laterWordsCode, privacyCode, redirectsCode, siteDataCode } from '../../../scripts/build/compile.ts';
import {
  isPreviewModuleName,
  languageOfModule,
  previewBase,
  previewModulesBase,
  type PreviewModuleName,
} from '../../api/contract/preview-messages.ts';
import { htmlAnswer, noSuchFile } from '../http/answers.ts';
import { previewPolicy, repositoryFilePolicy } from '../http/content-policy.ts';
import { staticFiles } from '../http/static-files.ts';
import { previewPage } from './preview-build.ts';

export interface PreviewFolders {
  /** The site's code (for the loader's checks). */
  root: string;
  /** The built frame (studio/team/preview/preview-build.ts). */
  outDir: string;
  /** The content repository's pages and public folders. */
  pagesDir: string;
  publicDir: string;
}

const moduleCode: Record<PreviewModuleName, (siteData: SiteData) => string> = {
  'site-data': (siteData) => siteDataCode(siteData, siteData.site.lang),
  'brand-palette': brandPaletteCode,
  privacy: privacyCode,
  redirects: redirectsCode,
  'later-words': laterWordsCode,
};

/**
 * The preview frame for signed-in people: its page and scripts, the site's compiled modules from
 * the content repository as saved now (menus, settings; the last good ones while site.yaml has an
 * error), and the site's public files (pictures) the drafts show.
 */
export function previewFrame(folders: PreviewFolders) {
  let checked: { hash: string; siteData: SiteData | undefined } | undefined;
  let lastGood: SiteData | undefined;

  /** The site as saved, checked again only when a file of the pages folder changed. */
  function siteData(): SiteData | undefined {
    const sources = readSources(folders.pagesDir);
    const hash = createHash('sha256');
    for (const { path, bytes } of sources) hash.update(path).update('\0').update(bytes).update('\0');
    const digest = hash.digest('hex');
    if (checked?.hash !== digest) checked = { hash: digest, siteData: siteDataWithout(sources) };
    lastGood = checked.siteData ?? lastGood;
    return lastGood;
  }

  /**
   * The site's menus and settings, leaving out pages with errors (a new page fresh from its
   * template has some until it is filled in): the loader gives site data only when nothing has one.
   */
  function siteDataWithout(sources: SourceFile[]): SiteData | undefined {
    const content = checkSources({ ...folders }, sources);
    if (content.siteData) return content.siteData;
    const broken = new Set(content.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file));
    const kept = sources.filter(
      (source) => basename(source.path) === 'site.yaml' || !broken.has(relative(folders.root, source.path).split(sep).join('/')),
    );
    return kept.length < sources.length ? checkSources({ ...folders }, kept).siteData : undefined;
  }

  /** A compiled module of the site as saved; `language`: the site data in one of its languages, for drawing a translation. */
  function moduleAnswer(name: PreviewModuleName | { language: string }): Response {
    const data = siteData();
    if (data !== undefined && typeof name === 'object' && !(data.site.languages ?? []).some(({ code }) => code === name.language))
      return noSuchFile();
    const code =
      data === undefined
        ? `throw new Error(${JSON.stringify('The site settings have an error: fix site.yaml to see the preview.')});`
        : typeof name === 'object'
          ? siteDataCode(data, name.language)
          : moduleCode[name](data);
    return new Response(code, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
  }

  function framePage(): Response {
    const page = join(folders.outDir, previewPage);
    if (!existsSync(page))
      return htmlAnswer(
        503,
        '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Preview</title><p>The preview is not built yet — stop the studio and start it again with <code>npm run studio -- --rebuild</code>.</p></html>',
      );
    const answer = htmlAnswer(200, readFileSync(page, 'utf8'));
    answer.headers.set('Content-Security-Policy', previewPolicy);
    return answer;
  }

  // The frame's scripts have hashed names; the pictures are the draft's, checked again on each load.
  const frameFiles = staticFiles({ root: folders.outDir, fileOf: (path) => path.slice(previewBase.length - 1), immutable: true });
  const pictures = staticFiles({ root: folders.publicDir, fileOf: (path) => path, immutable: false });

  /** The frame under /_preview/, the site's pictures under /images/: GET only, for signed-in people. */
  return new Hono()
    .get(previewBase, framePage)
    .get(`${previewBase}${previewPage}`, framePage)
    .get(`${previewModulesBase}*`, (c) => {
      const name = c.req.path.slice(previewModulesBase.length).replace(/\.js$/, '');
      if (isPreviewModuleName(name)) return moduleAnswer(name);
      const language = languageOfModule(name);
      return language === undefined ? noSuchFile() : moduleAnswer({ language });
    })
    .get(`${previewBase}*`, frameFiles)
    .get('/images/*', async (c) => {
      const answer = await pictures(c);
      answer.headers.set('Content-Security-Policy', repositoryFilePolicy);
      return answer;
    });
}
