import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

describe('CSV export', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
  });

  it('streams the filtered list as UTF-8 CSV with a BOM and translated headers, without sensitive fields', async () => {
    const response = await app.call('/v1/tutors/export.csv?status=active', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tutors.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).slice(1);
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toContain('Prénom');
    expect(header).toContain('Nom');
    expect(header!.split(';')).not.toEqual(expect.arrayContaining([expect.stringMatching(/– E-mail$|Téléphone|Date de naissance/)]));
    const list = await app.call('/v1/tutors?status=active', { cookie: admin });
    expect(rows).toHaveLength(Number(list.headers.get('x-total-count')));
    expect(text).not.toMatch(/@/);
  });

  it('translates headers and values into English on request', async () => {
    const text = await (await app.call('/v1/establishments/export.csv?lang=en', { cookie: admin })).text();
    const header = text.slice(1).split('\n')[0]!;
    expect(header).toContain('Establishment name');
    expect(header).not.toContain('Nom');
  });

  it('exports only what the user may read', async () => {
    const manager = await app.signIn('manager');
    const exported = await (await app.call('/v1/tutors/export.csv', { cookie: manager })).text();
    const listed = await app.call('/v1/tutors', { cookie: manager });
    expect(exported.trimEnd().split('\n').length - 1).toBe(Number(listed.headers.get('x-total-count')));
    expect((await app.call('/v1/parents/export.csv', { cookie: await app.signIn('tutor') })).status).toBe(403);
  });
});

describe('the ability-aware audit view', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('shows a manager the history of records in their programs only', async () => {
    const admin = await app.signIn('super_administrator');
    const manager = await app.signIn('manager');
    const me = await json<{ user: { administrationPreferences: { program: string[] } } }>(await app.call('/v1/me', { cookie: manager }));
    const programs = me.user.administrationPreferences.program;
    const tutors = await json<{ id: string; program?: { programId: string } }[]>(await app.call('/v1/tutors?_end=100', { cookie: admin }));
    const inside = tutors.find((tutor) => programs.includes(tutor.program?.programId ?? ''))!;
    const outside = tutors.find((tutor) => !programs.includes(tutor.program?.programId ?? ''))!;
    for (const tutor of [inside, outside]) {
      const response = await app.call(`/v1/tutors/${tutor.id}`, { method: 'PATCH', cookie: admin, body: { howHeardDetails: `Audit ${tutor.id}` } });
      expect(response.status).toBe(200);
    }
    const seenByManager = await json<{ recordId: string; action: string }[]>(
      await app.call('/v1/audit?resource=tutors&action=update&_end=100', { cookie: manager }),
    );
    expect(seenByManager.map((entry) => entry.recordId)).toContain(inside.id);
    expect(seenByManager.map((entry) => entry.recordId)).not.toContain(outside.id);
    const seenByAdmin = await json<{ recordId: string; actorId: string; actorRole: string; requestId: string }[]>(
      await app.call('/v1/audit?resource=tutors&action=update&_end=100', { cookie: admin }),
    );
    expect(seenByAdmin.map((entry) => entry.recordId)).toEqual(expect.arrayContaining([inside.id, outside.id]));
    expect(seenByAdmin[0]).toMatchObject({ actorId: 'demo-super_administrator', actorRole: 'super_administrator', requestId: expect.any(String) });
  });

  it('records reads of records holding sensitive data', async () => {
    const admin = await app.signIn('super_administrator');
    const students = await json<{ id: string }[]>(await app.call('/v1/students?_end=1', { cookie: admin }));
    await app.call(`/v1/students/${students[0]!.id}`, { cookie: admin });
    const reads = await json<{ action: string }[]>(await app.call(`/v1/audit?resource=students&recordId=${students[0]!.id}&action=read`, { cookie: admin }));
    expect(reads.length).toBeGreaterThan(0);
  });

  it('is closed to families', async () => {
    expect((await app.call('/v1/audit', { cookie: await app.signIn('parent') })).status).toBe(403);
  });
});
