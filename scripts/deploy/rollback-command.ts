/**
 * `npm run rollback`: puts the release before the live one back live, in one step. Options:
 * `--releases <folder>`, `--to <release>` (put that one live instead), `--hook <command>`, `--reload <command>`.
 */
import { parseArgs } from 'node:util';
import { commandSettings, reloadNote, reportFailure } from './command-settings.ts';
import { rollBack } from './roll-back.ts';

const { values } = parseArgs({
  options: { releases: { type: 'string' }, to: { type: 'string' }, hook: { type: 'string' }, reload: { type: 'string' } },
});

let releasesDir: string | undefined;
try {
  const settings = commandSettings(values);
  releasesDir = settings.releasesDir;
  const result = await rollBack({ ...settings, ...(values.to === undefined ? {} : { to: values.to }) });
  if (result.hookOutput !== undefined && result.hookOutput.trim() !== '')
    console.log(`The deploy hook ran:\n${result.hookOutput.trimEnd()}\n`);
  const kept = result.from === undefined ? '' : `; ${result.from} is kept`;
  console.log(`Rolled back: ${result.to.name} is live again (${String(result.to.manifest.pages.length)} pages)${kept}.`);
  if (result.nginxConfChanged) console.log(reloadNote(true, result.reload));
  // The release is live; a failed reload still fails the command, so scripts and people notice.
  if (result.reload?.ok === false) process.exitCode = 1;
  console.log('npm run releases lists every release kept; npm run rollback -- --to <release> puts any of them live.');
} catch (error) {
  reportFailure(error, releasesDir);
}
