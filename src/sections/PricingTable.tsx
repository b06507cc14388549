import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricingTableSection } from '../../schema/sections/pricing-table.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import { Section } from '../components/Section.tsx';
import { gridColumns } from '../theme.ts';
import { Column, Columns } from '../components/Columns.tsx';
import { Pill } from '../components/Pill.tsx';
import { Panel } from '../components/Panel.tsx';
import { useWords, wordFor } from '../site-data.tsx';

type Plan = PricingTableSection['plans'][number];
type Comparison = NonNullable<PricingTableSection['comparison']>;

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Panel sx={{ p: 4, height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      {plan.label && (
        <Pill
          sx={{
            alignSelf: 'flex-start',
            mb: 1.5,
            fontWeight: 700,
            minHeight: 26,
            fontSize: '0.8125rem',
            bgcolor: 'tint.secondary',
            color: 'secondary.dark',
          }}
        >
          {plan.label}
        </Pill>
      )}
      <Typography variant="h3" component="h3">
        {plan.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {plan.audience}
      </Typography>
      {plan.price !== '' && <Typography sx={{ fontSize: '2rem', fontWeight: 800, mt: 2 }}>{plan.price}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 3, flexGrow: 1, display: 'grid', gap: 1.25 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <Check aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: '3px' }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Box>
      <ActionButton link={plan.action} variant="contained" fullWidth />
    </Panel>
  );
}

function Mark({ included }: { included: boolean }) {
  const words = useWords();
  const Icon = included ? Check : Close;
  return (
    <Icon
      role="img"
      aria-label={included ? words.included : words.notIncluded}
      aria-hidden={false}
      sx={{ color: included ? 'success.main' : 'text.disabled' }}
    />
  );
}

function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const words = useWords();
  return (
    <Box sx={{ mt: 8 }}>
      {comparison.heading && (
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {comparison.heading}
        </Typography>
      )}
      <Panel role="region" tabIndex={0} aria-label={comparison.heading ?? words.planComparison} sx={{ overflowX: 'auto' }}>
        <Table sx={{ minWidth: { xs: 0, sm: 560 }, '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell component="td" />
              {comparison.columns.map((column) => (
                <TableCell key={column.name} align="center" scope="col" component="th">
                  <Typography sx={{ fontWeight: 750 }}>{column.name}</Typography>
                  {column.note && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: { xs: '0.75rem', sm: '0.9rem' } }}>
                      {column.note}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.rows.map((row) => (
              <TableRow key={row.feature}>
                <TableCell component="th" scope="row">
                  {row.feature}
                </TableCell>
                {row.included.map((included, index) => (
                  <TableCell key={comparison.columns[index]?.name ?? index} align="center">
                    <Mark included={included} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {comparison.columns.some((column) => column.action) && (
              <TableRow>
                <TableCell component="td" />
                {comparison.columns.map((column) => (
                  <TableCell key={column.name} align="center">
                    {column.action && (
                      <ActionButton
                        link={column.action}
                        variant="outlined"
                        size="small"
                        context={wordFor(words.forPlan, column.name)}
                        sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Panel>
    </Box>
  );
}

/** Plan cards, then a table of which plan includes what. */
export function PricingTable({ section }: { section: PricingTableSection }) {
  const wide = gridColumns / section.plans.length;
  return (
    <Section heading={section.heading} intro={section.intro} id={section.id} tone={section.tone}>
      <Columns spacing={3}>
        {section.plans.map((plan) => (
          <Column key={plan.name} size={{ xs: 24, md: wide }}>
            <PlanCard plan={plan} />
          </Column>
        ))}
      </Columns>
      {section.comparison && <ComparisonTable comparison={section.comparison} />}
    </Section>
  );
}
