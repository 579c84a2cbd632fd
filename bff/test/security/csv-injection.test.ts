import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';

/**
 * CSV injection (security review): a tutor who sets their last name to `-2+3+cmd|' /C calc'!A0` must not get it
 * out as a formula in the staff's exports. Every cell a spreadsheet would run (first non-blank character `=`, `+`,
 * `-`, `@`, or a leading tab or carriage return) starts with an apostrophe in the tutors' export and the history
 * search's export; numbers and phone numbers stay as they are.
 */
const PAYLOADS = [`-2+3+cmd|' /C calc'!A0`, '+1+HYPERLINK("http://x")', '@SUM(1+1)', '=1+1', '\t=2+2', '\r=3+3'];

/** The cells of a `;`-separated CSV, quotes undone (RFC 4180), without the BOM. */
function cellsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const WHOLE_NUMBER_OR_PHONE = /^\s*(?:[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)|\+\d[\d .()-]*\d)\s*$/;

/** Cells a spreadsheet would evaluate as a formula. */
function dangerous(cells: string[][]): string[] {
  return cells.flat().filter((cell) => (/^[\t\r]/.test(cell) || /^\s*[=+\-@]/.test(cell)) && !WHOLE_NUMBER_OR_PHONE.test(cell));
}

describe('CSV exports neutralise formulas', () => {
  let app: TestApp;
  let admin: string;
  let tutorIds: string[];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signIn('super_administrator');
    const tutors = await json<{ id: string }[]>(await app.call('/v1/tutors?_start=0&_end=50', { cookie: admin }));
    tutorIds = tutors
      .map((tutor) => tutor.id)
      .filter((id) => id !== 'demo-tutor')
      .slice(0, PAYLOADS.length - 1);
    expect(tutorIds).toHaveLength(PAYLOADS.length - 1);
    // The first payload typed by the tutor themself, as in the finding; the others by staff.
    const own = await app.call('/v1/tutors/demo-tutor', {
      method: 'PATCH',
      cookie: await app.signIn('tutor'),
      body: { contactDetails: { lastName: PAYLOADS[0] } },
    });
    expect(own.status, await own.clone().text()).toBe(200);
    for (const [index, id] of tutorIds.entries()) {
      const response = await app.call(`/v1/tutors/${id}`, { method: 'PATCH', cookie: admin, body: { contactDetails: { lastName: PAYLOADS[index + 1] } } });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    // The forms trim names; a leading tab or carriage return still reaches the store through an import or an older
    // release, so those two are also stored as they are.
    for (const [index, id] of tutorIds.entries()) {
      const payload = PAYLOADS[index + 1]!;
      if (payload !== payload.trim()) await app.store.collection('users').updateOne({ _id: id }, { $set: { 'contactDetails.lastName': payload } });
    }
    // A phone number and a negative number among the changes the history shows.
    await app.store.collection(AUDIT_COLLECTION).insertOne({
      _id: 'csv-injection-numbers',
      at: new Date().toISOString(),
      actorId: 'demo-super_administrator',
      actorRole: 'super_administrator',
      action: 'update',
      resource: 'tutors',
      recordId: 'demo-tutor',
      requestId: 'test',
      changes: [
        { field: 'contactDetails.phoneNumber', before: '+33 6 12 34 56 78', after: '+33612345678' },
        { field: 'tutorPreferences.maxStudents', before: -12.5, after: '-3' },
      ],
      snapshot: { userId: 'demo-tutor', userRole: 'tutor' },
    });
  });

  it("the tutors' export: every payload in a name starts with an apostrophe", async () => {
    const response = await app.call('/v1/tutors/export.csv', { cookie: admin });
    expect(response.status).toBe(200);
    const cells = cellsOf(await response.text());
    expect(dangerous(cells)).toEqual([]);
    for (const payload of PAYLOADS) expect(cells.flat(), JSON.stringify(payload)).toContain(`'${payload}`);
  });

  it("the history search's export: names, record titles and changed values neutralised; phones and numbers kept", async () => {
    const response = await app.call('/v1/audit/export.csv?recordId=demo-tutor', { cookie: admin });
    expect(response.status).toBe(200);
    const cells = cellsOf(await response.text());
    expect(dangerous(cells)).toEqual([]);
    const flat = cells.flat();
    // The tutor is the actor of their own change, the title of the record and the value after.
    expect(flat.filter((cell) => cell === `'${PAYLOADS[0]}` || cell.includes(`'${PAYLOADS[0]}`)).length).toBeGreaterThan(0);
    expect(flat).toEqual(expect.arrayContaining(['+33 6 12 34 56 78', '+33612345678', '-12.5', '-3']));
    for (const [index, id] of tutorIds.entries()) {
      const others = cellsOf(await (await app.call(`/v1/audit/export.csv?recordId=${id}`, { cookie: admin })).text());
      expect(dangerous(others)).toEqual([]);
      const payload = PAYLOADS[index + 1]!;
      expect(
        others.flat().some((cell) => cell.startsWith("'") && cell.includes(payload.trim())),
        JSON.stringify(payload),
      ).toBe(true);
    }
  });
});
