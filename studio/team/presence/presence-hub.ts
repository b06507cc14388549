import { SSEStreamingApi } from 'hono/streaming';
import type { ContentRepo } from '../repo/index.ts';
import { draftsTouching } from './drafts-touching.ts';
import type { PresenceDraft, PresenceEvent } from '../../api/contract/presence.ts';

/** One open editor: who, which page, in which draft, and its event stream. */
interface Viewer {
  id: number;
  personId: number;
  name: string;
  file: string;
  draft: { branch: string; name: string } | null;
  since: string;
  stream: SSEStreamingApi;
  /** Whether the session the stream was opened with still lets its person in (not signed out, not removed). */
  stillSignedIn: () => boolean;
}

// A comment line now and then keeps proxies from closing a quiet stream.
const keepAliveMs = 25_000;
// Saves come in bursts (a person typing and saving): the drafts are read again once the burst settles.
const settleMs = 250;

/**
 * Who has which page open, and which drafts change it, sent to every open editor of the page as
 * server-sent events whenever that changes: someone opens or leaves the page, or a save lands.
 */
export function presenceHub(repo: ContentRepo) {
  const viewers = new Map<number, Viewer>();
  /** Each open stream's keep-alive timer, stopped when the stream ends however it ends. */
  const keepAlives = new Map<number, ReturnType<typeof setInterval>>();
  const stopKeepAlive = (viewer: Viewer): void => {
    clearInterval(keepAlives.get(viewer.id));
    keepAlives.delete(viewer.id);
  };
  let nextId = 1;
  let drafts = new Map<string, PresenceDraft[]>();
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let reading: Promise<void> = Promise.resolve();

  const openFiles = () => new Set([...viewers.values()].map((viewer) => viewer.file));

  function eventFor(viewer: Viewer): PresenceEvent {
    const others = [...viewers.values()].filter((other) => other.file === viewer.file && other.personId !== viewer.personId);
    return {
      file: viewer.file,
      viewers: others.map((other) => ({ name: other.name, draft: other.draft, since: other.since })),
      drafts: (drafts.get(viewer.file) ?? []).filter((draft) => draft.branch !== viewer.draft?.branch),
    };
  }

  /** Ends a stream whose session has ended: nothing more of the pages reaches it. */
  function leave(viewer: Viewer): void {
    stopKeepAlive(viewer);
    if (!viewers.delete(viewer.id)) return;
    void viewer.stream.close();
    sendAll(viewer.file);
  }

  function send(viewer: Viewer): void {
    if (!viewer.stillSignedIn()) return leave(viewer);
    void viewer.stream.writeSSE({ data: JSON.stringify(eventFor(viewer)) });
  }

  function sendAll(file: string): void {
    for (const viewer of viewers.values()) if (viewer.file === file) send(viewer);
  }

  /** Reads the drafts again (after a save or a publish) and tells every open editor. */
  function refresh(): Promise<void> {
    reading = reading.then(async () => {
      const files = openFiles();
      if (files.size === 0) return;
      drafts = await draftsTouching(repo, files);
      for (const file of files) sendAll(file);
    });
    reading = reading.catch((error: unknown) => console.error(error));
    return reading;
  }

  /** A change to the content repository: read the drafts once the burst of saves settles. */
  function contentChanged(): void {
    if (waiting !== undefined) clearTimeout(waiting);
    waiting = setTimeout(() => {
      waiting = undefined;
      void refresh();
    }, settleMs);
    waiting.unref();
  }

  /** Opens an event stream for one editor (Hono's server-sent events); it ends when the browser closes it. */
  function open(who: Omit<Viewer, 'id' | 'since' | 'stream'>): Response {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const stream = new SSEStreamingApi(writable, readable);
    const viewer: Viewer = { ...who, id: nextId++, since: new Date().toISOString(), stream };
    void stream.write('retry: 3000\n\n');
    viewers.set(viewer.id, viewer);
    // The quiet stream is checked too: a session that ended closes it within a keep-alive.
    const keepAlive = setInterval(() => (viewer.stillSignedIn() ? void stream.write(': still here\n\n') : leave(viewer)), keepAliveMs);
    keepAlive.unref();
    keepAlives.set(viewer.id, keepAlive);
    stream.onAbort(() => {
      stopKeepAlive(viewer);
      viewers.delete(viewer.id);
      sendAll(viewer.file);
    });
    // The newcomer learns who is here once the drafts are read; the others learn of the newcomer at once.
    sendAll(viewer.file);
    void refresh();
    return new Response(stream.responseReadable, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' },
    });
  }

  /** Ends every event stream (the server stops): the answers they belong to are then written whole. */
  async function close(): Promise<void> {
    if (waiting !== undefined) clearTimeout(waiting);
    for (const viewer of viewers.values()) stopKeepAlive(viewer);
    await Promise.all([...viewers.values()].map((viewer) => viewer.stream.close()));
    viewers.clear();
  }

  return { open, contentChanged, refresh, close };
}

export type PresenceHub = ReturnType<typeof presenceHub>;
