/**
 * Stand-ins for MUI's CSS-variables theme code (createThemeWithVars, CssVarsProvider). The site's
 * theme has no `cssVariables` or `colorSchemes`, so MUI never calls them; leaving them out of the
 * bundle keeps about 7 KB of script off every page. scripts/build/mui-without-css-vars.ts swaps them in.
 */
function unsupported(): never {
  throw new Error('This site bundles MUI without CSS-variables themes: createSiteTheme must not set cssVariables or colorSchemes.');
}

export default unsupported;
export const CssVarsProvider = unsupported;
export const Experimental_CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
