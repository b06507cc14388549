import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from '../../app/StudioApp.tsx';
import { studioTheme } from '../../app/theme.ts';
import type { MeResponse } from '../me.ts';
import { TeamBar } from './TeamBar.tsx';
import { teamClient } from './team-client.ts';

/** The page studio as `npm run dev` shows it, under the team server's bar (who is signed in, what their role allows). */
function TeamStudio() {
  const [me, setMe] = useState<MeResponse>();
  useEffect(() => {
    void teamClient.me().then(setMe, () => window.location.assign('/sign-in'));
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <TeamBar me={me} />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <StudioApp team={me && { canRestore: me.can.publish }} />
      </Box>
    </Box>
  );
}

const container = document.getElementById('studio');
if (!container) throw new Error('The studio page has no #studio element.');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <TeamStudio />
    </ThemeProvider>
  </StrictMode>,
);
