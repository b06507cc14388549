import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FeatureSelectorSection } from '../../schema/sections/feature-selector.ts';
import { Section } from '../components/Section.tsx';
import { controlButtonSx } from '../components/buttonLook.ts';
import { DisclosureList } from './Accordion.tsx';

/** Which feature is shown: the two readings of the spec are the `initial` and `reselect` options. */
function useSelection(section: FeatureSelectorSection) {
  const [selected, setSelected] = useState<number | null>(section.initial === 'first' ? 0 : null);
  const choose = (index: number) => setSelected((current) => (current === index && section.reselect === 'clear' ? null : index));
  return { selected, choose };
}

/**
 * Key features. Wide screens: a vertical tab list with the description under "How it Works:".
 * Narrow screens: an accordion. Both are in the HTML; CSS picks one, so nothing shifts on load.
 */
export function FeatureSelector({ section }: { section: FeatureSelectorSection }) {
  const { selected, choose } = useSelection(section);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = section.features.length;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    tabs.current[next]?.focus();
    if (selected !== next) choose(next);
  };

  const focusable = selected ?? 0;
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: '5fr 7fr', gap: 4, alignItems: 'start' }}>
        <Box role="tablist" aria-orientation="vertical" aria-label={section.heading ?? 'Features'} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {section.features.map((feature, index) => {
            const active = selected === index;
            return (
              <Box
                component="button"
                type="button"
                key={feature.question}
                ref={(element: HTMLButtonElement | null) => {
                  tabs.current[index] = element;
                }}
                role="tab"
                id={`${baseId}-t${index}`}
                aria-selected={active}
                aria-controls={`${baseId}-p${index}`}
                tabIndex={index === focusable ? 0 : -1}
                onClick={() => choose(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                sx={{
                  ...controlButtonSx,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  px: 2.5,
                  py: 1.75,
                  borderRadius: 2,
                  border: 1,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'primary.main' : 'background.paper',
                  color: active ? 'primary.contrastText' : 'text.primary',
                  font: 'inherit',
                  fontWeight: 650,
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                {feature.question}
              </Box>
            );
          })}
        </Box>
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 4, position: 'sticky', top: 96, bgcolor: 'background.muted' }}>
          {section.features.map((feature, index) => (
            <Box key={feature.question} role="tabpanel" id={`${baseId}-p${index}`} aria-labelledby={`${baseId}-t${index}`} hidden={selected !== index}>
              <Typography component="p" sx={{ color: 'secondary.dark', fontWeight: 700, mb: 1 }}>
                {section.detailsLabel}
              </Typography>
              <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                {feature.question}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{feature.answer}</Typography>
            </Box>
          ))}
          {selected === null && <Typography sx={{ color: 'text.secondary' }}>Choose a feature to see how it works.</Typography>}
        </Paper>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <DisclosureList items={section.features} open={selected} onToggle={(index) => choose(index)} />
      </Box>
    </Section>
  );
}
