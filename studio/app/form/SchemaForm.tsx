import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { Problem } from '../../../schema/content/errors.ts';
import type { DataPath, Edit } from '../../document/index.ts';
import { FieldNotes } from './frame/FieldNotes.tsx';
import { FieldView } from './FieldView.tsx';
import { focusField, type FocusRequest } from './focus/focus.ts';
import { FormContext, type FormContextValue, type OriginalTexts } from './form-context.ts';
import { GroupFields, groupOwnProblems } from './groups/GroupFields.tsx';
import { isJsonObject, textKey, type JsonSchema } from './json-schema.ts';
import { fieldId, sameKey } from './paths.ts';
import { problemsUnder } from './frame/problems.ts';
import { readShape } from './shape.ts';

export interface SchemaFormProps {
  /** The object schema of the value at `path` (a section's schema, or the page's own schema). */
  schema: JsonSchema;
  /** The data at `path` as parsed from the YAML (plain JS values); undefined when not written. */
  value: unknown;
  /** Where the value is in the file, e.g. ['sections', 2] or [] for the page itself. */
  path: DataPath;
  /** Every problem of this file (the form picks those under `path`). */
  problems: readonly Problem[];
  /** Called with one edit for each change the author makes; the caller applies it to the YAML and re-renders with the new value. */
  onEdit: (edit: Edit) => void;
  /**
   * Top-level field names not shown (e.g. ['type'] for a section, or ['sections'] for the page's
   * own fields). Problems under them are left to whatever shows those fields.
   */
  hidden?: readonly string[];
  /** A field to reveal and focus (its collapsed list items open, it scrolls into view, it gets focus), e.g. when the author picks a problem in the problems panel. Changes of this prop re-trigger. */
  focusPath?: DataPath;
  /** A translation's form: the page's own words, shown under the fields that translate them. */
  original?: OriginalTexts | undefined;
}

/**
 * A form for any value its JSON Schema describes: the fields, help and problems all come from
 * the schema and the loader, so a new section type needs no code here.
 */
export function SchemaForm({ schema, value, path, problems, onEdit, hidden = [], focusPath, original }: SchemaFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const focus = useMemo<FocusRequest | undefined>(() => (focusPath ? { path: focusPath, settled: false } : undefined), [focusPath]);
  const context = useMemo<FormContextValue>(() => ({ onEdit, root: schema, focus, original }), [onEdit, schema, focus, original]);
  const shown = problemsUnder(problems, path).filter((problem) => !hidden.some((name) => sameKey(problem.path[path.length], name)));
  const shape = readShape(schema, schema);

  // Only a new request moves the focus; `path` and `hidden` are read as they are then.
  const focusHere = useEffectEvent((request: FocusRequest, element: HTMLElement) => {
    // A field this form hides is shown elsewhere (a section, in its own form): nothing to focus here.
    if (hidden.some((name) => sameKey(request.path[path.length], name))) return;
    focusField(element, request.path, path);
  });
  useEffect(() => {
    if (!focus || focus.settled || !container.current) return;
    // eslint-disable-next-line react-hooks/immutability -- `settled` is the request's shared one-shot mark, read by the lists on its path: marking it done is this effect's job
    focus.settled = true;
    focusHere(focus, container.current);
  }, [focus]);

  const id = fieldId(path);
  return (
    <FormContext.Provider value={context}>
      <Box ref={container}>
        {shape.kind === 'group' && (isJsonObject(value) || value === undefined) ? (
          <Box id={id}>
            <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
              <FieldNotes id={id} help={undefined} problems={groupOwnProblems(shape, path, shown)} />
            </Box>
            <GroupFields path={path} shape={shape} value={value} problems={shown} hidden={hidden} />
          </Box>
        ) : (
          <FieldView
            name={path.at(-1) ?? ''}
            label={textKey(schema, 'title') ?? 'Value'}
            schema={schema}
            path={path}
            value={value}
            problems={shown}
            required
            order={undefined}
          />
        )}
      </Box>
    </FormContext.Provider>
  );
}
