import { CST, parse, type Scalar } from 'yaml';
import type { ScalarValue } from './values.ts';

/** Where a scalar is written: in a flow collection (`[a, b]`), as a key, and at which column. */
export interface ScalarContext {
  indent: number;
  inFlow?: boolean;
  implicitKey?: boolean;
}

/** First characters that make YAML read something other than plain text. */
const specialStart = /^[-{}[\],#&*!|>'"%@`?:]/;
/** Characters that cannot stand in single quotes or block scalars, only as double-quoted escapes. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point: YAML can only write them escaped
const needsEscape = /[\0-\x08\x0b-\x1f\x7f-\x9f\ufeff\ud800-\udfff]/;

/** What plain text reads back as: if it is not the same string, it must be quoted. */
function readsBackAs(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** Whether `value` needs quotes to stay the same text (plain words never get any). */
export function needsQuotes(value: string, inFlow = false): boolean {
  if (value === '' || value.trim() !== value || specialStart.test(value)) return true;
  if (/:(\s|$)/.test(value) || /\s#/.test(value) || /[\n\r\t]/.test(value) || needsEscape.test(value)) return true;
  if (inFlow && /[,[\]{}]/.test(value)) return true;
  // Older YAML readers (and some editors) still take these words for true and false.
  if (/^(y|yes|n|no|on|off)$/i.test(value)) return true;
  return readsBackAs(value) !== value;
}

/**
 * The style for a new string: the one it had where that style can hold the new text, plain
 * where nothing needs quotes, double quotes otherwise, and multi-line text as a literal block
 * (`|`) — double quotes with `\n` inside flow collections and keys, where blocks cannot stand.
 */
export function styleFor(value: string, context: ScalarContext, previous?: Scalar.Type | null): Scalar.Type {
  const inline = context.inFlow === true || context.implicitKey === true;
  if (value.includes('\n')) {
    if (inline || needsEscape.test(value) || value.includes('\r') || /\n\n+$/.test(value)) return 'QUOTE_DOUBLE';
    return previous === 'BLOCK_FOLDED' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
  }
  if (needsEscape.test(value)) return 'QUOTE_DOUBLE';
  const keep =
    previous === 'QUOTE_DOUBLE' ||
    previous === 'QUOTE_SINGLE' ||
    (!inline && (previous === 'BLOCK_LITERAL' || previous === 'BLOCK_FOLDED'));
  if (keep) return previous;
  return needsQuotes(value, context.inFlow) ? 'QUOTE_DOUBLE' : 'PLAIN';
}

/** The text YAML needs for a number, true/false or nothing (`null`). */
export function plainText(value: Exclude<ScalarValue, string>): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return String(value);
}

/** The source of a new scalar (without a line break after it), in the style `styleFor` picks. */
export function scalarSource(value: ScalarValue, context: ScalarContext): string | undefined {
  const text = typeof value === 'string' ? value : plainText(value);
  if (text === undefined) return undefined;
  const type = typeof value === 'string' ? styleFor(value, context) : 'PLAIN';
  // In `[...]`, `{...}` or a key a line break would need the right indentation: escapes keep one line.
  if (type === 'QUOTE_DOUBLE' && (context.inFlow || context.implicitKey)) return JSON.stringify(text);
  const token = CST.createScalarToken(text, { ...context, type, end: [] });
  return CST.stringify(token).replace(/\n$/, '');
}
