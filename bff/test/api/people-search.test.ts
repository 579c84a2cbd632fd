import { beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '@binome/schema';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

type Person = { id: string; contactDetails?: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string } };
const textsOf = (person: Person) => [
  person.contactDetails?.firstName,
  person.contactDetails?.lastName,
  person.contactDetails?.email,
  person.contactDetails?.phoneNumber,
];
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

/** Walk report: "Lou Dumont" found nobody while "Dumont" worked; a search is every word, in any order. */
describe('searching people by their full name', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
  });

  it('finds a student by first and last name, in either order, without accents or case', async () => {
    const students = await json<Person[]>(await app.call('/v1/students?_end=20', { cookie: admin }));
    const someone = students.find((student) => student.contactDetails?.firstName && student.contactDetails.lastName)!;
    const { firstName, lastName } = someone.contactDetails as { firstName: string; lastName: string };
    for (const q of [`${firstName} ${lastName}`, `${plain(lastName)}  ${plain(firstName)}`]) {
      const response = await app.call(`/v1/students?_end=100&q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(response.status).toBe(200);
      const rows = await json<Person[]>(response);
      expect(
        rows.map((row) => row.id),
        q,
      ).toContain(someone.id);
      // Every row holds every word somewhere: no match on one word only.
      for (const row of rows) expect(matchesSearch(textsOf(row), q), `${q} → ${row.id}`).toBe(true);
    }
  });

  it('finds nobody when one of the words belongs to nobody, and the same words find the same people on every people list', async () => {
    const none = await app.call(`/v1/tutors?q=${encodeURIComponent('Thomas Zzyzxqv')}`, { cookie: admin });
    expect(await json(none)).toEqual([]);
    const tutor = await json<Person>(await app.call('/v1/tutors/demo-tutor', { cookie: admin }));
    const q = `${tutor.contactDetails!.lastName} ${tutor.contactDetails!.firstName}`.toLowerCase();
    const rows = await json<Person[]>(await app.call(`/v1/tutors?q=${encodeURIComponent(q)}`, { cookie: admin }));
    expect(rows.map((row) => row.id)).toContain('demo-tutor');
  });
});
