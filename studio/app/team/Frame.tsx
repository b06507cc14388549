import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A narrow card in the middle of the window, for signing in and joining. */
export function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
