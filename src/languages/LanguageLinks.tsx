import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { useSiteData } from '../site-data.tsx';
import { alternatesAt } from './page-alternates.ts';

/**
 * Plain links to the page on screen in the site's other languages, each named in its own language.
 * A whole document loads: the site's frame is in the page's language. Visitors choose; nobody is
 * sent elsewhere by their browser's language. Nothing shows for a page in one language only.
 */
export function LanguageLinks({ layout }: { layout: 'header' | 'drawer' }) {
  const { site, languages } = useSiteData();
  const { pathname } = useLocation();
  const others = alternatesAt(pathname).filter((alternate) => alternate.code !== site.lang);
  if (others.length === 0) return null;
  const nameOf = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  return (
    <Box
      component="nav"
      aria-label={site.words.languageSwitcher}
      sx={
        layout === 'header'
          ? // A phone's header has room for one language; with more, they are in the drawer.
            { display: { xs: others.length > 1 ? 'none' : 'flex', sm: 'flex' }, alignItems: 'center', ml: { lg: 1 } }
          : { px: 3, py: 2, borderTop: 1, borderColor: 'divider' }
      }
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: layout === 'header' ? 'nowrap' : 'wrap',
          gap: layout === 'header' ? 1 : 2,
        }}
      >
        {others.map(({ code, path }) => (
          <li key={code}>
            <Box
              component="a"
              href={path}
              lang={code}
              hrefLang={code}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                px: layout === 'header' ? 0.5 : 0,
                fontWeight: 650,
                color: 'primary.main',
                textUnderlineOffset: '0.2em',
                '&:hover, &:focus-visible': { textDecorationThickness: '2px' },
              }}
            >
              {nameOf(code)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
