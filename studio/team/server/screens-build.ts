import { existsSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildPreview, previewPage } from '../preview/preview-build.ts';

/** Where the built screens are served from, under the team server. */
export const screensBase = '/_app/';

/** The screens' HTML files, each a built page of the team server. */
export const screenPages = { team: 'team.html', studio: 'studio.html' } as const;

/** The preview frame's folder inside the screens' folder. */
export const previewFolder = 'preview';

export const screensBuilt = (outDir: string): boolean =>
  Object.values(screenPages).every((page) => existsSync(join(outDir, page))) && existsSync(join(outDir, previewFolder, previewPage));

/**
 * Builds the team server's screens for production with Vite: the sign-in, join and admin pages
 * (team.html) and the page studio (studio.html, the same studio/app as `npm run dev` shows).
 * and the preview frame (studio/team/preview/preview-build.ts). The team server serves the files as they
 * are; no Vite server runs beside it.
 */
export async function buildScreens(root: string, outDir: string): Promise<void> {
  const screens = join(root, 'studio', 'app', 'team');
  // Production React and MUI (and JSX without its development checks) whatever NODE_ENV the caller
  // runs with: the test runner sets "test", and Vite and the React plugin read it.
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWith(screens, outDir);
    await buildPreview(root, join(outDir, previewFolder));
  } finally {
    process.env.NODE_ENV = callers;
  }
}

async function buildWith(screens: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: screens,
    base: screensBase,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { input: { team: join(screens, screenPages.team), studio: join(screens, screenPages.studio) } },
    },
  });
}
