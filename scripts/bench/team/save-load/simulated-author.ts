import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { setScalar, type DataPath } from '../../../../studio/document/index.ts';
import { apiBase } from '../../../../studio/api/contract/studio-api.ts';

/** One simulated author: who they are (a real person and session of the server), and the field they keep changing. */
export interface AuthorPlan {
  name: string;
  /** The session cookie, as the browser sends it. */
  cookie: string;
  file: string;
  field: DataPath;
  /** When their first save is due, after the start (the authors' saves are spread over each second). */
  offsetMs: number;
}

/** What became of one save. `failed`: neither saved nor refused (an error answer or no answer), so unknown. */
export interface SaveRecord {
  author: string;
  file: string;
  field: DataPath;
  value: string;
  outcome: 'acknowledged' | 'refused' | 'failed';
  /** From sending the request to reading the whole answer. */
  ms: number;
  /** Started after its second had begun, because the author's previous save was still running. */
  late: boolean;
  /** Seconds before this one in which the author could not save: their previous save was still running. */
  skipped: number;
  commit?: string | undefined;
  why?: string;
}

const FileAnswer = z.object({ text: z.string(), version: z.string() });
const SaveAnswer = z.object({ version: z.string(), text: z.string().optional(), commit: z.string().optional() });
const ConflictAnswer = z.object({ error: z.literal('version-conflict'), current: FileAnswer });
const Refusal = z.object({ message: z.string() });

/** Calls the studio API as the studio's own page does: the session's cookie, and the server's Origin on changes. */
async function call(base: string, cookie: string, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const response = await fetch(`${base}${apiBase}${path}`, {
    method,
    headers: { cookie, ...(method === 'GET' ? {} : { origin: base, 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  return { status: response.status, answer };
}

async function open(base: string, plan: AuthorPlan): Promise<z.infer<typeof FileAnswer>> {
  const { status, answer } = await call(base, plan.cookie, 'GET', `/file?path=${encodeURIComponent(plan.file)}`);
  if (status !== 200) throw new Error(`${plan.name} could not open ${plan.file} (${String(status)}): ${JSON.stringify(answer)}`);
  return FileAnswer.parse(answer);
}

/**
 * Saves the author's field with a new value once a second until `endAt` (a `performance.now()`
 * time), like a person in the studio: one save at a time (while a save runs, the Save button
 * waits: the next save starts when it is answered, late, and the seconds it took are skipped),
 * the editor's text and version taken from each answer (the merged text when the server merged
 * the save with others'). On a 409 the author takes the version in the answer and sets their
 * value again in the next second; after a failure they open the page again.
 */
export async function saveEverySecond(base: string, plan: AuthorPlan, startAt: number, endAt: number): Promise<SaveRecord[]> {
  const records: SaveRecord[] = [];
  let opened = await open(base, plan);
  const dueAt = (tick: number) => startAt + plan.offsetMs + tick * 1000;
  // The author's second that has begun last (their seconds start at their offset).
  const secondNow = () => Math.floor((performance.now() - startAt - plan.offsetMs) / 1000);
  let previous = -1;
  for (let tick = 0; dueAt(tick) < endAt; previous = tick, tick = Math.max(tick + 1, secondNow())) {
    const late = performance.now() > dueAt(tick);
    if (!late) await sleep(dueAt(tick) - performance.now());
    const value = `${plan.name}, save ${String(tick + 1)}`;
    const edited = setScalar(opened.text, plan.field, value);
    if (!edited.ok) throw new Error(`${plan.name} could not set ${plan.field.join('.')}: ${edited.error.message}`);
    const record = { author: plan.name, file: plan.file, field: plan.field, value, late, skipped: tick - previous - 1 };
    const sent = performance.now();
    try {
      const { status, answer } = await call(base, plan.cookie, 'PUT', '/file', {
        path: plan.file,
        text: edited.text,
        version: opened.version,
      });
      const ms = performance.now() - sent;
      if (status === 200) {
        const saved = SaveAnswer.parse(answer);
        records.push({ ...record, outcome: 'acknowledged', ms, commit: saved.commit });
        opened = { text: saved.text ?? edited.text, version: saved.version };
      } else if (status === 409) {
        const why = Refusal.safeParse(answer);
        records.push({ ...record, outcome: 'refused', ms, why: why.success ? why.data.message : '' });
        opened = ConflictAnswer.parse(answer).current;
      } else {
        const why = Refusal.safeParse(answer);
        records.push({ ...record, outcome: 'failed', ms, why: `${String(status)} ${why.success ? why.data.message : ''}` });
        opened = await open(base, plan);
      }
    } catch (error) {
      records.push({ ...record, outcome: 'failed', ms: performance.now() - sent, why: String(error) });
      opened = await open(base, plan).catch(() => opened);
    }
  }
  return records;
}
