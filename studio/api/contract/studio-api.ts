import { z } from 'zod';
import type { RefusalCode } from './refusals.ts';
import type { Problem } from '../../../schema/content/errors.ts';
import type { PathKey, PlainValue } from '../../document/values.ts';

/**
 * The page studio's write API, mounted by the dev server under `/_studio/api/` (never in a
 * build). Every answer is JSON; a refusal is an `ApiError` with a 4xx status. Paths are the
 * page files' paths as authors see them: `pages/industries/retail.yaml`.
 */
export { apiBase } from './routes.ts';

/** `POST /_studio/api/check`: the problems of the whole site with one file replaced by a draft. */
export const CheckRequestSchema = z.strictObject({ path: z.string(), text: z.string(), preview: z.boolean().optional() });
export type CheckRequest = z.infer<typeof CheckRequestSchema>;

/** `PUT /_studio/api/file`: saves a file opened at `version`; `force` saves over a newer file. */
export const SaveRequestSchema = z.strictObject({ path: z.string(), text: z.string(), version: z.string(), force: z.boolean().optional() });
export type SaveRequest = z.infer<typeof SaveRequestSchema>;

/** A JSON Schema as the editors get it (schema/page.schema.json, schema/site.schema.json). */
export type JsonObject = { [key: string]: unknown };

/** A section type for the studio's palette: its name, what it is for and the catalogue's example. */
export interface SectionTypeInfo {
  type: string;
  title: string;
  description: string;
  /** schema/examples/<type>.yaml: one section, as plain data. */
  example: unknown;
}

/** `GET /_studio/api/schema`: the page and site schemas and the section types. */
export interface SchemaResponse {
  page: JsonObject;
  site: JsonObject;
  sectionTypes: SectionTypeInfo[];
}

/** One file of the pages folder as the studio lists it, with how many problems it has. */
export interface PageSummary {
  path: string;
  /** `site` for site.yaml (the site settings), `page` for every other file. */
  kind: 'page' | 'site';
  /** Its name in the menus, else its title, else its file. */
  title: string;
  /** The browser-tab title, when written. */
  pageTitle?: string;
  /** The page's address (`path` in the file), when written. */
  url?: string;
  /** The menu group it is listed under: a `navGroups` id, `other` (in no menu) or `site`. */
  group: string;
  /** Its position in the group (`nav.order`). */
  order?: number;
  errors: number;
  warnings: number;
}

/** A heading of the page list. */
export interface PageGroup {
  id: string;
  label: string;
}

/** `GET /_studio/api/pages`: every YAML file in pages/, as the menus group them. */
export interface PagesResponse {
  pages: PageSummary[];
  groups: PageGroup[];
}

/** `GET /_studio/api/file?path=…`: a file's text and version (a hash of its bytes). */
export interface FileResponse {
  path: string;
  text: string;
  version: string;
  /** For a translation (`pages/es/erp.yaml`): its language and the page it translates (`pages/erp.yaml`). */
  translates?: { language: string; page: string };
  /** When the site is in more than one language: the page whose languages `GET /side-by-side` shows (this file's, or the one it translates). */
  sideBySide?: { page: string };
}

/** A problem as the loader reports it, its `file` given as an API path. */
export type StudioProblem = Problem;

/**
 * How the preview shows a draft: the module of its page chunk to import and the page's route,
 * or, when the draft has errors, a note saying why the preview keeps the last good version.
 */
export type PreviewAnswer = { routeId: string; url: string; module: string } | { note: string };

/** `POST /_studio/api/check`: every problem of the site with the draft in place; nothing is written. */
export interface CheckResponse {
  problems: StudioProblem[];
  errors: number;
  warnings: number;
  /** Only with `preview: true` in the request. */
  preview?: PreviewAnswer;
}

/** `PUT /_studio/api/file`: the file as written. */
export interface SaveResponse {
  path: string;
  version: string;
  /** Team studio: the file as saved, when the save was merged with someone else's changes (it then differs from the text sent). */
  text?: string;
  /** Team studio: the commit the save made (absent when nothing changed). */
  commit?: string;
  /** Team studio: said when the commit is kept in the studio but not yet on the site's repository. */
  note?: string;
  /** The page's translations the save brought to its new sections (a section added, moved or removed), each saved too. */
  followed?: FollowedTranslation[];
}

