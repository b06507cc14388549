/**
 * The team studio under load, for `npm run bench` (which runs this file as a program of its own:
 * the bench's own stage imports nothing of the studio). Usage: save-load-cli.ts [--authors 20] [--seconds 60] [--profile].
 * Prints the saves acknowledged, refused (409) and failed, and the save times; exits with 1 when
 * an acknowledged save is missing from the remote. `--profile` adds how long each step of saving
 * took in the server (each git command, a batch's planning, a push, an audit entry).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadPages, runSaveLoad } from './save-load.ts';

const { values } = parseArgs({
  options: {
    authors: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '60' },
    profile: { type: 'boolean', default: false },
  },
});
const authors = Number(values.authors);
const seconds = Number(values.seconds);
if (!Number.isInteger(authors) || authors < 1) throw new Error(`--authors wants a whole number of at least 1, not "${values.authors}"`);
if (!(seconds > 0)) throw new Error(`--seconds wants a number above 0, not "${values.seconds}"`);

const root = resolve(import.meta.dirname, '..', '..', '..', '..');
const { records, missing, steps } = await runSaveLoad({ root, authors, seconds, profile: values.profile });
const count = (outcome: string) => records.filter((record) => record.outcome === outcome).length;
const times = records.map((record) => record.ms).sort((a, b) => a - b);
/** The nearest-rank percentile. */
const nearestRank = (sorted: readonly number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
const percentile = (share: number) => Math.round(nearestRank(times, share));

console.log(
  `\nTeam studio under load: ${String(authors)} authors each saving a field of their own every second for ${String(seconds)} s, on ${String(Math.min(authors, loadPages.length))} pages (HTTP on loopback, a bare repository as the remote)`,
);
console.log(
  `  saves: ${String(count('acknowledged'))} acknowledged, ${String(count('refused'))} refused (409), ${String(count('failed'))} failed; ${String(records.filter((record) => record.late).length)} started late and ${String(records.reduce((sum, record) => sum + record.skipped, 0))} seconds skipped, the author's previous save still running`,
);
console.log(
  `  save time: p50 ${String(percentile(0.5))} ms, p95 ${String(percentile(0.95))} ms, p99 ${String(percentile(0.99))} ms, max ${String(percentile(1))} ms`,
);
for (const record of records.filter((record) => record.outcome !== 'acknowledged').slice(0, 5))
  console.log(`  ${record.outcome}: ${record.value} (${(record.why ?? '').slice(0, 300)})`);
if (missing.length === 0) {
  console.log("  every acknowledged save is a commit on the remote's main holding its value, and no author's last value was undone");
} else {
  console.log(`  LOST: ${String(missing.length)} acknowledged saves are not on the remote as acknowledged:`);
  for (const line of missing.slice(0, 20)) console.log(`    ${line}`);
  process.exitCode = 1;
}
if (values.profile) {
  console.log('  where the server spent its time (ms, or a count where said): how many, mean, p50, p95, max, total');
  for (const [step, figures] of [...steps].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...figures].sort((a, b) => a - b);
    const total = sorted.reduce((sum, figure) => sum + figure, 0);
    const shown = [total / sorted.length, nearestRank(sorted, 0.5), nearestRank(sorted, 0.95), nearestRank(sorted, 1), total].map(
      (figure) => figure.toFixed(1),
    );
    console.log(`    ${step}: ${String(sorted.length)}, ${shown.join(', ')}`);
  }
}
