import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { apiOperations } from '../support/api-operations.ts';

/**
 * Security review, critical finding: the data deletion request and every public read were outside the per-address
 * limit. Every public route of the OpenAPI document is limited per client address: writes by
 * `AUTH_LIMIT_PER_ADDRESS`, reads by the more generous `PUBLIC_READ_LIMIT_PER_ADDRESS`.
 */
const WRITES = 3;
const READS = 5;

describe('per-address limit on every public route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on', AUTH_LIMIT_PER_ADDRESS: String(WRITES), PUBLIC_READ_LIMIT_PER_ADDRESS: String(READS) } });
  });

  it('answers 429 once an address is over its limit, on every public operation', { timeout: 120_000 }, async () => {
    const unlimited: string[] = [];
    // The probes are left out on purpose (probes-not-limited.test.ts).
    const operations = apiOperations().filter((operation) => operation.isPublic && !['/health', '/ready'].includes(operation.template));
    expect(operations.map((operation) => operation.template)).toEqual(
      expect.arrayContaining(['/resources', '/auth/login', '/auth/email-verified', '/data-deletion-requests/submit']),
    );
    for (const [index, operation] of operations.entries()) {
      // One address per operation, so that each is counted from zero.
      const headers = { 'x-forwarded-for': `198.51.100.${index + 1}` };
      const limit = operation.method === 'GET' ? READS : WRITES;
      const call = () => app.call(operation.path, { method: operation.method, headers, ...(operation.method !== 'GET' && { body: {} }) });
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= limit; attempt += 1) statuses.push((await call()).status);
      const last = statuses.pop();
      if (last !== 429 || statuses.includes(429)) unlimited.push(`${operation.method} ${operation.template}: ${[...statuses, last].join(',')}`);
    }
    expect(unlimited).toEqual([]);
  });

  it('files data deletion requests until the limit, then refuses them, and another address goes on', async () => {
    const submit = (address: string) =>
      app.call('/v1/data-deletion-requests/submit', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body: { fullName: 'Jeanne Martin', email: 'jeanne.martin@example.org' },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= WRITES; attempt += 1) statuses.push((await submit('203.0.113.50')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await submit('203.0.113.50');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submit('203.0.113.51')).status).toBe(201);
  });

  it('counts reads apart from writes, so that polling never stops a sign-in', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.60' };
    for (let poll = 0; poll < READS; poll += 1) expect((await app.call('/v1/auth/email-verified?userId=nobody', { headers })).status).not.toBe(429);
    expect(
      (await app.call('/v1/auth/login', { method: 'POST', headers, body: { email: 'tutor@demo.binome.test', password: 'Wrong-password-1!' } })).status,
    ).toBe(401);
  });
});
