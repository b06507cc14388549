import { LineCounter, parseDocument, visit, type Document, type ErrorCode, type YAMLError } from 'yaml';

/** Plain words for the YAML mistakes authors make most; any other keeps the yaml package's own words. */
const reasons: Partial<Record<ErrorCode, string>> = {
  BAD_INDENT: 'this line is not indented in step with the lines around it',
  MISSING_CHAR: 'a character is missing: a closing quote or bracket, a colon after a field name, or a "- " before a list item',
  UNEXPECTED_TOKEN: 'YAML does not expect what is written here',
  DUPLICATE_KEY: 'this field is written twice in the same group',
  BLOCK_AS_IMPLICIT_KEY: 'a value holds ": " (put the value in quotes), or the next line is indented too far',
  MULTILINE_IMPLICIT_KEY: 'a line has no colon after its field name, or a field name goes on to the next line',
  TAB_AS_INDENT: 'a tab indents this line, and YAML needs spaces',
  BAD_SCALAR_START: 'a value starts with a character YAML keeps for itself, such as @ or `: put the value in quotes',
  BAD_DQ_ESCAPE: 'a backslash in "double quotes" starts an escape YAML does not know: write \\\\ for a backslash, or use single quotes',
  MULTIPLE_DOCS: 'a line of --- starts a second document, and a page file holds one',
};

/** Codes that stand for several mistakes: the package's message tells which. */
const refined: [ErrorCode, RegExp, string][] = [
  ['MISSING_CHAR', /closing "quote/, 'a double quote (") opened earlier is never closed'],
  ['MISSING_CHAR', /closing 'quote/, "a single quote (') opened earlier is never closed"],
  ['MISSING_CHAR', /followed by map values/, 'a field name has no colon after it'],
  ['MISSING_CHAR', /without - indicator/, 'a list item has no "- " before it'],
  ['MISSING_CHAR', /Missing ,/, 'a comma is missing between the items in brackets'],
  ['BAD_INDENT', /end with a [\]}]/, 'a bracket ([ or {) opened earlier is never closed'],
];

/** The package's own words: the first line of its message, without the place (the note gives it). */
const ownWords = (message: string) => (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');

function reasonOf(error: YAMLError): string {
  const special = refined.find(([code, pattern]) => code === error.code && pattern.test(error.message));
  return special?.[2] ?? reasons[error.code] ?? ownWords(error.message);
}

const lastGood = 'The form shows the last version that read correctly.';
const note = (place: { line: number; col: number }, reason: string) =>
  `Line ${place.line}, column ${place.col}: the YAML is broken here — ${reason}. ${lastGood}`;

/** The first alias (`*name`) whose anchor is not written, such as `title: *New*` meant as emphasis. */
function loneAlias(doc: Document): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (node.resolve(doc) !== undefined || !node.range) return undefined;
      found = node.range[0];
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * Where the text stops reading as YAML, in plain words, or '' when it reads. The same reading as
 * the draft's (the `yaml` package's `parse`), so the note shows exactly when the form keeps the last
 * version that read correctly.
 */
export function brokenYamlNote(text: string): string {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const first = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  // `*New* ERP` fails on the words after the alias; the star is what to fix.
  const alias = loneAlias(doc);
  if (alias !== undefined && (first === undefined || alias <= first.pos[0]))
    return note(lines.linePos(alias), 'a value starts with *, which YAML reads as a reference to an &anchor: put the value in quotes');
  if (first) return note(lines.linePos(first.pos[0]), reasonOf(first));
  try {
    doc.toJS();
    return '';
  } catch (error) {
    return `The YAML does not read — ${error instanceof Error ? ownWords(error.message) : String(error)}. ${lastGood}`;
  }
}
