import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useState } from 'react';
import type { AccordionSection } from '../../schema/sections/accordion.ts';
import type { QuestionAnswer } from '../../schema/fields.ts';
import { Section } from '../components/Section.tsx';
import { controlButtonSx } from '../components/buttonLook.ts';

interface DisclosureListProps {
  items: readonly QuestionAnswer[];
  open: number | null;
  /** Stable across renders (a callback or a state setter), so a toggle re-renders only the items that change. */
  onToggle: (index: number) => void;
  headingLevel?: 'h3' | 'h4';
}

interface DisclosureItemProps {
  item: QuestionAnswer;
  index: number;
  expanded: boolean;
  baseId: string;
  onToggle: (index: number) => void;
  headingLevel: 'h3' | 'h4';
}

/**
 * One question and its answer. Memoised: opening a question re-renders it and the one that closes,
 * not the whole list, so the answer shows in a few milliseconds even on a slow phone.
 */
const DisclosureItem = memo(function DisclosureItem({ item, index, expanded, baseId, onToggle, headingLevel }: DisclosureItemProps) {
  const buttonId = `${baseId}-b${index}`;
  const panelId = `${baseId}-p${index}`;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography component={headingLevel} sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(index)}
          sx={{
            ...controlButtonSx,
            width: '100%',
            justifyContent: 'space-between',
            textAlign: 'left',
            gap: 2,
            py: 2.25,
            px: 0.5,
            font: 'inherit',
            fontWeight: 650,
            fontSize: '1.05rem',
            color: expanded ? 'primary.main' : 'text.primary',
          }}
        >
          {item.question}
          <ExpandMore aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
        </Box>
      </Typography>
      <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} sx={{ px: 0.5, pb: 2.5 }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 820 }}>{item.answer}</Typography>
      </Box>
    </Box>
  );
});

/**
 * Questions as heading + button pairs (WAI-ARIA accordion). Answers stay in the HTML when closed
 * (`hidden`), so they are there without JavaScript and for find-in-page.
 */
export function DisclosureList({ items, open, onToggle, headingLevel = 'h3' }: DisclosureListProps) {
  const baseId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item, index) => (
        <DisclosureItem
          key={item.question}
          item={item}
          index={index}
          expanded={open === index}
          baseId={baseId}
          onToggle={onToggle}
          headingLevel={headingLevel}
        />
      ))}
    </Box>
  );
}

/** An FAQ: none open at first, at most one open, choosing the open one closes it. */
export function Accordion({ section }: { section: AccordionSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Questions items={section.items} />
    </Section>
  );
}

/** The questions with which one is open: below the section's frame, so opening one leaves the frame alone. */
function Questions({ items }: { items: readonly QuestionAnswer[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const toggle = useCallback((index: number) => setOpen((current) => (current === index ? null : index)), []);
  return <DisclosureList items={items} open={open} onToggle={toggle} />;
}
