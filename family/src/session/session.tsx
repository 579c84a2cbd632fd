import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '@binome/schema';
import { reportUser } from '@binome/schema/monitoring';
import { api } from '../api/client.ts';
import type { paths } from '../api/openapi.d.ts';
import { takeEarlySession } from '@binome/schema/browser/early-session';

export interface Session {
  user: SessionUser & { contactDetails?: { firstName?: string; lastName?: string; email?: string } };
  role: string;
  mustChangePassword: boolean;
  linkedProviders: string[];
  /** The person's CASL rules (raw), as the server applies them: screens offer only what these allow. */
  rules: unknown[];
}

interface SessionState {
  /** undefined while loading, null for a visitor. */
  session: Session | null | undefined;
  refresh(): Promise<Session | null>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | undefined>(undefined);

/**
 * Who is signed in, from the session probe `GET /v1/auth/session` (the cookies are httpOnly: the server is the only
 * one to know). A visitor is `{ me: null }`, an answer rather than a 401 the browser would log on every public page.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const probe = (await earlyProbe()) ?? (await api.GET('/auth/session')).data;
      const data = probe?.me;
      const next = data
        ? ({
            user: data.user as unknown as Session['user'],
            role: data.role,
            mustChangePassword: data.mustChangePassword,
            linkedProviders: data.linkedProviders,
            rules: data.rules,
          } satisfies Session)
        : null;
      setSession(next);
      return next;
    } catch {
      setSession(null);
      return null;
    }
  }, []);

  const signOut = useCallback(async () => {
    await api.POST('/auth/logout').catch(() => undefined);
    // Section 7: logout clears local and session storage too (the language choice stays).
    const language = localStorage.getItem('language');
    localStorage.clear();
    sessionStorage.clear();
    if (language) localStorage.setItem('language', language);
    setSession(null);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Error reports name the signed-in person by id only (their names are what to scrub).
  const user = session?.user ?? null;
  useEffect(() => reportUser(user), [user]);

  const value = useMemo(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

type SessionProbe = paths['/auth/session']['get']['responses'][200]['content']['application/json'];

/** The answer of the probe the page asked first, if it came; else (none, a failure) undefined: ask again. */
async function earlyProbe(): Promise<SessionProbe | undefined> {
  const response = await takeEarlySession()?.catch(() => undefined);
  return response?.ok ? ((await response.json()) as SessionProbe) : undefined;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
