import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The list filters accept what the OpenAPI document says they take, and nothing else: a value outside the field's
 * enumeration or bounds, or an operator that means nothing on the field, is a 400 with the catalogue's error,
 * never an empty list a partner would take for an answer.
 */
describe('typed list filters', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = await app.signIn('super_administrator');
  });
  afterAll(async () => {
    await (app as unknown as { close?: () => Promise<void> }).close?.();
  });

  const get = async (path: string) => {
    const response = await app.call(path, { cookie });
    return {
      status: response.status,
      body: (await response.json()) as { code?: string; message?: string; details?: { path: string; message: string }[] } & unknown[],
      total: response.headers.get('x-total-count'),
    };
  };

  it.each([
    ['a value outside a numeric enumeration', '/v1/tutors?onBoardingStep=4'],
    ['a value outside a text enumeration', '/v1/tutors?status=nope'],
    ['one bad value among several', '/v1/tutors?status=active&status=nope'],
    ['a range on an enumeration', '/v1/tutors?status_gte=active'],
    ['a text search on an enumeration', '/v1/tutors?gender_like=fem'],
    ["a number beyond the field's bounds", '/v1/tutors?tutorPreferences.assignment.numberOfStudentsToSupport_gte=99'],
    ['an instant that is not one', '/v1/tutors?createdAt_gte=yesterday'],
    ['a page that is not a row number', '/v1/tutors?_start=abc'],
    ['a sort on a field that is not sortable', '/v1/tutors?_sort=password'],
    ['a candidates filter outside its enumeration', '/v1/matching/candidates?mode=tutor&tutorId=demo-tutor&gender=other'],
  ])('refuses %s with 400 badQuery', async (_, path) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(400);
    expect(body.code).toBe('badQuery');
    expect(body.message).toBe('errors.badQuery');
    expect(body.details?.length).toBeGreaterThan(0);
    for (const detail of body.details ?? []) expect(detail.message).toMatch(/^(errors|validation)\.\w+$/);
  });

  it('takes repeated values as "any of", and ranges on dates, as Refine simple-rest sends them', async () => {
    const both = await get(
      '/v1/tutors?_start=0&_end=100&_sort=contactDetails.lastName&_order=asc&status=active&status=pending&createdAt_gte=2000-01-01T00:00:00.000Z',
    );
    expect(both.status).toBe(200);
    expect(Number(both.total)).toBeGreaterThan(0);
    for (const tutor of both.body as unknown as { status: string }[]) expect(['active', 'pending']).toContain(tutor.status);
    const active = await get('/v1/tutors?status=active');
    expect(active.status).toBe(200);
    expect(Number(active.total)).toBeLessThanOrEqual(Number(both.total));
    const none = await get('/v1/tutors?status_ne=active&status_ne=pending&status=active');
    expect(none.status).toBe(200);
    expect(none.total).toBe('0');
  });

  it('takes a numeric enumeration and a number within bounds', async () => {
    expect((await get('/v1/tutors?onBoardingStep=7&onBoardingStep=1')).status).toBe(200);
    expect((await get('/v1/tutors?tutorPreferences.assignment.numberOfStudentsToSupport_gte=1')).status).toBe(200);
  });
});
