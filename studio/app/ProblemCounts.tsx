import { Box, Chip, Typography } from '@mui/material';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 errors · 1 warning" as small chips, or a quiet "No problems". */
export function ProblemCounts({ errors, warnings, quiet = false }: { errors: number; warnings: number; quiet?: boolean }) {
  if (errors === 0 && warnings === 0) {
    return quiet ? null : (
      <Typography variant="caption" color="text.secondary">
        No problems
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {errors > 0 && <Chip size="small" color="error" label={plural(errors, 'error')} />}
      {warnings > 0 && <Chip size="small" color="warning" variant="outlined" label={plural(warnings, 'warning')} />}
    </Box>
  );
}
