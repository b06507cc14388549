import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../schema/model/site-model.ts';
import { plainButtonSx } from '../components/buttonLook.ts';
import { telHref } from '../components/contact.ts';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { useSiteData } from '../site-data.tsx';
import { groupItems } from './nav.ts';
import { Column, Columns } from '../components/Columns.tsx';
import { Wrap } from '../components/Wrap.tsx';

const PrivacyDialog = lazy(() => import('./PrivacyDialog.tsx').then((module) => ({ default: module.PrivacyDialog })));

const footerLinkSx = {
  color: 'inverse.muted',
  display: 'inline-block',
  py: 0.5,
  textDecoration: 'none',
  '&:hover': { color: 'inverse.strong', textDecoration: 'underline' },
} as const;

function chunk<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size)).filter((part) => part.length > 0);
}

function LinkColumn({ items }: { items: readonly NavItem[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.path}>
          <Box component={Link} to={item.path} sx={footerLinkSx}>
            {item.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The footer on every page: link columns from the menus, contact details, social links, privacy. */
export function Footer() {
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // The dialog's code loads on first use and then stays mounted, so closing can return focus.
  const [privacyLoaded, setPrivacyLoaded] = useState(false);
  const siteData = useSiteData();
  const { site } = siteData;
  // A column whose menu has no page in this language (not translated yet) is left out.
  const columns = site.footer.columns.filter((column) => groupItems(siteData, column.group).length > 0);
  return (
    <Box component="footer" sx={{ bgcolor: 'inverse.background', color: 'inverse.text', pt: 8, pb: 4 }}>
      <Wrap>
        <Columns spacing={4}>
          {columns.map((column) => {
            const parts = chunk(groupItems(siteData, column.group), column.split);
            return (
              <Column key={column.group} size={{ xs: 24, sm: 12, md: column.split > 1 ? 8 : 4 }}>
                <Typography component="h2" sx={{ fontWeight: 700, color: 'inverse.strong', mb: 2, fontSize: '1rem' }}>
                  {column.heading}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${parts.length}, 1fr)`, columnGap: 3 }}>
                  {parts.map((part) => (
                    <LinkColumn key={part[0]?.path} items={part} />
                  ))}
                </Box>
              </Column>
            );
          })}
          <Column size={{ xs: 24, sm: 12, md: 8 }}>
            <Typography component="h2" sx={{ fontWeight: 700, color: 'inverse.strong', mb: 2, fontSize: '1rem' }}>
              {site.footer.contactHeading}
            </Typography>
            {/* Addresses and numbers read left to right in a right-to-left language too. */}
            <Box component="a" href={`mailto:${site.contact.email}`} sx={footerLinkSx}>
              <bdi dir="ltr">{site.contact.email}</bdi>
            </Box>
            <br />
            <Box component="a" href={telHref(site.contact.phone)} sx={footerLinkSx}>
              <bdi dir="ltr">{site.contact.phone}</bdi>
            </Box>
            <Box sx={{ mt: 2, color: 'inverse.text' }}>
              <SocialLinks links={site.social} color="inherit" />
            </Box>
          </Column>
        </Columns>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'inverse.divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ color: 'inverse.muted' }}>
            {site.footer.copyright}
          </Typography>
          <Box
            component="button"
            type="button"
            onClick={() => {
              setPrivacyLoaded(true);
              setPrivacyOpen(true);
            }}
            aria-haspopup="dialog"
            sx={{ ...plainButtonSx, ...footerLinkSx, fontSize: '0.95rem', textDecoration: 'underline', minHeight: 24 }}
          >
            {site.privacy.title}
          </Box>
        </Box>
      </Wrap>
      {privacyLoaded && (
        <Suspense fallback={null}>
          <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
