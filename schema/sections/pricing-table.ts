import { z } from 'zod';
import { Link, SectionHeading, Text } from '../fields.ts';

/** One plan card. */
export const Plan = z.strictObject({
  /** The plan's name, for example `Simple Start`. */
  name: Text,
  /** Who the plan is for. */
  audience: Text,
  /** A ribbon on the card, for example `Save 8% Now`. */
  label: Text.optional(),
  /** The price tag. Leave empty to show no price. */
  price: z.string().default(''),
  /** What the plan includes, one line each. */
  features: z.array(Text).min(1),
  /** The card's button, for example `{ label: Contact, href: /contact-us }`. */
  action: Link,
});

/** A column of the comparison table. */
export const ComparisonColumn = z.strictObject({
  /** Column title, for example `Professional`. */
  name: Text,
  /** A line under the title, for example `Most popular`. */
  note: Text.optional(),
  /** The column's button at the foot of the table. */
  action: Link.optional(),
});

/** A row of the comparison table: a feature and, per column, whether it is included. */
export const ComparisonRow = z.strictObject({
  /** The feature's name. */
  feature: Text,
  /** One `true` (included) or `false` (not included) per column, in column order. */
  included: z.array(z.boolean()).min(1),
});

/** Plan cards and an optional feature comparison table. */
export const PricingTableSectionSchema = z
  .strictObject({
    /** Which kind of section this is; picks the fields below. */
    type: z.literal('pricing-table'),
    ...SectionHeading,
    /** The plan cards, in order. */
    plans: z.array(Plan).min(1).max(4),
    /** A table comparing what each plan includes. */
    comparison: z
      .strictObject({
        /** Heading over the table. */
        heading: Text.optional(),
        /** The table's plan columns. */
        columns: z.array(ComparisonColumn).min(1),
        /** The feature rows. */
        rows: z.array(ComparisonRow).min(1),
      })
      .optional(),
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
  });

export type PricingTableSectionInput = z.input<typeof PricingTableSectionSchema>;
export type PricingTableSection = z.output<typeof PricingTableSectionSchema>;
