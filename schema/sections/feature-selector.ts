import { z } from 'zod';
import { QuestionAnswer, SectionHeading, Text } from '../fields.ts';

export const FeatureSelectorSectionSchema = z
  .strictObject({
    type: z.literal('feature-selector').describe('Which kind of section this is; picks the fields below.'),
    ...SectionHeading,
    detailsLabel: Text.default('How it Works:').describe('Label over the description panel.'),
    initial: z
      .enum(['first', 'none'])
      .default('first')
      .describe('`first`: the first feature starts selected. `none`: nothing is selected until a visitor chooses.'),
    reselect: z
      .enum(['clear', 'keep'])
      .default('keep')
      .describe('`clear`: choosing the selected feature again clears the selection. `keep`: it stays selected.'),
    emptyText: Text.default('Choose a feature to see how it works.').describe(
      'Shown in the description panel while no feature is selected (with `initial: none`, or `reselect: clear`).',
    ),
    features: z
      .array(QuestionAnswer)
      .min(1)
      .max(13)
      .describe('The features: 1 to 13, each a title (`question`) and its description (`answer`).'),
  })
  .describe(
    'Key features: a list of features on the left and the chosen one\'s description under "How it Works:" on the right (wide screens), or an accordion (narrow screens).',
  );

export type FeatureSelectorSectionInput = z.input<typeof FeatureSelectorSectionSchema>;
export type FeatureSelectorSection = z.output<typeof FeatureSelectorSectionSchema>;
