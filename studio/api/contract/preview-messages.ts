import { languageCodePattern } from '../../../schema/site.ts';

/**
 * The messages between the team studio's editor and its preview frame, the one place both sides
 * take them from. The editor sends the draft's data at every edit; the frame checks it with the
 * site's schema, draws it with the site's components and says which edit it has painted.
 */

/** Editor → frame: the draft's data as read from its YAML, numbered in the order of the edits. */
export interface DraftDataMessage {
  type: 'studio:page-data';
  seq: number;
  data: unknown;
  /** A translation's language (`es`): the frame draws it in that language's menus, footer and words. Absent for a page of the site's own language. */
  language?: string | undefined;
}

/** Frame → editor: the frame listens. */
export interface ReadyMessage {
  type: 'studio:ready';
}

/** Frame → editor: the draft of this edit is on the screen. */
export interface RenderedMessage {
  type: 'studio:rendered';
  seq: number;
}

/** Frame → editor: why the frame still shows an earlier draft (absent once it shows the newest). */
export interface NoteMessage {
  type: 'studio:note';
  seq: number;
  note?: string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isDraftDataMessage = (value: unknown): value is DraftDataMessage =>
  isObject(value) &&
  value['type'] === 'studio:page-data' &&
  typeof value['seq'] === 'number' &&
  'data' in value &&
  (value['language'] === undefined || (typeof value['language'] === 'string' && languageCodePattern.test(value['language'])));

export const isNoteMessage = (value: unknown): value is NoteMessage =>
  isObject(value) &&
  value['type'] === 'studio:note' &&
  typeof value['seq'] === 'number' &&
  (value['note'] === undefined || typeof value['note'] === 'string');

/** Where the team server serves the preview frame and the site's modules it reads at run time. */
export const previewBase = '/_preview/';
/** The site's compiled modules the frame imports from the server (settings, menus, palette, privacy), by name. */
export const previewModulesBase = `${previewBase}modules/`;
export const previewModuleNames = ['site-data', 'brand-palette', 'privacy', 'redirects', 'later-words'] as const;
export type PreviewModuleName = (typeof previewModuleNames)[number];
export const isPreviewModuleName = (name: string): name is PreviewModuleName => previewModuleNames.some((known) => known === name);

/** The site data in one of the site's languages, which the frame loads when it draws a translation: `site-data-es`. */
export const languageSiteDataModule = (code: string): string => `${previewModulesBase}site-data-${code}.js`;

/** The language of a module name `languageSiteDataModule` makes (`site-data-es` → `es`), or undefined. */
export function languageOfModule(name: string): string | undefined {
  const code = /^site-data-(.+)$/.exec(name)?.[1];
  return code !== undefined && languageCodePattern.test(code) ? code : undefined;
}
