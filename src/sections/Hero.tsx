import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HeroSection } from '../../schema/sections/hero.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { Picture } from '../components/Picture.tsx';
import { Column, Columns } from '../components/Columns.tsx';
import { Pill } from '../components/Pill.tsx';
import { Wrap } from '../components/Wrap.tsx';

function Heading({ heading }: { heading: HeroSection['heading'] }) {
  if (typeof heading === 'string') return heading;
  return (
    <>
      {heading.part1}{' '}
      <Box component="span" sx={{ color: 'primary.main' }}>
        {heading.span}
      </Box>
      {heading.part2 ? ` ${heading.part2}` : null}
    </>
  );
}

/** The page's top band with its only h1. Focus lands on the h1 after navigation. */
export function Hero({ section }: { section: HeroSection }) {
  const banner = section.size === 'banner';
  return (
    <Box component="section" sx={{ background: (theme) => theme.decor.heroWash, py: { xs: 6, md: banner ? 12 : 9 } }}>
      <Wrap>
        <Columns spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Column size={{ xs: 24, md: section.image ? 13 : 24 }}>
            {section.eyebrow && (
              <Typography
                component="p"
                sx={{
                  color: 'secondary.dark',
                  fontWeight: 700,
                  letterSpacing: '0.06em',
                  textTransform: 'uppercase',
                  fontSize: '0.85rem',
                  mb: 1.5,
                }}
              >
                {section.eyebrow}
              </Typography>
            )}
            <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none' }}>
              <Heading heading={section.heading} />
            </Typography>
            {section.subtext && (
              <Typography sx={{ mt: 2.5, fontSize: { md: '1.2rem' }, color: 'text.secondary', maxWidth: 620 }}>
                {section.subtext}
              </Typography>
            )}
            {section.actions.length > 0 && (
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 4 }}>
                {section.actions.map((action, index) => (
                  <ActionButton key={action.href} link={action} size="large" variant={index === 0 ? 'contained' : 'outlined'} />
                ))}
              </Box>
            )}
            {section.claim && (
              <Box sx={{ mt: 3 }}>
                <Pill sx={{ fontWeight: 600, bgcolor: 'tint.primaryStrong', color: 'primary.dark' }}>{section.claim}</Pill>
              </Box>
            )}
          </Column>
          {section.image && (
            <Column size={{ xs: 24, md: 11 }}>
              <Picture image={section.image} eager sx={{ mx: 'auto' }} />
            </Column>
          )}
        </Columns>
      </Wrap>
    </Box>
  );
}
