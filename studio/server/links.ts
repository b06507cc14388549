import type { Content } from '../../schema/content/content.ts';
import { idsByPath } from '../../schema/content/anchors.ts';
import { shellIds } from '../../schema/model/page-ids.ts';
import type { LinkTarget, LinksResponse } from '../api/contract/studio-api.ts';
import { pageList } from './pages/page-list.ts';

/**
 * Where a link may point, for the link picker: every page with a path, named and ordered as the
 * page list shows them, with the ids the validator's link check accepts after `#`. A page with
 * errors still has its address (links to it are not refused) and the ids every page renders.
 */
export function linkTargets(content: Content, apiPath: (file: string) => string): LinksResponse {
  const ids = idsByPath(content.pages);
  const pathOf = new Map(content.pages.map((entry) => [apiPath(entry.file), entry.page.path]));
  const pages = pageList(content, apiPath).pages.flatMap((summary): LinkTarget[] => {
    if (summary.kind !== 'page') return [];
    const path = pathOf.get(summary.path) ?? (summary.url?.startsWith('/') === true ? summary.url : undefined);
    if (path === undefined) return [];
    return [{ title: summary.title, path, file: summary.path, anchors: ids.get(path) ?? [...shellIds] }];
  });
  return { pages };
}
