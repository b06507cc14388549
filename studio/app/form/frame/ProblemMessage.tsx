import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import type { Problem } from '../../../../schema/content/errors.ts';

/** Hidden from sight, read by screen readers. (In `sx` a width of `1` is 100 %: one pixel is written `'1px'`.) */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One of the loader's problems, in its own words, in the colour of its severity. */
export function ProblemMessage({ id, problem }: { id: string; problem: Problem }) {
  const isError = problem.severity === 'error';
  const Icon = isError ? ErrorOutlined : WarningAmber;
  return (
    <Typography
      id={id}
      variant="body2"
      color={isError ? 'error' : 'warning'}
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      <Box component="span" sx={visuallyHidden}>
        {isError ? 'Error: ' : 'Warning: '}
      </Box>
      <span>{problem.message}</span>
    </Typography>
  );
}
