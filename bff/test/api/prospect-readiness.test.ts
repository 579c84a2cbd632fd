import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { tinyPdf } from '../support/pdf.ts';

/**
 * Walk R-2: the recruiter had to open each prospect to find who is ready for validation. The prospects answer now
 * says where the attestation stands and whether the prospect is ready (path done, attestation accepted), kept on
 * each upload, review and onboarding move, and the list filters on it.
 */
type Row = Record<string, unknown> & { id: string; prospectPreferences?: { attestationState?: string; readyForValidation?: boolean } };

const LEAD = 'demo-prospectLead';
const ATTESTATION = {
  kind: 'criminal-record',
  'criminalRecord.number': 'CJN-2026-000777',
  'criminalRecord.issueDate': '2026-10-01',
  'criminalRecord.issuedBy': 'Casier judiciaire national',
};

function form(fields: Record<string, string>, name: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([tinyPdf(name).slice().buffer as ArrayBuffer], { type: 'application/pdf' }), `${name}.pdf`);
  return data;
}

let app: TestApp;
let recruiter: string;

const readiness = async (id: string) => (await json<Row>(await app.call(`/v1/prospects/${id}`, { cookie: recruiter }))).prospectPreferences;
const readyIds = async () =>
  (await json<Row[]>(await app.call('/v1/prospects?prospectPreferences.readyForValidation=true&_end=100', { cookie: recruiter }))).map((row) => row.id);
const upload = async () =>
  json<{ id: string }>(
    await app.call('/v1/documents', { method: 'POST', cookie: await app.signIn('prospectlead'), rawBody: form(ATTESTATION, `attestation-${Date.now()}`) }),
  );
const review = async (id: string, body: Record<string, unknown>) => {
  const response = await app.call(`/v1/documents/${id}/review`, { method: 'POST', cookie: recruiter, body });
  expect(response.status, await response.clone().text()).toBe(200);
};

beforeAll(async () => {
  app = await createTestApp();
  recruiter = await app.signIn('recruiter');
}, 120_000);

describe('who is ready for validation, on the prospects list', () => {
  it("shows the demo's accepted attestations as ready, and the others as not sent", async () => {
    expect(await readiness('demo-prospectLead-8')).toMatchObject({ attestationState: 'accepted', readyForValidation: true });
    expect(await readiness(LEAD)).toMatchObject({ attestationState: 'missing', readyForValidation: false });
    const ready = await readyIds();
    expect(ready).toContain('demo-prospectLead-8');
    expect(ready).not.toContain(LEAD);
  });

  it('follows the attestation through upload and review, and the path through the quiz', { timeout: 60_000 }, async () => {
    const first = await upload();
    expect(await readiness(LEAD)).toMatchObject({ attestationState: 'sent', readyForValidation: false });
    await review(first.id, { outcome: 'refused', reason: 'Illisible' });
    expect(await readiness(LEAD)).toMatchObject({ attestationState: 'refused', readyForValidation: false });
    const second = await upload();
    await review(second.id, { outcome: 'accepted' });
    // Accepted, but the quiz is not done yet (step 3): not ready.
    expect(await readiness(LEAD)).toMatchObject({ attestationState: 'accepted', readyForValidation: false });
    expect(await readyIds()).not.toContain(LEAD);
  });

  it("filters on the attestation's state and refuses a value that is not one", async () => {
    const accepted = await json<Row[]>(await app.call('/v1/prospects?prospectPreferences.attestationState=accepted&_end=100', { cookie: recruiter }));
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((row) => row.prospectPreferences?.attestationState === 'accepted')).toBe(true);
    expect((await app.call('/v1/prospects?prospectPreferences.attestationState=bogus', { cookie: recruiter })).status).toBe(400);
    expect((await app.call('/v1/prospects?prospectPreferences.readyForValidation=maybe', { cookie: recruiter })).status).toBe(400);
  });

  it("is the server's: a prospect cannot say they are ready", async () => {
    const cookie = await app.signIn('prospectlead');
    const response = await app.call(`/v1/prospects/${LEAD}`, {
      method: 'PATCH',
      cookie,
      body: { prospectPreferences: { readyForValidation: true, attestationState: 'accepted' } },
    });
    expect([400, 403]).toContain(response.status);
    expect(await readiness(LEAD)).toMatchObject({ readyForValidation: false });
  });
});
