import type { AppRawRule, SessionUser } from '@binome/schema';
import { httpClient } from '../providers/http-client.ts';
import { takeEarlySession } from '@binome/schema/browser/early-session';

/** What the session probe says of the person signed in (the body of `GET /v1/me`). */
export interface Me {
  user: SessionUser & { contactDetails?: { firstName?: string; lastName?: string; email?: string } };
  role: string;
  rules: AppRawRule[];
  mustChangePassword: boolean;
}

let pending: Promise<Me | null> | undefined;

/**
 * Who is signed in, asked once per page load and shared by the session provider and Refine's auth provider (the
 * walk counted two `/v1/me` per load). The probe answers a visitor `{ me: null }`: no failed request in the console.
 */
export function loadMe(): Promise<Me | null> {
  if (!pending) {
    const asked = () => httpClient.get<{ me: Me | null }>('/v1/auth/session').then(({ data }) => data.me);
    const early = takeEarlySession();
    // Anything but a clean answer to the early probe is asked again through the client, whose errors the screens read.
    pending = early
      ? early
          .then(async (response) => {
            if (!response.ok) throw new Error(`session probe: ${response.status}`);
            return ((await response.json()) as { me: Me | null }).me;
          })
          .catch(asked)
      : asked();
    // A failure (the server unreachable) is asked again next time, not remembered.
    pending.catch(() => (pending = undefined));
  }
  return pending;
}

/** After signing out, the next question goes to the server again. */
export function forgetMe(): void {
  pending = undefined;
}
