/**
 * Site builds in a process of their own, so the team server keeps answering while they run: Vite's
 * bundling, the prerender and the pages' validation hold a process's event loop for seconds at a
 * time, and a build for a request's pictures or a publish would stall every save and page load
 * meanwhile.
 *
 * A publish starts the process first, so it loads the build's code while the server reads the
 * draft; the process checks the draft's pages, then builds the merged pages, and when those are the
 * pages it checked (the same bytes) the build takes the check's validated pages instead of
 * validating all of them again.
 *
 * The process is tinypool's (its `child_process` runtime, one process kept warm), running
 * build-worker.ts; build-protocol.ts is what they say to each other.
 */
import Tinypool from 'tinypool';
import { BuildFailure } from '../../../../scripts/build/build.ts';
import { EnvelopeSchema, type Answer, type BuildRequest, type Built, type CheckRequest, type Request } from './build-protocol.ts';
import type { DraftProblem } from '../../drafts/draft-check.ts';

export type { BuildRequest, Built, CheckRequest };

/** A build process waiting for requests; `close` ends it (it ends too when the server's process does). */
export interface BuildProcess {
  check: (request: CheckRequest) => Promise<{ problems: DraftProblem[]; ms: number; anew: number }>;
  build: (request: BuildRequest) => Promise<Built>;
  /** Whether the process has stopped (closed, or failed): it answers nothing more. */
  stopped: () => boolean;
  /** The bytes the process's JavaScript heap held at its last answer (0 before the first). */
  memory: () => number;
  close: () => void;
}

/** The environment the process gets: the server's own (tinypool passes only what it is given). */
const ownEnvironment = (): Record<string, string> =>
  Object.fromEntries(Object.entries(process.env).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));

/** Starts a build process now; it answers its requests one at a time, in order. */
export function startBuildProcess(): BuildProcess {
  const pool = new Tinypool({
    filename: new URL('build-worker.ts', import.meta.url).href,
    runtime: 'child_process',
    minThreads: 1,
    maxThreads: 1,
    // One process for every request: its loaded code and kept checks are what make the next publish fast.
    isolateWorkers: false,
    env: ownEnvironment(),
  });
  let ended: Error | undefined;
  let closed = false;
  let memory = 0;
  // The requests in hand: a close lets them be answered, then ends the process.
  const inHand = new Set<Promise<unknown>>();

  const ask = async (request: Request): Promise<Answer> => {
    if (ended !== undefined) throw ended;
    if (closed) throw new Error('The site’s build process was closed.');
    let result: unknown;
    const running: Promise<unknown> = pool.run(request);
    inHand.add(running);
    try {
      result = await running;
    } catch (error) {
      // The process died (killed, out of memory): this one answers nothing more; the next publish starts another.
      ended ??= new Error(`The site's build stopped: ${error instanceof Error ? error.message : String(error)}`);
      void pool.destroy();
      throw ended;
    } finally {
      inHand.delete(running);
    }
    const envelope = EnvelopeSchema.parse(result);
    memory = envelope.heap;
    return envelope.answer;
  };
  const unexpected = (answer: Answer): Error =>
    answer.kind === 'refused'
      ? new BuildFailure(answer.message)
      : new Error(answer.kind === 'failed' ? answer.message : `The site's build answered ${answer.kind} out of turn.`);

  return {
    check: async (check) => {
      const answer = await ask({ kind: 'check', check });
      if (answer.kind === 'checked') return { problems: answer.problems, ms: answer.ms, anew: answer.anew };
      throw unexpected(answer);
    },
    build: async (build) => {
      const answer = await ask({ kind: 'build', build });
      if (answer.kind === 'built') return answer.built;
      throw unexpected(answer);
    },
    stopped: () => ended !== undefined || closed,
    memory: () => memory,
    close: () => {
      if (closed) return;
      closed = true;
      void Promise.allSettled([...inHand]).then(() => pool.destroy());
    },
  };
}

/** A build process kept from one publish to the next (see `keptBuildProcess`). */
export interface KeptBuildProcess {
  /** The kept process, started anew when there is none, it has stopped, or the site's code changed since it started (refused once closed). */
  current: () => BuildProcess;
  /** Ends the kept process when it has grown past its memory limit, and starts a new one, warmed by the `warm` given. */
  renewIfLarge: () => void;
  close: () => void;
}

/**
 * Builds leave some memory behind (the process's resident size grew by about 10 MB a build at 45
 * pages, after some 600 MB for the first): past this much heap, the kept process is replaced by a
 * new one between publishes.
 */
export const keptProcessMemoryLimit = 1.5 * 1024 ** 3;

/** How a kept build process is renewed: `warm` readies a new one; `codeVersion` says which code of the site a process would load now. */
export interface KeptBuildSettings {
  warm: (process: BuildProcess) => void;
  codeVersion: () => string;
  memoryLimit?: number;
}

/**
 * One build process for every publish of a server, started when first needed and again when it
 * has stopped: its code stays loaded and compiled between publishes, and it keeps every page it
 * validated by the page's bytes, so a publish checks and validates again only the pages that
 * changed (at 2,000 pages, about half a second instead of five). A process that has loaded an
 * older version of the site's code (the checkout was updated while the server ran) is replaced
 * before its next request; `warm` readies a new process (reads and validates main's pages) when
 * a large one is renewed.
 */
export function keptBuildProcess({ warm, codeVersion, memoryLimit = keptProcessMemoryLimit }: KeptBuildSettings): KeptBuildProcess {
  let kept: { process: BuildProcess; code: string } | undefined;
  let closed = false;
  const current = () => {
    if (closed) throw new Error('The server is closing: the site is not built any more.');
    const code = codeVersion();
    if (kept !== undefined && (kept.process.stopped() || kept.code !== code)) {
      kept.process.close();
      kept = undefined;
    }
    kept ??= { process: startBuildProcess(), code };
    return kept.process;
  };
  return {
    current,
    renewIfLarge: () => {
      if (closed || kept === undefined || kept.process.memory() <= memoryLimit) return;
      kept.process.close();
      kept = undefined;
      warm(current());
    },
    close: () => {
      closed = true;
      kept?.process.close();
      kept = undefined;
    },
  };
}

/** One build in a process of its own, started for it; a BuildFailure there is a BuildFailure here, with the same message. */
export async function buildInProcess(request: BuildRequest): Promise<Built> {
  const process = startBuildProcess();
  try {
    return await process.build(request);
  } finally {
    process.close();
  }
}
