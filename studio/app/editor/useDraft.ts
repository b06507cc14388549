import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import type { Problem } from '../../../schema/content/errors.ts';
import { applyEdit, scalarStyleAt, type Edit, type ScalarStyle } from '../../document/index.ts';
import type { FileResponse, PreviewAnswer, SchemaResponse } from '../../api/contract/studio-api.ts';
import { studioApi } from '../api.ts';
import { sameData } from '../form/same-props.ts';
import type { CarriedEdit } from './carried-edit.ts';
import { draftChannel } from './preview/draft-channel.ts';

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
      /** The draft's data; while the text does not read as YAML (typed in the source view), the last data that did. */
      data: unknown;
      /** False while the text does not read as YAML: the form shows `data` from before. */
      parses: boolean;
      check: DraftCheck | undefined;
      /** The newest preview answer and the edit count it belongs to. */
      preview: { answer: PreviewAnswer; seq: number } | undefined;
    };

/** The text's data, or `broken` when it does not read as YAML. */
const readData = (text: string): { data: unknown; parses: boolean } => {
  try {
    return { data: parse(text), parses: true };
  } catch {
    return { data: undefined, parses: false };
  }
};

/** The draft after a new text (read as `read`): its data, or the last data that read correctly. */
function withText<T extends { data: unknown }>(
  current: T,
  text: string,
  read: { data: unknown; parses: boolean } = readData(text),
): T & { text: string; parses: boolean } {
  return { ...current, text, parses: read.parses, data: read.parses ? read.data : current.data };
}

/** How many steps back undo can go on one page. */
const historyLimit = 500;
/** Typing into the same place within this long is one step of undo. */
const typingRunMs = 1500;

/** The drafts before and after the current one, and what the last step was, to group a run of typing into one step. */
interface History {
  past: string[];
  future: string[];
  lastStep: { key: string; at: number } | undefined;
}

/**
 * One open file: its saved text, the draft, and the loader's problems and the preview for the
 * draft, fetched again after every pause in editing. Edits go through the edit model, so the draft
 * is always the saved text with only the changed nodes rewritten.
 */
