import { getCookie, setCookie } from 'hono/cookie';
import type { TeamContext } from '../http/context.ts';

/** `__Host-` asks the browser to keep the cookie to this exact host over HTTPS; it needs Secure, so only then. */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-studio-session' : 'studio-session');

export const readSessionCookie = (c: TeamContext, secure: boolean): string | undefined => getCookie(c, sessionCookieName(secure));

/** HttpOnly: page scripts never see it; SameSite=Lax: other sites' pages do not send it along with their requests. */
export function setSessionCookie(c: TeamContext, secure: boolean, secret: string): void {
  setCookie(c, sessionCookieName(secure), secret, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
}

export function clearSessionCookie(c: TeamContext, secure: boolean): void {
  setCookie(c, sessionCookieName(secure), '', { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 0 });
}