/** A translation brought to its page's new sections on a save: its new texts marked to translate, the rest in its words. */
export interface FollowedTranslation {
  /** `pages/es/industries/retail.yaml`. */
  file: string;
  /** The language's name in itself: `Español`. */
  language: string;
  /** How many texts are marked to translate now. */
  marked: number;
  /** Why it could not be saved (someone saved it meanwhile): the validator then names where it differs. */
  problem?: string;
}

/** Team studio: one field both people changed, with each one's value (absent where that side removed it). */
export interface FieldConflict {
  /** The field as data (`['sections', 1, 'heading']`). */
  path: PathKey[];
  /** The field in words (`sections[1] (split) › heading`). */
  name: string;
  mine?: PlainValue;
  theirs?: PlainValue;
}

/** Team studio: a save made on an older version that changed the same fields as a save since. */
export interface SaveConflict {
  /** Who saved the version now in the repository, and when (ISO 8601). */
  theirs: { name: string | null; date: string | null; version: string | null };
  fields: FieldConflict[];
  /** The saved version with every other change of the author's made: the text to choose field by field on. */
  merged: string;
}

/** A refusal's code (studio/api/contract/refusals.ts lists them, with their statuses). */
export type ApiErrorCode = RefusalCode;

/** A refusal, in plain words. A version conflict carries the file as it is now on disk. */
export interface ApiError {
  error: ApiErrorCode;
  message: string;
  current?: FileResponse;
  /** Team studio, for `version-conflict`: the fields both changed, who changed them, and the text to choose on. */
  conflict?: SaveConflict;
  /** For `name-taken`: a free name in the same folder, such as `retail-2.png`. */
  suggestion?: string;
}

/** `GET /_studio/api/links`: where a link can point inside the site, for the link picker. */
export interface LinksResponse {
  /** Every page with a path, in the page list's order. */
  pages: LinkTarget[];
}

/** One page a link can reach: its name, its address and the `#ids` it renders. */
export interface LinkTarget {
  title: string;
  /** The page's address, `/pricing`. */
  path: string;
  /** The file it comes from, `pages/pricing.yaml`. */
  file: string;
  /** The anchors the page renders (section ids and the site's own ids such as `main`). */
  anchors: string[];
}

/** One shape of a drawn icon, as in its SVG: `path` with `d`, or `circle` with `cx`, `cy`, `r`. */
export interface IconShape {
  tag: 'path' | 'circle' | 'ellipse' | 'rect';
  attributes: Record<string, string>;
}

/** An icon the validator accepts, drawn on a 24 × 24 view box. */
export interface IconInfo {
  name: string;
  shapes: IconShape[];
}

/** `GET /_studio/api/icons?search=…&limit=…`: icons whose names match, the plain style first; `?names=A,B`: those exact icons. */
export interface IconsResponse {
  icons: IconInfo[];
  /** How many names match in all (more than `icons` holds when the limit cut them). */
  total: number;
}

/** A picture in public/images. */
export interface ImageInfo {
  /** As pages write it: `/images/industries/retail.svg`. */
  src: string;
  width?: number;
  height?: number;
  bytes: number;
}

/** `GET /_studio/api/images`: every picture in public/images, and its folders. */
export interface ImagesResponse {
  images: ImageInfo[];
  /** Folders under public/images a picture can be uploaded to (`''` is public/images itself). */
  folders: string[];
}

/** `POST /_studio/api/images`: a new picture, its bytes in base64; `replace` writes over a picture of the same name. */
/**
 * `POST /_studio/api/images` is a form upload (`multipart/form-data`): the picture's bytes in the
 * part `picture`, and these fields beside it. `replace` is `"true"` to write over a picture of that name.
 */
export const UploadFieldsSchema = z.strictObject({
  folder: z.string(),
  name: z.string(),
  replace: z.enum(['true', 'false']).optional(),
});

/** An upload as the screens make it. */
export interface UploadRequest {
  folder: string;
  name: string;
  picture: Blob;
  replace?: boolean;
}

/** The upload as the form the server reads. */
export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  form.set('folder', request.folder);
  form.set('name', request.name);
  if (request.replace !== undefined) form.set('replace', String(request.replace));
  form.set('picture', request.picture, request.name);
  return form;
}

