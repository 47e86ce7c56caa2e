import type Koa from 'koa';
import { CSRF_HEADER, SESSION_COOKIE } from '@more-ai/contracts/api/contract';
import { ACCESS_TOKEN_SECONDS } from './tokens';

/** The access token's cookie, named where the API contracts (and so /api/openapi.json) name it. */
export const ACCESS_COOKIE = SESSION_COOKIE;
export const REFRESH_COOKIE = 'more_ai_refresh';
/** Readable by the UI's script (SPEC §7), which sends it back as the X-XSRF-TOKEN header. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export { CSRF_HEADER };
/** The refresh token travels only to the auth routes (refresh, logout), never with ordinary calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/** A session lasts this long after its last refresh. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface SessionCookies {
  accessToken: string;
  refreshToken: string;
  csrfToken: string;
}

/**
 * Sets the three session cookies. Access and refresh are httpOnly, so script cannot steal them;
 * SameSite keeps them off other sites' requests (Strict for the refresh token, which only the app
 * itself ever sends); Secure whenever the request came over https.
 */
export function setSessionCookies(ctx: Koa.Context, { accessToken, refreshToken, csrfToken }: SessionCookies): void {
  const secure = ctx.secure;
  ctx.cookies.set(ACCESS_COOKIE, accessToken, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: ACCESS_TOKEN_SECONDS * 1000,
    overwrite: true,
  });
  ctx.cookies.set(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure,
    maxAge: REFRESH_TOKEN_SECONDS * 1000,
    overwrite: true,
  });
  ctx.cookies.set(CSRF_COOKIE, csrfToken, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: REFRESH_TOKEN_SECONDS * 1000,
    overwrite: true,
  });
}

/** Expires the three session cookies (each on the path it was set with, or the browser keeps it). */
export function clearSessionCookies(ctx: Koa.Context): void {
  const secure = ctx.secure;
  ctx.cookies.set(ACCESS_COOKIE, null, { httpOnly: true, sameSite: 'lax', path: '/', secure, overwrite: true });
  ctx.cookies.set(REFRESH_COOKIE, null, { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure, overwrite: true });
  ctx.cookies.set(CSRF_COOKIE, null, { httpOnly: false, sameSite: 'lax', path: '/', secure, overwrite: true });
}
