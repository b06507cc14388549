import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { AccordionSection } from '../../schema/sections/accordion.ts';
import type { QuestionAnswer } from '../../schema/fields.ts';
import { Section } from '../components/Section.tsx';
import { controlButtonSx } from '../components/buttonLook.ts';

interface DisclosureListProps {
  items: readonly QuestionAnswer[];
  open: number | null;
  onToggle: (index: number) => void;
  headingLevel?: 'h3' | 'h4';
}

/**
 * Questions as heading + button pairs (WAI-ARIA accordion). Answers stay in the HTML when closed
 * (`hidden`), so they are there without JavaScript and for find-in-page.
 */
export function DisclosureList({ items, open, onToggle, headingLevel = 'h3' }: DisclosureListProps) {
  const baseId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-b${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <Box key={item.question} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component={headingLevel} sx={{ m: 0 }}>
              <Box
                component="button"
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(index)}
                sx={{ ...controlButtonSx, width: '100%', justifyContent: 'space-between', textAlign: 'left', gap: 2, py: 2.25, px: 0.5, font: 'inherit', fontWeight: 650, fontSize: '1.05rem', color: expanded ? 'primary.main' : 'text.primary' }}
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
      })}
    </Box>
  );
}

/** An FAQ: none open at first, at most one open, choosing the open one closes it. */
export function Accordion({ section }: { section: AccordionSection }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <DisclosureList items={section.items} open={open} onToggle={(index) => setOpen((current) => (current === index ? null : index))} />
    </Section>
  );
}
