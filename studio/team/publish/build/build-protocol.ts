/**
 * What the team server and its build process (build-process.ts, build-worker.ts) say to each
 * other, through tinypool: a request, and its answer with the process's heap.
 */
import { z } from 'zod';
import { buildPhases } from '../../../../scripts/build/build.ts';
import { HowBuiltSchema } from '../../../../scripts/build/build-record.ts';
import type { DraftProblem } from '../../drafts/draft-check.ts';

export const BuildRequestSchema = z.strictObject({
  root: z.string(),
  pagesDir: z.string(),
  publicDir: z.string().optional(),
  outDir: z.string(),
  previous: z.strictObject({ dir: z.string(), name: z.string() }).optional(),
});
export type BuildRequest = z.infer<typeof BuildRequestSchema>;

/**
 * A draft's pages to check: main's pages in `repoDir`, with these texts in place (null: the draft
 * takes the page out); `publicFiles`: the files under public/ publishing it leaves (`/images/…`),
 * where they are not the work tree's.
 */
const CheckRequestSchema = z.strictObject({
  repoDir: z.string(),
  changes: z.array(z.strictObject({ file: z.string(), text: z.string().nullable() })),
  publicFiles: z.array(z.string()).optional(),
});
export type CheckRequest = z.infer<typeof CheckRequestSchema>;

export const RequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('check'), check: CheckRequestSchema }),
  z.strictObject({ kind: z.literal('build'), build: BuildRequestSchema }),
]);
export type Request = z.infer<typeof RequestSchema>;

const DraftProblemSchema = z.strictObject({
  file: z.string(),
  line: z.number(),
  col: z.number(),
  field: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
}) satisfies z.ZodType<DraftProblem>;

/** What the parent learns of a build: how it was made, how long it took and each phase's milliseconds. */
const BuiltSchema = z.object({
  pages: z.number(),
  ms: z.number(),
  how: HowBuiltSchema,
  phases: z.record(z.enum(buildPhases), z.number()),
  /** Whether the pages validated by the check were built without validating them again. */
  reusedCheck: z.boolean(),
});
export type Built = z.infer<typeof BuiltSchema>;

export const AnswerSchema = z.discriminatedUnion('kind', [
  /** `anew`: how many pages were read and validated (the others were kept from the process's earlier checks). */
  z.strictObject({ kind: z.literal('checked'), problems: z.array(DraftProblemSchema), ms: z.number(), anew: z.number() }),
  z.strictObject({ kind: z.literal('built'), built: BuiltSchema }),
  z.strictObject({ kind: z.literal('refused'), message: z.string() }),
  z.strictObject({ kind: z.literal('failed'), message: z.string() }),
]);
export type Answer = z.infer<typeof AnswerSchema>;
/**
 * An answer, with the bytes the process's JavaScript heap holds, so a process kept between
 * publishes is renewed when it has grown large (build-process.ts).
 */
export const EnvelopeSchema = z.strictObject({ answer: AnswerSchema, heap: z.number() });
export type Envelope = z.infer<typeof EnvelopeSchema>;
