/** The page studio's screens: the page list, and the editor with outline, forms and preview. */
// The browser opens main.tsx (served at /_studio by studio/server); tests render these parts alone.
export { StudioApp } from './StudioApp.tsx';
export { studioTheme } from './theme.ts';
