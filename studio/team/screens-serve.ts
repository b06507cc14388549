import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { sendHtml } from './answers.ts';
import { screenPages, screensBase } from './screens-build.ts';

/** The built screens: their pages by name, and their scripts and styles under /_app/ (hashed names, cached for a year). */
export function builtScreens(outDir: string) {
  const pages = { team: readFileSync(join(outDir, screenPages.team), 'utf8'), studio: readFileSync(join(outDir, screenPages.studio), 'utf8') };
  const files = sirv(outDir, { etag: true, dotfiles: false, immutable: true, maxAge: 31536000, extensions: [] });
  return {
    page(response: ServerResponse, name: keyof typeof pages): void {
      sendHtml(response, 200, pages[name]);
    },
    isAsset: (path: string): boolean => path.startsWith(`${screensBase}assets/`),
    asset(request: IncomingMessage, response: ServerResponse, notFound: () => void): void {
      request.url = (request.url ?? '').slice(screensBase.length - 1);
      files(request, response, notFound);
    },
  };
}
