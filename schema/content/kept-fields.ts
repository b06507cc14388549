/**
 * The fields a translation keeps as its page has them: what a section is and where it sits, the
 * names other parts refer to, addresses, pictures, icons, menus, colours and choices. Numbers and
 * true/false are kept too, whatever their field; every other text is words, to translate.
 */
export const keptFields: ReadonlySet<string> = new Set([
  'type',
  'id',
  'icon',
  'src',
  'href',
  'url',
  'mapUrl',
  'profileUrl',
  'path',
  'aliases',
  'group',
  'nestUnder',
  'network',
  'email',
  'color',
  'accent',
  'baseUrl',
  'allowedOrigins',
  'tokens',
  'languages',
  'tone',
  'size',
  'style',
  'initial',
  'reselect',
]);
