import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createEmotionCache, Providers } from '../../src/Providers.tsx';
import { SiteDataProvider } from '../../src/site-data.tsx';
import { frameSiteData, subscribeToLanguage } from './frame-language.ts';
import { DraftPreview } from './DraftPreview.tsx';
import { receiveDraft } from './draft-store.ts';
import { isDraftDataMessage, type ReadyMessage } from '../api/contract/preview-messages.ts';
import { PreviewShell } from './PreviewShell.tsx';

/**
 * The team studio's preview frame: the site's production build of its header, footer, theme and
 * sections, drawing the draft the editor sends at each edit. Nothing goes to the server for it,
 * so each person sees their own draft, and the frame follows the keyboard.
 */
const container = document.getElementById('preview');
if (!container) throw new Error('The preview page has no #preview element.');

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== window.location.origin || event.source !== window.parent || !isDraftDataMessage(event.data)) return;
  void receiveDraft(event.data);
});

/** The site data of the language the frame draws in (a translation's, while one is open). */
function FrameSiteData({ children }: { children: ReactNode }) {
  const data = useSyncExternalStore(subscribeToLanguage, frameSiteData, frameSiteData);
  return <SiteDataProvider data={data}>{children}</SiteDataProvider>;
}

// Links in the header and footer move within the frame and never leave the draft.
createRoot(container).render(
  <StrictMode>
    <FrameSiteData>
      <Providers cache={createEmotionCache()}>
        <MemoryRouter>
          <PreviewShell>
            <DraftPreview />
          </PreviewShell>
        </MemoryRouter>
      </Providers>
    </FrameSiteData>
  </StrictMode>,
);

const ready: ReadyMessage = { type: 'studio:ready' };
window.parent.postMessage(ready, window.location.origin);
