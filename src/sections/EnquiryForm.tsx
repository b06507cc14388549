import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnquiryFormSection } from '../../schema/sections/enquiry-form.ts';
import { Section } from '../components/Section.tsx';
import { useSite } from '../site-data.tsx';
import { SmartLink } from '../components/SmartLink.tsx';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The third-party CRM's enquiry form in a sandboxed, lazily loaded frame, with a mail fallback. */
export function EnquiryForm({ section }: { section: EnquiryFormSection }) {
  const site = useSite();
  const { url } = site.enquiryForm;
  const [loaded, setLoaded] = useState(false);
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Box
        sx={{
          position: 'relative',
          height: section.height,
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          bgcolor: 'background.muted',
          overflow: 'hidden',
        }}
      >
        {/* Painted behind the frame: visible through it until the form draws, even if the load event came before hydration. */}
        {!loaded && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              gap: 2,
              alignContent: 'center',
              color: 'text.secondary',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                mx: 'auto',
                borderRadius: '50%',
                border: 3,
                borderColor: 'divider',
                borderTopColor: 'primary.main',
                animation: `${spin} 0.9s linear infinite`,
              }}
            />
            <Typography variant="body2">{section.loadingText}</Typography>
          </Box>
        )}
        <Box
          component="iframe"
          src={url}
          title={section.frameTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // What a hosted form needs: submit, run its own script, keep its session (same-origin is its
          // own origin, not ours), and open its privacy-notice link in a new tab, which inherits this
          // sandbox. Never top navigation: the frame cannot take the visitor away from the page.
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          onLoad={() => setLoaded(true)}
          sx={{ position: 'relative', width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {section.fallback}{' '}
        <SmartLink href={`mailto:${site.contact.email}`}>
          <bdi dir="ltr">{site.contact.email}</bdi>
        </SmartLink>
        .
      </Typography>
    </Section>
  );
}