/** The largest picture the studio takes, in bytes. */
export const maxUploadBytes = 600 * 1024;

/** A page kind `npm run new` and the studio's "New page" start from. */
export interface PageKindInfo {
  kind: string;
  description: string;
  /** The folder under pages/ its file goes in. */
  folder: string;
  /** Its menu group's id and label. */
  group: string;
  groupLabel: string;
}

/** `GET /_studio/api/new-page?kind=…&name=…[&slug=…]`: the kinds, and what a page of that name would be. */
export interface NewPageResponse {
  kinds: PageKindInfo[];
  /** With `kind` and `name`: the address proposed (or the `slug` asked for) and whether it is free. */
  proposal?: {
    slug: string;
    url: string;
    file: string;
    /** Why it cannot be used (taken, or a bad name), in plain words; absent when it can. */
    problem?: string;
  };
}

/** `POST /_studio/api/new-page`: writes a new page from its kind's template, never over a file. */
export const NewPageRequestSchema = z.strictObject({ kind: z.string(), name: z.string(), slug: z.string() });
export type NewPageRequest = z.infer<typeof NewPageRequestSchema>;

/** The new page's file and address. */
export interface NewPageCreated {
  path: string;
  url: string;
}

/** Team studio: one commit of a page's history. */
export interface HistoryEntryInfo {
  commit: string;
  author: { name: string; email: string };
  /** When it was saved, ISO 8601. */
  date: string;
  message: string;
  /** The fields it changed, in words (`sections[1] (split) › heading`). */
  changes: string[];
}

/** Team studio, `GET /_studio/api/history?path=…`: the commits that changed the page, newest first. */
export interface HistoryResponse {
  path: string;
  entries: HistoryEntryInfo[];
}

/** Team studio, `GET /_studio/api/history/diff?path=…&commit=…`: what that commit changed in the page (a unified diff). */
export interface HistoryDiffResponse {
  path: string;
  commit: string;
  diff: string;
}

/** Team studio, `POST /_studio/api/restore` (publishers): the page as a commit had it comes back, as a new commit. */
export const RestoreRequestSchema = z.strictObject({ path: z.string(), commit: z.string() });
export type RestoreRequest = z.infer<typeof RestoreRequestSchema>;

/** The page as restored. */
export interface RestoreResponse {
  path: string;
  version: string;
  text: string;
  commit: string | null;
}

/** A place in a page file: the file, the page's name, the field's data path and that path in words. */
export interface FieldPlace {
  /** `pages/industries/retail.yaml`. */
  file: string;
  /** The page as people name it (`Retail`; `Site settings` for site.yaml). */
  name: string;
  /** The field's data path, as the editor's form ids and jumps take it: `['sections', 1, 'cards', 4, 'title']`. */
  field: PathKey[];
  /** The same in the problems list's words: `Section 2 (“Built for the way retailers work”) › cards › item 5 › title`. */
  place: string;
}

/** One field whose text holds what was searched for, with the text around it. */
export interface SearchHit extends FieldPlace {
  /** The field's text, cut to the words around the first match (`…` where cut). */
  text: string;
  /** Where the matches are in `text`: `[start, end)` offsets, for highlighting. */
  matches: [number, number][];
}

/**
 * `GET /_studio/api/search?q=…`: every field of every page (and site.yaml) whose text holds `q`,
 * case and accents ignored, as written (`{brand}` stays `{brand}`); section kinds (`type`) and
 * icon names are not searched. An empty `q` finds nothing; over 200 characters is refused.
 */
export interface SearchResponse {
  /** `q` as asked. */
  query: string;
  /** The first 100 hits: site.yaml's, then the pages' by file path, each file's in its order of fields. */
  hits: SearchHit[];
  /** How many fields hold it in all (more than `hits` when the list was cut). */
  total: number;
}

/** One field that uses a page (a link to it, directly or through one of its other addresses) or a picture. */
export interface Use extends FieldPlace {
  /** The value written: `/retail#faq`, `/images/industries/retail.svg`. */
  value: string;
}

/**
 * `GET /_studio/api/where-used?page=pages/…yaml` or `?picture=/images/…`: every field that uses it,
 * in the files' order (site.yaml first). A page's uses are the links (`href`, and a menu group's
 * `nestUnder`) that lead to it, as the link check resolves them; a bare `#id` names no page and is
 * not one. A picture's are the fields whose value is its address.
 */
