// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, test } from 'vitest';
import { loadContent } from '../../../schema/content/content.ts';
import type { Problem } from '../../../schema/content/errors.ts';
import { formatProblem } from '../../../schema/content/report.ts';
import { FormPane } from '../../../studio/app/editor/FormPane.tsx';
import { Outline, type Selection } from '../../../studio/app/editor/panels/Outline.tsx';
import { ProblemsPanel } from '../../../studio/app/editor/panels/ProblemsPanel.tsx';
import { fieldId } from '../../../studio/app/form/index.ts';
import { studioSchemas } from '../../../studio/server/schemas.ts';
import { invalidFixtureRoot, invalidFixtures, projectRoot } from '../../helpers/fixture-site.ts';

/**
 * Every fault of the invalid-page fixtures, as the studio shows it: on the field its `where`
 * names (reached the way "jump to the field" reaches it), with the validator's own words.
 */
afterEach(cleanup);

const schemas = studioSchemas(projectRoot);
const fixtures = readdirSync(invalidFixtures).filter((name) => name.endsWith('.yaml'));

const readData = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : parse(text);
  } catch {
    return undefined;
  }
};

/** The text an element's `aria-describedby` points at. */
function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** The element for the field at `path`, or for the nearest group above it that the form shows. */
function nearestField(path: readonly (string | number)[]): Element | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const found = document.getElementById(fieldId(path.slice(0, length)));
    if (found) return found;
  }
  return undefined;
}

/** What the studio shows for one open file and one problem picked in the problems panel. */
function showProblem(file: string, data: unknown, problems: Problem[], problem: Problem) {
  const isSite = file === 'pages/site.yaml';
  const index = problem.path[0] === 'sections' && !isSite ? problem.path[1] : undefined;
  const selection: Selection = typeof index === 'number' ? { kind: 'section', index } : { kind: 'page' };
  return render(
    <>
      <Outline
        data={data}
        types={schemas.sectionTypes}
        problems={problems}
        selection={selection}
        isSite={isSite}
        onSelect={() => {}}
        onEdit={() => {}}
        onAddSection={() => {}}
      />
      <FormPane
        schemas={schemas}
        data={data}
        selection={selection}
        isSite={isSite}
        problems={problems}
        focusPath={[...problem.path]}
        onEdit={() => {}}
      />
      <ProblemsPanel problems={problems} onJump={() => {}} />
    </>,
  );
}

describe.each(fixtures)('%s', (fixture) => {
  const file = fixture.startsWith('site-') ? 'pages/site.yaml' : 'pages/broken.yaml';
  const content = loadContent({ root: invalidFixtureRoot(fixture) });
  const problems = content.problems.filter((problem) => problem.file === file);
  const data = readData(content.sources.get(file));

  test('every problem shows in the studio with the words the validator prints', () => {
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      const printed = formatProblem(problem, content.sources.get(file));
      expect(printed).toContain(problem.message);
      const { getByRole, unmount } = showProblem(file, data, problems, problem);
      // Listed in the problems panel, with its place in words and its line.
      expect(getByRole('region', { name: /^Problems/ }).textContent).toContain(`${problem.message} (${problem.code})`);
      if (problem.path.length === 0) {
        // A fault of the YAML itself has no field: the panel names its line.
        expect(getByRole('region', { name: /^Problems/ }).textContent).toContain(`line ${problem.position.line}`);
      } else {
        const field = nearestField(problem.path);
        expect(field, `${problem.where}: no field shows it`).toBeDefined();
        const shown = field ? `${describedText(field)} ${field.textContent}` : '';
        expect(shown, problem.where).toContain(problem.message);
        // The field itself, when the form has one, is marked for screen readers.
        if (field && field.id === fieldId(problem.path) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
          expect(field.getAttribute('aria-invalid')).toBe(problem.severity === 'error' ? 'true' : 'false');
        }
      }
      unmount();
    }
  });
});
