/**
 * `npm run check`: the type check (TypeScript 7's native compiler), the lint (oxlint, with its
 * type-aware rules) and the format check (oxfmt), each a process of its own, all at once.
 * Prints each part's time, then what a failing part said. Exit 1 when any part fails.
 * `--only types|lint|format` (any number) runs those parts alone.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

interface Part {
  name: string;
  /** What it checks, for the summary line. */
  checks: string;
  tool: string;
  args: readonly string[];
}

const parts: readonly Part[] = [
  // One thread: beside the lint and the format check the cores are busy anyway, and its threads cost half as much CPU again.
  { name: 'types', checks: 'the type check, tsc -b (TypeScript 7)', tool: 'tsc', args: ['-b', '--singleThreaded'] },
  {
    name: 'lint',
    checks: 'oxlint, with type-aware, React hooks and accessibility rules',
    tool: 'oxlint',
    args: ['--type-aware', '--report-unused-disable-directives', '--deny-warnings', '--format', 'stylish', '.'],
  },
  // oxfmt lays code out as Prettier would (the same options, .oxfmtrc.jsonc) in a fraction of a second: Prettier took
  // 20 CPU-s on a clean clone, as much as the type check.
  { name: 'format', checks: 'oxfmt --check', tool: 'oxfmt', args: ['--check'] },
];

interface Outcome {
  part: Part;
  ok: boolean;
  seconds: number;
  output: string;
}

const root = join(import.meta.dirname, '..', '..');

/** Runs one part's tool from node_modules/.bin; the tools' `#!/usr/bin/env node` finds this Node.js first. */
function run(part: Part): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules', '.bin', part.tool), part.args, {
      cwd: root,
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const done = (ok: boolean) => resolve({ part, ok, seconds: (performance.now() - started) / 1000, output: output.trim() });
    child.on('error', (error) => {
      output += `\n${part.tool} could not start (${error.message}): run npm install first.`;
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true, default: [] } } });
const unknown = values.only.filter((name) => !parts.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: the parts are ${parts.map((part) => part.name).join(', ')}.`);
  process.exit(2);
}
const chosen = values.only.length === 0 ? parts : parts.filter((part) => values.only.includes(part.name));

const started = performance.now();
const outcomes = await Promise.all(chosen.map(run));
for (const { part, ok, seconds } of outcomes)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${part.name.padEnd(6)} ${seconds.toFixed(1).padStart(5)} s  ${part.checks}`);
console.log(`       all    ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`);
for (const { part, output } of outcomes.filter((outcome) => !outcome.ok))
  console.log(`\n${part.name} (${[part.tool, ...part.args].join(' ')}):\n${output}`);
if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
