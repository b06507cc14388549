import type { Section, SectionType } from '../../schema/sections/index.ts';

/** One row of a section type's field table, from the schema's `.describe()` texts. */
export interface CatalogueField {
  /** `cards[].link.href` */
  name: string;
  /** `required`, `optional`, or `default: 3`. */
  need: string;
  /** What kind of value, in words. */
  value: string;
  description: string;
}

/** A section type as the dev catalogue shows it: what it is, its fields, and its example rendered. */
export interface CatalogueEntry {
  type: SectionType;
  about: string;
  fields: CatalogueField[];
  /** schema/examples/<type>.yaml, validated like a page's section. */
  section: Section;
}
