import { existsSync, realpathSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { noSuchFile } from './answers.ts';

export interface StaticFilesOptions {
  /** The folder; it may not exist yet (the screens before their first build). */
  root: string;
  /** The file's path in the folder, from the request's path. */
  fileOf: (path: string) => string;
  /** Hashed names never change (cached for a year); other files are checked again each time (ETag). */
  immutable: boolean;
}

/** The weak validator sirv and nginx give a file: its size and time. */
const weakTag = (file: string): string => {
  const stats = statSync(file);
  return `W/"${stats.size}-${stats.mtime.getTime()}"`;
};

/**
 * A folder's files for GET requests, or 404 (`There is no such file.`). A file checked again
 * answers 304 while the browser's copy is current. `..` in a path is refused by serveStatic.
 */
export function staticFiles<E extends Env>(options: StaticFilesOptions): (c: Context<E, string>) => Promise<Response> {
  let files: MiddlewareHandler<E> | undefined;
  // serveStatic names the file it found to onFound: kept by request, for the ETag.
  const found = new WeakMap<Context<E>, string>();
  return async (c) => {
    // Hidden files (.gitkeep, a folder's .git) are never served.
    if (!existsSync(options.root) || /(?:^|\/)\./.test(c.req.path)) return noSuchFile();
    // Made on first use: serveStatic complains of a folder that is not there yet.
    files ??= serveStatic<E>({
      root: options.root,
      rewriteRequestPath: options.fileOf,
      onFound: (file, each) => void found.set(each, file),
    });
    const answer = await files(c, () => Promise.resolve());
    const file = found.get(c);
    if (!(answer instanceof Response) || file === undefined) return noSuchFile();
    // A link is not followed out of the folder (it may be a content repository's, where a link can point anywhere).
    if (!realpathSync(file).startsWith(realpathSync(options.root) + sep)) {
      await answer.body?.cancel();
      return noSuchFile();
    }
    if (options.immutable) {
      answer.headers.set('Cache-Control', 'public,max-age=31536000,immutable');
      return answer;
    }
    const tag = weakTag(file);
    if ((c.req.header('If-None-Match') ?? '').split(',').some((each) => each.trim() === tag)) {
      await answer.body?.cancel();
      return new Response(null, { status: 304, headers: { ETag: tag, 'Cache-Control': 'no-cache' } });
    }
    answer.headers.set('Cache-Control', 'no-cache');
    answer.headers.set('ETag', tag);
    return answer;
  };
}
