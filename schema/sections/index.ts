import { z } from 'zod';
import { AccordionSectionSchema } from './accordion.ts';
import { BranchListSectionSchema } from './branch-list.ts';
import { CardGridSectionSchema } from './card-grid.ts';
import { ContactBlockSectionSchema } from './contact-block.ts';
import { EnquiryFormSectionSchema } from './enquiry-form.ts';
import { FeatureSelectorSectionSchema } from './feature-selector.ts';
import { FlipCardsSectionSchema } from './flip-cards.ts';
import { HeroSectionSchema } from './hero.ts';
import { PricingTableSectionSchema } from './pricing-table.ts';
import { RichTextSectionSchema } from './rich-text.ts';
import { TeamSectionSchema } from './team.ts';

/** Every section type an author can use. Adding a type is one schema file and one line here. */
export const SectionSchema = z.discriminatedUnion('type', [
  HeroSectionSchema,
  FeatureSelectorSectionSchema,
  CardGridSectionSchema,
  AccordionSectionSchema,
  PricingTableSectionSchema,
  BranchListSectionSchema,
  ContactBlockSectionSchema,
  EnquiryFormSectionSchema,
  RichTextSectionSchema,
  FlipCardsSectionSchema,
  TeamSectionSchema,
]);

export type SectionInput = z.input<typeof SectionSchema>;
export type Section = z.output<typeof SectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<T extends SectionType> = Extract<Section, { type: T }>;

/** The names authors write in `type:`, in the order of the union. */
export const sectionTypes: readonly SectionType[] = SectionSchema.options.map((option) => option.shape.type.value);
