import { useEffect, useState } from 'react';
import { PresenceEventSchema, type PresenceEvent } from '../../../api/contract/presence.ts';
import { teamRoutes, withQuery } from '../../../api/contract/routes.ts';

export type PresenceState = { state: 'connecting' } | { state: 'live'; event: PresenceEvent } | { state: 'lost' };

/**
 * Who else has the page open and which other drafts change it, live from the team server's event
 * stream. The browser reconnects by itself after a drop; the state says when it is down.
 */
export function usePresence(file: string, draft: string | null): PresenceState {
  const [presence, setPresence] = useState<PresenceState>({ state: 'connecting' });
  useEffect(() => {
    const source = new EventSource(withQuery(teamRoutes.presence, { file, draft: draft ?? undefined }));
    source.onmessage = (message: MessageEvent<string>) => {
      // An event of another shape (a newer server's) is left out, not shown half understood.
      const event = PresenceEventSchema.safeParse(JSON.parse(message.data));
      if (event.success) setPresence({ state: 'live', event: event.data });
    };
    source.onerror = () => setPresence({ state: 'lost' });
    return () => {
      source.close();
      setPresence({ state: 'connecting' });
    };
  }, [file, draft]);
  return presence;
}