export function useDraft(
  file: string,
  { serverPreview = true, carried }: { serverPreview?: boolean; carried?: CarriedEdit | undefined } = {},
) {
  const [state, setState] = useState<DraftState>({ state: 'loading' });
  const [editError, setEditError] = useState<string>();
  const seq = useRef(0);
  const history = useRef<History>({ past: [], future: [], lastStep: undefined });
  const [steps, setSteps] = useState({ undo: 0, redo: 0 });
  const [channel] = useState(draftChannel);

  /** Reads a new draft text, and hands its data on at once when it reads as YAML. */
  const readAndPublish = useCallback(
    (text: string): { data: unknown; parses: boolean } => {
      const read = readData(text);
      if (read.parses) channel.publish(read.data);
      return read;
    },
    [channel],
  );

  // The newest draft text, also between an edit and the render it causes (two quick edits in a row).
  // Written wherever the draft's text is set, never during render.
  const latest = useRef<string | undefined>(undefined);

  // An edit carried in (typed before the draft was started) is the first text, one undo step from the page as it was opened.
  const [carriedIn, setCarriedIn] = useState(carried);

  /** Fetches the file and its schemas; the draft starts again from the saved text. */
  const fetchFile = useCallback(() => {
    if (carriedIn !== undefined) {
      studioApi.schema().then(
        (schemas) => {
          const { saved, text } = carriedIn;
          history.current = { past: [saved.text], future: [], lastStep: undefined };
          latest.current = text;
          setSteps({ undo: 1, redo: 0 });
          setState({ state: 'ready', schemas, saved, text, ...readAndPublish(text), check: undefined, preview: undefined });
        },
        (error: unknown) => setState({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    Promise.all([studioApi.schema(), studioApi.open(file)]).then(
      ([schemas, saved]) => {
        history.current = { past: [], future: [], lastStep: undefined };
        latest.current = saved.text;
        setSteps({ undo: 0, redo: 0 });
        setState({ state: 'ready', schemas, saved, text: saved.text, ...readAndPublish(saved.text), check: undefined, preview: undefined });
      },
      (error: unknown) => setState({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [file, readAndPublish, carriedIn]);
  // The editor is keyed by file (StudioApp), so each file's draft starts in the loading state.
  useEffect(fetchFile, [fetchFile]);

  /** Opens the file again, dropping the draft (after a failed load, or to start over). */
  const load = useCallback(() => {
    latest.current = undefined;
    setState({ state: 'loading' });
    // Starting over drops a carried edit too: the page is read again as it is saved.
    if (carriedIn !== undefined) setCarriedIn(undefined);
    else fetchFile();
  }, [fetchFile, carriedIn]);

  const text = state.state === 'ready' ? state.text : undefined;
  useEffect(() => {
    if (text === undefined) return undefined;
    const mine = (seq.current += 1);
    const timer = setTimeout(() => {
      studioApi.check(file, text, serverPreview).then(
        (answer) => {
          // An answer for an older draft than the newest one asked about is dropped.
          if (mine !== seq.current) return;
          const check = { problems: answer.problems.filter((problem) => problem.file === file), errors: 0, warnings: 0 };
          check.errors = check.problems.filter((problem) => problem.severity === 'error').length;
          check.warnings = check.problems.length - check.errors;
          // A transition: the answer redraws the problems without holding up the next keystroke.
          startTransition(() =>
            setState((current) => {
              if (current.state !== 'ready') return current;
              // The same problems as before keep their objects, so the fields showing them need not render again.
              const same = current.check !== undefined && sameData(current.check.problems, check.problems);
              return {
                ...current,
                check: same ? current.check : check,
                preview: answer.preview ? { answer: answer.preview, seq: mine } : current.preview,
              };
            }),
          );
        },
        (error: unknown) => {
          if (mine === seq.current) setEditError(error instanceof Error ? error.message : String(error));
        },
      );
    }, checkDelayMs);
    return () => clearTimeout(timer);
  }, [file, text, serverPreview]);

  // The style a text had before the current run of typing into it (see ScalarStyle).
  const typing = useRef<{ path: string; style: ScalarStyle | undefined }>(undefined);

  /** Makes `text` the draft, as one step of undo (a run of typing in one place is one step). */
  const replaceText = useCallback(
    (text: string, stepKey: string) => {
      const before = latest.current;
      if (before === undefined || text === before) return;
      const now = Date.now();
      const log = history.current;
      const sameRun = log.lastStep !== undefined && log.lastStep.key === stepKey && now - log.lastStep.at < typingRunMs;
      if (!sameRun) log.past = [...log.past.slice(1 - historyLimit), before];
      log.future = [];
      log.lastStep = { key: stepKey, at: now };
      setSteps({ undo: log.past.length, redo: 0 });
      latest.current = text;
      const read = readAndPublish(text);
      setState((current) => (current.state === 'ready' ? withText(current, text, read) : current));
    },
    [readAndPublish],
  );

  /** Applies one edit to the draft and gives the new draft; a refused edit leaves the draft as it was and says why. */
  const edit = useCallback(
    (change: Edit): string | undefined => {
      if (latest.current === undefined) return undefined;
      let styled = change;
      if (change.op === 'setScalar') {
        const path = JSON.stringify(change.path);
        if (typing.current?.path !== path) typing.current = { path, style: scalarStyleAt(latest.current, change.path) };
        if (typing.current.style !== undefined && change.style === undefined) styled = { ...change, style: typing.current.style };
      } else typing.current = undefined;
      const result = applyEdit(latest.current, styled);
      if (!result.ok) {
        setEditError(result.error.message);
        return undefined;
      }
      const key = change.op === 'setScalar' ? `set ${JSON.stringify(change.path)}` : `${change.op} ${Date.now()}`;
      replaceText(result.text, key);
      return result.text;
    },
    [replaceText],
  );

  /** The source view's text, typed by the author: it may not read as YAML yet. */
  const setText = useCallback(
    (text: string) => {
      typing.current = undefined;
      replaceText(text, 'source');
    },
    [replaceText],
  );

  /** Steps back (or forward) through the page's drafts: every edit, move, removal and typed run. */
  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const log = history.current;
      const from = direction === 'undo' ? log.past : log.future;
      const to = direction === 'undo' ? log.future : log.past;
      const text = from.at(-1);
      if (text === undefined || latest.current === undefined) return;
      from.pop();
      to.push(latest.current);
      log.lastStep = undefined;
      typing.current = undefined;
      latest.current = text;
      setSteps({ undo: log.past.length, redo: log.future.length });
      const read = readAndPublish(text);
      setState((current) => (current.state === 'ready' ? withText(current, text, read) : current));
    },
    [readAndPublish],
  );
  const undo = useCallback(() => travel('undo'), [travel]);
  const redo = useCallback(() => travel('redo'), [travel]);

  /** After a save: the written text becomes the saved one. */
  const saved = useCallback(
    (written: FileResponse) => {
      latest.current = written.text;
      const read = readAndPublish(written.text);
      setState((current) => (current.state === 'ready' ? withText({ ...current, saved: written }, written.text, read) : current));
    },
    [readAndPublish],
  );

  const dirty = state.state === 'ready' && state.text !== state.saved.text;
  return useMemo(
    () => ({
      state,
      channel,
      edit,
      setText,
      undo,
      redo,
      canUndo: steps.undo > 0,
      canRedo: steps.redo > 0,
      saved,
      load,
      dirty,
      editError,
      clearEditError: () => setEditError(undefined),
    }),
    [state, channel, edit, setText, undo, redo, steps, saved, load, dirty, editError],
  );
}
