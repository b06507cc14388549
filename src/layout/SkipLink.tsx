import Box from '@mui/material/Box';
import { mainContentId } from '../../schema/model/page-ids.ts';
import { useWords } from '../site-data.tsx';

/** The first focusable element: jumps past the header to the page content. */
export function SkipLink() {
  const words = useWords();
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 2000,
        bgcolor: 'background.paper',
        px: 2,
        py: 1.5,
        borderRadius: 2,
        fontWeight: 700,
        boxShadow: 3,
        '&:focus': { top: 12 },
      }}
    >
      {words.skipToContent}
    </Box>
  );
}
