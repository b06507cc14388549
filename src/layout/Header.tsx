import Box from '@mui/material/Box';
import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';
import { Wrap } from '../components/Wrap.tsx';

/** The sticky header on every page. */
export function Header() {
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.header', color: 'text.primary' }}>
      <Wrap>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 64, md: 72 } }}>
          <Logo />
          <DesktopNav />
          <MobileNav />
        </Box>
      </Wrap>
    </Box>
  );
}
