import { parse } from 'yaml';
import { dataAt } from '../../document/edits/data-edit.ts';
import type { ContentRepo } from '../repo/index.ts';
import { PresenceFieldSchema, type PresenceDraft, type PresenceField } from '../../api/contract/presence.ts';
import { pathWords } from '../repo/index.ts';

const parsed = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A parsed YAML value as JSON (plain data): what main has at a field, `null` where it has nothing. */
const jsonOf = (value: unknown): PresenceField['main'] => PresenceFieldSchema.shape.main.parse(value ?? null);

/** Every draft that changes `file` (its branch → what it changes), one `draftDiff` per draft that names the file. */
export async function draftsTouching(repo: ContentRepo, files: ReadonlySet<string>): Promise<Map<string, PresenceDraft[]>> {
  const touching = new Map<string, PresenceDraft[]>([...files].map((file) => [file, []]));
  const drafts = (await repo.listDrafts()).filter((draft) => !draft.published && draft.pages.some((page) => files.has(page)));
  for (const draft of drafts) {
    const diff = await repo.draftDiff({ draft: draft.branch });
    if (!diff.ok) continue;
    for (const page of diff.files) {
      if (page.kind !== 'page') continue;
      const main = parsed(page.main?.text ?? null);
      const names = parsed(page.draft?.text ?? null) ?? main;
      // A page whose file the draft moved is touched under its old file and its new one.
      for (const file of [page.file, ...(page.movedFrom === undefined ? [] : [page.movedFrom])])
        touching.get(file)?.push({
          branch: draft.branch,
          name: draft.name,
          author: draft.author?.name ?? null,
          fields: page.fields.map((path) => ({ path: [...path], name: pathWords(path, names), main: jsonOf(dataAt(main, path)) })),
        });
    }
  }
  return touching;
}
