import '../zod-settings.ts';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { TeamEditing } from '../editor/Editor.tsx';
import { useScreen } from '../location.ts';
import { StudioApp } from '../StudioApp.tsx';
import { studioTheme } from '../theme.ts';
import type { MeResponse } from '../../team/sign-in/me.ts';
import { DraftBar } from './drafts/DraftBar.tsx';
import { PresenceNote } from './presence/PresenceNote.tsx';
import { draftsClient } from './drafts/drafts-client.ts';
import { TeamBar } from './TeamBar.tsx';
import { teamClient } from './team-client.ts';

/**
 * The page studio as `npm run dev` shows it, under the team server's bar (who is signed in, what their
 * role allows) and the draft bar (which version is shown: a draft, or the live site's).
 */
function TeamStudio() {
  const [me, setMe] = useState<MeResponse>();
  const screen = useScreen();
  // Counts saves into drafts: the draft bar then shows the pages the draft changes again.
  const [saves, setSaves] = useState(0);
  const unsaved = useRef(false);
  useEffect(() => {
    void teamClient.me().then(setMe, () => window.location.assign('/sign-in'));
  }, []);
  const team = useMemo<TeamEditing | undefined>(
    () =>
      me && {
        canRestore: me.can.publish,
        draftsOnly: me.draftsOnly,
        startDraft: async (name) => (await draftsClient.start(name)).draft.branch,
        onSaved: () => setSaves((count) => count + 1),
        onDirty: (dirty) => {
          unsaved.current = dirty;
        },
        presence: ({ file, draft, text }) => <PresenceNote file={file} draft={draft ?? null} text={text} />,
      },
    [me],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <TeamBar me={me} />
      <DraftBar me={me} screen={screen} refresh={saves} unsaved={() => unsaved.current} />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <StudioApp team={team} />
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
