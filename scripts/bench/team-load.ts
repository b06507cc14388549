import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The team studio's load run: 20 simulated authors, each saving every second (scripts/bench/team/save-load/save-load-cli.ts). */
const teamLoadProgram = join('scripts', 'bench', 'team', 'save-load', 'save-load-cli.ts');

/**
 * Runs the team studio's load run as a program of its own (the bench's own stage imports nothing of the studio; scripts/bench/team does)
 * and passes its figures through. A run that lost an acknowledged save makes the bench fail.
 */
export async function teamLoadFigures(root: string, seconds: number): Promise<void> {
  const child = spawn(process.execPath, [join(root, teamLoadProgram), '--authors', '20', '--seconds', String(seconds)], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    console.error(`The team studio's load run failed (exit code ${String(code)}): see above.`);
    process.exitCode = 1;
  }
}
