import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** The few colours the source view takes from the studio's MUI theme. */
export interface SourceColors {
  primary: string;
  divider: string;
  textSecondary: string;
  paper: string;
  gutter: string;
}

/** A light look in step with the studio's MUI theme: readable monospace, a clear focus ring, and the editor filling its box. */
export function sourceTheme(colors: SourceColors): Extension {
  return EditorView.theme({
    '&': { height: '100%', fontSize: '0.875rem', backgroundColor: colors.paper },
    // The ring sits inside the box, so a parent that clips its overflow still shows it.
    '&.cm-focused': { outline: `2px solid ${colors.primary}`, outlineOffset: '-2px' },
    '.cm-scroller': {
      overflow: 'auto',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      lineHeight: '1.6',
    },
    '.cm-content': { paddingBlock: '8px' },
    '.cm-gutters': { backgroundColor: colors.gutter, color: colors.textSecondary, borderRight: `1px solid ${colors.divider}` },
    '.cm-activeLine': { backgroundColor: 'rgba(29, 78, 216, 0.05)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(29, 78, 216, 0.1)' },
    '.cm-tooltip': {
      border: `1px solid ${colors.divider}`,
      borderRadius: '6px',
      backgroundColor: colors.paper,
      boxShadow: '0 4px 12px rgba(15, 23, 42, 0.12)',
    },
    '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'inherit' },
    '.cm-diagnostic': { padding: '6px 10px', maxWidth: '48ch' },
    '.cm-diagnosticSource': { color: colors.textSecondary, opacity: 1 },
    '.cm-field-help': { padding: '6px 10px', maxWidth: '48ch', fontFamily: 'system-ui, sans-serif', lineHeight: 1.45 },
    '.cm-field-help-choices': { marginTop: '4px', color: colors.textSecondary },
  });
}
