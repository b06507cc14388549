import type { ComponentType } from 'react';
import type { Section, SectionType } from '../../schema/sections/index.ts';

/** Each section type's data, keyed by its `type`. */
export type SectionByType = { [S in Section as S['type']]: S };

/** One component per section type, each taking its own section's data. */
export type SectionRegistry = { [T in SectionType]: ComponentType<{ section: SectionByType[T] }> };

/*
 * The one section registry: each export is named after a YAML `type` and is that type's component.
 * A page chunk imports just the exports its sections name (scripts/build/compile.ts), so the others
 * stay out of its first load; the dev catalogue and the render tests import the whole module.
 * src/sections/registry-complete.ts makes a missing or mistyped entry a compile error.
 */
export { Hero as 'hero' } from './Hero.tsx';
export { FeatureSelector as 'feature-selector' } from './FeatureSelector.tsx';
export { CardGrid as 'card-grid' } from './CardGrid.tsx';
export { Accordion as 'accordion' } from './Accordion.tsx';
export { PricingTable as 'pricing-table' } from './PricingTable.tsx';
export { BranchList as 'branch-list' } from './BranchList.tsx';
export { ContactBlock as 'contact-block' } from './ContactBlock.tsx';
export { EnquiryForm as 'enquiry-form' } from './EnquiryForm.tsx';
export { RichText as 'rich-text' } from './RichText.tsx';
export { FlipCards as 'flip-cards' } from './FlipCards.tsx';
export { Team as 'team' } from './Team.tsx';