export interface WhereUsedResponse {
  uses: Use[];
}

/** `GET /_studio/api/unused-pictures`: the pictures under public/images that no page and not the site settings use. */
export interface UnusedPicturesResponse {
  pictures: string[];
}

/** `POST /_studio/api/remove-pictures`: pictures no page uses, taken out of public/images (at most 200 at once). */
export const RemovePicturesRequestSchema = z.strictObject({
  pictures: z.array(z.string()).min(1).max(200),
});
export type RemovePicturesRequest = z.infer<typeof RemovePicturesRequestSchema>;

/** The answer to `POST /remove-pictures`: the pictures taken out, in the order asked. */
export interface RemovePicturesResponse {
  removed: string[];
}

/** `POST /_studio/api/move-page`: a page to a new address; every link to it follows, and the old address stays one of its aliases. */
export const MovePageRequestSchema = z.strictObject({
  /** The page's file, `pages/industries/retail.yaml`. */
  file: z.string(),
  /** Its new address, `/retail-pos` (its address now when only its file moves). */
  to: z.string(),
  /** Its new file, `pages/products/retail-pos.yaml`, when the file moves too (a folder the pages folder has). */
  toFile: z.string().optional(),
});
export type MovePageRequest = z.infer<typeof MovePageRequestSchema>;

/** One file a move or a replace changed (one save each: in the team studio, one commit by the person). */
export interface ChangedFile {
  file: string;
  /** The page as people name it (`pageName`). */
  name: string;
  /** How many fields of it changed. */
  fields: number;
}

/** `GET /_studio/api/move-page?file=…&to=…`: what the move would do, or why it cannot be done (`problem`, in plain words). */
export interface MovePreview {
  /** The page's address as its file writes it (`''` when the file cannot be read). */
  from: string;
  /** `to` as asked. */
  to: string;
  /** The links that would be rewritten to the new address, the page's own links to itself too, in the files' order (site.yaml first). */
  links: Use[];
  /** Links left as written: one with a `{token}` (or inside a YAML alias) cannot be rewritten safely; it still works through the old address. */
  kept: Use[];
  /** Why the move cannot be made, in the words `POST` would refuse it with; absent when it can. */
  problem?: string;
  /** The page's file after the move: `toFile` as asked, else the file it has. */
  file: string;
}

/** The answer to `POST /move-page`. */
export interface MovePageResponse {
  from: string;
  to: string;
  changed: ChangedFile[];
  /** The page's file after the move: `toFile` when it moved, else the file it had. */
  file: string;
}

/** `POST /_studio/api/delete-page`: a page taken out of the site; every link to it and its address lead to the page `to` instead. */
export const DeletePageRequestSchema = z.strictObject({
  /** The page's file, `pages/industries/retail.yaml`. */
  file: z.string(),
  /** The file of the page that visitors and links go to instead, `pages/erp.yaml`. */
  to: z.string(),
});
export type DeletePageRequest = z.infer<typeof DeletePageRequestSchema>;

/** `GET /_studio/api/delete-page?file=…&to=…`: what deleting the page would do, or why it cannot be done (`problem`). */
export interface DeletePreview {
  /** The page's address as its file writes it (`''` when it has none). */
  from: string;
  /** The other addresses that lead to it now (its `aliases`): they lead to `to` after the delete too. */
  aliases: string[];
  /** The address of the page `to`, as its file writes it (`''` until one is chosen). */
  to: string;
  /** The links on other pages that lead to the page now, and will lead to `to`. */
  links: Use[];
  /** Links left as written (with a `{token}`, or inside a YAML alias): they still work, through the old address. */
  kept: Use[];
  /** Why the page cannot be deleted so, in the words `POST` would refuse it with; absent when it can. */
  problem?: string;
}

/** The answer to `POST /delete-page`. */
export interface DeletePageResponse {
  /** The page taken out: its file and name. */
  removed: { file: string; name: string };
  from: string;
  /** The page that visitors and links go to instead: its file, name and address. */
  to: { file: string; name: string; path: string };
  /** The pages whose links changed, and the page `to` (its new aliases). */
  changed: ChangedFile[];
}

