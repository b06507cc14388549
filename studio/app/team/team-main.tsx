import '../zod-settings.ts';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { studioTheme } from '../theme.ts';
import { AdminPage } from './admin/AdminPage.tsx';
import { JoinPage } from './sign-in/JoinPage.tsx';
import { ReleasesPage } from './review/ReleasesPage.tsx';
import { RequestPage } from './review/RequestPage.tsx';
import { RequestsPage } from './review/RequestsPage.tsx';
import { SignInPage } from './sign-in/SignInPage.tsx';

/** The team server's own pages: sign-in, joining from an invitation link, the admin page, change requests and releases. */
function TeamPages() {
  const path = window.location.pathname;
  const join = /^\/join\/([\w-]+)$/.exec(path);
  if (join?.[1] !== undefined) return <JoinPage token={join[1]} />;
  if (path === '/admin') return <AdminPage />;
  if (path === '/requests') return <RequestsPage />;
  const request = /^\/requests\/(\d+)$/.exec(path);
  if (request?.[1] !== undefined) return <RequestPage id={Number(request[1])} />;
  if (path === '/releases') return <ReleasesPage />;
  return <SignInPage />;
}

const container = document.getElementById('team');
if (!container) throw new Error('The page has no #team element.');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <TeamPages />
    </ThemeProvider>
  </StrictMode>,
);
