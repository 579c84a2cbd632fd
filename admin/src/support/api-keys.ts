/** A partner key as `GET /v1/api-keys` lists it: never the key itself, only its first characters. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface ApiKeyScope {
  resource: string;
  access: 'read' | 'write';
}

/**
 * The scopes as the form holds them, cleaned for the server: rows without a resource dropped, one row per
 * resource and access (a repeated choice would only make the key's list longer).
 */
export function scopesToSend(rows: readonly Partial<ApiKeyScope>[] | undefined): ApiKeyScope[] {
  const seen = new Set<string>();
  const scopes: ApiKeyScope[] = [];
  for (const row of rows ?? []) {
    if (!row.resource || !row.access) continue;
    const key = `${row.resource}:${row.access}`;
    if (seen.has(key)) continue;
    seen.add(key);
    scopes.push({ resource: row.resource, access: row.access });
  }
  return scopes;
}
