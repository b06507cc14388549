import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';

/** The sticky header on every page. */
export function Header() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.97)' }}>
      <Container maxWidth="lg" sx={{ position: 'static' }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, position: 'static' }}>
          <Logo />
          <DesktopNav />
          <MobileNav />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
