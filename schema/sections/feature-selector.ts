import { z } from 'zod';
import { QuestionAnswer, SectionHeading, Text } from '../fields.ts';

/**
 * Key features: a list of features on the left and the chosen one's description under
 * "How it Works:" on the right (wide screens), or an accordion (narrow screens).
 */
export const FeatureSelectorSectionSchema = z.strictObject({
  /** Which kind of section this is; picks the fields below. */
  type: z.literal('feature-selector'),
  ...SectionHeading,
  /** Label over the description panel. */
  detailsLabel: Text.default('How it Works:'),
  /** `first`: the first feature starts selected. `none`: nothing is selected until a visitor chooses. */
  initial: z.enum(['first', 'none']).default('first'),
  /** `clear`: choosing the selected feature again clears the selection. `keep`: it stays selected. */
  reselect: z.enum(['clear', 'keep']).default('keep'),
  /** The features: 1 to 13, each a title (`question`) and its description (`answer`). */
  features: z.array(QuestionAnswer).min(1).max(13),
});

export type FeatureSelectorSectionInput = z.input<typeof FeatureSelectorSectionSchema>;
export type FeatureSelectorSection = z.output<typeof FeatureSelectorSectionSchema>;
