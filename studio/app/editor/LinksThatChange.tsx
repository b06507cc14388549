import { Alert, Box, Typography } from '@mui/material';
import type { Use } from '../../api/contract/studio-api.ts';
import { byPage } from '../search/group-hits.ts';

export const linksWords = (count: number) => (count === 1 ? '1 link' : `${String(count)} links`);

/**
 * What a move or a delete does to the links that lead to a page: each page whose links change, with
 * the links as written now, and those written with a site setting, which stay as written and keep
 * working through the old address (`reach` says where they then lead).
 */
export function LinksThatChange({ links, kept, reach }: { links: readonly Use[]; kept: readonly Use[]; reach: string }) {
  const groups = byPage(links);
  return (
    <>
      {groups.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, mt: 1, mb: 0 }} aria-label="Pages whose links change">
          {groups.map((group) => (
            <Typography key={group.file} component="li" variant="body2">
              {group.name}: {group.places.map((use) => use.value).join(', ')}
            </Typography>
          ))}
        </Box>
      )}
      {kept.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {linksWords(kept.length)} written with a site setting (such as the brand name) stay as written and {reach} through the old
          address: {kept.map((use) => `${use.name} (${use.place})`).join(', ')}.
        </Alert>
      )}
    </>
  );
}
