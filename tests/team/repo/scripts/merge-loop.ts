// Starts a draft, saves into it and publishes it, again and again, printing each step, until it
// is killed: the drafts' crash test stops it with SIGKILL at a random moment.
// Usage: merge-loop.ts <dir> <source>
import { setScalar } from '../../../../studio/document/index.ts';
import { gitText } from '../../../../studio/team/repo/git/git.ts';
import { openContentRepo } from '../../../../studio/team/repo/index.ts';

const [dir, source] = process.argv.slice(2);
if (dir === undefined || source === undefined) throw new Error('Usage: merge-loop.ts <dir> <source>');
const file = 'pages/industries/retail.yaml';
const author = { name: 'Loop Author', email: 'loop@example.com' };
const repo = await openContentRepo({ dir, source });
for (let count = 0; ; count += 1) {
  const value = `Merge ${String(process.pid)}-${String(count)}`;
  const started = await repo.startDraft({ author, name: value });
  if (!started.ok) throw new Error(started.message);
  const draft = started.draft.branch;
  const read = await repo.readInDraft({ draft, file });
  if (!read.ok) throw new Error(read.message);
  const edited = setScalar(read.text, ['sections', 1, 'heading'], value);
  if (!edited.ok) throw new Error(edited.error.message);
  const saved = await repo.saveToDraft({ draft, file, baseVersion: read.version, text: edited.text, author });
  if (!saved.ok || saved.commit === null) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  const before = await gitText(repo.dir, ['rev-parse', 'refs/heads/main']);
  // Written to a pipe, which Node writes synchronously: a printed line happened before any kill.
  process.stdout.write(`merging ${before} ${saved.commit} ${value}\n`);
  const merged = await repo.mergeDraft({ draft, publisher: { name: 'Loop Publisher', email: 'publisher@example.com' } });
  if (!merged.ok || merged.commit === null) throw new Error(`not merged: ${JSON.stringify(merged)}`);
  process.stdout.write(`merged ${merged.commit} ${value}\n`);
}
