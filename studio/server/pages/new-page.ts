import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { resolveTokens, siteTokens } from '../../../schema/content/tokens.ts';
import { valueAt } from '../../../schema/content/walk.ts';
import { slugify } from '../../../schema/model/slug.ts';
import { kindNames, pageKinds } from '../../../scripts/cli/page-kinds.ts';
import { badName, createPage, newPageProblem, type NewPageProblem } from '../../../scripts/cli/scaffold.ts';
import type { NewPageCreated, NewPageRequest, NewPageResponse, PageKindInfo } from '../../api/contract/studio-api.ts';
import { apiPathOf } from './page-paths.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** site.yaml as written, or undefined when it cannot be read: the kinds are listed anyway. */
function rawSite(pagesDir: string): unknown {
  try {
    return parse(readFileSync(join(pagesDir, 'site.yaml'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The kinds `npm run new` knows, each with its menu group's label from site.yaml (its id when site.yaml has no such group). */
function kinds(pagesDir: string): PageKindInfo[] {
  const site = rawSite(pagesDir);
  const groups = valueAt(site, ['navGroups']);
  const tokens = siteTokens(site);
  return kindNames.map((kind): PageKindInfo => {
    const { folder, group, description } = pageKinds[kind];
    const written = Array.isArray(groups)
      ? resolveTokens(
          valueAt(
            groups.find((item) => valueAt(item, ['id']) === group),
            ['label'],
          ),
          tokens,
          [],
        )
      : undefined;
    return { kind, description, folder, group, groupLabel: typeof written === 'string' && written.trim() !== '' ? written : group };
  });
}

/** `npm run new`'s words start after "Nothing was created: "; on their own they start with a capital, unless they start with a file's path. */
const sentence = (message: string): string => (/^[^\s/]*\//.test(message) ? message : message.charAt(0).toUpperCase() + message.slice(1));

/** The address a name gives: `Wholesale & Retail` -> `wholesale-retail`, accents dropped (`Café` -> `cafe`). */
const slugOf = (name: string): string => slugify(name.normalize('NFKD').replace(/\p{M}/gu, ''));

/** Why the page cannot be made, checked as `npm run new` checks it (the name first: the studio proposes the address from it). */
function problemOf(pagesDir: string, request: NewPageRequest): NewPageProblem | undefined {
  const name = badName(request.name);
  if (name !== undefined) return { reason: 'name', message: name };
  return newPageProblem({ ...request, pagesDir, cwd: dirname(pagesDir) });
}

/** A problem as the API refuses it: a taken file or address is a conflict, a bad name or address the author's to change. */
const refusalFor = (problem: NewPageProblem): Refusal => {
  const message = sentence(problem.message);
  if (problem.reason === 'taken') return refuse('name-taken', message);
  if (problem.reason === 'name' || problem.reason === 'slug') return refuse('bad-name', message);
  return refuse('bad-request', message);
};

/** `GET /new-page`: the kinds; with `kind` and `name`, the page that would be made (its address from `slug`, or from the name) and why it cannot be, if it cannot. */
export function newPageAnswer(pagesDir: string, query: { kind?: string; name?: string; slug?: string }): NewPageResponse {
  const answer: NewPageResponse = { kinds: kinds(pagesDir) };
  const { kind, name } = query;
  if (kind === undefined || name === undefined) return answer;
  const info = answer.kinds.find((item) => item.kind === kind);
  const slug = query.slug || slugOf(name);
  if (info === undefined)
    throw refusalFor(
      newPageProblem({ kind, name, slug, pagesDir, cwd: dirname(pagesDir) }) ?? {
        reason: 'kind',
        message: `there is no page kind "${kind}".`,
      },
    );
  const problem = problemOf(pagesDir, { kind, name, slug });
  return {
    ...answer,
    proposal: {
      slug,
      url: `/${slug}`,
      file: `pages/${info.folder}/${slug}.yaml`,
      ...(problem === undefined ? {} : { problem: sentence(problem.message) }),
    },
  };
}

/** `POST /new-page`: writes the page from its kind's template, as `npm run new` does, never over a file. */
export function createNewPage(pagesDir: string, request: NewPageRequest): NewPageCreated {
  const problem = problemOf(pagesDir, request);
  if (problem !== undefined) throw refusalFor(problem);
  // Where the site's repository keeps the schema, as its other pages name it: the studio may run on a
  // clone of a repository without one, and a path to the server's own folders means nothing in an editor.
  const schemaFile = join(dirname(pagesDir), 'schema', 'page.schema.json');
  const created = createPage({ ...request, pagesDir, cwd: dirname(pagesDir), schemaFile });
  if (!created.ok) throw refuse('name-taken', sentence(created.message));
  return { path: apiPathOf(pagesDir, created.file), url: created.path };
}
