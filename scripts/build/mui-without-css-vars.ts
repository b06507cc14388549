import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The MUI modules that only CSS-variables themes use. */
const cssVarsModules = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);

/**
 * Resolves MUI's CSS-variables theme modules to src/mui/without-css-vars.ts, and Emotion's helper
 * for its unused `withTheme` to src/mui/without-hoist-statics.ts. The site's theme is a plain one
 * (see src/theme.ts), and the budget of 130 KB of script per page has no room for code that never
 * runs. The stand-ins throw if reached, and the browser sweep hydrates every page with them.
 */
export function muiWithoutCssVars(root: string): Plugin {
  const standIn = join(root, 'src', 'mui', 'without-css-vars.ts');
  const hoistStandIn = join(root, 'src', 'mui', 'without-hoist-statics.ts');
  return {
    name: 'mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return undefined;
      if (source === 'hoist-non-react-statics') return /[\\/]@emotion[\\/]react[\\/]/.test(importer) ? hoistStandIn : undefined;
      if (!cssVarsModules.has(source)) return undefined;
      return /[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer) ? standIn : undefined;
    },
  };
}
