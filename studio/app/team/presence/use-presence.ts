import { useEffect, useState } from 'react';
import type { PresenceEvent } from '../../../api/contract/presence.ts';

// The team server's presence stream (studio/team/presence/presence-types.ts names it and its events).
const presencePath = '/_team/api/presence';

export type PresenceState = { state: 'connecting' } | { state: 'live'; event: PresenceEvent } | { state: 'lost' };

/**
 * Who else has the page open and which other drafts change it, live from the team server's event
 * stream. The browser reconnects by itself after a drop; the state says when it is down.
 */
export function usePresence(file: string, draft: string | null): PresenceState {
  const [presence, setPresence] = useState<PresenceState>({ state: 'connecting' });
  useEffect(() => {
    const query = new URLSearchParams({ file, ...(draft === null ? {} : { draft }) });
    const source = new EventSource(`${presencePath}?${query.toString()}`);
    source.onmessage = (message: MessageEvent<string>) => {
      // The team server's own events: their type is in presence-types.ts.
      setPresence({ state: 'live', event: JSON.parse(message.data) as PresenceEvent });
    };
    source.onerror = () => setPresence({ state: 'lost' });
    return () => {
      source.close();
      setPresence({ state: 'connecting' });
    };
  }, [file, draft]);
  return presence;
}
