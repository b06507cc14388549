import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { sendHtml } from './answers.ts';
import { screenPages, screensBase } from './screens-build.ts';

/**
 * The built screens: their pages by name, and their scripts and styles under /_app/ (hashed names,
 * cached for a year). Pages are read on first use, so the API answers even before a build.
 */
export function builtScreens(outDir: string) {
  const pages = new Map<keyof typeof screenPages, string>();
  // sirv lists the folder when made: it is made on the first request for a file.
  let files: ReturnType<typeof sirv> | undefined;
  return {
    page(response: ServerResponse, name: keyof typeof screenPages): void {
      const file = join(outDir, screenPages[name]);
      if (!pages.has(name) && existsSync(file)) pages.set(name, readFileSync(file, 'utf8'));
      const html = pages.get(name);
      if (html === undefined)
        return sendHtml(
          response,
          503,
          '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Page studio</title><p>The studio’s screens are not built yet — stop the studio and start it again with <code>npm run studio -- --rebuild</code>.</p></html>',
        );
      sendHtml(response, 200, html);
    },
    isAsset: (path: string): boolean => path.startsWith(`${screensBase}assets/`),
    asset(request: IncomingMessage, response: ServerResponse, notFound: () => void): void {
      request.url = (request.url ?? '').slice(screensBase.length - 1);
      if (!existsSync(outDir)) return notFound();
      files ??= sirv(outDir, { etag: true, dotfiles: false, immutable: true, maxAge: 31536000, extensions: [] });
      files(request, response, notFound);
    },
  };
}
