import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';
import { studioTheme } from './theme.ts';

// The dev server covers the window with its error overlay when a page has problems; the studio
// shows each problem on its field and in its list, so the overlay would only hide the editor.
new MutationObserver(() => {
  for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
}).observe(document.documentElement, { childList: true, subtree: true });

// When a saved page changes the site's set of pages or its settings, the dev server reloads every
// tab. The studio keeps its drafts and undo history instead: its preview frame reloads itself.
// (Vite reloads only a page whose path an `.html` payload names; this one names no page.)
import.meta.hot?.on('vite:beforeFullReload', (payload) => {
  if (payload.triggeredBy?.endsWith('.yaml') || payload.triggeredBy?.endsWith('.yml')) payload.path = '/_studio/keeps-its-drafts.html';
});

/** The page studio's screens (dev server only, at /_studio). */
const container = document.getElementById('studio');
if (!container) throw new Error('The studio page has no #studio element.');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <StudioApp />
    </ThemeProvider>
  </StrictMode>,
);
