import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitText } from '../../../../studio/team/repo/index.ts';

export interface SeededRemote {
  /** The temporary folder holding everything: remove it when done. */
  scratch: string;
  /** A bare repository standing in for the team's remote, with one commit of the site's pages and pictures. */
  remote: string;
  /** The team server's data folder (not made yet: the server makes it and clones the remote into it). */
  dataDir: string;
}

/** A throw-away remote seeded from the project's pages/ and public/images/, and a data folder beside it. */
export async function seededRemote(root: string): Promise<SeededRemote> {
  const scratch = mkdtempSync(join(tmpdir(), 'team-load-'));
  const seed = join(scratch, 'seed');
  cpSync(join(root, 'pages'), join(seed, 'pages'), { recursive: true });
  cpSync(join(root, 'public', 'images'), join(seed, 'public', 'images'), { recursive: true });
  await gitText(seed, ['init', '--quiet', '--initial-branch=main']);
  await gitText(seed, ['add', '.']);
  await gitText(seed, ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', 'commit', '--quiet', '-m', 'Seed the site']);
  await gitText(scratch, ['clone', '--quiet', '--bare', seed, 'remote.git']);
  return { scratch, remote: join(scratch, 'remote.git'), dataDir: join(scratch, 'data') };
}
