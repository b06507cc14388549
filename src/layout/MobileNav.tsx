import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IconAction } from '../components/IconAction.tsx';
import { DrawerSkeleton } from './DrawerSkeleton.tsx';
import { useWords } from '../site-data.tsx';

const loadDrawer = () => import('./MenuDrawer.tsx');
let drawerLoaded = false;
const MenuDrawer = lazy(() =>
  loadDrawer().then((module) => {
    drawerLoaded = true;
    return { default: module.MenuDrawer };
  }),
);

/**
 * The narrow-screen menu button. The drawer is its own chunk, fetched when the button is pointed
 * at, focused or pressed; until it arrives the drawer shows skeleton rows.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and focus can return.
  const [used, setUsed] = useState(false);
  // The skeleton already slid in: the real drawer then appears without sliding again.
  const [instant, setInstant] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const words = useWords();

  const prefetch = () => void loadDrawer();
  const show = () => {
    setInstant(!drawerLoaded);
    setUsed(true);
    setOpen(true);
  };
  const close = () => setOpen(false);
  // Back to the menu button once the drawer's focus trap has let go (it would pull focus back before).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' }, ml: 'auto' }}>
      <IconAction
        ref={button}
        aria-label={words.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={show}
      >
        <MenuIcon />
      </IconAction>
      {used && (
        <Suspense fallback={open ? <DrawerSkeleton onClose={close} /> : null}>
          <MenuDrawer open={open} onClose={close} instant={instant} />
        </Suspense>
      )}
    </Box>
  );
}
