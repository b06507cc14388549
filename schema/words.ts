import { z } from 'zod';
import { Text } from './fields.ts';

/** One word of the site's frame: its English, and what it is for (the editor shows it). */
const word = (english: string, use: string) => Text.default(english).describe(`${use} In English: "${english}".`);

/** The words of the site's frame: each has its English default, so a site in one language need not write any. */
export const Words = z
  .strictObject({
    skipToContent: word('Skip to content', 'The first link on every page, for keyboard users: it jumps past the menus.'),
    mainMenu: word('Main', "The wide screen's menu, as screen readers name it."),
    menu: word('Menu', "The phone menu's title."),
    openMenu: word('Open menu', "The phone menu button's name for screen readers."),
    closeMenu: word('Close menu', "The phone menu's close button, for screen readers."),
    back: word('Back', "The phone menu's button back to the list before."),
    backTo: word('Back to {name}', 'The back button, for screen readers; `{name}` is the list it goes back to.'),
    overview: word('{name} overview', "The phone menu's link to a page that has a sub-list; `{name}` is the page."),
    modules: word('{name} modules', "The heading over a page's sub-list in the wide menu; `{name}` is the page."),
    about: word('about {name}', 'Words screen readers hear after a short button label such as "Learn more"; `{name}` is what it is about.'),
    forPlan: word('for {name}', "Words screen readers hear after a plan's button; `{name}` is the plan."),
    close: word('Close', "The privacy policy's close button, for screen readers."),
    opensInNewTab: word('opens in a new tab', 'Said after links that open in a new tab.'),
    languageSwitcher: word('Languages', 'The language switcher, as screen readers name it.'),
    included: word('Included', 'A tick in the plan comparison, for screen readers.'),
    notIncluded: word('Not included', 'A dash in the plan comparison, for screen readers.'),
    planComparison: word('Plan comparison', 'The plan comparison table, when it has no heading.'),
    features: word('Features', 'The feature selector, when it has no heading.'),
    home: word('Home', "The home page's link on the not-found and error pages."),
    whereToGo: word('Where would you like to go?', 'The heading over the links on the not-found and error pages.'),
    notFoundTitle: word('Page not found', "The not-found page's title (the browser tab)."),
    notFoundHeading: word("We can't find that page", "The not-found page's heading."),
    notFoundText: word(
      'The address may be mistyped, or the page may have moved. The links below lead to the main parts of the site.',
      "The not-found page's text.",
    ),
    errorTitle: word('Something went wrong', "The error page's title (the browser tab)."),
    errorHeading: word('Something went wrong on our side', "The error page's heading."),
    errorText: word(
      'This page could not be shown. Please reload, or try again in a moment. If it keeps happening, write to {name}.',
      "The error page's text; `{name}` is the enquiries mail address.",
    ),
    shareImageAlt: word(
      'The {name} logo beside a sales chart, on the brand colour',
      'The description of the picture shown when a page is shared; `{name}` is the brand.',
    ),
  })
  .describe(
    'Every word the site shows around the pages: menu and dialog buttons, screen-reader labels, the not-found and error pages. Each has its English; a translation of site.yaml writes every one in its language.',
  );
export type Words = z.output<typeof Words>;
export type WordKey = keyof Words;

/** The words' names, in the order site.yaml lists them. */
export const wordKeys: readonly WordKey[] = Words.keyof().options;
