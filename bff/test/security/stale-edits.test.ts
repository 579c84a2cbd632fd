import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, ORIGIN, type TestApp } from '../support/test-app.ts';
import { latestLinkTokenTo } from '../support/outbox.ts';

type Row = Record<string, unknown> & { id: string };

const STRONG_ETAG = /^"[^"]+"$/;

/**
 * Two staff editing the same record: the revision each read travels as `ETag` and comes back in `If-Match`, and
 * the one who read an older version is refused (409 `editConflict`) instead of silently undoing the other's work.
 */
describe('stale edits are refused (If-Match / ETag)', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
  });

  const create = async (name: string) => {
    const response = await app.call('/v1/establishments', {
      method: 'POST',
      cookie,
      body: { establishmentName: name, typeOfEstablishment: 'middle', contactName: 'Mme Martin' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return { record: await json<Row>(response), etag: response.headers.get('etag') };
  };
  const read = (id: string) => app.call(`/v1/establishments/${id}`, { cookie });
  const patch = (id: string, body: Record<string, unknown>, ifMatch?: string) =>
    app.call(`/v1/establishments/${id}`, { method: 'PATCH', cookie, body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

  it('answers the revision as a strong ETag on read, create and update, the same one a later read gives', async () => {
    const { record, etag: created } = await create('Collège des Révisions');
    expect(created).toMatch(STRONG_ETAG);
    expect((await read(record.id)).headers.get('etag')).toBe(created);

    const updated = await patch(record.id, { contactName: 'M. Bernard' }, created!);
    expect(updated.status, await updated.clone().text()).toBe(200);
    const next = updated.headers.get('etag');
    expect(next).toMatch(STRONG_ETAG);
    expect(next).not.toBe(created);
    expect((await read(record.id)).headers.get('etag')).toBe(next);
  });

  it('gives a record never written through the API (demo data) a stable revision until its first write', async () => {
    const [seeded] = await json<Row[]>(await app.call('/v1/establishments?_start=0&_end=1&_sort=establishmentName&_order=asc', { cookie }));
    const first = (await read(seeded!.id)).headers.get('etag');
    expect(first).toMatch(STRONG_ETAG);
    expect((await read(seeded!.id)).headers.get('etag')).toBe(first);

    const winner = await patch(seeded!.id, { contactName: 'Première main' }, first!);
    expect(winner.status, await winner.clone().text()).toBe(200);
    const stale = await patch(seeded!.id, { contactName: 'Seconde main' }, first!);
    expect(stale.status).toBe(409);
    expect(await json<Row>(await read(seeded!.id))).toMatchObject({ contactName: 'Première main' });
  });

  it('refuses the edit of someone who read an older revision (409 editConflict) and leaves the record as it was', async () => {
    const { record } = await create('Collège des Deux Mains');
    const readByBoth = (await read(record.id)).headers.get('etag')!;

    expect((await patch(record.id, { contactName: 'Saved first' }, readByBoth)).status).toBe(200);
    const stale = await patch(record.id, { contactName: 'Saved second, from an old read' }, readByBoth);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({ code: 'editConflict', message: 'errors.editConflict' });
    expect(await json<Row>(await read(record.id))).toMatchObject({ contactName: 'Saved first' });

    const audit = await json<{ action: string }[]>(await app.call(`/v1/audit?resource=establishments&recordId=${record.id}`, { cookie }));
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('applies, of concurrent edits that read the same revision, exactly one', async () => {
    const { record, etag } = await create('Collège de la Course');
    const attempts = Array.from({ length: 20 }, (_, index) => `Contact ${index}`);
    const answers = await Promise.all(attempts.map((contactName) => patch(record.id, { contactName }, etag!)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts.length - 1);
    const winner = attempts[statuses.indexOf(200)];
    expect(await json<Row>(await read(record.id))).toMatchObject({ contactName: winner });
  });

  it('refuses a stale delete and keeps the record; a current one deletes', async () => {
    const { record, etag } = await create('Collège du Sursis');
    expect((await patch(record.id, { contactName: 'Changed meanwhile' })).status).toBe(200);
    const stale = await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie, headers: { 'if-match': etag! } });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ code: 'editConflict' });
    const current = (await read(record.id)).headers.get('etag')!;
    expect((await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie, headers: { 'if-match': current } })).status).toBe(200);
    expect((await read(record.id)).status).toBe(404);
  });

  it('follows RFC 9110 for the header: a list matches, a weak tag never does, a malformed one is a 400', async () => {
    const { record, etag } = await create('Collège des En-têtes');
    const changed = await patch(record.id, { contactName: 'Changed' });
    expect(changed.status).toBe(200);
    const current = changed.headers.get('etag')!;

    expect((await patch(record.id, { contactName: 'Weak' }, `W/${current}`)).status).toBe(409);
    expect((await patch(record.id, { contactName: 'Listed' }, `${etag}, ${current}`)).status).toBe(200);

    for (const malformed of ['unquoted', '"open', '"a" "b"', '*, "a"']) {
      const refused = await patch(record.id, { contactName: 'Malformed' }, malformed);
      expect(refused.status, malformed).toBe(400);
      expect(await json(refused), malformed).toMatchObject({ code: 'validation', details: [expect.objectContaining({ path: 'if-match' })] });
    }
    expect(await json<Row>(await read(record.id))).toMatchObject({ contactName: 'Listed' });
  });

  // `If-Match: *` matches any current representation (RFC 9110, 13.1.1), as the README's curl section says: the
  // write proceeds on whatever revision is stored, and a record that no longer exists is a 404, never recreated.
  it('accepts `If-Match: *` on an edit and a delete of a record that exists, and answers 404 once it is gone', async () => {
    const { record } = await create('Collège de l’Étoile');
    const meanwhile = await patch(record.id, { contactName: 'Someone else' });
    expect(meanwhile.status).toBe(200);
    for (const [star, contactName] of [
      ['*', 'Any version'],
      [' * ', 'Any version again'],
    ] as const) {
      const edit = await patch(record.id, { contactName }, star);
      expect(edit.status, `${star}: ${await edit.clone().text()}`).toBe(200);
      expect(await json<Row>(edit)).toMatchObject({ contactName });
      expect(edit.headers.get('etag')).toMatch(STRONG_ETAG);
    }
    const removal = await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie, headers: { 'if-match': '*' } });
    expect(removal.status, await removal.clone().text()).toBe(200);
    expect((await read(record.id)).status).toBe(404);

    const gone = await patch(record.id, { contactName: 'Back from the dead' }, '*');
    expect(gone.status).toBe(404);
    expect(await json(gone)).toMatchObject({ code: 'notFound' });
    const goneAgain = await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie, headers: { 'if-match': '*' } });
    expect(goneAgain.status).toBe(404);
  });

  it('counts the changes sign-in makes to a person (an invitation finished, a password chosen) as new revisions', async () => {
    const invited = await app.call('/v1/coordinators', {
      method: 'POST',
      cookie,
      body: { contactDetails: { firstName: 'Prénom', lastName: 'Invité', email: 'revision.invite@example.org' } },
    });
    expect(invited.status).toBe(201);
    const { id } = await json<Row>(invited);
    const before = invited.headers.get('etag')!;
    // The invitation mailed a link already; the recovery's link replaces it, and leaves after the answer.
    const invitation = await latestLinkTokenTo(app.outbox, 'revision.invite@example.org', '/reset-password');
    await app.call('/v1/auth/recover-password', { method: 'POST', body: { email: 'revision.invite@example.org' } });
    const token = await latestLinkTokenTo(app.outbox, 'revision.invite@example.org', '/reset-password', invitation);
    const chosen = await app.call('/v1/auth/reset-password', { method: 'POST', body: { token, newPassword: 'Un-mot-de-passe-2026!' } });
    expect(chosen.status).toBe(200);
    const stale = await app.call(`/v1/coordinators/${id}`, {
      method: 'PATCH',
      cookie,
      body: { contactDetails: { firstName: 'Autre' } },
      headers: { 'if-match': before },
    });
    expect(stale.status).toBe(409);
  });

  it('gives each row of a list its revision (`_etag`), the one a read of the record answers, so that list changes are conditional', async () => {
    const { record, etag } = await create('Collège des Lignes');
    const rows = await json<Row[]>(await app.call(`/v1/establishments?id=${record.id}`, { cookie }));
    expect(rows[0]?._etag).toBe(etag);
    expect((await json<Row>(await read(record.id)))._etag).toBe(etag);
    expect((await patch(record.id, { contactName: 'Changed from elsewhere' }, etag!)).status).toBe(200);
    const fromList = await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie, headers: { 'if-match': String(rows[0]!._etag) } });
    expect(fromList.status).toBe(409);
    expect(await json(fromList)).toEqual({ code: 'editConflict', message: 'errors.editConflict' });
    // The row's revision is never taken back as a field.
    const sentBack = await patch(record.id, { contactName: 'x', _etag: etag }, undefined);
    expect(sentBack.status).toBe(400);
  });

  it('keeps the last write winning for a client that sends no If-Match (partners, scripts)', async () => {
    const { record } = await create('Collège Sans Condition');
    expect((await patch(record.id, { contactName: 'One' })).status).toBe(200);
    expect((await patch(record.id, { contactName: 'Two' })).status).toBe(200);
    expect(await json<Row>(await read(record.id))).toMatchObject({ contactName: 'Two' });
  });

  it('lets a browser on the public address read the ETag (CORS)', async () => {
    const { record } = await create('Collège des Origines');
    const response = await app.call(`/v1/establishments/${record.id}`, { cookie, headers: { origin: ORIGIN } });
    expect(
      response.headers
        .get('access-control-expose-headers')
        ?.split(',')
        .map((name) => name.trim().toLowerCase()),
    ).toContain('etag');
  });
});
