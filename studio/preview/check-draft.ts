import { resolveTokens, siteTokens, type UnknownToken } from '../../schema/content/tokens.ts';
import { PageSchema, type Page } from '../../schema/page.ts';
import { frameSiteData } from './frame-language.ts';
import { placeWords } from '../document/place-words.ts';

/** The draft as the site would draw it, or why it cannot be drawn. */
export type CheckedDraft = { page: Page } | { note: string };

/**
 * The draft's data checked as the build checks a page: site tokens filled in (`{brand}`), then the
 * page schema. The studio's problems list says in full what is wrong; this says only where.
 */
export function checkDraft(data: unknown): CheckedDraft {
  const unknown: UnknownToken[] = [];
  // The tokens of the language drawn: a translation's site.yaml names its own brand and contact details.
  const result = PageSchema.safeParse(resolveTokens(data, siteTokens(frameSiteData().site), unknown));
  if (result.success) return { page: result.data };
  const first = result.error.issues[0];
  // Where, as the problems list says it: “Section 1 (hero) › heading”.
  const where = first ? placeWords(first.path, data, 'the page') : 'the page';
  return { note: `The preview shows the last version it could draw — ${where} needs a fix (see the problems list).` };
}
