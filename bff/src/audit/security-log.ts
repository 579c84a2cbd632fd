import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { timeOrderedId } from '../resources/documents.ts';

/**
 * The security log: every sign-in attempt and its outcome, lockouts, password changes and resets, codes sent,
 * provider links, API key use and refused access. Kept apart from the record audit (which holds snapshots of
 * records) and shown to administrators only. It never holds a password, token or code.
 */
export const SECURITY_LOG_COLLECTION = 'securityEvents';

import type { SecurityEventKind } from '@binome/schema';

export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@binome/schema';

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account concerned, when one is known (never revealed to the caller). */
  userId?: string | undefined;
  /** What was typed to sign in, for failed attempts on unknown accounts (an e-mail or phone, lower-cased). */
  identifier?: string | undefined;
  details?: Record<string, unknown>;
}

export async function recordSecurityEvent(context: Context<AppEnv>, event: SecurityEvent): Promise<void> {
  const deps = context.get('deps');
  const signedIn = context.get('signedIn');
  await deps.store.collection(SECURITY_LOG_COLLECTION).insertOne({
    _id: timeOrderedId(),
    at: deps.now().toISOString(),
    kind: event.kind,
    userId: event.userId ?? signedIn?.userId ?? null,
    actorId: signedIn?.userId ?? null,
    identifier: event.identifier ?? null,
    clientAddress: clientAddressOf(context) ?? null,
    userAgent: context.req.header('user-agent')?.slice(0, 300) ?? null,
    method: context.req.method,
    path: context.req.path,
    requestId: context.get('requestId') ?? null,
    details: event.details ?? {},
  });
}

/**
 * The client's address: from the runtime's connection, or, behind the trusted proxy, the last `X-Forwarded-For`
 * hop: the one that proxy added. The hops before it are whatever the client wrote, and lockouts, limits and trusted
 * addresses must not rest on those.
 */
export function clientAddressOf(context: Context<AppEnv>): string | undefined {
  const deps = context.get('deps');
  if (deps.env.TRUST_PROXY === 'on') {
    const forwarded = context.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return deps.clientAddress?.(context);
}
