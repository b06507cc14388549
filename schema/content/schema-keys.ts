import type { z } from 'zod';
import type { Problem } from './errors.ts';
import { problem, type ProblemLocation } from './problems/index.ts';

type Issue = z.core.$ZodIssue;

/** The problem for one check a schema names by key, from the value found there. */
type KeyedCheck = (value: string, issue: Issue, at: ProblemLocation) => Problem;

function unsafeLink(href: string, at: ProblemLocation): Problem {
  if (/^http:/i.test(href)) return problem('insecure-link', at, { href });
  if (href.includes('\\')) return problem('backslash-link', at, { href });
  if (href.startsWith('//')) return problem('double-slash-link', at, { href });
  return problem('unsafe-link', at, { href });
}

function pagePath(path: string, at: ProblemLocation): Problem {
  const lower = path.toLowerCase().replace(/\s+/g, '-');
  if (lower !== path && /^\/[a-z0-9{}/-]*$/.test(lower)) return problem('upper-case-path', at, { path, lower });
  return problem('bad-page-path', at, { path });
}

function rowLength(issue: Issue, at: ProblemLocation): Problem {
  const params = issue.code === 'custom' ? issue.params : undefined;
  return problem('row-length', at, { actual: Number(params?.['actual']), expected: Number(params?.['expected']) });
}

/**
 * The checks the schemas name by key (`{ error: 'page-path' }` in schema/*.ts), each mapped to its
 * entry in the problem catalogue. A key missing here gets the catalogue's `invalid-value`.
 */
export const keyedChecks: Record<string, KeyedCheck> = {
  'internal-path': (value, _issue, at) => problem('not-a-site-path', at, { value }),
  'unsafe-url': (value, _issue, at) => unsafeLink(value, at),
  'page-path': (value, _issue, at) => pagePath(value, at),
  'image-src': (value, _issue, at) => problem('bad-image-path', at, { src: value }),
  'image-alt': (_value, _issue, at) => problem('missing-alt', at),
  'icon-name': (value, _issue, at) => problem('bad-icon-name', at, { name: value }),
  'anchor-id': (value, _issue, at) => problem('bad-id', at, { id: value }),
  colour: (value, _issue, at) => problem('bad-colour', at, { value }),
  'base-url': (value, _issue, at) => problem('bad-base-url', at, { value }),
  'language-code': (value, _issue, at) => problem('bad-language-code', at, { value }),
  origin: (value, _issue, at) => problem('bad-origin', at, { value }),
  email: (value, _issue, at) => problem('bad-email', at, { value }),
  'row-length': (_value, issue, at) => rowLength(issue, at),
};
