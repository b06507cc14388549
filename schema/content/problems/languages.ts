import type { AnyProblemEntry } from './entry.ts';

/** The languages of site.yaml and the translations in pages/<code>/. */
export const languageProblems = {
  'first-language-not-lang': {
    severity: 'error',
    title: 'The first of the languages is not the site’s language.',
    message: ({ first, lang }: { first: string; lang: string }) =>
      `the first language is "${first}", but lang is "${lang}" — put the language of the pages in pages/ first (its code is lang), then the others.`,
    why: 'The first language is the one whose pages are in pages/ itself and answer at /; the others are translations of it, each in pages/<code>/.',
    fix: 'Move the entry whose code is `lang` to the top of `languages`, or change `lang` to the language the pages are written in.',
    example: `lang: en
languages:
  - { code: en, name: English }
  - { code: es, name: Español }`,
  },
  'repeated-language': {
    severity: 'error',
    title: 'A language is listed twice.',
    message: ({ code }: { code: string }) => `the language "${code}" is listed twice — keep one entry for it.`,
    why: 'Each language has one folder of translations and one place in the language switcher.',
    fix: 'Remove one of the two entries.',
    example: `languages:
  - { code: en, name: English }
  - { code: es, name: Español }`,
  },
  'translation-without-source': {
    severity: 'error',
    title: 'A translation has no page to translate.',
    message: ({ source, language }: { source: string; language: string }) =>
      `this file is in the ${language} folder, but there is no ${source} for it to translate — move it to the path of the page it translates, or remove it.`,
    why: 'A translation takes its sections, pictures and links from its page in pages/: the file at the same place, without the language folder. `pages/es/industries/retail.yaml` translates `pages/industries/retail.yaml`.',
    fix: 'Give the translation the same folder and file name as its page, inside the language folder; or remove it if the page was removed.',
    example: `# pages/es/industries/retail.yaml translates pages/industries/retail.yaml
path: /retail
title: TPV para comercios | {brand}`,
  },
  'translation-drift': {
    severity: 'error',
    title: 'A translation differs from its page in more than the words.',
    message: ({ source, what }: { source: string; what: string }) =>
      `${what} — a translation keeps everything of ${source} but the words: its sections and their order, ids, icons, pictures, links and numbers; change them in ${source}, then here.`,
    why: 'Visitors who switch language must find the same page: the same sections in the same order, the same pictures and links. Only the words are translated, so a change to the page is made once, in the page, and the translation follows.',
    fix: 'Write the part the message points at as the page in pages/ has it, and translate only its words. To change the structure, change the page first, then its translations.',
    example: `# pages/es/industries/retail.yaml
sections:
  - type: hero
    heading: El comercio que funciona solo
    image: { src: /images/industries/retail.svg, alt: Estanterías de una tienda }`,
  },
} satisfies Record<string, AnyProblemEntry>;
