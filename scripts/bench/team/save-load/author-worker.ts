// The simulated authors of the load run, in a thread of their own: their editing (YAML, JSON)
// stands for work done in the authors' browsers, so it must not take the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { saveEverySecond, type AuthorPlan } from './simulated-author.ts';

const PathKey = z.union([z.string(), z.number()]);
const Task = z.object({
  base: z.string(),
  plans: z.array(z.object({ name: z.string(), cookie: z.string(), file: z.string(), field: z.array(PathKey), offsetMs: z.number() })),
  // Times as milliseconds since 1970: each thread's `performance.now()` counts from its own start.
  startAtEpochMs: z.number(),
  endAtEpochMs: z.number(),
});

const task = Task.parse(workerData);
const local = (epochMs: number) => epochMs - performance.timeOrigin;
const plans: AuthorPlan[] = task.plans;
const records = await Promise.all(
  plans.map((plan) => saveEverySecond(task.base, plan, local(task.startAtEpochMs), local(task.endAtEpochMs))),
);
parentPort?.postMessage(records.flat());
