import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlAnswer } from '../http/answers.ts';
import type { TeamEnv } from '../http/context.ts';
import { screenPages, screensBase } from './screens-build.ts';
import { staticFiles } from '../http/static-files.ts';

/**
 * The built screens: their pages by name, and their scripts and styles under /_app/ (hashed names,
 * cached for a year). Pages are read on first use, so the API answers even before a build.
 */
export function builtScreens(outDir: string) {
  const pages = new Map<keyof typeof screenPages, string>();
  return {
    page(name: keyof typeof screenPages): Response {
      const file = join(outDir, screenPages[name]);
      if (!pages.has(name) && existsSync(file)) pages.set(name, readFileSync(file, 'utf8'));
      const html = pages.get(name);
      if (html === undefined)
        return htmlAnswer(
          503,
          '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Page studio</title><p>The studio’s screens are not built yet — stop the studio and start it again with <code>npm run studio -- --rebuild</code>.</p></html>',
        );
      return htmlAnswer(200, html);
    },
    /** `GET /_app/assets/…` */
    assetsPath: `${screensBase}assets/*`,
    asset: staticFiles<TeamEnv>({ root: outDir, fileOf: (path) => path.slice(screensBase.length - 1), immutable: true }),
  };
}
