import LinkedIn from '@mui/icons-material/LinkedIn';
import Typography from '@mui/material/Typography';
import type { TeamSection } from '../../schema/sections/team.ts';
import { Picture } from '../components/Picture.tsx';
import { Section } from '../components/Section.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Column, Columns } from '../components/Columns.tsx';
import { Panel } from '../components/Panel.tsx';
import { useWords } from '../site-data.tsx';

/** Leader cards: portrait, name, designation, biography and a profile link. */
export function Team({ section }: { section: TeamSection }) {
  const words = useWords();
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Columns spacing={4}>
        {section.members.map((member) => (
          <Column key={member.name} size={{ xs: 24, md: 12 }}>
            <Panel component="article" sx={{ p: 4, height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3 }}>
              <Picture image={member.photo} sx={{ width: 140, height: 140, borderRadius: '50%', flexShrink: 0, bgcolor: 'tint.primary' }} />
              <div>
                <Typography variant="h3" component="h3">
                  {member.name}
                </Typography>
                <Typography sx={{ color: 'secondary.dark', fontWeight: 650, mb: 1.5 }}>{member.designation}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  {member.biography}
                </Typography>
                <SmartLink
                  href={member.profileUrl}
                  aria-label={`${member.profileLabel}: ${member.name} (${words.opensInNewTab})`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 650 }}
                >
                  <LinkedIn aria-hidden fontSize="small" />
                  {member.profileLabel}
                </SmartLink>
              </div>
            </Panel>
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
