import type { SectionRegistry } from './registry.ts';
import { Accordion } from './Accordion.tsx';
import { BranchList } from './BranchList.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ContactBlock } from './ContactBlock.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { FeatureSelector } from './FeatureSelector.tsx';
import { FlipCards } from './FlipCards.tsx';
import { Hero } from './Hero.tsx';
import { PricingTable } from './PricingTable.tsx';
import { RichText } from './RichText.tsx';
import { Team } from './Team.tsx';

/**
 * Every section type's component at once, typed against its own section: the team studio's
 * preview frame (a draft may use any type at any edit) and the render tests use it. The site's
 * pages never import it: each page chunk takes only the components its sections use. A new
 * section type fails the type check until it is here; sections.test.tsx checks that the registry
 * names these same components.
 */
export const allSections = {
  hero: Hero,
  'feature-selector': FeatureSelector,
  'card-grid': CardGrid,
  accordion: Accordion,
  'pricing-table': PricingTable,
  'branch-list': BranchList,
  'contact-block': ContactBlock,
  'enquiry-form': EnquiryForm,
  'rich-text': RichText,
  'flip-cards': FlipCards,
  team: Team,
} satisfies SectionRegistry;
