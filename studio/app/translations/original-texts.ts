import { useEffect, useMemo, useState } from 'react';
import type { SideBySideResponse } from '../../api/contract/studio-api.ts';
import type { DataPath } from '../../document/index.ts';
import type { OriginalTexts } from '../form/form-context.ts';
import { studioApi } from '../api.ts';

const keyOf = (path: readonly (string | number)[]): string => path.map(String).join('\u0000');

/** The page's own words by field, from its languages side by side (the first language is the page's). */
export function originalTexts(answer: SideBySideResponse): OriginalTexts | undefined {
  const own = answer.languages[0];
  if (own === undefined) return undefined;
  const byField = new Map<string, string>();
  for (const row of answer.rows) {
    const text = row.texts[0];
    if (text !== null && text !== undefined) byField.set(keyOf(row.field), text.text);
  }
  return { language: { name: own.name, code: own.code }, textAt: (path: DataPath) => byField.get(keyOf(path)) };
}

/**
 * For the editor of a translation (`page`: the page it translates), the page's words by field; none
 * for a page of the site's own language, and none while they load or when they cannot be read (the
 * form works without them).
 */
export function useOriginalTexts(page: string | undefined): OriginalTexts | undefined {
  const [answer, setAnswer] = useState<{ page: string; texts: OriginalTexts | undefined }>();
  useEffect(() => {
    if (page === undefined) return undefined;
    let live = true;
    studioApi.sideBySide(page).then(
      (read) => {
        if (live) setAnswer({ page, texts: originalTexts(read) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [page]);
  return useMemo(() => (answer !== undefined && answer.page === page ? answer.texts : undefined), [answer, page]);
}
