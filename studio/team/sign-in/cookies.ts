import type { IncomingMessage, ServerResponse } from 'node:http';

/** `__Host-` asks the browser to keep the cookie to this exact host over HTTPS; it needs Secure, so only then. */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-studio-session' : 'studio-session');

export function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** HttpOnly: page scripts never see it; SameSite=Lax: other sites' pages do not send it along with their requests. */
export function setSessionCookie(response: ServerResponse, secure: boolean, secret: string): void {
  response.setHeader('Set-Cookie', `${sessionCookieName(secure)}=${secret}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function clearSessionCookie(response: ServerResponse, secure: boolean): void {
  response.setHeader('Set-Cookie', `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`);
}
