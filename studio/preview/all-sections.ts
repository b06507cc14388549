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
 * Every section type's component, loaded with the frame: a draft may use any type at any edit.
 * Typed against the one registry, so a new section type fails the type check until it is here.
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
