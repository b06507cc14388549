import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import type { Problem } from '../../../schema/content/errors.ts';
import { applyEdit, scalarStyleAt, type Edit, type ScalarStyle } from '../../document/index.ts';
import type { FileResponse, PreviewAnswer, SchemaResponse } from '../../server/api-types.ts';
import { studioApi } from '../api.ts';
import { sameData } from '../form/same-props.ts';

/** How long typing may pause before the draft is checked and previewed. */
const checkDelayMs = 80;

export interface DraftCheck {
  problems: Problem[];
  errors: number;
  warnings: number;
}

export type DraftState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      schemas: SchemaResponse;
      /** The file as last opened or saved: what "unsaved changes" compare with. */
      saved: FileResponse;
      /** The author's draft, the file's text with every edit applied. */
      text: string;
      data: unknown;
      check: DraftCheck | undefined;
      /** The newest preview answer and the edit count it belongs to. */
      preview: { answer: PreviewAnswer; seq: number } | undefined;
    };

const readData = (text: string): unknown => {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
};

/**
 * One open file: its saved text, the draft, and the loader's problems and the preview for the
 * draft, fetched again after every pause in editing. Edits go through the edit model, so the draft
 * is always the saved text with only the changed nodes rewritten.
 */
export function useDraft(file: string) {
  const [state, setState] = useState<DraftState>({ state: 'loading' });
  const [editError, setEditError] = useState<string>();
  const seq = useRef(0);

  const load = useCallback(() => {
    setState({ state: 'loading' });
    Promise.all([studioApi.schema(), studioApi.open(file)]).then(
      ([schemas, saved]) => setState({ state: 'ready', schemas, saved, text: saved.text, data: readData(saved.text), check: undefined, preview: undefined }),
      (error: unknown) => setState({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [file]);
  useEffect(load, [load]);

  const text = state.state === 'ready' ? state.text : undefined;
  useEffect(() => {
    if (text === undefined) return undefined;
    const mine = (seq.current += 1);
    const timer = setTimeout(() => {
      studioApi.check(file, text).then(
        (answer) => {
          // An answer for an older draft than the newest one asked about is dropped.
          if (mine !== seq.current) return;
          const check = { problems: answer.problems.filter((problem) => problem.file === file), errors: 0, warnings: 0 };
          check.errors = check.problems.filter((problem) => problem.severity === 'error').length;
          check.warnings = check.problems.length - check.errors;
          setState((current) => {
            if (current.state !== 'ready') return current;
            // The same problems as before keep their objects, so the fields showing them need not render again.
            const same = current.check !== undefined && sameData(current.check.problems, check.problems);
            return { ...current, check: same ? current.check : check, preview: answer.preview ? { answer: answer.preview, seq: mine } : current.preview };
          });
        },
        (error: unknown) => {
          if (mine === seq.current) setEditError(error instanceof Error ? error.message : String(error));
        },
      );
    }, checkDelayMs);
    return () => clearTimeout(timer);
  }, [file, text]);

  // The newest draft text, also between an edit and the render it causes (two quick edits in a row).
  const latest = useRef<string | undefined>(undefined);
  latest.current = text;

  // The style a text had before the current run of typing into it (see ScalarStyle).
  const typing = useRef<{ path: string; style: ScalarStyle | undefined }>(undefined);

  /** Applies one edit to the draft; a refused edit leaves the draft as it was and says why. */
  const edit = useCallback((change: Edit) => {
    if (latest.current === undefined) return;
    let styled = change;
    if (change.op === 'setScalar') {
      const path = JSON.stringify(change.path);
      if (typing.current?.path !== path) typing.current = { path, style: scalarStyleAt(latest.current, change.path) };
      if (typing.current.style !== undefined && change.style === undefined) styled = { ...change, style: typing.current.style };
    } else typing.current = undefined;
    const result = applyEdit(latest.current, styled);
    if (!result.ok) {
      setEditError(result.error.message);
      return;
    }
    latest.current = result.text;
    setState((current) => (current.state === 'ready' ? { ...current, text: result.text, data: readData(result.text) } : current));
  }, []);

  /** After a save: the written text becomes the saved one. */
  const saved = useCallback((written: FileResponse) => {
    setState((current) => (current.state === 'ready' ? { ...current, saved: written, text: written.text, data: readData(written.text) } : current));
  }, []);

  const dirty = state.state === 'ready' && state.text !== state.saved.text;
  return useMemo(() => ({ state, edit, saved, load, dirty, editError, clearEditError: () => setEditError(undefined) }), [state, edit, saved, load, dirty, editError]);
}
