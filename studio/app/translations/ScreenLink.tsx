import { Box, Link } from '@mui/material';
import { visuallyHidden } from '../form/frame/ProblemMessage.tsx';
import { hrefOf, showOnClick, type Screen } from '../location.ts';

/**
 * A link to another studio screen (it opens in a new tab too). `more` is said to screen readers
 * after the visible words, which alone would be the same on every row: “Open” then “Retail in Español”.
 */
export function ScreenLink({ screen, children, more }: { screen: Screen; children: string; more?: string | undefined }) {
  return (
    <Link href={hrefOf(screen)} onClick={showOnClick(screen)}>
      {children}
      {more !== undefined && (
        <Box component="span" sx={visuallyHidden}>
          {` ${more}`}
        </Box>
      )}
    </Link>
  );
}
