import { placeholderMarker } from '../placeholders.ts';
import type { AnyProblemEntry } from './entry.ts';
import { listFiles } from './words.ts';

/** ` (with {brand} filled in)` when the written text uses tokens, so the count makes sense. */
const filledIn = (tokens: readonly string[]) => (tokens.length === 0 ? '' : ` (with ${tokens.join(' and ')} filled in)`);

interface Length {
  length: number;
  /** The `{tokens}` the written text uses. */
  tokens: string[];
}

/** The text as visitors and search engines read it: unfinished text, lengths, repeats, alt texts. */
export const contentProblems = {
  placeholder: {
    severity: 'error',
    title: 'Text still marked to write or to translate is left in.',
    message: () =>
      `this text is still marked "${placeholderMarker} …" — write the real text here (in a translation, its translation), without "${placeholderMarker}".`,
    why: `\`npm run new\` marks every text still to write with \`${placeholderMarker}\`, and \`npm run new -- --translate\` (or Translate into … in the studio) every text still to translate, so a half-written page or translation can never be published.`,
    fix: `Write the real text in place of the whole placeholder, \`${placeholderMarker}\` included.`,
    example: 'subtext: One system for orders, stock and invoices, built for wholesalers.',
  },
  'filler-text': {
    severity: 'error',
    title: 'Filler text ("lorem ipsum") is left in.',
    message: () => '"lorem ipsum" is filler text, not content — write the real text here.',
    why: 'Filler text is for mock-ups; on the site it tells visitors the page is unfinished.',
    fix: 'Write the real text.',
    example: 'text: Count what is on the shelves, in every store, at any moment.',
  },
  'draft-note': {
    severity: 'error',
    title: 'A TODO, FIXME or TBD note is left in the text.',
    message: ({ note }: { note: string }) => `"${note}" marks the text as unfinished — finish the text and remove the note.`,
    why: 'Notes written in capitals mark a draft; visitors would read them on the site.',
    fix: 'Finish the text and remove the note. Ordinary words such as "to do" in lower case are fine.',
    example: 'text: Prices start at 49 euros per user and month.',
  },
  'generic-alt': {
    severity: 'warning',
    title: 'An alt text that does not say what the picture shows.',
    message: ({ alt }: { alt: string }) =>
      `the alt text "${alt}" does not say what the picture shows — describe it in a few words, or write "decorative: true" instead if it adds nothing to the text.`,
    why: 'Words such as "image" or a file name tell people who cannot see the picture nothing about it.',
    fix: 'Describe what the picture shows, or write `decorative: true` instead of `alt` when it is ornament only.',
    example: 'image: { src: /images/erp.svg, alt: Dashboard with sales and stock figures }',
  },
  'long-title': {
    severity: 'warning',
    title: 'A title longer than search results show.',
    message: ({ length, tokens, limit }: Length & { limit: number }) =>
      `the title is ${length} characters long${filledIn(tokens)}, and search results show only about ${limit} — shorten it so it is not cut off.`,
    why: 'Search results cut long titles off, often in the middle of the words that matter.',
    fix: 'Shorten the title, counting `{brand}` and the other tokens as the text they stand for.',
    example: 'title: Wholesale ERP | {brand}',
  },
  'short-description': {
    severity: 'warning',
    title: 'A description too short to tell searchers what the page offers.',
    message: ({ length, tokens, min, max }: Length & { min: number; max: number }) =>
      `the description is only ${length} characters long${filledIn(tokens)} — write one or two sentences (${min} to ${max} characters) that tell searchers what the page offers.`,
    why: 'Search engines show the description under the title; with a few words they make up their own from the page.',
    fix: 'Write one or two sentences about what the page offers.',
    example: 'description: Cloud ERP for wholesalers, from the first order to the last invoice.',
  },
  'long-description': {
    severity: 'warning',
    title: 'A description longer than search results show.',
    message: ({ length, tokens, max }: Length & { max: number }) =>
      `the description is ${length} characters long${filledIn(tokens)}, and search results cut it after about ${max} — shorten it to one or two sentences.`,
    why: 'Search results cut long descriptions off.',
    fix: 'Shorten it to one or two sentences.',
    example: 'description: Cloud ERP for wholesalers, from the first order to the last invoice.',
  },
  'duplicate-description': {
    severity: 'error',
    title: 'Two or more pages share one description.',
    message: ({ others }: { others: string[] }) =>
      `the same description is used by ${listFiles(others)} — search engines may show only one of the pages; write a description that fits this page alone.`,
    why: 'Search engines take pages with the same description for copies and may show only one of them.',
    fix: 'Write a description that fits this page alone. The message is shown in every file concerned.',
    example: 'description: Cloud ERP for wholesalers, from the first order to the last invoice.',
  },
  'duplicate-title': {
    severity: 'warning',
    title: 'Two or more pages share one title.',
    message: ({ others }: { others: string[] }) =>
      `the same title is used by ${listFiles(others)} — give each page its own title so visitors can tell them apart in search results and browser tabs.`,
    why: 'Visitors tell pages apart by their titles, in search results and in browser tabs.',
    fix: 'Give each page its own title.',
    example: 'title: Wholesale ERP | {brand}',
  },
  'repeated-paragraph': {
    severity: 'warning',
    title: 'A paragraph stands word for word on another page too.',
    message: ({ other }: { other: string }) =>
      `this paragraph stands word for word at ${other} too — rewrite it for this page, so visitors and search engines do not take the page for a copy.`,
    why: 'A page copied from another one keeps its paragraphs until they are rewritten; visitors who read both, and search engines, take the repeated text for a copy.',
    fix: 'Rewrite the paragraph for this page. The message names the file and line where the same text stands first.',
    example: 'answer: Stock counts from every store, updated with each sale, so buyers reorder before a shelf runs empty.',
  },
} satisfies Record<string, AnyProblemEntry>;
