/** Why an edit could not be made. The message is for authors: what is wrong — what to do. */
export type EditErrorCode =
  | 'invalid-yaml'
  | 'not-found'
  | 'already-written'
  | 'not-a-value'
  | 'not-a-list'
  | 'not-a-group'
  | 'out-of-range'
  | 'unsupported'
  | 'not-kept';

export interface EditError {
  code: EditErrorCode;
  message: string;
}

/** The new text of the file, or why the edit was refused (the text is then unchanged). */
export type EditResult = { ok: true; text: string } | { ok: false; error: EditError };

export const refuse = (code: EditErrorCode, message: string): { ok: false; error: EditError } => ({ ok: false, error: { code, message } });
export const done = (text: string): { ok: true; text: string } => ({ ok: true, text });
