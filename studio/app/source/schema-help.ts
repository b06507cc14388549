import { yamlLanguage } from '@codemirror/lang-yaml';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type Tooltip } from '@codemirror/view';
import { JSONHover, stateExtensions } from 'codemirror-json-schema';
import { yamlCompletion } from 'codemirror-json-schema/yaml';
import { parse } from 'yaml';
import type { JsonObject } from '../../api/contract/studio-api.ts';

/** What the hover shows for a field: its help, and its choices when it has a fixed list. */
export interface FieldHelp {
  help: string;
  choices: string[];
}

/** The help and choices a (sub)schema gives, or undefined when it gives neither. */
export function fieldHelp(schema: unknown): FieldHelp | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const description = 'description' in schema && typeof schema.description === 'string' ? schema.description : '';
  const list: unknown = 'enum' in schema ? schema.enum : undefined;
  const choices = Array.isArray(list) ? list.map((choice) => String(choice)) : [];
  return description === '' && choices.length === 0 ? undefined : { help: description, choices };
}

/** The help as text with `code` spans, built from text nodes (never parsed as HTML). */
function helpElement({ help, choices }: FieldHelp): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cm-field-help';
  help.split('`').forEach((part, index) => {
    if (part === '') return;
    const node = document.createElement(index % 2 === 1 ? 'code' : 'span');
    node.textContent = part;
    box.append(node);
  });
  if (choices.length > 0) {
    const line = document.createElement('div');
    line.className = 'cm-field-help-choices';
    line.textContent = `Choices: ${choices.join(', ')}`;
    box.append(line);
  }
  return box;
}

/**
 * The help for the field under the pointer, as the form shows it. The finding of the field is
 * codemirror-json-schema's; its own tooltip is not used, as it adds the schema's types and patterns
 * (`string`, `^[A-Z]…`), which are no help to authors.
 */
export function schemaHover() {
  const finder = new JSONHover({ mode: 'yaml', parser: parse });
  const helpAt = (view: EditorView, pos: number, side: -1 | 1): FieldHelp | undefined => {
    try {
      return fieldHelp(finder.getDataForCursor(view, pos, side)?.schema);
    } catch {
      return undefined;
    }
  };
  return (view: EditorView, pos: number, side: -1 | 1): Tooltip | null => {
    const found = helpAt(view, pos, side);
    return found ? { pos, above: true, create: () => ({ dom: helpElement(found) }) } : null;
  };
}

/**
 * Completion of field names and choices, and each field's help on hover, from the page's (or
 * site.yaml's) JSON Schema. The package's own schema lint stays off: the loader's problems, in the
 * words `npm run validate` uses, are the only lint.
 */
export function schemaHelp(schema: JsonObject): Extension {
  return [stateExtensions(schema), yamlLanguage.data.of({ autocomplete: yamlCompletion() }), hoverTooltip(schemaHover())];
}
