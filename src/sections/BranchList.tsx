import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { BranchListSection } from '../../schema/sections/branch-list.ts';
import { Section } from '../components/Section.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { gridColumns } from '../theme.ts';

/** Office cards: name, postal address, and a link to the office on a map. */
export function BranchList({ section }: { section: BranchListSection }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Grid container columns={gridColumns} spacing={3}>
        {section.branches.map((branch) => (
          <Grid key={branch.name} size={{ xs: 24, md: 8 }}>
            <Card sx={{ p: 3.5, height: '100%' }}>
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
              <SmartLink href={branch.mapUrl} sx={{ fontWeight: 650 }} aria-label={`${branch.mapLabel}: ${branch.name} (opens in a new tab)`}>
                {branch.mapLabel}
              </SmartLink>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
