import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';
import { studioTheme } from './theme.ts';

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
