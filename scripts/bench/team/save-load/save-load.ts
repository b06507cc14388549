import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { collectStepTimes, noteStep, stepTimes } from '../../../../studio/team/repo/index.ts';
import { loopbackTeamServer } from './loopback-team-server.ts';
import { fieldsFor } from './author-fields.ts';
import { missingOnRemote } from './remote-check.ts';
import { seededRemote } from './seeded-remote.ts';
import type { AuthorPlan, SaveRecord } from './simulated-author.ts';

/** Pages the authors share: each gets several authors, each author a field of its own. */
export const loadPages = [
  'pages/industries/retail.yaml',
  'pages/home.yaml',
  'pages/modules/payment-integration.yaml',
  'pages/modules/e-commerce-portal.yaml',
];

/** Runs the authors (author-worker.ts) in a thread beside the server's, and gives their saves' records. */
function authorsInThread(task: { base: string; plans: AuthorPlan[]; startAtEpochMs: number; endAtEpochMs: number }): Promise<SaveRecord[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('author-worker.ts', import.meta.url), { workerData: task });
    let answered = false;
    worker.once('message', (records: SaveRecord[]) => {
      answered = true;
      resolve(records);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The simulated authors stopped (exit code ${String(code)}) before they were done.`));
    });
  });
}

export interface SaveLoadOptions {
  /** The project's folder: its pages seed the remote, its schemas serve the studio. */
  root: string;
  authors: number;
  seconds: number;
  /** Collects how long each step of saving takes (repo/step-times.ts), for `steps`. */
  profile?: boolean;
}

export interface SaveLoadReport {
  records: SaveRecord[];
  /** Acknowledged saves not found on the remote as acknowledged, in words; empty when none is lost. */
  missing: string[];
  /** With `profile`: each step's figures (milliseconds, or a count where its name says so). */
  steps: Map<string, number[]>;
}

/**
 * `authors` people, each with a session, saving a field of their own once a second for `seconds`
 * through the team server's HTTP API, on loopback, with a bare repository in a temporary folder
 * as the remote; then every acknowledged save is looked for on the remote.
 */
export async function runSaveLoad({ root, authors, seconds, profile = false }: SaveLoadOptions): Promise<SaveLoadReport> {
  const folders = await seededRemote(root);
  try {
    const server = await loopbackTeamServer({
      root,
      screensDir: join(folders.scratch, 'no-screens'),
      dataDir: folders.dataDir,
      repo: folders.remote,
    });
    try {
      // The load is of saves onto main, as a team that lets authors save there has it.
      server.store.requests.setRules({ authorsUseDrafts: false });
      if (profile) {
        const record = server.store.audit.record;
        server.store.audit.record = (entry) => {
          const start = performance.now();
          record(entry);
          noteStep('an audit entry written (SQLite)', performance.now() - start);
        };
      }
      const pages = await Promise.all(loadPages.map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })));
      const plans: AuthorPlan[] = fieldsFor(authors, pages).map(({ file, field }, index) => {
        const name = `Author ${String(index + 1)}`;
        const person = server.store.people.add({ name, email: `author${String(index + 1)}@example.com`, role: 'author' });
        const cookie = `studio-session=${server.store.sessions.start(person.id, 'save load')}`;
        return { name, cookie, file, field, offsetMs: (index * 1000) / authors };
      });
      const base = `http://127.0.0.1:${String(server.port)}`;
      const startAtEpochMs = Date.now() + 500;
      if (profile) collectStepTimes();
      const records = await authorsInThread({ base, plans, startAtEpochMs, endAtEpochMs: startAtEpochMs + seconds * 1000 });
      const steps = stepTimes();
      return { records, missing: await missingOnRemote(folders.remote, 'main', records), steps };
    } finally {
      await server.close();
    }
  } finally {
    await rm(folders.scratch, { recursive: true, force: true });
  }
}
