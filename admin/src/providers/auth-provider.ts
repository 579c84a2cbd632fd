import type { AuthProvider } from '@refinedev/core';
import { LOGIN_PATH } from '@binome/schema';
import { httpClient } from './http-client.ts';

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
    window.location.assign(LOGIN_PATH);
    return { success: true };
  },
  check: async () => {
    try {
      await httpClient.get('/v1/me');
      return { authenticated: true };
    } catch {
      window.location.assign(LOGIN_PATH);
      return { authenticated: false };
    }
  },
  onError: async (error: { statusCode?: number }) => (error?.statusCode === 401 ? { logout: true } : {}),
  getIdentity: async () => (await httpClient.get<{ user: unknown }>('/v1/me')).data.user,
};
