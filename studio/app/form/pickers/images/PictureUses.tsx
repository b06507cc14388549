import { Box, Link, Typography } from '@mui/material';
import { studioApi } from '../../../api.ts';
import { draftInAddress, hrefOf } from '../../../location.ts';
import { useRequest } from '../load.ts';
import { LoadState } from '../LoadState.tsx';

/**
 * Where the chosen picture is used: every page and field, each a link to that field. The links open
 * in a new tab, so the page being edited (and what is not saved yet) stays as it is.
 */
export function PictureUses({ src }: { src: string }) {
  const { result, retry } = useRequest(`uses ${src}`, () => studioApi.whereUsed({ picture: src }));
  const draft = draftInAddress();
  return (
    <Box component="section" aria-label="Where this picture is used">
      <LoadState result={result} what="where the picture is used" onRetry={retry} />
      {result.state === 'ready' && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {result.data.uses.length === 0
              ? 'The picture chosen now is used on no saved page.'
              : `The picture chosen now is used in ${result.data.uses.length === 1 ? '1 place' : `${String(result.data.uses.length)} places`} (saved pages):`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.data.uses.map((use) => (
              <Typography key={`${use.file} ${use.field.join('.')}`} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={hrefOf({ name: 'edit', file: use.file, draft, field: use.field })} target="_blank" rel="noopener">
                  {use.name}: {use.place}
                </Link>
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
