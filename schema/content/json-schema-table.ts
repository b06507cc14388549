/**
 * Turns an editor JSON Schema (what `z.toJSONSchema` makes of a Zod schema, descriptions
 * included) into rows of a field table for authors: name, required or default, value, meaning.
 */

type Node = Record<string, unknown>;

export interface FieldRow {
  /** `cards[].link.href` */
  name: string;
  /** `required`, `optional`, or `default: 3`. */
  need: string;
  /** What kind of value: text, a whole number from 2 to 4, one of `a`, `b`… */
  value: string;
  description: string;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const text = (node: Node, key: string): string | undefined => (typeof node[key] === 'string' ? node[key] : undefined);
const count = (node: Node, key: string): number | undefined => (typeof node[key] === 'number' ? node[key] : undefined);
const code = (value: unknown) => `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;

/** "from 2 to 4", "at least 1 entry", "at most 2 entries", or nothing. */
function range(low: number | undefined, high: number | undefined, unit?: [string, string]): string {
  const top = high !== undefined && high < Number.MAX_SAFE_INTEGER ? high : undefined;
  const counted = (n: number) => (unit === undefined ? `${n}` : `${n} ${n === 1 ? unit[0] : unit[1]}`);
  if (low !== undefined && top !== undefined) return ` from ${low} to ${counted(top)}`;
  if (low !== undefined && low > 0) return `, at least ${counted(low)}`;
  if (top !== undefined) return `, at most ${counted(top)}`;
  return '';
}

/** The kind of value a node asks for, in words. */
export function valueKind(node: Node): string {
  if ('const' in node) return code(node['const']);
  if (Array.isArray(node['enum'])) return `one of ${node['enum'].map(code).join(', ')}`;
  const options = nodes(node['anyOf']);
  if (options.length > 0) return options.map(valueKind).join(', or ');
  switch (node['type']) {
    case 'string':
      return 'text';
    case 'integer':
      return `a whole number${range(count(node, 'minimum'), count(node, 'maximum'))}`;
    case 'number':
      return 'a number';
    case 'boolean':
      return '`true` or `false`';
    case 'array':
      return `a list${range(count(node, 'minItems'), count(node, 'maxItems'), ['entry', 'entries'])}`;
    case 'object':
      return isNode(node['properties']) ? 'a group of fields' : 'name: value lines';
    default:
      return 'any value';
  }
}

/** One row per field of the object `node`, then the rows of the fields inside it. */
export function fieldRows(node: Node, prefix = '', options: { skip?: readonly string[]; inForm?: boolean } = {}): FieldRow[] {
  const properties = isNode(node['properties']) ? node['properties'] : {};
  const required = Array.isArray(node['required']) ? node['required'] : [];
  return Object.entries(properties).flatMap(([key, child]) => {
    if (!isNode(child)) return [];
    const name = `${prefix}${key}`;
    const need = required.includes(key)
      ? options.inForm
        ? 'required in this form'
        : 'required'
      : 'default' in child
        ? `default: ${code(child['default'])}`
        : 'optional';
    const row: FieldRow = { name, need, value: valueKind(child), description: text(child, 'description') ?? '' };
    return [row, ...(options.skip?.includes(key) ? [] : innerRows(child, name))];
  });
}

/** The fields inside a field: its own group, a list's entries, or each form it may take. */
function innerRows(node: Node, name: string): FieldRow[] {
  if (isNode(node['properties'])) return fieldRows(node, `${name}.`);
  if (isNode(node['items'])) return innerRows(node['items'], `${name}[]`);
  // A field that takes several forms (text, or a group of fields): the group's fields count only in that form.
  const forms = nodes(node['anyOf']);
  return forms.filter((form) => isNode(form['properties'])).flatMap((form) => fieldRows(form, `${name}.`, { inForm: forms.length > 1 }));
}

/** A Markdown table of the rows; `|` inside cells is escaped. */
export function markdownTable(rows: readonly FieldRow[]): string {
  const cell = (value: string) => value.replace(/\|/g, '\\|');
  return [
    '| Field | Required or default | Value | What it is |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| \`${row.name}\` | ${cell(row.need)} | ${cell(row.value)} | ${cell(row.description)} |`),
  ].join('\n');
}
