import { z } from 'zod';

/** The two widths every page is pictured at: a desktop screen and a phone. */
export const pictureWidths = { desktop: 1440, phone: 390 } as const;
export type PictureWidth = keyof typeof pictureWidths;

/** How a section of the page is marked in a picture: changed in place, new in the draft, or gone from it. */
export const SectionMarkSchema = z.object({
  /** The section's position on its side's page, counted from 0. */
  section: z.number().int().min(0),
  kind: z.enum(['changed', 'added', 'removed']),
});
export type SectionMark = z.infer<typeof SectionMarkSchema>;

/** How a kind of mark looks in the pictures, for the screen's legend: its words, its colour, a dashed outline or a solid one. */
export const MarkLookSchema = z.object({
  kind: SectionMarkSchema.shape.kind,
  label: z.string(),
  meaning: z.string(),
  colour: z.string(),
  dashed: z.boolean(),
});
export type MarkLook = z.infer<typeof MarkLookSchema>;

/** One side of a page (main's or the draft's): the addresses of its pictures. */
const PictureSideSchema = z.object({ desktop: z.string(), phone: z.string() });

/** A page of the change request, pictured as main builds it (`before`) and as the draft builds it (`after`). */
export const PagePicturesSchema = z.object({
  /** The page's file, as the request lists it (`pages/industries/retail.yaml`). */
  file: z.string(),
  /** The page's address on the site (`/retail`): the draft's, or main's for a page the draft removes. */
  route: z.string(),
  /** The draft's sections that differ from main's at the same position, or that main does not have. */
  changedSections: z.array(z.number().int().min(0)),
  /** Every mark drawn, on each side: `before` marks changed and removed sections, `after` changed and added ones. */
  marks: z.object({ before: z.array(SectionMarkSchema), after: z.array(SectionMarkSchema) }),
  /** `null`: main has no such page (a new page). */
  before: PictureSideSchema.nullable(),
  /** `null`: the draft removes the page. */
  after: PictureSideSchema.nullable(),
});
export type PagePictures = z.infer<typeof PagePicturesSchema>;

/**
 * `GET /_team/api/requests/<id>/pictures`: the pictures of every page the request changes. The
 * first ask starts the work and answers `building` at once; the screen asks again until it is
 * `ready` or `failed` (`message` says why, for the author). `POST` to the same address starts a
 * failed attempt again.
 */
export const PicturesAnswerSchema = z.object({
  state: z.enum(['building', 'ready', 'failed']),
  message: z.string().optional(),
  pages: z.array(PagePicturesSchema),
  /** Every kind of mark, as the pictures draw it. */
  legend: z.array(MarkLookSchema),
});
export type PicturesAnswer = z.infer<typeof PicturesAnswerSchema>;
