import { startTeamServer, type TeamServer, type TeamServerOptions } from '../../../../studio/team/server/server.ts';

/** What a benchmark chooses of a team server: the rest is the same for all of them. */
type BenchServerOptions = Pick<TeamServerOptions, 'root' | 'dataDir' | 'repo' | 'screensDir'>;

/** The team server as the benchmarks run it: on loopback, on a free port, with no proxy in front. */
export const loopbackTeamServer = (options: BenchServerOptions): Promise<TeamServer> =>
  startTeamServer({ host: '127.0.0.1', port: 0, origin: undefined, trustProxy: false, ...options });
