import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BrowserSiteData } from '../../schema/model/site-model.ts';
import { useHomePath, useSiteData } from '../site-data.tsx';
import { useLaterWords } from '../languages/later-words.ts';
import { topLevelGroups } from '../layout/nav.ts';
import { PageHead } from './PageHead.tsx';

/** The main places to go from a dead end: home and the first page of each menu group. */
function mainDestinations(siteData: BrowserSiteData, home: { label: string; path: string }): { label: string; path: string }[] {
  return [
    home,
    ...topLevelGroups(siteData).flatMap((group) => group.items.slice(0, 3).map((item) => ({ label: item.label, path: item.path }))),
    ...siteData.site.header.links.map((link) => ({ label: link.label, path: link.href })),
    { label: siteData.site.header.action.label, path: siteData.site.header.action.href },
  ];
}

/** A branded page for dead ends: not-found and unexpected errors. */
export function MessagePage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const siteData = useSiteData();
  const home = useHomePath();
  const words = useLaterWords();
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 12 }, background: (theme) => theme.decor.heroWash }}>
      <PageHead title={`${title} | ${siteData.site.brand.name}`} description={heading} />
      <Container maxWidth="md">
        <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none' }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.15rem' }}>{children}</Typography>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 5, mb: 2 }}>
          {words.whereToGo}
        </Typography>
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 1.5, listStyle: 'none', p: 0 }}>
          {mainDestinations(siteData, { label: words.home, path: home }).map((destination) => (
            <li key={destination.path}>
              <Box component={Link} to={destination.path} sx={{ fontWeight: 650, color: 'primary.main', textUnderlineOffset: '0.2em' }}>
                {destination.label}
              </Box>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
