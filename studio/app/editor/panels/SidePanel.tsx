import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';

/** A panel beside the editor (History, Where used): its title, a line under it, a close button, then what it lists. */
export function SidePanel({
  title,
  subtitle,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  subtitle: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, 'aria-labelledby': titleId } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        </Box>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
