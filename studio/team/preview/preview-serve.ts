import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join, relative, sep } from 'node:path';
import sirv from 'sirv';
import { checkSources, readSources, type SourceFile } from '../../../schema/content/content.ts';
import type { SiteData } from '../../../schema/model/site-model.ts';
import { brandPaletteCode, privacyCode, redirectsCode, siteDataCode } from '../../../scripts/build/compile.ts';
import { isPreviewModuleName, previewBase, previewModulesBase, type PreviewModuleName } from '../../preview/messages.ts';
import { sendHtml } from '../server/answers.ts';
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
  'site-data': siteDataCode,
  'brand-palette': brandPaletteCode,
  privacy: privacyCode,
  redirects: redirectsCode,
};

/**
 * The preview frame for signed-in people: its page and scripts, the site's compiled modules from
 * the content repository as saved now (menus, settings; the last good ones while site.yaml has an
 * error), and the site's public files (pictures) the drafts show.
 */
export function previewFrame(folders: PreviewFolders) {
  let files: ReturnType<typeof sirv> | undefined;
  let publicFiles: ReturnType<typeof sirv> | undefined;
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

  function sendModule(response: ServerResponse, name: PreviewModuleName): void {
    const data = siteData();
    const code =
      data === undefined
        ? `throw new Error(${JSON.stringify('The site settings have an error: fix site.yaml to see the preview.')});`
        : moduleCode[name](data);
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(code);
  }

  return {
    /** A path this serves: the frame under /_preview/, pictures under /images/. */
    owns: (path: string): boolean => path.startsWith(previewBase) || path.startsWith('/images/'),
    answer(request: IncomingMessage, response: ServerResponse, path: string, notFound: () => void): void {
      if (path === previewBase || path === `${previewBase}${previewPage}`) {
        const page = join(folders.outDir, previewPage);
        if (!existsSync(page))
          return sendHtml(
            response,
            503,
            '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Preview</title><p>The preview is not built yet — stop the studio and start it again with <code>npm run studio -- --rebuild</code>.</p></html>',
          );
        return sendHtml(response, 200, readFileSync(page, 'utf8'));
      }
      if (path.startsWith(previewModulesBase)) {
        const name = path.slice(previewModulesBase.length).replace(/\.js$/, '');
        return isPreviewModuleName(name) ? sendModule(response, name) : notFound();
      }
      if (path.startsWith('/images/')) {
        publicFiles ??= sirv(folders.publicDir, { etag: true, dotfiles: false, dev: true, extensions: [] });
        return publicFiles(request, response, notFound);
      }
      request.url = (request.url ?? '').slice(previewBase.length - 1);
      if (!existsSync(folders.outDir)) return notFound();
      files ??= sirv(folders.outDir, { etag: true, dotfiles: false, immutable: true, maxAge: 31536000, extensions: [] });
      files(request, response, notFound);
    },
  };
}
