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
  'missing-language-settings': {
    severity: 'error',
    title: 'A language has no site settings of its own.',
    message: ({ code, file }: { code: string; file: string }) =>
      `the site lists the language "${code}", but there is no ${file} — add it: a copy of site.yaml with lang: ${code}, its menus, footer, privacy policy and words in that language (npm run new -- --translate ${code} site).`,
    why: "A language's pages are shown with its own menus, footer and words, which its copy of site.yaml holds. Without it the language's pages cannot be built.",
    fix: 'Run `npm run new -- --translate <code> site`, or choose Translate into … for the site settings on the Translations board, and translate the words it marks. Or remove the language from `languages`.',
    example: `# pages/es/site.yaml
lang: es
navGroups:
  - { id: products, label: Productos }`,
  },
  'untranslated-default': {
    severity: 'error',
    title: 'A translation shows an English text it does not write.',
    message: ({ field, text, language }: { field: string; text: string; language: string }) =>
      `"${field}" is not written here, so the site would show its English default "${text}" — write it in ${language}.`,
    why: 'Some fields have a default text, in English, used when a page does not write them (a menu blurb’s button says "More"). In a translation every text must be in its language.',
    fix: 'Add the field where the message points, with the text in the translation’s language.',
    example: `nav:
  blurb:
    heading: Acerca de {brand}
    button: Más información`,
  },
  'missing-words': {
    severity: 'error',
    title: 'A translation of site.yaml has no words of the site.',
    message: ({ count, language }: { count: number; language: string }) =>
      `this translation has no words — add words: with the site's ${count} words in ${language}, or visitors would read the menus' buttons and the not-found page in English.`,
    why: 'The words around the pages (menu buttons, screen-reader labels, the not-found page) come from site.yaml, in each language.',
    fix: 'Add `words:` to this file with every word in its language. The editor lists them with their English; AUTHORING.md too.',
    example: `words:
  skipToContent: Saltar al contenido
  openMenu: Abrir el menú`,
  },
  'missing-word': {
    severity: 'error',
    title: 'A translation of site.yaml leaves a word of the site untranslated.',
    message: ({ word, english, language }: { word: string; english: string; language: string }) =>
      `"${word}" is not in words — write it in ${language}; in English it is "${english}".`,
    why: 'The words around the pages (menu buttons, screen-reader labels, the not-found page) come from site.yaml. Without them, visitors of this language would hear and read English in the middle of their pages.',
    fix: 'Add the word under `words:` in this file, in its language. `{name}` in a word stands for what it speaks of, a menu or a plan: keep it where the language puts it.',
    example: `words:
  skipToContent: Saltar al contenido
  backTo: Volver a {name}`,
  },
} satisfies Record<string, AnyProblemEntry>;
