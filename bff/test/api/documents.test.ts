import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { tinyPdf } from '../support/pdf.ts';

const ATTESTATION = {
  kind: 'criminal-record',
  'criminalRecord.number': 'CJN-2026-000123',
  'criminalRecord.issueDate': '2026-10-01',
  'criminalRecord.issuedBy': 'Casier judiciaire national',
};

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('file', new Blob([file.bytes.slice().buffer as ArrayBuffer], { type: file.type ?? 'application/pdf' }), file.name);
  return data;
}

async function storedBlobs(app: TestApp): Promise<string[]> {
  return readdir(app.blobDirectory);
}

describe('documents: upload, download, review', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  const upload = async (role: string, data: FormData) => app.call('/v1/documents', { method: 'POST', cookie: await app.signIn(role), rawBody: data });

  it('a tutor uploads their attestation: to review, with its facts, and no word of where the file is kept', { timeout: 60_000 }, async () => {
    const response = await upload('tutor', form(ATTESTATION, { bytes: tinyPdf(), name: 'extrait.pdf' }));
    expect(response.status).toBe(201);
    const document = await json<Record<string, unknown>>(response);
    expect(document).toMatchObject({
      kind: 'criminal-record',
      status: 'to-review',
      fileName: 'extrait.pdf',
      criminalRecord: { number: 'CJN-2026-000123', issueDate: '2026-10-01', issuedBy: 'Casier judiciaire national' },
    });
    expect(document.fileSize).toBe(tinyPdf().byteLength);
    expect(JSON.stringify(document)).not.toContain('blob');
    const mine = await json<Record<string, unknown>[]>(await app.call('/v1/documents', { cookie: await app.signIn('tutor') }));
    expect(mine.map((entry) => entry.id)).toContain(document.id);
  });

  it('refuses a text file named .pdf, by its content, and keeps nothing', { timeout: 60_000 }, async () => {
    const before = await storedBlobs(app);
    const response = await upload(
      'tutor',
      form(
        { kind: 'other', title: 'Faux PDF' },
        { bytes: new TextEncoder().encode('just some text, not a PDF at all'), name: 'faux.pdf', type: 'application/pdf' },
      ),
    );
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({ code: 'notPdf', message: 'errors.fileUploadFailed' });
    expect(await storedBlobs(app)).toEqual(before);
  });

  it('refuses 26 MB with 413 and keeps nothing, whether the length is declared or only counted while streaming', { timeout: 120_000 }, async () => {
    const before = await storedBlobs(app);
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(tinyPdf(), 0);
    const declared = await upload('tutor', form({ kind: 'other', title: 'Trop gros' }, { bytes: big, name: 'gros.pdf' }));
    expect(declared.status).toBe(413);
    expect(await json(declared)).toMatchObject({ code: 'fileTooLarge', message: 'errors.fileUploadFailed' });
    // The same body as a stream without Content-Length: the count while streaming refuses it.
    const encoded = new Request('http://localhost/', { method: 'POST', body: form({ kind: 'other', title: 'Trop gros' }, { bytes: big, name: 'gros.pdf' }) });
    const type = encoded.headers.get('content-type')!;
    const streamed = await app.call('/v1/documents', {
      method: 'POST',
      cookie: await app.signIn('tutor'),
      headers: { 'content-type': type },
      rawBody: encoded.body!,
    });
    expect(streamed.status).toBe(413);
    expect(await storedBlobs(app)).toEqual(before);
    const titles = (await json<Record<string, unknown>[]>(await app.call('/v1/documents', { cookie: await app.signIn('tutor') }))).map((entry) => entry.title);
    expect(titles).not.toContain('Trop gros');
  });

  it('answers bad input with 4xx: missing facts, no file, two files, not multipart, unknown fields', { timeout: 60_000 }, async () => {
    const before = await storedBlobs(app);
    const missing = await upload('tutor', form({ kind: 'criminal-record' }, { bytes: tinyPdf(), name: 'a.pdf' }));
    expect(missing.status).toBe(400);
    expect(await upload('tutor', form({ kind: 'other' })).then((response) => response.status)).toBe(400);
    const two = form({ kind: 'other' }, { bytes: tinyPdf(), name: 'a.pdf' });
    two.append('file', new Blob([tinyPdf().slice().buffer as ArrayBuffer]), 'b.pdf');
    expect((await upload('tutor', two)).status).toBe(400);
    expect((await upload('tutor', form({ kind: 'other', surprise: 'x' }, { bytes: tinyPdf(), name: 'a.pdf' }))).status).toBe(400);
    expect((await upload('tutor', form({ kind: 'passport' }, { bytes: tinyPdf(), name: 'a.pdf' }))).status).toBe(400);
    expect((await upload('tutor', form({ ...ATTESTATION, 'criminalRecord.issueDate': '2999-01-01' }, { bytes: tinyPdf(), name: 'a.pdf' }))).status).toBe(400);
    const asJson = await app.call('/v1/documents', { method: 'POST', cookie: await app.signIn('tutor'), body: { kind: 'other' } });
    expect(asJson.status).toBe(415);
    const garbage = await app.call('/v1/documents', {
      method: 'POST',
      cookie: await app.signIn('tutor'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      rawBody: 'not multipart at all',
    });
    expect(garbage.status).toBe(400);
    expect(await storedBlobs(app)).toEqual(before);
  });

  it('lets only volunteers upload: staff, parents, students and visitors are refused', { timeout: 60_000 }, async () => {
    for (const role of ['super_administrator', 'recruiter', 'coordinator', 'parent', 'student', 'vsc']) {
      expect((await upload(role, form({ kind: 'other' }, { bytes: tinyPdf(), name: 'a.pdf' }))).status, role).toBe(403);
    }
    const visitor = await app.call('/v1/documents', { method: 'POST', rawBody: form({ kind: 'other' }, { bytes: tinyPdf(), name: 'a.pdf' }) });
    expect(visitor.status).toBe(401);
    const prospect = await upload('prospectlead', form({ kind: 'other', title: 'Diplôme' }, { bytes: tinyPdf('diplôme'), name: 'diplôme.pdf' }));
    expect(prospect.status).toBe(201);
  });

  it(
    'serves the file to its owner and the staff section 6 allows, with safe headers, each download in the audit; another volunteer gets a 404',
    { timeout: 60_000 },
    async () => {
      const created = await json<{ id: string }>(
        await upload('prospectlead', form({ kind: 'other', title: 'Attestation de stage' }, { bytes: tinyPdf('stage'), name: 'stage été.pdf' })),
      );
      const download = (role: string, query = '') => app.signIn(role).then((cookie) => app.call(`/v1/documents/${created.id}/file${query}`, { cookie }));
      const own = await download('prospectlead');
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="stage ete.pdf"; filename\*=UTF-8''stage%20%C3%A9t%C3%A9\.pdf$/);
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await own.arrayBuffer())).toEqual(tinyPdf('stage'));
      // `inline` is accepted from older clients and ignored: an upload is always an attachment (uploads-served.test.ts).
      expect((await download('prospectlead', '?disposition=inline')).headers.get('content-disposition')).toMatch(/^attachment;/);
      expect((await download('recruiter', '?disposition=inline')).headers.get('content-disposition')).toMatch(/^attachment;/);
      for (const role of ['super_administrator', 'recruiter']) expect((await download(role)).status, role).toBe(200);
      // Another volunteer: the document is not theirs to know of. Roles without any right on documents: refused.
      expect((await download('tutor')).status).toBe(404);
      for (const role of ['parent', 'student', 'vsc']) expect([403, 404], role).toContain((await download(role)).status);
      expect((await app.call(`/v1/documents/${created.id}`, { cookie: await app.signIn('tutor') })).status).toBe(404);
      const reads = await app.store.collection('audit').find({ resource: 'documents', recordId: created.id, action: 'read' });
      expect(reads.map((entry) => entry.actorRole).sort()).toEqual(['prospectLead', 'prospectLead', 'recruiter', 'recruiter', 'super_administrator'].sort());
      expect((await download('prospectlead', '?disposition=download')).status).toBe(400);
    },
  );

  it('a recruiter accepts an attestation: its PDF is deleted, its facts and the review kept, and copied onto the tutor', { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(await upload('tutor', form(ATTESTATION, { bytes: tinyPdf('accept'), name: 'extrait.pdf' })));
    const before = await storedBlobs(app);
    const recruiter = await app.signIn('recruiter');
    const reviewed = await app.call(`/v1/documents/${created.id}/review`, { method: 'POST', cookie: recruiter, body: { outcome: 'accepted' } });
    expect(reviewed.status).toBe(200);
    const record = await json<Record<string, unknown>>(reviewed);
    expect(record).toMatchObject({
      status: 'accepted',
      criminalRecord: { number: 'CJN-2026-000123', issueDate: '2026-10-01', issuedBy: 'Casier judiciaire national' },
    });
    expect(record.reviewedAt).toBeTruthy();
    expect(record.reviewedBy).toBeTruthy();
    expect(record.fileDeletedAt).toBeTruthy();
    expect(await storedBlobs(app)).toHaveLength(before.length - 1);
    const stored = await app.store.collection('documents').findOne({ _id: created.id });
    expect(stored?.blobId).toBeUndefined();
    expect((await app.call(`/v1/documents/${created.id}/file`, { cookie: await app.signIn('tutor') })).status).toBe(404);
    const mine = await json<Record<string, unknown>>(await app.call(`/v1/documents/${created.id}`, { cookie: await app.signIn('tutor') }));
    expect(mine).toMatchObject({ status: 'accepted', criminalRecord: { number: 'CJN-2026-000123' } });
    const tutor = await app.store.collection('users').findOne({ 'contactDetails.email': 'tutor@demo.binome.test' });
    expect(tutor?.criminalRecord).toEqual({ number: 'CJN-2026-000123', issueDate: '2026-10-01', issuedBy: expect.any(String) });
    // Reviewed once: a second review is a conflict.
    expect(
      (await app.call(`/v1/documents/${created.id}/review`, { method: 'POST', cookie: recruiter, body: { outcome: 'refused', reason: 'Illisible' } })).status,
    ).toBe(409);
  });

  it("a recruiter accepts a prospect lead's attestation: their record gets its facts, ready for the validation", { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(await upload('prospectlead', form(ATTESTATION, { bytes: tinyPdf('prospect'), name: 'extrait.pdf' })));
    const reviewed = await app.call(`/v1/documents/${created.id}/review`, {
      method: 'POST',
      cookie: await app.signIn('recruiter'),
      body: { outcome: 'accepted' },
    });
    expect(reviewed.status, await reviewed.clone().text()).toBe(200);
    const lead = await app.store.collection('users').findOne({ 'contactDetails.email': 'prospectlead@demo.binome.test' });
    expect(lead?.criminalRecord).toMatchObject({ number: 'CJN-2026-000123' });
    expect((await app.call(`/v1/prospects/${String(lead?._id)}`, { cookie: await app.signIn('recruiter') })).status).toBe(200);
  });

  it("a refusal needs a reason, which the volunteer reads; a refused attestation's file is deleted too", { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(await upload('tutor', form(ATTESTATION, { bytes: tinyPdf('refuse'), name: 'extrait.pdf' })));
    const admin = await app.signIn('super_administrator');
    expect((await app.call(`/v1/documents/${created.id}/review`, { method: 'POST', cookie: admin, body: { outcome: 'refused' } })).status).toBe(400);
    expect((await app.call(`/v1/documents/${created.id}/review`, { method: 'POST', cookie: admin, body: { outcome: 'maybe' } })).status).toBe(400);
    const refused = await app.call(`/v1/documents/${created.id}/review`, {
      method: 'POST',
      cookie: admin,
      body: { outcome: 'refused', reason: 'Extrait illisible' },
    });
    expect(refused.status).toBe(200);
    const mine = await json<Record<string, unknown>>(await app.call(`/v1/documents/${created.id}`, { cookie: await app.signIn('tutor') }));
    expect(mine).toMatchObject({ status: 'refused', refusalReason: 'Extrait illisible' });
    expect(mine.fileDeletedAt).toBeTruthy();
  });

  it('only reviewers review: the owner, a manager, a VSC and a parent cannot', { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(await upload('tutor', form({ kind: 'other', title: 'Autre' }, { bytes: tinyPdf('other'), name: 'autre.pdf' })));
    for (const role of ['tutor', 'manager', 'vsc', 'parent']) {
      const status = (await app.call(`/v1/documents/${created.id}/review`, { method: 'POST', cookie: await app.signIn(role), body: { outcome: 'accepted' } }))
        .status;
      expect([403, 404], role).toContain(status);
    }
    // An other document keeps its file after the review.
    const accepted = await app.call(`/v1/documents/${created.id}/review`, {
      method: 'POST',
      cookie: await app.signIn('recruiter'),
      body: { outcome: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect((await json<Record<string, unknown>>(accepted)).fileDeletedAt).toBeUndefined();
    expect((await app.call(`/v1/documents/${created.id}/file`, { cookie: await app.signIn('tutor') })).status).toBe(200);
  });

  it('the generic writes are closed: documents change only through their routes', { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(
      await upload('tutor', form({ kind: 'other', title: 'Encore' }, { bytes: tinyPdf('again'), name: 'encore.pdf' })),
    );
    const admin = await app.signIn('super_administrator');
    const patch = await app.call(`/v1/documents/${created.id}`, { method: 'PATCH', cookie: admin, body: { status: 'accepted' } });
    expect([404, 405]).toContain(patch.status);
    const remove = await app.call(`/v1/documents/${created.id}`, { method: 'DELETE', cookie: admin });
    expect([404, 405]).toContain(remove.status);
    // Nor may a tutor write their own criminal record: it comes from an accepted attestation.
    const tutorCookie = await app.signIn('tutor');
    const me = await app.store.collection('users').findOne({ 'contactDetails.email': 'tutor@demo.binome.test' });
    const self = await app.call(`/v1/tutors/${me!._id}`, { method: 'PATCH', cookie: tutorCookie, body: { criminalRecord: { number: 'FAKE' } } });
    expect(self.status).toBe(403);
  });
});
