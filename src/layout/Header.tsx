import Box from '@mui/material/Box';
import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';
import { Wrap } from '../components/Wrap.tsx';
import { HydrationBoundary } from '../components/HydrationBoundary.tsx';
import { LanguageLinks } from '../languages/LanguageLinks.tsx';

/** The sticky header on every page. */
export function Header() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.header',
        color: 'text.primary',
      }}
    >
      <Wrap>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 64, md: 72 } }}>
          <Logo />
          {/* Each menu hydrates on its own: a tap on the phone's menu button waits for neither the other menu nor the wide screen's panels. */}
          <HydrationBoundary>
            <DesktopNav />
          </HydrationBoundary>
          <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
            <LanguageLinks layout="header" />
            <HydrationBoundary>
              <MobileNav />
            </HydrationBoundary>
          </Box>
        </Box>
      </Wrap>
    </Box>
  );
}
