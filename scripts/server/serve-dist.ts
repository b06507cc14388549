import { serveSite } from './serve.ts';

/** A built site served by the embedded server on a free loopback port. */
export interface ServedSite {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves `dist` on 127.0.0.1 at a port the system picks (tests, benchmarks, screenshots). */
export async function serveDist(dist: string): Promise<ServedSite> {
  const server = await serveSite({ dist, host: '127.0.0.1', port: 0 });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The site server has no TCP port.');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive connections would hold the server open for seconds.
        server.closeAllConnections();
      }),
  };
}
