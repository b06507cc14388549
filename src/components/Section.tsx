import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Wrap } from './Wrap.tsx';

const tones = {
  plain: { bgcolor: 'background.default' },
  muted: { bgcolor: 'background.muted' },
  brand: { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

interface SectionProps {
  heading?: string | undefined;
  intro?: string | undefined;
  id?: string | undefined;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** The band every section sits in: one spacing scale, one width, one heading style. */
export function Section({ heading, intro, id, tone = 'plain', children }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={heading ? headingId : undefined} sx={{ py: { xs: 6, md: 9 }, ...tones[tone] }}>
      <Wrap>
        {heading && (
          <Typography variant="h2" id={headingId} sx={{ mb: intro ? 1.5 : 4, maxWidth: 760 }}>
            {heading}
          </Typography>
        )}
        {intro && <Typography sx={{ mb: 4, maxWidth: 720, color: tone === 'brand' ? 'inherit' : 'text.secondary' }}>{intro}</Typography>}
        {children}
      </Wrap>
    </Box>
  );
}
