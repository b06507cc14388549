import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RichTextSection } from '../../schema/sections/rich-text.ts';
import { Section } from '../components/Section.tsx';

type Block = RichTextSection['blocks'][number];

function TextBlock({ block }: { block: Block }) {
  if ('paragraph' in block) return <Typography sx={{ mb: 2 }}>{block.paragraph}</Typography>;
  if ('subheading' in block)
    return (
      <Typography variant="h3" sx={{ mt: 4, mb: 1.5 }}>
        {block.subheading}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ pl: 3, mb: 2 }}>
      {block.list.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 0.75 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Running text; author text is always rendered as text, never as HTML. */
export function RichText({ section }: { section: RichTextSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Box sx={{ maxWidth: 780 }}>
        {section.blocks.map((block, index) => (
          <TextBlock key={index} block={block} />
        ))}
      </Box>
    </Section>
  );
}
