import type { AuthProvider } from '@refinedev/core';
import { LOGIN_PATH } from '@binome/schema';
import { httpClient } from './http-client.ts';
import { forgetMe, loadMe } from '../session/me-probe.ts';

/**
 * Sign-in happens on the shared /login page of the family app; the staff app only checks the cookie session,
 * signs out, and leaves when the server says the session is gone (401: logged out elsewhere, deactivated).
 */
export const authProvider: AuthProvider = {
  login: async () => {
    window.location.assign(LOGIN_PATH);
    return { success: false };
  },
  logout: async () => {
    await httpClient.post('/v1/auth/logout', {}).catch(() => undefined);
    forgetMe();
    window.location.assign(LOGIN_PATH);
    return { success: true };
  },
  // The same one probe as the session provider's: one question per page load.
  check: async () => {
    const me = await loadMe().catch(() => null);
    if (me) return { authenticated: true };
    window.location.assign(LOGIN_PATH);
    return { authenticated: false };
  },
  onError: async (error: { statusCode?: number }) => (error?.statusCode === 401 ? { logout: true } : {}),
  getIdentity: async () => (await loadMe())?.user ?? null,
};
