import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type Row = Record<string, unknown> & { id: string };

describe('a resource end to end: establishments as the administrator', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
  });

  it('creates, reads, updates and deletes, with an audit entry for each write', async () => {
    const created = await app.call('/v1/establishments', {
      method: 'POST',
      cookie,
      body: { establishmentName: 'Collège des Essais', typeOfEstablishment: 'middle', address: { city: 'Lyon', zipCode: '69003' } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = await json<Row>(created);
    expect(record).toMatchObject({ establishmentName: 'Collège des Essais', createdBy: 'demo-super_administrator' });

    const read = await json<Row>(await app.call(`/v1/establishments/${record.id}`, { cookie }));
    // The server placed it (the geocoder's stand-in knows the commune): the point is the server's, beside the text.
    expect(read.address).toEqual({
      city: 'Lyon',
      zipCode: '69003',
      location: expect.objectContaining({ precision: 'municipality', lon: 4.8506, lat: 45.7597 }),
    });

    const updated = await app.call(`/v1/establishments/${record.id}`, {
      method: 'PATCH',
      cookie,
      body: { address: { city: 'Villeurbanne' }, contactName: 'Mme Durand' },
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    // Objects merge key by key: the zip code stays.
    expect(await json(updated)).toMatchObject({ address: { city: 'Villeurbanne', zipCode: '69003' }, contactName: 'Mme Durand' });

    const cleared = await json<Row>(await app.call(`/v1/establishments/${record.id}`, { method: 'PATCH', cookie, body: { contactName: null } }));
    expect(cleared.contactName).toBeUndefined();

    const deleted = await app.call(`/v1/establishments/${record.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    expect((await app.call(`/v1/establishments/${record.id}`, { cookie })).status).toBe(404);

    const audit = await json<{ action: string; changes: { field: string; before?: unknown; after?: unknown }[] }[]>(
      await app.call(`/v1/audit?resource=establishments&recordId=${record.id}`, { cookie }),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(audit[2]!.changes).toContainEqual({ field: 'address.city', before: 'Lyon', after: 'Villeurbanne' });
  });

  it('refuses a duplicate name with 409 and the catalogue message', async () => {
    const body = { establishmentName: 'Lycée Unique', typeOfEstablishment: 'high-school' };
    expect((await app.call('/v1/establishments', { method: 'POST', cookie, body })).status).toBe(201);
    const again = await app.call('/v1/establishments', { method: 'POST', cookie, body });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ code: 'conflict', message: 'errors.establishmentNameInUse' });
  });

  it('answers validation errors with the field, the message key and its bounds', async () => {
    const response = await app.call('/v1/establishments', {
      method: 'POST',
      cookie,
      body: { establishmentName: '', typeOfEstablishment: 'castle', email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    const problem = await json<{ code: string; message: string; details: { path: string; message: string }[] }>(response);
    expect(problem.code).toBe('validation');
    expect(problem.message).toBe('errors.validation');
    expect(problem.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'establishmentName', message: 'validation.required' }),
        expect.objectContaining({ path: 'typeOfEstablishment', message: 'validation.invalid' }),
        expect.objectContaining({ path: 'email', message: 'validation.email' }),
      ]),
    );
  });

  it('lists with the simple-rest conventions: page, total, sort, filters, search, get many', async () => {
    const page = await app.call('/v1/establishments?_start=0&_end=5&_sort=establishmentName&_order=desc', { cookie });
    expect(page.status).toBe(200);
    const rows = await json<Row[]>(page);
    const total = Number(page.headers.get('x-total-count'));
    expect(rows).toHaveLength(5);
    expect(total).toBeGreaterThanOrEqual(20);
    const names = rows.map((row) => String(row.establishmentName));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'fr')));

    const second = await json<Row[]>(await app.call('/v1/establishments?_start=5&_end=10&_sort=establishmentName&_order=desc', { cookie }));
    expect(second.map((row) => row.id)).not.toContain(rows[0]!.id);

    const many = await json<Row[]>(await app.call(`/v1/establishments?id=${rows[0]!.id}&id=${rows[1]!.id}`, { cookie }));
    expect(many.map((row) => row.id).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());

    const middle = await json<Row[]>(await app.call('/v1/establishments?typeOfEstablishment=middle&_end=100', { cookie }));
    expect(middle.every((row) => row.typeOfEstablishment === 'middle')).toBe(true);
    const notMiddle = await json<Row[]>(await app.call('/v1/establishments?typeOfEstablishment_ne=middle&_end=100', { cookie }));
    expect(notMiddle.some((row) => row.typeOfEstablishment === 'middle')).toBe(false);
  });

  it('searches without caring for accents or case', async () => {
    await app.call('/v1/establishments', { method: 'POST', cookie, body: { establishmentName: 'École Hélène Boucher', typeOfEstablishment: 'elementary' } });
    for (const q of ['helene', 'HÉLÈNE', 'ecole hel']) {
      const rows = await json<Row[]>(await app.call(`/v1/establishments?q=${encodeURIComponent(q)}`, { cookie }));
      expect(
        rows.map((row) => row.establishmentName),
        q,
      ).toContain('École Hélène Boucher');
    }
    const regex = await app.call(`/v1/establishments?q=${encodeURIComponent('.*')}`, { cookie });
    expect(regex.status).toBe(200);
    expect(await json(regex)).toEqual([]);
  });

  it('refuses unknown filters, unknown sort fields and bad values with 400, never ignoring them', async () => {
    for (const query of ['password=x', 'establishmentName=x', '_sort=password', '_order=sideways&_sort=establishmentName', 'isMissing=maybe', '_start=-1']) {
      const response = await app.call(`/v1/establishments?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await json<{ code: string }>(response)).code, query).toBe('badQuery');
    }
  });

  it('caps pages at 100 rows', async () => {
    const rows = await json<Row[]>(await app.call('/v1/countries?_start=0&_end=1000', { cookie }));
    expect(rows).toHaveLength(100);
  });
});

describe('uniqueness of people', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
  });

  const student = (firstName: string, lastName: string, email?: string, phoneNumber?: string) => ({
    contactDetails: { firstName, lastName, ...(email && { email }), ...(phoneNumber && { phoneNumber }) },
    program: { programId: 'az-rem-4ca0f8d' },
  });

  it('refuses two students with one e-mail (2039) or one phone, and accepts a parent sharing it', async () => {
    expect((await app.call('/v1/students', { method: 'POST', cookie, body: student('Nina', 'Roux', 'nina.roux@example.org', '0611223344') })).status).toBe(201);
    const sameEmail = await app.call('/v1/students', { method: 'POST', cookie, body: student('Nino', 'Roux', 'Nina.Roux@example.org') });
    expect(sameEmail.status).toBe(409);
    expect(await json(sameEmail)).toEqual({ code: 2039, message: 'errors.studentEmailInUse' });
    const samePhone = await app.call('/v1/students', { method: 'POST', cookie, body: student('Nils', 'Roux', undefined, '+33611223344') });
    expect(samePhone.status).toBe(409);
    expect(await json(samePhone)).toEqual({ code: 'conflict', message: 'errors.studentPhoneInUse' });
    const parent = await app.call('/v1/parents', { method: 'POST', cookie, body: student('Anne', 'Roux', 'nina.roux@example.org') });
    expect(parent.status, await parent.clone().text()).toBe(201);
  });

  it('warns, without refusing, when someone has the same first and last name', async () => {
    const first = await app.call('/v1/students', { method: 'POST', cookie, body: student('Paul', 'Lemoine', undefined, '0622334455') });
    expect(first.headers.get('x-warning')).toBeNull();
    const second = await app.call('/v1/students', { method: 'POST', cookie, body: student('paul', 'LEMOINE', undefined, '0622334466') });
    expect(second.status).toBe(201);
    expect(second.headers.get('x-warning')).toBe('errors.duplicateName');
  });

  it('refuses an edit made on a stale copy (another change came first)', async () => {
    const created = await json<{ id: string }>(
      await app.call('/v1/establishments', { method: 'POST', cookie, body: { establishmentName: 'Collège Concurrent', typeOfEstablishment: 'middle' } }),
    );
    const results = await Promise.all(
      ['Un', 'Deux', 'Trois', 'Quatre'].map((name) => app.call(`/v1/establishments/${created.id}`, { method: 'PATCH', cookie, body: { contactName: name } })),
    );
    const statuses = results.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const audit = await json<unknown[]>(await app.call(`/v1/audit?recordId=${created.id}&action=update`, { cookie }));
    expect(audit).toHaveLength(statuses.filter((status) => status === 200).length);
  });
});
