import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { studioApi } from '../server/api.ts';
import { apiBase } from '../server/api-types.ts';
import { maxBodyBytes } from '../server/json-body.ts';
import { refuse } from './answers.ts';
import { auditOf, type RequestContext } from './context.ts';
import type { PeopleStore } from './people/index.ts';
import { hasRole, type Role } from './people/roles.ts';

/**
 * Routes of the studio API that need more than an author. Publishing and restoring come with the
 * content repository; the role is checked here already, so they are closed to authors from the start.
 */
const neededRoles: Record<string, Role> = {
  'POST /publish': 'publisher',
  'POST /restore': 'publisher',
  'POST /revert': 'publisher',
};

export const roleFor = (route: string): Role => neededRoles[route] ?? 'author';

/** The body, read once, handed to the studio API as a fresh request (so the audit log can name the saved file). */
async function replayed(request: IncomingMessage): Promise<{ copy: IncomingMessage; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.byteLength;
    chunks.push(bytes);
    // Past the API's limit: what was read is enough for the API to refuse it in its own words.
    if (size > maxBodyBytes) break;
  }
  const bytes = Buffer.concat(chunks);
  // On a socket of its own: when the copy is done with, its socket is closed, never the person's connection.
  const copy = new IncomingMessage(new Socket());
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.push(bytes);
  copy.push(null);
  return { copy, bytes };
}

const savedPath = (bytes: Buffer): string | undefined => {
  try {
    const body: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof body === 'object' && body !== null && 'path' in body && typeof body.path === 'string' ? body.path : undefined;
  } catch {
    return undefined;
  }
};

const changes: Record<string, string> = { 'PUT /file': 'saved', 'POST /images': 'uploaded a picture', 'POST /new-page': 'made a page' };

/** The one-person studio API (studio/server/api.ts), behind sign-in and roles, each change in the audit log. */
export function studioRoutes({ store, api }: { store: PeopleStore; api: ReturnType<typeof studioApi> }) {
  return async function answer(context: RequestContext, person: { role: Role; name: string }): Promise<void> {
    const path = context.url.pathname.slice(apiBase.length) || '/';
    const route = `${context.request.method ?? 'GET'} ${path}`;
    const needed = roleFor(route);
    if (!hasRole(person.role, needed)) {
      throw refuse(403, 'not-allowed', `Only a ${needed} or an admin may do this, and you are signed in as ${person.role === 'author' ? 'an author' : `a ${person.role}`} — ask an admin if you need to.`);
    }
    const change = changes[route];
    const forward = change === undefined ? { copy: context.request, bytes: undefined } : await replayed(context.request);
    forward.copy.url = `${path}${context.url.search}`;
    await api(forward.copy, context.response);
    const status = context.response.statusCode;
    if (change !== undefined && status < 300) {
      store.audit.record({ ...auditOf(context), action: route === 'PUT /file' ? 'saved' : 'changed', detail: { what: change, path: forward.bytes === undefined ? null : (savedPath(forward.bytes) ?? null) } });
    } else if (status >= 400 && status !== 404 && status !== 409) {
      store.audit.record({ ...auditOf(context), action: 'refused', detail: { route, status } });
    }
  };
}
