import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlipCardsSection } from '../../schema/sections/flip-cards.ts';
import { usePageAssets } from '../assets.tsx';
import { Section } from '../components/Section.tsx';
import { gridColumns } from '../theme.ts';
import { Column, Columns } from '../components/Columns.tsx';

type Card = FlipCardsSection['cards'][number];

const face = {
  position: 'absolute',
  inset: 0,
  borderRadius: 4,
  p: 4,
  backfaceVisibility: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
} as const;

function FlipCard({ card }: { card: Card }) {
  const { icons } = usePageAssets();
  const Icon = card.icon ? icons[card.icon] : undefined;
  return (
    <Box
      component="article"
      tabIndex={0}
      aria-label={card.title}
      sx={{
        perspective: 1200,
        height: 280,
        borderRadius: 4,
        '&:hover > div, &:focus-visible > div, &:focus-within > div': { transform: 'rotateY(180deg)' },
        '@media (prefers-reduced-motion: reduce)': {
          '& > div': { transition: 'none' },
        },
      }}
    >
      <Box sx={{ position: 'relative', height: '100%', transition: 'transform 600ms ease', transformStyle: 'preserve-3d' }}>
        <Box
          sx={{ ...face, bgcolor: 'tint.primary', border: 1, borderColor: 'tint.primaryStrong', alignItems: 'center', textAlign: 'center' }}
        >
          {Icon && <Icon aria-hidden sx={{ fontSize: 48, color: 'primary.main', mb: 2 }} />}
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.5rem' }}>
            {card.title}
          </Typography>
        </Box>
        <Box sx={{ ...face, bgcolor: 'primary.main', color: 'primary.contrastText', transform: 'rotateY(180deg)' }}>
          <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.6 }}>{card.text}</Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** Cards that turn over on hover or focus; with reduced motion they switch without turning. */
export function FlipCards({ section }: { section: FlipCardsSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Columns spacing={3}>
        {section.cards.map((card) => (
          <Column key={card.title} size={{ xs: 24, md: gridColumns / section.cards.length }}>
            <FlipCard card={card} />
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
