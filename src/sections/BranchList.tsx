import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Typography from '@mui/material/Typography';
import type { BranchListSection } from '../../schema/sections/branch-list.ts';
import { Section } from '../components/Section.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { Column, Columns } from '../components/Columns.tsx';
import { Panel } from '../components/Panel.tsx';
import { useWords } from '../site-data.tsx';

/** Office cards: name, postal address, and a link to the office on a map. */
export function BranchList({ section }: { section: BranchListSection }) {
  const words = useWords();
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Columns spacing={3}>
        {section.branches.map((branch) => (
          <Column key={branch.name} size={{ xs: 24, md: 8 }}>
            <Panel sx={{ p: 3.5, height: '100%' }}>
              <PlaceOutlined aria-hidden color="primary" />
              <Typography variant="h3" sx={{ mt: 1, mb: 1 }}>
                {branch.name}
              </Typography>
              <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', color: 'text.secondary', mb: 2 }}>
                {branch.address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </Typography>
              <SmartLink
                href={branch.mapUrl}
                sx={{ fontWeight: 650 }}
                aria-label={`${branch.mapLabel}: ${branch.name} (${words.opensInNewTab})`}
              >
                {branch.mapLabel}
              </SmartLink>
            </Panel>
          </Column>
        ))}
      </Columns>
    </Section>
  );
}
