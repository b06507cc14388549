import { expect, it } from 'vitest';
import { auditSentence, draftNamesIn } from '../../studio/app/team/admin/audit-words.ts';
import type { AuditEntry } from '../../studio/team/database/tables/audit.ts';

/** The audit log's sentences: people, pages, drafts and releases by the names people use, never by codes. */
const entry = (action: string, detail: unknown, personName: string | null = 'Pat Publisher'): AuditEntry => ({
  id: 1,
  time: '2026-11-28T12:00:00.000Z',
  personId: personName === null ? null : 2,
  personName,
  action,
  detail,
  address: '127.0.0.1',
});

it('names a page by the name recorded with the save and a draft by the name it was started with', () => {
  const started = entry('draft-started', { draft: 'studio/alice/retail-changes', name: 'Retail: changes' }, 'Alice Author');
  const saved = entry('saved', {
    what: 'saved',
    path: 'pages/industries/retail.yaml',
    page: 'Retail',
    draft: 'studio/alice/retail-changes',
  });
  const names = draftNamesIn([saved, started]);
  expect(auditSentence(saved, names)).toBe('Pat Publisher saved Retail in the draft “Retail: changes”.');
  // An older entry, without the page's name, and a draft whose start is not on the page of the log read.
  expect(auditSentence(entry('saved', { what: 'saved', path: 'pages/home.yaml', draft: 'studio/x/y' }))).toBe(
    'Pat Publisher saved pages/home.yaml in the draft studio/x/y.',
  );
  // A page made, and one deleted, in a draft and on the live version.
  const page = { path: 'pages/industries/retail.yaml', page: 'Retail' };
  expect(auditSentence(entry('saved', { what: 'made a page', ...page, draft: 'studio/alice/retail-changes' }), names)).toBe(
    'Pat Publisher made Retail in the draft “Retail: changes”.',
  );
  expect(auditSentence(entry('saved', { what: 'deleted a page', ...page, draft: 'studio/alice/retail-changes' }), names)).toBe(
    'Pat Publisher deleted Retail in the draft “Retail: changes”.',
  );
  expect(auditSentence(entry('saved', { what: 'deleted a page', ...page }))).toBe('Pat Publisher deleted Retail.');
  expect(
    auditSentence(
      entry('saved', { what: 'moved a file', ...page, to: 'pages/products/retail.yaml', draft: 'studio/alice/retail-changes' }),
      names,
    ),
  ).toBe('Pat Publisher moved Retail to the file pages/products/retail.yaml in the draft “Retail: changes”.');
  expect(auditSentence(entry('saved', { what: 'removed a picture', path: 'public/images/old.svg', page: '/images/old.svg' }))).toBe(
    'Pat Publisher removed the picture /images/old.svg.',
  );
  expect(auditSentence(entry('draft-deleted', { draft: 'studio/alice/retail-changes' }), names)).toBe(
    'Pat Publisher deleted the draft “Retail: changes”.',
  );
});

it('names releases by when they were made, to the second, and says what happened to the pages', () => {
  const to = '2026-11-28T13-15-30.610Z-c74450';
  const from = '2026-11-28T13-18-17.890Z-ff20fe';
  const made = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  const [toWords, fromWords] = [made('2026-11-28T13:15:30.610Z'), made('2026-11-28T13:18:17.890Z')];
  expect(auditSentence(entry('rolled-back', { from, to, pages: { undone: true, commit: 'abc' } }))).toBe(
    `Pat Publisher put the release of ${toWords} live instead of the release of ${fromWords}, taking the pages in the studio back too.`,
  );
  expect(auditSentence(entry('rolled-back', { from, to, pages: { undone: false, why: 'kept' } }))).toBe(
    `Pat Publisher put the release of ${toWords} live instead of the release of ${fromWords}, keeping the pages in the studio as they were.`,
  );
  expect(auditSentence(entry('rolled-back', { from, to, pages: { undone: true, commit: 'abc' }, pagesOnly: true }))).toBe(
    `Pat Publisher took the pages in the studio back to the release of ${toWords}.`,
  );
});

it('says whose invitation was withdrawn', () => {
  expect(auditSentence(entry('invitation-revoked', { invitation: 'ab', email: 'sam@example.com', role: 'publisher' }, 'Ada Admin'))).toBe(
    'Ada Admin withdrew the invitation for sam@example.com as a publisher.',
  );
  expect(auditSentence(entry('invitation-revoked', { invitation: 'ab', email: null, role: 'author' }, 'Ada Admin'))).toBe(
    'Ada Admin withdrew the invitation for anyone with the link as an author.',
  );
});

it('says who made a preview link to which request, for how long, and who withdrew one', () => {
  expect(auditSentence(entry('preview-link-made', { request: 4, title: 'Retail refresh', link: 'abc', days: 7 }))).toBe(
    'Pat Publisher made a preview link to change request 4 “Retail refresh”, working for 7 days.',
  );
  expect(auditSentence(entry('preview-link-made', { request: 4, title: 'Retail refresh', link: 'abc', days: 1 }))).toBe(
    'Pat Publisher made a preview link to change request 4 “Retail refresh”, working for 1 day.',
  );
  expect(auditSentence(entry('preview-link-withdrawn', { request: 4, title: 'Retail refresh', link: 'abc', madeBy: 'Bo Author' }))).toBe(
    'Pat Publisher withdrew a preview link to change request 4 “Retail refresh” that Bo Author had made.',
  );
});
