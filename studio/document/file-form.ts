/**
 * What a file holds around its YAML that no edit may change: a byte-order mark at its start,
 * its line break (CRLF or LF) and whether its last line ends with one. Edits work on the text
 * without the mark and with a final line break, and new lines use the file's line break.
 */
export interface FileForm {
  byteOrderMark: boolean;
  lineBreak: LineBreak;
  finalLineBreak: boolean;
}

export type LineBreak = '\r\n' | '\n';

const mark = '\ufeff';

/**
 * The line break a file uses: the one ending its first line. A file that mixes CRLF and LF gets
 * new lines like its first; a file of one line (no line break yet) gets LF.
 */
export function lineBreakOf(text: string): LineBreak {
  const first = text.indexOf('\n');
  return first > 0 && text[first - 1] === '\r' ? '\r\n' : '\n';
}

export function formOf(text: string): FileForm {
  const byteOrderMark = text.startsWith(mark);
  const body = byteOrderMark ? text.slice(mark.length) : text;
  return { byteOrderMark, lineBreak: lineBreakOf(body), finalLineBreak: body === '' || body.endsWith('\n') };
}

/** The text an edit works on: no byte-order mark, and a line break after the last line. */
export function editable(text: string, form: FileForm): string {
  const body = form.byteOrderMark ? text.slice(mark.length) : text;
  return form.finalLineBreak ? body : body + form.lineBreak;
}

/**
 * The edited text written back in the file's form: the mark put back, the final line break taken
 * off again where the file had none. `undefined` when the edit did not end with the line break
 * it was given, so that the file's end cannot be kept.
 */
export function restored(edited: string, form: FileForm): string | undefined {
  if (!form.finalLineBreak && !edited.endsWith(form.lineBreak)) return undefined;
  const body = form.finalLineBreak ? edited : edited.slice(0, -form.lineBreak.length);
  return form.byteOrderMark ? mark + body : body;
}
