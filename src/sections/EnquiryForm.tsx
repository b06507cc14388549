import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EnquiryFormSection } from '../../schema/sections/enquiry-form.ts';
import { Section } from '../components/Section.tsx';
import { site } from '../site-data.ts';

/** The third-party CRM's enquiry form in a sandboxed, lazily loaded frame, with a mail fallback. */
export function EnquiryForm({ section }: { section: EnquiryFormSection }) {
  const { url } = site.enquiryForm;
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Box
        component="iframe"
        src={url}
        title={section.frameTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        sx={{ width: '100%', height: section.height, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: '#f8fafc', display: 'block' }}
      />
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {section.fallback} <Link href={`mailto:${site.contact.email}`}>{site.contact.email}</Link>.
      </Typography>
    </Section>
  );
}
