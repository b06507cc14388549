import type { SectionRegistry } from '../../src/sections/registry.ts';
import { Accordion } from '../../src/sections/Accordion.tsx';
import { BranchList } from '../../src/sections/BranchList.tsx';
import { CardGrid } from '../../src/sections/CardGrid.tsx';
import { ContactBlock } from '../../src/sections/ContactBlock.tsx';
import { EnquiryForm } from '../../src/sections/EnquiryForm.tsx';
import { FeatureSelector } from '../../src/sections/FeatureSelector.tsx';
import { FlipCards } from '../../src/sections/FlipCards.tsx';
import { Hero } from '../../src/sections/Hero.tsx';
import { PricingTable } from '../../src/sections/PricingTable.tsx';
import { RichText } from '../../src/sections/RichText.tsx';
import { Team } from '../../src/sections/Team.tsx';

/**
 * Every section's component for the render tests, typed against its own section: the compiler
 * refuses a missing one, or one that takes another section's data. sections.test.tsx checks that
 * the site's registry (src/sections/registry.ts) names these same components.
 */
export const sectionComponents = {
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
