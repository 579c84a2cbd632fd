import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Security review, low finding: `/v1/health` and `/v1/ready` counted against the public read limit, so a monitor or
 * a load balancer probing from one address took a healthy replica out of rotation after 3,000 calls in 15 minutes.
 * The probes are not counted; every other public read still is.
 */
const CALLS = 3_100;

describe('health and readiness probes are not rate-limited', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'on' } });
  });

  for (const probe of ['/v1/health', '/v1/ready']) {
    it(`answers ${CALLS} calls in a row from one address to ${probe}, all 200`, { timeout: 120_000 }, async () => {
      const headers = { 'x-forwarded-for': probe === '/v1/health' ? '198.51.100.201' : '198.51.100.202' };
      const statuses = new Map<number, number>();
      for (let call = 0; call < CALLS; call += 1) {
        const { status } = await app.call(probe, { headers });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: CALLS });
    });
  }

  it('still counts the other public reads of that address', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'on', PUBLIC_READ_LIMIT_PER_ADDRESS: '2' } });
    const headers = { 'x-forwarded-for': '198.51.100.203' };
    for (let call = 0; call < 5; call += 1) expect((await limited.call('/v1/health', { headers })).status).toBe(200);
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await limited.call('/v1/resources', { headers })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
