import { beforeAll, describe, expect, it } from 'vitest';
import { getResource, STAFF_ROLES } from '@binome/schema';
import { generateDemoData } from '../../src/demo/demo-population.ts';
import { withoutServerManaged } from '../../src/resources/documents.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { TEST_NOW } from '../support/test-app.ts';
import { entityOf, fullName, referencesIn, seededCollections } from './demo-records.ts';

/**
 * The demo data as a fresh store holds it after the first start: every record of every resource is one the API
 * could have stored, names only records that exist, and the data is the same for the same seed and date.
 */
describe('the demo data in a fresh store', () => {
  let stored: Record<string, StoredDocument[]>;
  beforeAll(async () => {
    stored = await seededCollections(TEST_NOW);
  });

  it('passes the record and answer rules of its resource, record by record, for every resource', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [collection, documents] of Object.entries(stored)) {
      for (const document of documents) {
        const entity = entityOf(collection, document);
        if (entity.readOnly) continue;
        const { _id: _ignored, ...record } = document;
        const asWritten = entity.schemas.record.safeParse(withoutServerManaged(entity.fields, record));
        if (!asWritten.success)
          problems.push(
            `${collection}/${document._id} (${entity.name}): ${JSON.stringify(asWritten.error.issues.map((issue) => [issue.path.join('.'), issue.message]))}`,
          );
        const asAnswered = entity.schemas.response.safeParse(record);
        if (!asAnswered.success)
          problems.push(
            `${collection}/${document._id} answer: ${JSON.stringify(asAnswered.error.issues.map((issue) => [issue.path.join('.'), issue.message]))}`,
          );
        checked += 1;
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('names only records that exist, of the resource the field points to (creators and validators included)', () => {
    const ids = new Map<string, Set<string>>();
    const idsOf = (resource: string) => {
      const known = ids.get(resource);
      if (known) return known;
      const { entity, roles } = getResource(resource);
      const documents = (stored[entity.collection] ?? []).filter((document) => !roles || roles.includes(String(document.userRole) as never));
      const found = new Set(documents.map((document) => document._id));
      ids.set(resource, found);
      return found;
    };
    const dangling: string[] = [];
    for (const [collection, documents] of Object.entries(stored)) {
      for (const document of documents) {
        for (const reference of referencesIn(entityOf(collection, document).fields, document)) {
          if (!idsOf(reference.resource).has(reference.id))
            dangling.push(`${collection}/${document._id} ${reference.path} → ${reference.resource}/${reference.id}`);
        }
      }
    }
    expect(dangling.slice(0, 10)).toEqual([]);
  });

  it('has one account per role, distinct people, and French volumes across the four programs', () => {
    const users = stored.users!;
    const count = (role: string) => users.filter((user) => user.userRole === role).length;
    expect(count('tutor')).toBeGreaterThanOrEqual(60);
    expect(count('student')).toBeGreaterThanOrEqual(150);
    expect(count('parent')).toBeGreaterThanOrEqual(100);
    expect(count('prospectLead') + count('parentProspect')).toBeGreaterThanOrEqual(10);
    expect(stored.establishments!.length).toBeGreaterThanOrEqual(20);
    expect(new Set(users.map((user) => (user.program as { programId?: string } | undefined)?.programId).filter(Boolean)).size).toBe(4);
    for (const role of ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc', 'tutor', 'parent', 'student', 'prospectLead', 'parentProspect']) {
      const account = users.find((user) => user._id === `demo-${role}`);
      expect(account, role).toBeDefined();
      expect((account!.contactDetails as { email: string }).email).toBe(`${role.toLowerCase()}@demo.binome.test`);
    }
    // A parent whose account is not validated yet signs in too, to show the space before validation (no sidebar).
    const pending = users.find((user) => user._id === 'demo-parent-pending');
    expect(pending).toMatchObject({ userRole: 'parent', status: 'pending', contactDetails: { email: 'parent-pending@demo.binome.test' } });
    expect(generateDemoData({ now: TEST_NOW }).accounts).toContainEqual({
      role: 'parent',
      email: 'parent-pending@demo.binome.test',
      userId: 'demo-parent-pending',
    });
    // Nobody shares a full name, the staff least of all (the review found three Jeans).
    const staffNames = users.filter((user) => (STAFF_ROLES as readonly string[]).includes(String(user.userRole))).map(fullName);
    expect(new Set(staffNames).size).toBe(staffNames.length);
    expect(new Set(users.map(fullName)).size).toBe(users.length);
    const emails = users.map((user) => (user.contactDetails as { email?: string }).email).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    const phones = users.map((user) => (user.contactDetails as { phoneNumber?: string }).phoneNumber).filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('keeps lists small enough to stay fast', () => {
    expect(stored.users!.length).toBeLessThan(500);
    expect(stored.sessions!.length).toBeLessThan(500);
    expect(stored.classReports!.length + stored.scReports!.length).toBeLessThan(300);
  });

  it('is the same for the same seed and date', () => {
    expect(generateDemoData({ now: TEST_NOW })).toEqual(generateDemoData({ now: TEST_NOW }));
  });
});
