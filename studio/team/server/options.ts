import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** How the team server is started (`npm run studio -- --port 4174 …`). */
export interface TeamOptions {
  host: string;
  port: number;
  /** The data folder: studio.db, config.json, the content repository's clone (repo/). */
  dataDir: string;
  /** The site's repository (a URL or path), cloned into `<data>/repo` on the first start; the project's own checkout when not given. */
  repo: string | undefined;
  /** The address people open, when it is not `http://<host>:<port>` (behind a reverse proxy: `https://studio.example.com`). */
  origin: string | undefined;
  /** Only then X-Forwarded-Proto and X-Forwarded-For are believed. */
  trustProxy: boolean;
  /** Build the screens even when a build is there. */
  rebuild: boolean;
  /** Where the built screens are (and are built to): `build/studio/` of the project unless given. */
  screens: string | undefined;
}

export const usage = `npm run studio -- [--host 127.0.0.1] [--port 4174] [--data .studio] [--repo <path>] [--origin https://studio.example.com] [--trust-proxy] [--rebuild] [--screens <folder>]`;

export function parseTeamOptions(args: string[], cwd: string): TeamOptions {
  const { values } = parseArgs({
    args,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4174' },
      data: { type: 'string', default: '.studio' },
      repo: { type: 'string' },
      origin: { type: 'string' },
      'trust-proxy': { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      screens: { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port} is not a port number — give a number from 1 to 65535, for example --port 4174.`);
  if (values.origin !== undefined && !/^https?:\/\/[^/]+$/.test(values.origin))
    throw new Error(`--origin ${values.origin} is not an address like https://studio.example.com (no path, no slash at the end).`);
  return {
    host: values.host,
    port,
    dataDir: resolve(cwd, values.data),
    // A path is read from where the command runs; anything else (a URL) goes to git as written.
    repo: values.repo !== undefined && existsSync(resolve(cwd, values.repo)) ? resolve(cwd, values.repo) : values.repo,
    origin: values.origin,
    trustProxy: values['trust-proxy'],
    rebuild: values.rebuild,
    screens: values.screens === undefined ? undefined : resolve(cwd, values.screens),
  };
}