/**
 * `POST /_studio/api/replace`: every match of `find` (trimmed, capitals and accents ignored, as the search finds it) in the
 * fields named, replaced by `replace` as typed (empty removes the words). Fields that hold addresses or names, not words
 * (`path`, `aliases`, `href`, `nestUnder`, `src`, `url`, `mapUrl`, `profileUrl`, `baseUrl`, `type`, `icon`), are refused.
 */
export const ReplaceRequestSchema = z.strictObject({
  find: z.string(),
  replace: z.string(),
  places: z.array(z.strictObject({ file: z.string(), field: z.array(z.union([z.string(), z.number()])) })),
});
export type ReplaceRequest = z.infer<typeof ReplaceRequestSchema>;

/** The answer to `POST /replace`: the files changed, and the places that no longer held the words (changed by someone meanwhile). */
export interface ReplaceResponse {
  changed: ChangedFile[];
  skipped: FieldPlace[];
}

/**
 * `POST /_studio/api/replace-picture`: every field that uses the picture `from` (as Where used finds
 * it) takes `to` instead, in every file but `except` (the page open in the editor, which changes its
 * own fields itself). One save per file.
 */
export const ReplacePictureRequestSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  except: z.string().optional(),
});
export type ReplacePictureRequest = z.infer<typeof ReplacePictureRequestSchema>;

/** The answer to `POST /replace-picture`: the files changed. */
export interface ReplacePictureResponse {
  changed: ChangedFile[];
}

/**
 * A page's translation into one language: `missing` (not started), `to-translate` (texts still
 * marked, or other errors), `out-of-date` (its page changed after it, by the site's Git history),
 * `up-to-date`, or `translated` where the studio has no history to tell.
 */
export type TranslationState = 'missing' | 'to-translate' | 'out-of-date' | 'up-to-date' | 'translated';

/** One page × language of the translations board. `problems`: the translation's errors (texts still marked among them). */
export interface TranslationCell {
  language: string;
  /** Where the translation is, or would be: `pages/es/industries/retail.yaml`. */
  file: string;
  state: TranslationState;
  problems: number;
}

/** `GET /_studio/api/translations`: every page (and the site settings) × every language it is translated into. */
export interface TranslationsResponse {
  /** The languages translated into (site.yaml's `languages` but `lang`); none when the site has one language. */
  languages: { code: string; name: string }[];
  pages: { file: string; title: string; cells: TranslationCell[] }[];
}

/** `POST /_studio/api/translate`: starts the translation of `file` into `language`, every text marked `REPLACE:`. */
export const TranslateRequestSchema = z.strictObject({ file: z.string(), language: z.string() });
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/** The translation made: its file and how many texts are marked to translate. */
export interface TranslateResponse {
  file: string;
  marked: number;
}

/** One text of a page in one language, as written (`{brand}` stays); `toTranslate`: it is still marked `REPLACE:`, and `text` is the words after the mark. */
export interface SideText {
  text: string;
  toTranslate: boolean;
}

/** One text field of a page, with its text in each language (`null`: that language's file does not write it). */
export interface SideRow {
  /** The field's data path, the same in every language: `['sections', 1, 'cards', 4, 'title']`. */
  field: PathKey[];
  /** The same in words, by the page's own sections: `Section 2 (“Built for retail”) › cards › item 5 › title`. */
  place: string;
  /** In the order of `languages`. */
  texts: (SideText | null)[];
}

/**
 * `GET /_studio/api/side-by-side?page=pages/…yaml`: a page's texts in every language of the site,
 * field by field (the page of the site's own language first, then each translation in site.yaml's
 * order), for reading a translation beside its page. `page` may name the page or one of its
 * translations. Names, addresses, icons and the rest a translation keeps as its page has them are
 * not listed: they are the same in every language.
 */
export interface SideBySideResponse {
  /** The page of the site's own language, and its name (`Retail`; `Site settings`). */
  page: { file: string; name: string };
  languages: {
    code: string;
    /** In itself: `Español`. */
    name: string;
    /** Its writing direction, for showing its texts. */
    dir: 'ltr' | 'rtl';
    /** `pages/es/industries/retail.yaml`: where the page is in this language, or would be. */
    file: string;
    /** The page in this language; `missing` when it has no translation yet. */
    state: TranslationState | 'page';
  }[];
  rows: SideRow[];
}
