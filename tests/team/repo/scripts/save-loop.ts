// Saves a page again and again, printing each save the repository acknowledged, until it is
// killed: the crash test stops it with SIGKILL at a random moment. Usage: save-loop.ts <dir> <source>
import { setScalar } from '../../../../studio/document/index.ts';
import { openContentRepo } from '../../../../studio/team/repo/index.ts';

const [dir, source] = process.argv.slice(2);
if (dir === undefined || source === undefined) throw new Error('Usage: save-loop.ts <dir> <source>');
const file = 'pages/industries/retail.yaml';
const repo = await openContentRepo({ dir, source });
for (let count = 0; ; count += 1) {
  const read = await repo.read(file);
  if (!read.ok) throw new Error(read.message);
  const value = `Save ${String(process.pid)}-${String(count)}`;
  const edited = setScalar(read.text, ['sections', 1, 'heading'], value);
  if (!edited.ok) throw new Error(edited.error.message);
  const saved = await repo.save({
    file,
    baseVersion: read.version,
    text: edited.text,
    author: { name: `Loop ${String(count)}`, email: 'loop@example.com' },
  });
  // Written to a pipe, which Node writes synchronously: a printed line was acknowledged before any kill.
  if (saved.ok && saved.commit !== null) process.stdout.write(`saved ${saved.commit} ${value}\n`);
  else process.stdout.write(`not saved ${JSON.stringify(saved)}\n`);
}
