/**
 * Run by the crash test in a process of its own: deploys `builtDir` into `releasesDir` and, on
 * reaching the named moment (its `count`th time), says `stopped` and waits there to be killed.
 * `none` runs the deploy to its end. It says `started` just before the deploy begins.
 *
 *   node tests/deploy/deploy-until.ts <releasesDir> <builtDir> <step|none> <count>
 */
import { deployRelease } from '../../scripts/deploy/deploy-release.ts';

const [releasesDir = '', builtDir = '', stopAt = 'none', count = '1'] = process.argv.slice(2);
const seen = new Map<string, number>();

process.stdout.write('started\n');
await deployRelease({
  releasesDir,
  builtDir,
  commit: null,
  onStep: (step) => {
    const times = (seen.get(step) ?? 0) + 1;
    seen.set(step, times);
    if (step !== stopAt || times !== Number(count)) return undefined;
    process.stdout.write('stopped\n');
    // Wait here for ever: the test kills the process.
    return new Promise<void>(() => setInterval(() => {}, 60_000));
  },
});
process.stdout.write('deployed\n');
