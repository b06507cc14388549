import { Box, List, ListItem, Typography } from '@mui/material';
import { studioApi } from '../../api.ts';
import { useRequest } from '../../form/pickers/load.ts';
import { LoadState } from '../../form/pickers/LoadState.tsx';
import { FieldLink } from '../../search/FieldLink.tsx';
import { byPage } from '../../search/group-hits.ts';
import { SidePanel } from './SidePanel.tsx';

/** Every field that links to this page (menus, the footer, buttons and cards of every page), each a link to that field. */
export function WhereUsedPanel({
  file,
  name,
  draft,
  mayLeave,
  onClose,
}: {
  file: string;
  name: string;
  draft: string | undefined;
  /** Whether the editor may be left (it asks when there are unsaved changes). */
  mayLeave: () => boolean;
  onClose: () => void;
}) {
  const { result, retry } = useRequest(`links to ${file}`, () => studioApi.whereUsed({ page: file }));
  const uses = result.state === 'ready' ? result.data.uses : undefined;
  const groups = uses === undefined ? [] : byPage(uses);
  return (
    <SidePanel
      title={`Where ${name} is linked from`}
      subtitle={`Links written with the page’s address or one of its other addresses${draft === undefined ? '' : ', as this draft has the pages'}.`}
      closeLabel="Close the list of links"
      onClose={onClose}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <LoadState result={result} what={`the links to ${name}`} onRetry={retry} />
        <Box role="status" aria-live="polite">
          {uses !== undefined && (
            <Typography>
              {uses.length === 0
                ? `No page, menu or footer links to ${name}.`
                : `${uses.length === 1 ? '1 link' : `${String(uses.length)} links`} on ${groups.length === 1 ? '1 page' : `${String(groups.length)} pages`}.`}
            </Typography>
          )}
        </Box>
      </Box>
      {groups.map((group) => (
        <Box key={group.file} component="section" aria-label={group.name} sx={{ px: 2, pt: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          <List dense disablePadding>
            {group.places.map((use) => (
              <ListItem key={use.field.join('.')} disableGutters sx={{ display: 'block' }}>
                <FieldLink place={use} draft={draft} mayLeave={use.file === file ? () => true : mayLeave} onFollow={onClose}>
                  {use.place}
                </FieldLink>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {use.value}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </SidePanel>
  );
}
