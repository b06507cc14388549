import { Box, Chip } from '@mui/material';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 errors" and "1 warning" as small chips, so problems show on a closed item; nothing when none. */
export function ProblemChips({ errors, warnings }: { errors: number; warnings: number }) {
  if (errors === 0 && warnings === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {errors > 0 && <Chip size="small" color="error" label={plural(errors, 'error')} />}
      {errors > 0 && warnings > 0 && ' '}
      {warnings > 0 && <Chip size="small" color="warning" variant="outlined" label={plural(warnings, 'warning')} />}
    </Box>
  );
}
