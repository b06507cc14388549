import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ContactBlockSection } from '../../schema/sections/contact-block.ts';
import { telHref } from '../components/contact.ts';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/Section.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { site } from '../site-data.ts';
import { gridColumns } from '../theme.ts';

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 3, bgcolor: '#eef3ff', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
        {icon}
      </Box>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>{children}</Typography>
      </div>
    </Stack>
  );
}

/** Mail address, phone number and social links, all from site.yaml. */
export function ContactBlock({ section }: { section: ContactBlockSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Grid container columns={gridColumns} spacing={5} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 24, md: section.image ? 12 : 24 }}>
          <Stack spacing={3}>
            <Channel icon={<MailOutlined />} label={section.emailLabel}>
              <Link href={`mailto:${site.contact.email}`}>{site.contact.email}</Link>
            </Channel>
            <Channel icon={<PhoneOutlined />} label={section.phoneLabel}>
              <Link href={telHref(site.contact.phone)}>{site.contact.phone}</Link>
            </Channel>
            {section.social && site.social.length > 0 && <SocialLinks links={site.social} />}
          </Stack>
        </Grid>
        {section.image && (
          <Grid size={{ xs: 24, md: 12 }}>
            <Picture image={section.image} sx={{ mx: 'auto' }} />
          </Grid>
        )}
      </Grid>
    </Section>
  );
}
