import type { Problem } from './errors.ts';
import type { ParsedFile } from './load.ts';

/** One file read and validated: what `checkSources` makes of it before the whole site is cross-checked. */
export interface FileCheck<Value> {
  parsed: ParsedFile;
  result: { value?: Value; problems: Problem[] };
}

interface Kept<Value> {
  bytes: Uint8Array;
  tokens: string;
  check: FileCheck<Value>;
}

/**
 * Each file's parse and validation, kept by its name, its bytes and the site's tokens, for a
 * process that checks the same site again and again (the team server's builds): most files have
 * not changed since the last check, and reading and validating them is most of a check's time.
 * The kept values are shared between checks, so nothing may change them.
 */
export interface FileChecks<Value> {
  /** The file's check, kept when its bytes and the tokens are the same as last time; otherwise made by `make` and kept. */
  take: (file: string, bytes: Uint8Array, tokens: string, make: () => FileCheck<Value>) => FileCheck<Value>;
  /**
   * A file's parse alone, kept by its name and bytes: site.yaml and its translations, which are validated on
   * every check (the site's tokens come from them) but need not be read again while their bytes stay the same.
   * Not counted in `counts`.
   */
  parsed: (file: string, bytes: Uint8Array, parse: () => ParsedFile) => ParsedFile;
  /** Ends a check: forgets every file it did not take (a file taken out of the site is not kept for ever). */
  settle: () => void;
  /** How many files the last settled check took as kept, and how many it read and validated. */
  counts: () => { kept: number; made: number };
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

/** Kept checks of files of one kind (one schema): pages. */
export function fileChecks<Value>(): FileChecks<Value> {
  const kept = new Map<string, Kept<Value>>();
  const keptParses = new Map<string, { bytes: Uint8Array; parsed: ParsedFile }>();
  const taken = new Set<string>();
  let reused = 0;
  let made = 0;
  let last = { kept: 0, made: 0 };
  return {
    take: (file, bytes, tokens, make) => {
      taken.add(file);
      const before = kept.get(file);
      if (before !== undefined && before.tokens === tokens && sameBytes(before.bytes, bytes)) {
        reused += 1;
        return before.check;
      }
      made += 1;
      const check = make();
      kept.set(file, { bytes, tokens, check });
      return check;
    },
    parsed: (file, bytes, parse) => {
      taken.add(file);
      const before = keptParses.get(file);
      if (before !== undefined && sameBytes(before.bytes, bytes)) return before.parsed;
      const parsed = parse();
      keptParses.set(file, { bytes, parsed });
      return parsed;
    },
    settle: () => {
      for (const file of kept.keys()) if (!taken.has(file)) kept.delete(file);
      for (const file of keptParses.keys()) if (!taken.has(file)) keptParses.delete(file);
      taken.clear();
      last = { kept: reused, made };
      reused = 0;
      made = 0;
    },
    counts: () => last,
  };
}
