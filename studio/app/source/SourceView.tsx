import { setDiagnostics } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { Box, Typography } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Problem } from '../../../schema/content/errors.ts';
import type { JsonObject } from '../../api/contract/studio-api.ts';
import { brokenYamlNote } from './broken-yaml.ts';
import { problemDiagnostics } from './diagnostics.ts';
import { sourceSetup } from './setup.ts';
import { keepLineBreaks } from './line-breaks.ts';
import { editorChange, lineBreakOf, withoutMark } from './text-change.ts';
import { sourceTheme, type SourceColors } from './theme.ts';

export interface SourceViewProps {
  /** The draft's text: the editor follows it, whoever changed it. */
  text: string;
  /** Called with the whole text after each change the author makes here (not after changes that came in through `text`). */
  onText: (text: string) => void;
  /** The loader's problems for this file, shown as lint marks in their own words. */
  problems: readonly Problem[];
  /** The file's JSON Schema (a page's or site.yaml's), for completion and each field's help on hover; a new object sets the help up again. */
  schema: JsonObject;
  /** The editor's accessible name. */
  label: string;
  /** A line (from 1) to show and put the cursor on, when a problem is picked elsewhere. */
  focusLine?: number;
}

/** Marks a change that came in through `text` (the form, undo), which `onText` must not send back. */
const fromDraft = Annotation.define<boolean>();

// Parts of the editor's setup that change while it is open.
const lineBreaks = new Compartment();
const attributes = new Compartment();
const help = new Compartment();

type SchemaHelpModule = typeof import('./schema-help.ts');

const colorsOf = (theme: Theme): SourceColors => ({
  primary: theme.palette.primary.main,
  divider: theme.palette.divider,
  textSecondary: theme.palette.text.secondary,
  paper: theme.palette.background.paper,
  gutter: theme.palette.background.default,
});

/**
 * The file's YAML in a code editor, for authors who would rather type it. The draft stays the one
 * source of truth: typing here calls `onText`, and a change from elsewhere reaches the editor as the
 * smallest edit that makes its text equal to `text`, so the cursor and scroll stay put. The
 * loader's problems are the lint; below the editor, a status line says where the YAML stops reading.
 */
export function SourceView({ text, onText, problems, schema, label, focusLine }: SourceViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const [schemaHelp, setSchemaHelp] = useState<SchemaHelpModule>();
  const statusId = useId();
  const theme = useTheme();
  const latestOnText = useRef(onText);
  // The draft's byte-order mark: kept out of the editor and put back before its text goes out.
  const mark = useRef(withoutMark(text).mark);
  useLayoutEffect(() => {
    latestOnText.current = onText;
  });

  // The editor is made once, from the props of its first render; the effects below carry later changes of its props into it.
  const createView = useEffectEvent(
    (parent: HTMLElement) =>
      new EditorView({
        parent,
        state: EditorState.create({
          doc: withoutMark(text).body,
          extensions: [
            lineBreaks.of(EditorState.lineSeparator.of(lineBreakOf(withoutMark(text).body))),
            keepLineBreaks((transaction) => transaction.annotation(fromDraft) === true),
            attributes.of(EditorView.contentAttributes.of(contentAttributes(label, statusId))),
            help.of([]),
            sourceSetup(),
            sourceTheme(colorsOf(theme)),
            EditorView.updateListener.of((update) => {
              if (update.transactions.some((transaction) => transaction.docChanged && transaction.annotation(fromDraft) !== true))
                latestOnText.current(mark.current + update.state.sliceDoc());
            }),
          ],
        }),
      }),
  );
  useLayoutEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const created = createView(parent);
    setView(created);
    return () => created.destroy();
  }, []);

  useEffect(() => {
    if (!view) return;
    const { mark: draftMark, body } = withoutMark(text);
    mark.current = draftMark;
    const lineBreak = lineBreakOf(body);
    if (view.state.lineBreak !== lineBreak) view.dispatch({ effects: lineBreaks.reconfigure(EditorState.lineSeparator.of(lineBreak)) });
    const change = editorChange(view.state.sliceDoc(), body, lineBreak);
    if (change)
      view.dispatch({
        changes: { from: change.from, to: change.to, insert: view.state.toText(change.insert) },
        annotations: fromDraft.of(true),
      });
  }, [view, text]);

  useEffect(() => {
    if (view) view.dispatch(setDiagnostics(view.state, problemDiagnostics(problems, view.state.doc)));
  }, [view, problems]);

  useEffect(() => {
    view?.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(contentAttributes(label, statusId))) });
  }, [view, label, statusId]);

  // Completion and hover help come with a large package (its markdown and highlighting): loaded after the editor shows.
  useEffect(() => {
    let open = true;
    import('./schema-help.ts').then(
      (module) => {
        if (open) setSchemaHelp(module);
      },
      (error: unknown) => console.warn('The source view works without completion and field help, which did not load:', error),
    );
    return () => {
      open = false;
    };
  }, []);

  useEffect(() => {
    if (view && schemaHelp) view.dispatch({ effects: help.reconfigure(schemaHelp.schemaHelp(schema)) });
  }, [view, schemaHelp, schema]);

  useEffect(() => {
    if (!view || focusLine === undefined || !Number.isFinite(focusLine)) return;
    const line = view.state.doc.line(Math.min(Math.max(Math.trunc(focusLine), 1), view.state.doc.lines));
    view.dispatch({ selection: { anchor: line.from }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    view.focus();
  }, [view, focusLine]);

  const note = useMemo(() => brokenYamlNote(text), [text]);

  return (
    <Box sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box ref={host} sx={{ flex: 1, minHeight: 0, border: 1, borderColor: 'divider' }} />
      <Typography
        id={statusId}
        role="status"
        variant="caption"
        color="error"
        sx={{ display: 'block', minHeight: '1.66em', px: 1, pt: 0.5 }}
      >
        {note}
      </Typography>
    </Box>
  );
}

/** The editable text's name and description; an explicit tab stop, so its scrolling box counts as reachable by keyboard. */
const contentAttributes = (label: string, statusId: string) => ({ 'aria-label': label, 'aria-describedby': statusId, tabindex: '0' });
