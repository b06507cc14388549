import { z } from 'zod';
import { Link, SectionHeading, Text } from '../fields.ts';

/** One plan card. */
export const Plan = z.strictObject({
  name: Text.describe("The plan's name, for example `Simple Start`."),
  audience: Text.describe('Who the plan is for.'),
  label: Text.optional().describe('A ribbon on the card, for example `Save 8% Now`.'),
  price: z.string().default('').describe('The price tag. Leave empty to show no price.'),
  features: z.array(Text).min(1).describe('What the plan includes, one line each.'),
  action: Link.describe("The card's button: its words and where it leads, for example “Contact” leading to /contact-us."),
});

/** A column of the comparison table. */
export const ComparisonColumn = z.strictObject({
  name: Text.describe('Column title, for example `Professional`.'),
  note: Text.optional().describe('A line under the title, for example `Most popular`.'),
  action: Link.optional().describe("The column's button at the foot of the table."),
});

/** A row of the comparison table: a feature and, per column, whether it is included. */
export const ComparisonRow = z.strictObject({
  feature: Text.describe("The feature's name."),
  included: z.array(z.boolean()).min(1).describe('One `true` (included) or `false` (not included) per column, in column order.'),
});

/** A table comparing what each plan includes. */
export const Comparison = z.strictObject({
  heading: Text.optional().describe('Heading over the table.'),
  columns: z.array(ComparisonColumn).min(1).describe("The table's plan columns."),
  rows: z.array(ComparisonRow).min(1).describe('The feature rows.'),
});

export const PricingTableSectionSchema = z
  .strictObject({
    type: z.literal('pricing-table').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    plans: z.array(Plan).min(1).max(4).describe('The plan cards, in order.'),
    comparison: Comparison.optional().describe('A table comparing what each plan includes.'),
  })
  .superRefine((section, ctx) => {
    const columns = section.comparison?.columns.length ?? 0;
    section.comparison?.rows.forEach((row, index) => {
      if (row.included.length !== columns) {
        ctx.addIssue({
          code: 'custom',
          path: ['comparison', 'rows', index, 'included'],
          message: 'row-length',
          params: { expected: columns, actual: row.included.length },
        });
      }
    });
  })
  .describe('Plan cards and an optional feature comparison table.');

export type PricingTableSectionInput = z.input<typeof PricingTableSectionSchema>;
export type PricingTableSection = z.output<typeof PricingTableSectionSchema>;
