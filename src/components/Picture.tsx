import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '../../schema/fields.ts';
import { usePageAssets } from '../assets.tsx';
import { moreSx } from './sx.ts';

/** An author's picture with its real size (so nothing shifts); lazy below the fold, first in line above it. */
export function Picture({ image, eager = false, sx }: { image: Image; eager?: boolean; sx?: SxProps<Theme> }) {
  const size = usePageAssets().images[image.src];
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.decorative ? '' : (image.alt ?? '')}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      // The hero picture is usually the largest paint: fetch it ahead of the page's scripts.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...moreSx(sx)]}
    />
  );
}
