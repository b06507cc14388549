import type { ComponentType } from 'react';
import type { Section, SectionType } from '../../schema/sections/index.ts';
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

/** Each section type's data, keyed by its `type`. */
export type SectionByType = { [S in Section as S['type']]: S };

/**
 * One component per section type; a missing or mistyped entry is a compile error. Pages do not load
 * this map: each page chunk imports only its own sections (scripts/build/compile.ts); the dev catalogue and
 * the render tests use it whole.
 */
export type SectionRegistry = { [T in SectionType]: ComponentType<{ section: SectionByType[T] }> };

export const registry = {
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
