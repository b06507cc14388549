import type { AuditEntry } from '../../../team/database/tables/audit.ts';
import { secondWords } from '../../time-words.ts';

/** A detail's field as text, when the entry has it. */
function textOf(detail: unknown, key: string): string | undefined {
  if (typeof detail !== 'object' || detail === null || !(key in detail)) return undefined;
  const value: unknown = Object.getOwnPropertyDescriptor(detail, key)?.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const requestWords = (detail: unknown): string => {
  const id = textOf(detail, 'request');
  const title = textOf(detail, 'title');
  return `${id === undefined ? 'a change request' : `change request ${id}`}${title === undefined ? '' : ` “${title}”`}`;
};

/** Whether a detail's field (or a field of that field) is `true`. */
function isTrue(detail: unknown, ...keys: string[]): boolean {
  let here: unknown = detail;
  for (const key of keys) here = typeof here === 'object' && here !== null ? Object.getOwnPropertyDescriptor(here, key)?.value : undefined;
  return here === true;
}

/** A release by when it was made, to the second, read from its name (`2026-11-28T13-15-30.610Z-c74450`). */
function releaseWords(name: string | undefined): string {
  const time = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d(?:\.\d+)?)Z/.exec(name ?? '');
  if (time === null) return name === undefined ? 'an earlier release' : `the release ${name}`;
  const made = new Date(`${time[1] ?? ''}T${time[2] ?? ''}:${time[3] ?? ''}:${time[4] ?? ''}Z`);
  return `the release of ${secondWords(made.toISOString())}`;
}

/** A page by its name when the entry has it (saves record it), else by its file. */
/** What a `saved` entry did, by its `what`: a new page made, a page deleted, a picture removed, else a save. */
const savedVerbs: Readonly<Record<string, string>> = {
  'made a page': 'made',
  'deleted a page': 'deleted',
  'removed a picture': 'removed the picture',
};

const pageWords = (detail: unknown): string => textOf(detail, 'page') ?? textOf(detail, 'path') ?? 'a page';

const roleWords: Readonly<Record<string, string>> = { author: 'an author', publisher: 'a publisher', admin: 'an admin' };
const asRole = (detail: unknown, key = 'role'): string => roleWords[textOf(detail, key) ?? ''] ?? 'a member';
/** The names the drafts were started with, by branch (from the log's “started the draft” entries). */
export type DraftNames = ReadonlyMap<string, string>;

/** The draft names the entries themselves record, for the sentences of the others. */
export const draftNamesIn = (entries: readonly AuditEntry[]): DraftNames =>
  new Map(
    entries.flatMap((entry) => {
      const branch = textOf(entry.detail, 'draft');
      const name = textOf(entry.detail, 'name');
      return entry.action === 'draft-started' && branch !== undefined && name !== undefined ? [[branch, name] as const] : [];
    }),
  );

const draftWords = (detail: unknown, names: DraftNames): string | undefined => {
  const draft = textOf(detail, 'draft');
  if (draft === undefined) return undefined;
  const name = names.get(draft);
  return name === undefined ? `the draft ${draft}` : `the draft “${name}”`;
};
const inDraft = (detail: unknown, names: DraftNames): string => {
  const words = draftWords(detail, names);
  return words === undefined ? '' : ` in ${words}`;
};

