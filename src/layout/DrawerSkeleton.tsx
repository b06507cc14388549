import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { IconAction } from '../components/IconAction.tsx';
import { drawer, drawerWidthSx } from './drawer.ts';
import { useWords } from '../site-data.tsx';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;
const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const bar = {
  height: 16,
  borderRadius: 1,
  bgcolor: 'divider',
  animation: `${pulse} ${drawer.skeleton.animation} ease-in-out infinite`,
} as const;

/**
 * The drawer as it looks while its code loads: the same panel with 5 pulsing rows. It is light
 * (no MUI Modal) so the menu button costs almost nothing on pages where nobody opens the menu.
 */
export function DrawerSkeleton({ onClose, avatar = false }: { onClose: () => void; avatar?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const { skeleton } = drawer;
  const words = useWords();
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 1200 }} onKeyDown={onKeyDown}>
      <Box onClick={onClose} sx={{ position: 'absolute', inset: 0, bgcolor: 'overlay.backdrop' }} />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={words.menu}
        aria-busy="true"
        tabIndex={-1}
        sx={{
          ...drawerWidthSx,
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          bgcolor: 'background.paper',
          boxShadow: 16,
          outline: 'none',
          animation: `${slideIn} ${drawer.motionMs.enter}ms ease-out`,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 64 }}>
          <Box component="h2" sx={{ fontWeight: 750, fontSize: '1.15rem', pl: 1, m: 0 }}>
            {words.menu}
          </Box>
          <IconAction aria-label={words.closeMenu} onClick={onClose} sx={{ ml: 'auto' }}>
            <Close />
          </IconAction>
        </Box>
        <Box data-testid="drawer-skeleton" sx={{ px: 3, py: 3, display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {avatar && <Box sx={{ ...bar, width: 40, height: 40, borderRadius: '50%' }} />}
            <Box sx={{ ...bar, height: 20, width: avatar ? skeleton.titleWidth.withAvatar : skeleton.titleWidth.plain }} />
          </Box>
          {Array.from({ length: skeleton.rows }, (_, index) => (
            <Box key={index} data-skeleton-row sx={{ ...bar, width: index === skeleton.rows - 1 ? skeleton.lastRowWidth : '100%' }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
