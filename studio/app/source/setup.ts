import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, lintKeymap, linter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

/**
 * The editor's parts, chosen rather than `basicSetup`: no history and no undo keys, so Ctrl+Z and
 * Ctrl+Shift+Z reach the studio's own undo, which covers the form and the source alike; and no
 * `indentWithTab`, so Tab moves the focus on as everywhere else on the page (indent with Ctrl+]).
 */
export function sourceSetup(): Extension {
  return [
    lineNumbers(),
    foldGutter(),
    lintGutter(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    drawSelection(),
    dropCursor(),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    highlightActiveLine(),
    // Pages hold sentences: long values wrap rather than scroll out of sight.
    EditorView.lineWrapping,
    EditorState.tabSize.of(2),
    indentUnit.of('  '),
    yaml(),
    // Marks, hover and the panel (Ctrl+Shift+M) for the diagnostics the view sets; no linter runs here.
    linter(null),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
    // The browser's own undo of the editable text would fight the editor: undo belongs to the studio.
    EditorView.domEventHandlers({
      beforeinput: (event) => {
        if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return false;
        event.preventDefault();
        return true;
      },
    }),
  ];
}