/** What an entry of the audit log says, as a sentence whose subject is its person (`Ada Admin`) or the studio. */
export function auditSentence(entry: AuditEntry, draftNames: DraftNames = new Map()): string {
  const who = entry.personName ?? 'The studio';
  const { detail } = entry;
  const say = (what: string) => `${who} ${what}.`;
  switch (entry.action) {
    case 'first-admin-link':
      return 'The studio made the first admin’s invitation link.';
    case 'signed-in':
      return say(`signed in${textOf(detail, 'method') === 'oidc' ? ' with the company account' : ' with a passkey'}`);
    case 'sign-in-failed': {
      const email = textOf(detail, 'email');
      return `A sign-in${email === undefined ? '' : ` as ${email}`} failed (${textOf(detail, 'why') ?? 'no reason given'}).`;
    }
    case 'signed-out':
      return say('signed out');
    case 'signed-out-everywhere':
      return say('signed out everywhere');
    case 'joined':
      return say(`joined as ${asRole(detail)}${textOf(detail, 'method') === 'oidc' ? ' with the company account' : ' with a passkey'}`);
    case 'address-proven':
      return say(`linked the company account, proving ${textOf(detail, 'email') ?? 'the address'}`);
    case 'invited': {
      const email = textOf(detail, 'email');
      return say(`invited ${email ?? 'anyone with the link'} as ${asRole(detail)}`);
    }
    case 'invitation-revoked': {
      const role = textOf(detail, 'role');
      if (role === undefined) return say('withdrew an invitation');
      return say(`withdrew the invitation for ${textOf(detail, 'email') ?? 'anyone with the link'} as ${asRole(detail)}`);
    }
    case 'name-changed':
      return say(`changed their name from “${textOf(detail, 'from') ?? ''}” to “${textOf(detail, 'to') ?? ''}”`);
    case 'role-changed':
      return say(`made ${textOf(detail, 'name') ?? 'someone'} ${asRole(detail, 'to')} (was ${asRole(detail, 'from')})`);
    case 'removed':
      return say(`removed ${textOf(detail, 'name') ?? 'someone'} from the studio`);
    case 'saved': {
      const movedTo = textOf(detail, 'what') === 'moved a file' ? textOf(detail, 'to') : undefined;
      if (movedTo !== undefined) return say(`moved ${pageWords(detail)} to the file ${movedTo}${inDraft(detail, draftNames)}`);
      return say(`${savedVerbs[textOf(detail, 'what') ?? ''] ?? 'saved'} ${pageWords(detail)}${inDraft(detail, draftNames)}`);
    }
    case 'save-parked':
      return `A save of ${pageWords(detail)} by ${textOf(detail, 'author') ?? 'someone'} could not go onto the remote’s changes; it is kept aside.`;
    case 'conflict':
      return say(
        `tried to save ${pageWords(detail)}${inDraft(detail, draftNames)}, where ${textOf(detail, 'theirs') ?? 'someone'} had changed the same fields`,
      );
    case 'restored':
      return say(`restored an earlier version of ${pageWords(detail)}`);
    case 'changed':
      return say(`changed ${pageWords(detail)}${textOf(detail, 'what') === undefined ? '' : ` (${textOf(detail, 'what') ?? ''})`}`);
    case 'refused':
      return say(`was refused ${textOf(detail, 'route') ?? 'a request'} (${textOf(detail, 'status') ?? 'no status'})`);
    case 'draft-started':
      return say(`started the draft “${textOf(detail, 'name') ?? textOf(detail, 'draft') ?? ''}”`);
    case 'draft-deleted':
      return say(`deleted ${draftWords(detail, draftNames) ?? 'a draft'}`);
    case 'review-asked':
      return say(`asked for review of ${requestWords(detail)}`);
    case 'commented':
      return say(`commented on ${requestWords(detail)}`);
    case 'changes-requested':
      return say(`asked for changes to ${requestWords(detail)}`);
    case 'approved':
      return say(`approved ${requestWords(detail)}`);
    case 'publish-started':
      return say(`started publishing ${requestWords(detail)}`);
    case 'published':
      return say(`published ${requestWords(detail)}`);
    case 'publish-failed':
      return `Publishing ${requestWords(detail)} did not finish (${textOf(detail, 'why') ?? 'no reason given'}).`;
    case 'publish-settled':
      return `After a restart, ${requestWords(detail)} was settled (${textOf(detail, 'outcome') === 'merged' ? 'it had been merged' : 'it had not been merged'}).`;
    case 'publish-scheduled': {
      const at = textOf(detail, 'at');
      return say(
        at === undefined
          ? `took the publish time off ${requestWords(detail)}`
          : `scheduled ${requestWords(detail)} for ${new Date(at).toLocaleString()}`,
      );
    }
    case 'request-closed':
      return say(`closed ${requestWords(detail)}`);
    case 'preview-link-made': {
      const days = textOf(detail, 'days');
      return say(
        `made a preview link to ${requestWords(detail)}${days === undefined ? '' : `, working for ${days === '1' ? '1 day' : `${days} days`}`}`,
      );
    }
    case 'preview-link-withdrawn': {
      const maker = textOf(detail, 'madeBy');
      return say(`withdrew a preview link to ${requestWords(detail)}${maker === undefined ? '' : ` that ${maker} had made`}`);
    }
    case 'rolled-back': {
      const to = releaseWords(textOf(detail, 'to'));
      if (isTrue(detail, 'pagesOnly')) return say(`took the pages in the studio back to ${to}`);
      const from = textOf(detail, 'from');
      const pages = isTrue(detail, 'pages', 'undone')
        ? ', taking the pages in the studio back too'
        : ', keeping the pages in the studio as they were';
      return say(`put ${to} live${from === undefined ? '' : ` instead of ${releaseWords(from)}`}${pages}`);
    }
    case 'review-rules-changed':
      return say('changed the review rules');
    default:
      return say(entry.action.replaceAll('-', ' '));
  }
}
