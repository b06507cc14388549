import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { QuestionAnswer } from '../../schema/fields.ts';
import type { FeatureSelectorSection } from '../../schema/sections/feature-selector.ts';
import { Section } from '../components/Section.tsx';
import { controlButtonSx } from '../components/buttonLook.ts';
import { DisclosureList } from './Accordion.tsx';
import { useWords } from '../site-data.tsx';

/**
 * Which feature is shown: the two readings of the spec are the `initial` and `reselect` options.
 * `choose` (a click) and `show` (the arrow keys, which never clear) are stable, so the memoised
 * tabs and panels re-render only when their own state changes.
 */
function useSelection(section: FeatureSelectorSection) {
  const [selected, setSelected] = useState<number | null>(section.initial === 'first' ? 0 : null);
  const { reselect } = section;
  const choose = useCallback(
    (index: number) => setSelected((current) => (current === index && reselect === 'clear' ? null : index)),
    [reselect],
  );
  return { selected, choose, show: setSelected };
}

interface FeatureTabProps {
  feature: QuestionAnswer;
  index: number;
  active: boolean;
  focusable: boolean;
  baseId: string;
  /** Keeps the tab's button, so the arrow keys can move focus to it. */
  register: (index: number, element: HTMLButtonElement | null) => void;
  onChoose: (index: number) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
}

const FeatureTab = memo(function FeatureTab({ feature, index, active, focusable, baseId, register, onChoose, onKey }: FeatureTabProps) {
  return (
    <Box
      component="button"
      type="button"
      ref={(element: HTMLButtonElement | null) => {
        register(index, element);
      }}
      role="tab"
      id={`${baseId}-t${index}`}
      aria-selected={active}
      aria-controls={`${baseId}-p${index}`}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onChoose(index)}
      onKeyDown={(event) => onKey(event, index)}
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
});

const FeaturePanel = memo(function FeaturePanel({
  feature,
  index,
  hidden,
  baseId,
  detailsLabel,
}: {
  feature: QuestionAnswer;
  index: number;
  hidden: boolean;
  baseId: string;
  detailsLabel: string;
}) {
  return (
    <Box role="tabpanel" id={`${baseId}-p${index}`} aria-labelledby={`${baseId}-t${index}`} hidden={hidden}>
      <Typography component="p" sx={{ color: 'secondary.dark', fontWeight: 700, mb: 1 }}>
        {detailsLabel}
      </Typography>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {feature.question}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{feature.answer}</Typography>
    </Box>
  );
});

/**
 * Key features. Wide screens: a vertical tab list with the description under "How it Works:".
 * Narrow screens: an accordion. Both are in the HTML; CSS picks one, so nothing shifts on load.
 */
export function FeatureSelector({ section }: { section: FeatureSelectorSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <FeatureChooser section={section} />
    </Section>
  );
}

/** The tabs, panels and accordion with their selection: below the section's frame, so choosing leaves the frame alone. */
function FeatureChooser({ section }: { section: FeatureSelectorSection }) {
  const words = useWords();
  const { selected, choose, show } = useSelection(section);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const register = useCallback((index: number, element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  }, []);
  const count = section.features.length;

  const onKey = useCallback(
    (event: KeyboardEvent, index: number) => {
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const next = (target + count) % count;
      tabs.current[next]?.focus();
      show(next);
    },
    [count, show],
  );

  const focusable = selected ?? 0;
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: '5fr 7fr', gap: 4, alignItems: 'start' }}>
        <Box
          role="tablist"
          aria-orientation="vertical"
          aria-label={section.heading ?? words.features}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {section.features.map((feature, index) => (
            <FeatureTab
              key={feature.question}
              feature={feature}
              index={index}
              active={selected === index}
              focusable={index === focusable}
              baseId={baseId}
              register={register}
              onChoose={choose}
              onKey={onKey}
            />
          ))}
        </Box>
        <Paper variant="outlined" sx={{ p: 4, borderRadius: 4, position: 'sticky', top: 96, bgcolor: 'background.muted' }}>
          {section.features.map((feature, index) => (
            <FeaturePanel
              key={feature.question}
              feature={feature}
              index={index}
              hidden={selected !== index}
              baseId={baseId}
              detailsLabel={section.detailsLabel}
            />
          ))}
          {selected === null && <Typography sx={{ color: 'text.secondary' }}>{section.emptyText}</Typography>}
        </Paper>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <DisclosureList items={section.features} open={selected} onToggle={choose} />
      </Box>
    </>
  );
}
