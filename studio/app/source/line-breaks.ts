import { EditorState, type ChangeSpec, type Transaction } from '@codemirror/state';

/**
 * Line breaks of another kind in text an author puts in (pasted, dropped, completed) become the
 * file's own, so a CRLF file saved from the source view is still CRLF. The editor splits text only
 * at the file's line break (`EditorState.lineSeparator`, which keeps a file's bytes as they are),
 * so another kind would stay in a line as a character. `exempt` marks the transactions that bring
 * the draft's own text, which is already as the file has it.
 */
export function keepLineBreaks(exempt: (transaction: Transaction) => boolean) {
  return EditorState.transactionFilter.of((transaction) => {
    if (!transaction.docChanged || exempt(transaction)) return transaction;
    const lineBreak = transaction.startState.lineBreak;
    const fixes: ChangeSpec[] = [];
    transaction.changes.iterChanges((_fromA, _toA, fromB, _toB, inserted) => {
      let position = fromB;
      for (let number = 1; number <= inserted.lines; number++) {
        const line = inserted.line(number).text;
        for (const match of line.matchAll(/\r\n|\r|\n/g)) {
          // A CR just before the editor's own line break (CRLF pasted into an LF file) is dropped, not doubled.
          const beforeBreak = match[0] === '\r' && match.index + 1 === line.length && number < inserted.lines;
          fixes.push({ from: position + match.index, to: position + match.index + match[0].length, insert: beforeBreak ? '' : lineBreak });
        }
        position += line.length + 1;
      }
    });
    return fixes.length === 0 ? transaction : [transaction, { changes: fixes, sequential: true }];
  });
}
