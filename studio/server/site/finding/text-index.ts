import type { SourceFile } from '../../../../schema/content/content.ts';
import { parseYamlFile } from '../../../../schema/content/load.ts';
import { walk } from '../../../../schema/content/walk.ts';
import type { PathKey } from '../../../document/values.ts';
import { pageName } from '../../../document/page-name.ts';
import { foldText } from './fold.ts';

/** One text of a file: where it is, under which name, as written and as search compares it. */
export interface TextLeaf {
  /** Its data path: `['sections', 1, 'cards', 4, 'title']`. */
  field: PathKey[];
  /** The nearest key that is a name: `title`, or `aliases` for an item of the aliases. */
  key: string;
  text: string;
  /** `text` folded (fold.ts), made once with the index. */
  folded: string;
}

/** One file of the pages folder, read as written: `{brand}` stays `{brand}`, since authors edit the raw text. */
export interface IndexedFile {
  /** Its API path: `pages/industries/retail.yaml`. */
  file: string;
  /** The page as people name it (`Site settings` for site.yaml). */
  name: string;
  /** The file's data as parsed, tokens not resolved: places are named from it. */
  data: unknown;
  /** Every string of the file, in the file's order. */
  leaves: TextLeaf[];
}

/**
 * Every file's text, kept from one request to the next by the file's path and bytes: a search over
 * two thousand pages parses only the files that changed since the last one. The team server shares
 * one between every person's requests (a draft's unchanged pages are main's, byte for byte).
 */
export interface SiteTextIndex {
  /**
   * The files of `sources` that parse, site.yaml first, then by path (as the loader lists them).
   * A file that does not parse is left out: the problems list shows why.
   */
  filesOf: (sources: readonly SourceFile[], apiPath: (path: string) => string) => IndexedFile[];
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/** Every string inside `data`, with its path and the name it sits under. */
function leavesOf(data: unknown): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  walk(data, (path, _key, item) => {
    if (typeof item !== 'string') return;
    const field = path.map((key): PathKey => (typeof key === 'number' ? key : String(key)));
    const key = field.findLast((part) => typeof part === 'string') ?? '';
    leaves.push({ field, key, text: item, folded: foldText(item) });
  });
  return leaves;
}

/** A file read and indexed, or undefined when it is not YAML the loader would read. */
function indexed(source: SourceFile, file: string): IndexedFile | undefined {
  // The loader's own reading: UTF-8 only, its size limit, and no alias that repeats itself for ever.
  const parsed = parseYamlFile(file, source.bytes);
  if (parsed.problems.length > 0 || parsed.value === undefined) return undefined;
  return { file, name: pageName(parsed.value, file), data: parsed.value, leaves: leavesOf(parsed.value) };
}

/** A file's text as the loader reads it, as data (undefined when it does not read): for the pages a move or a replace reads now. */
export const dataOfText = (file: string, text: string): unknown => parseYamlFile(file, new TextEncoder().encode(text)).value;

/** site.yaml's API path: search and where-used list it first, as the loader reads it first. */
export const siteFile = 'pages/site.yaml';

export function siteTextIndex(): SiteTextIndex {
  const kept = new Map<string, { bytes: Uint8Array; file: IndexedFile | undefined }>();
  return {
    filesOf(sources, apiPath) {
      const files: IndexedFile[] = [];
      const seen = new Set<string>();
      for (const source of sources) {
        seen.add(source.path);
        let entry = kept.get(source.path);
        if (entry === undefined || !sameBytes(entry.bytes, source.bytes)) {
          // A file that does not parse is kept too (as none), so it is not parsed again until it changes.
          entry = { bytes: source.bytes, file: indexed(source, apiPath(source.path)) };
          kept.set(source.path, entry);
        }
        if (entry.file !== undefined) files.push(entry.file);
      }
      // A file taken out of the site is not kept for ever.
      for (const path of kept.keys()) if (!seen.has(path)) kept.delete(path);
      // By path, as the loader lists a pages folder, whatever order the store gave (a draft's comes from Git).
      const byPath = (a: IndexedFile, b: IndexedFile): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
      return [...files.filter((file) => file.file === siteFile), ...files.filter((file) => file.file !== siteFile).sort(byPath)];
    },
  };
}
