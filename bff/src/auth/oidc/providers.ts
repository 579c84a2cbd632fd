import * as client from 'openid-client';
import type { Env } from '../../env.ts';

/** The two identity providers of the spec: Google, and Microsoft as the other one. */
export const PROVIDER_IDS = ['google', 'microsoft'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const PROVIDER_NAMES: Record<ProviderId, string> = { google: 'Google', microsoft: 'Microsoft' };

export interface ProviderSettings {
  id: ProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export interface OidcProviders {
  /** The configured providers, in the order the sign-in page shows them. */
  readonly list: readonly ProviderSettings[];
  /** The provider's discovered configuration (fetched once, then kept). */
  configuration(id: ProviderId): Promise<client.Configuration>;
}

/** Providers from the environment: a provider is on when its client id is set. */
export function oidcProvidersFrom(env: Env): OidcProviders {
  const list: ProviderSettings[] = [];
  if (env.OIDC_GOOGLE_CLIENT_ID)
    list.push({ id: 'google', issuer: env.OIDC_GOOGLE_ISSUER, clientId: env.OIDC_GOOGLE_CLIENT_ID, clientSecret: env.OIDC_GOOGLE_CLIENT_SECRET });
  if (env.OIDC_MICROSOFT_CLIENT_ID && env.OIDC_MICROSOFT_ISSUER) {
    list.push({ id: 'microsoft', issuer: env.OIDC_MICROSOFT_ISSUER, clientId: env.OIDC_MICROSOFT_CLIENT_ID, clientSecret: env.OIDC_MICROSOFT_CLIENT_SECRET });
  }
  const discovered = new Map<ProviderId, Promise<client.Configuration>>();
  return {
    list,
    configuration(id) {
      const settings = list.find((provider) => provider.id === id);
      if (!settings) return Promise.reject(new Error(`Provider ${id} is not configured`));
      let configuration = discovered.get(id);
      if (!configuration) {
        configuration = client.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          // Plain http is for a provider on the local machine in tests only; the setting says so by its name.
          env.OIDC_ALLOW_HTTP === 'on' ? { execute: [client.allowInsecureRequests] } : undefined,
        );
        // A failed discovery (provider down) is tried again at the next sign-in.
        configuration.catch(() => discovered.delete(id));
        discovered.set(id, configuration);
      }
      return configuration;
    },
  };
}
