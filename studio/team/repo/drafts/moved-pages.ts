import { aliasesOf, pathOf } from '../../../document/keep-old-address.ts';
import { pageData } from '../merge/field-merge.ts';

/** A page file and its text, on one side of a change. */
export interface PageText {
  file: string;
  text: string;
}

/** The addresses a page's text answers to: its `path` and its `aliases`, in lower case (addresses ignore case). */
function addressesOf(text: string): string[] {
  const data = pageData(text);
  const path = pathOf(data);
  return [...(path === undefined ? [] : [path]), ...aliasesOf(data)].map((address) => address.toLowerCase());
}

/**
 * The pages a change moved to another file: each page file it adds, paired with a page file it takes
 * out whose address the new one answers to (its `path`, or one of its `aliases` when the address
 * moved too). New file → old file.
 */
export function movedPages(takenOut: readonly PageText[], added: readonly PageText[]): Map<string, string> {
  const pairs = new Map<string, string>();
  const paired = new Set<string>();
  for (const file of added) {
    const answers = addressesOf(file.text);
    const from = takenOut.find((old) => {
      const [address] = addressesOf(old.text);
      return !paired.has(old.file) && address !== undefined && answers.includes(address);
    });
    if (from === undefined) continue;
    paired.add(from.file);
    pairs.set(file.file, from.file);
  }
  return pairs;
}
