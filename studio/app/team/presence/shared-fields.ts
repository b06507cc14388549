import { parse } from 'yaml';
import { dataAt } from '../../../document/edits/data-edit.ts';
import { sameData } from '../../../document/values.ts';
import type { PresenceDraft } from '../../../api/contract/presence.ts';

/** A field another draft changes that this editor's text changes too (it differs from main's value). */
export interface SharedField {
  name: string;
  draft: PresenceDraft;
}

function parsed(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    // Half-typed YAML: nothing to compare until it parses again.
    return undefined;
  }
}

/** The fields of other drafts that the text also changes: publishing the second of them will ask which value to keep. */
export function sharedFields(text: string, drafts: readonly PresenceDraft[]): SharedField[] {
  if (drafts.length === 0) return [];
  const data = parsed(text);
  if (data === undefined) return [];
  return drafts.flatMap((draft) =>
    draft.fields
      .filter((field) => field.path.length > 0 && !sameData(dataAt(data, field.path) ?? null, field.main))
      .map((field) => ({ name: field.name, draft })),
  );
}
