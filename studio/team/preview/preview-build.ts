import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { isPreviewModuleName, previewBase, previewModulesBase } from '../../api/contract/preview-messages.ts';

/** The preview frame's page, in the built folder. */
export const previewPage = 'preview.html';

/**
 * The site's compiled modules (settings and menus, palette, privacy, redirects) stay out of the
 * frame's build: it imports them from the team server, which compiles them from the content
 * repository as it is now, so the build holds only code and is made once, like the screens.
 */
function siteModulesFromServer(): Plugin {
  return {
    name: 'preview-site-modules',
    enforce: 'pre',
    resolveId(id) {
      const name = id.startsWith('virtual:') ? id.slice('virtual:'.length) : undefined;
      if (name === undefined) return undefined;
      if (!isPreviewModuleName(name))
        throw new Error(`The preview frame reaches ${id}, which the team server does not serve: keep it out of studio/preview.`);
      return { id: `${previewModulesBase}${name}.js`, external: true };
    },
  };
}

/**
 * Builds the team studio's preview frame (studio/preview) for production with Vite: the site's
 * header, footer, theme and every section type, drawing the drafts the editor sends. Served by
 * the team server under /_preview/.
 */
export async function buildPreview(root: string, outDir: string): Promise<void> {
  const frame = join(root, 'studio', 'preview');
  await build({
    configFile: false,
    root: frame,
    base: previewBase,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [siteModulesFromServer(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { input: { preview: join(frame, previewPage) } },
    },
  });
}
