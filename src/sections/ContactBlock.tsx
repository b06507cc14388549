import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ContactBlockSection } from '../../schema/sections/contact-block.ts';
import { telHref } from '../components/contact.ts';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/Section.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { useSite } from '../site-data.tsx';
import { Column, Columns } from '../components/Columns.tsx';
import { SmartLink } from '../components/SmartLink.tsx';

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: 3,
          bgcolor: 'tint.primary',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {icon}
      </Box>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>{children}</Typography>
      </div>
    </Box>
  );
}

/** Mail address, phone number and social links, all from site.yaml. */
export function ContactBlock({ section }: { section: ContactBlockSection }) {
  const site = useSite();
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      {/* Top-aligned, not centred: a browser may paint the page before the picture's column is parsed,
          and centring would then move the contact lines down when it arrives. */}
      <Columns spacing={5} sx={{ alignItems: 'flex-start' }}>
        <Column size={{ xs: 24, md: section.image ? 12 : 24 }}>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Channel icon={<MailOutlined />} label={section.emailLabel}>
              <SmartLink href={`mailto:${site.contact.email}`}>
                <bdi dir="ltr">{site.contact.email}</bdi>
              </SmartLink>
            </Channel>
            <Channel icon={<PhoneOutlined />} label={section.phoneLabel}>
              <SmartLink href={telHref(site.contact.phone)}>
                <bdi dir="ltr">{site.contact.phone}</bdi>
              </SmartLink>
            </Channel>
            {section.social && site.social.length > 0 && <SocialLinks links={site.social} />}
          </Box>
        </Column>
        {section.image && (
          <Column size={{ xs: 24, md: 12 }}>
            <Picture image={section.image} sx={{ mx: 'auto' }} />
          </Column>
        )}
      </Columns>
    </Section>
  );
}
