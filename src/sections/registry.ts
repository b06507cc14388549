import type { ComponentType } from 'react';
import type { Section, SectionType } from '../../schema/sections/index.ts';

/** Each section type's data, keyed by its `type`. */
export type SectionByType = { [S in Section as S['type']]: S };

/** One component per section type, each taking its own section's data. */
export type SectionRegistry = { [T in SectionType]: ComponentType<{ section: SectionByType[T] }> };

/** A section type's component name: `feature-selector` -> `FeatureSelector`. */
export type ComponentName<T extends string> = T extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${ComponentName<Tail>}`
  : Capitalize<T>;

/*
 * The one section registry: each YAML `type` and the component that draws it, exported under that
 * name by the file of that name beside this one (`FeatureSelector` from `./FeatureSelector.tsx`).
 * The build imports this list: a page chunk imports just the components its sections use
 * (scripts/build/compile.ts), the dev catalogue all of them. The compiler refuses a missing,
 * unknown or misnamed entry.
 */
export const sectionRegistry = {
  hero: 'Hero',
  'feature-selector': 'FeatureSelector',
  'card-grid': 'CardGrid',
  accordion: 'Accordion',
  'pricing-table': 'PricingTable',
  'branch-list': 'BranchList',
  'contact-block': 'ContactBlock',
  'enquiry-form': 'EnquiryForm',
  'rich-text': 'RichText',
  'flip-cards': 'FlipCards',
  team: 'Team',
} as const satisfies { [T in SectionType]: ComponentName<T> };
