import { Alert, AlertTitle, Avatar, AvatarGroup, Box, Stack, Tooltip, Typography } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import type { PresenceDraft, PresenceViewer } from '../../../api/contract/presence.ts';
import { sharedFields } from './shared-fields.ts';
import { usePresence } from './use-presence.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

const whereOf = (viewer: PresenceViewer) => (viewer.draft === null ? 'the live version' : `the draft “${viewer.draft.name}”`);
const draftOf = (draft: PresenceDraft) => `${draft.author ?? 'Someone'}’s draft “${draft.name}”`;

/**
 * The team studio's note above the editor: who else has this page open (live), which other drafts
 * change it, and a warning when this editor changes a field another draft changes too.
 */
export function PresenceNote({ file, draft, text }: { file: string; draft: string | null; text: string }) {
  const presence = usePresence(file, draft);
  const settledText = useDeferredValue(text);
  const event = presence.state === 'live' ? presence.event : undefined;
  const shared = useMemo(() => sharedFields(settledText, event?.drafts ?? []), [settledText, event]);
  if (presence.state === 'lost')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }} data-testid="presence" role="status">
        Cannot see who else is editing right now — reconnecting…
      </Typography>
    );
  if (event === undefined || (event.viewers.length === 0 && event.drafts.length === 0)) return null;
  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 0.5 }} data-testid="presence" role="status" aria-live="polite">
      {event.viewers.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}>
            {event.viewers.map((viewer) => (
              <Tooltip key={`${viewer.name}-${viewer.since}`} title={`${viewer.name}, in ${whereOf(viewer)}`}>
                <Avatar alt={viewer.name}>{initials(viewer.name)}</Avatar>
              </Tooltip>
            ))}
          </AvatarGroup>
          <Typography variant="body2">
            Also open here: {event.viewers.map((viewer) => `${viewer.name} (in ${whereOf(viewer)})`).join(', ')}
          </Typography>
        </Box>
      )}
      {shared.length > 0 ? (
        <Alert severity="warning" data-testid="presence-shared">
          <AlertTitle>Another draft changes the same field</AlertTitle>
          {shared.map((field) => (
            <div key={`${field.draft.branch}-${field.name}`}>
              You change {field.name}, and {draftOf(field.draft)} changes it too — whichever is published second, a publisher will have to
              choose one of the two.
            </div>
          ))}
        </Alert>
      ) : (
        event.drafts.map((other) => (
          <Typography key={other.branch} variant="body2" color="text.secondary">
            {draftOf(other)} also changes this page: {other.fields.map((field) => field.name).join('; ') || 'pictures only'}.
          </Typography>
        ))
      )}
    </Stack>
  );
}
