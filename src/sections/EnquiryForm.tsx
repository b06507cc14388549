import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnquiryFormSection } from '../../schema/sections/enquiry-form.ts';
import { Section } from '../components/Section.tsx';
import { site } from '../site-data.ts';

/** The third-party CRM's enquiry form in a sandboxed, lazily loaded frame, with a mail fallback. */
export function EnquiryForm({ section }: { section: EnquiryFormSection }) {
  const { url } = site.enquiryForm;
  const [loaded, setLoaded] = useState(false);
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Box sx={{ position: 'relative', height: section.height, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: '#f8fafc', overflow: 'hidden' }}>
        {/* Painted behind the frame: visible through it until the form draws, even if the load event came before hydration. */}
        {!loaded && (
          <Box role="status" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', gap: 2, alignContent: 'center', color: 'text.secondary' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography variant="body2">Loading the enquiry form…</Typography>
          </Box>
        )}
        <Box
          component="iframe"
          src={url}
          title={section.frameTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          onLoad={() => setLoaded(true)}
          sx={{ position: 'relative', width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {section.fallback} <Link href={`mailto:${site.contact.email}`}>{site.contact.email}</Link>.
      </Typography>
    </Section>
  );
}
