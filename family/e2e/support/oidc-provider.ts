import Provider from 'oidc-provider';
import type { Server } from 'node:http';

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on the local machine (the `oidc-provider` package), standing in for Google: its
 * development login page accepts any user name as the account's subject.
 */
export async function startOidcProvider(port: number, redirectUri: string): Promise<LocalProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'binome-e2e';
  const clientSecret = 'binome-e2e-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@example.org`, email_verified: true, name: sub }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-cookie-key'] },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
