import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardGridSection } from '../../schema/sections/card-grid.ts';
import { usePageAssets } from '../assets.tsx';
import { ActionButton } from '../components/ActionButton.tsx';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/Section.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { gridColumns } from '../theme.ts';
import { Column, Columns } from '../components/Columns.tsx';
import { Panel } from '../components/Panel.tsx';
import { useWords, wordFor } from '../site-data.tsx';

type CardData = CardGridSection['cards'][number];

function CardMark({ card, number }: { card: CardData; number: number | undefined }) {
  const { icons } = usePageAssets();
  const Icon = card.icon ? icons[card.icon] : undefined;
  if (card.image) return <Picture image={card.image} sx={{ mb: 2.5, borderRadius: 2 }} />;
  if (number === undefined && !Icon) return null;
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'tint.primary',
        color: 'primary.main',
        mb: 2.5,
        fontWeight: 800,
        fontSize: '1.2rem',
      }}
    >
      {Icon ? <Icon /> : String(number).padStart(2, '0')}
    </Box>
  );
}

/** Cards in a responsive grid: one per row on phones, two on tablets, `columns` on wide screens. */
export function CardGrid({ section }: { section: CardGridSection }) {
  const words = useWords();
  const wide = gridColumns / section.columns;
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Columns spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {section.cards.map((card, index) => (
          <Column key={card.title} component="li" size={{ xs: 24, sm: 12, lg: wide }} sx={{ display: 'flex' }}>
            <Panel sx={{ p: 3.5, width: '100%', display: 'flex', flexDirection: 'column', boxShadow: (theme) => theme.decor.cardShadow }}>
              <CardMark card={card} number={section.style === 'numbered' ? index + 1 : undefined} />
              <Typography variant="h3" sx={{ mb: 1 }}>
                {card.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {card.text}
              </Typography>
              {card.link && (
                <SmartLink
                  href={card.link.href}
                  context={card.link.context ?? wordFor(words.about, card.title)}
                  sx={{
                    mt: 2.5,
                    fontWeight: 650,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    alignSelf: 'flex-start',
                    minHeight: 24,
                  }}
                >
                  {card.link.label}
                  <ArrowForward aria-hidden fontSize="small" />
                </SmartLink>
              )}
            </Panel>
          </Column>
        ))}
      </Columns>
      {section.action && (
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <ActionButton link={section.action} variant="contained" size="large" />
        </Box>
      )}
    </Section>
  );
}
