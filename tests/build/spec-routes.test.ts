import { describe, inject, test } from 'vitest';
import { builtSite } from '../helpers/built-site.ts';
import { projectRoot } from '../helpers/fixture-site.ts';
import { specChecks } from '../helpers/spec-checks.ts';

const site = builtSite(projectRoot, inject('distDir'), inject('baseUrl'));

describe('every route, page and count of SPEC.md is there', () => {
  test.each(specChecks)('$name', ({ run }) => run(site));
});
