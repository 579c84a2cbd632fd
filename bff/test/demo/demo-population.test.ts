import { describe, expect, it } from 'vitest';
import { getResource, RESOURCES, type Entity, type Resource } from '@binome/schema';
import { generateDemoData } from '../../src/demo/demo-population.ts';
import { withoutServerManaged } from '../../src/resources/documents.ts';
import { viewNameOf } from '../../src/resources/user-views.ts';
import type { StoredDocument } from '../../src/store/store.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const demo = generateDemoData({ now: NOW });

function entityOf(collection: string, document: StoredDocument): Entity {
  if (collection === 'users') return getResource(viewNameOf(document)).entity;
  const resource = (RESOURCES as readonly Resource[]).find((candidate) => candidate.entity.collection === collection);
  if (!resource) throw new Error(`No resource for collection ${collection}`);
  return resource.entity;
}

describe('the demo data', () => {
  it('passes the descriptors’ create rules, document by document', () => {
    const problems: string[] = [];
    for (const [collection, documents] of Object.entries(demo.collections)) {
      for (const document of documents) {
        const entity = entityOf(collection, document);
        const { _id: _id, ...record } = document;
        const result = entity.schemas.create.safeParse(withoutServerManaged(entity.fields, record));
        if (!result.success) problems.push(`${collection}/${document._id}: ${JSON.stringify(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('has one account per role and French volumes across the four programs', () => {
    expect(demo.accounts.map((account) => account.email)).toContain('super_administrator@demo.binome.test');
    expect(demo.accounts).toHaveLength(10);
    const users = demo.collections.users!;
    const count = (role: string) => users.filter((user) => user.userRole === role).length;
    expect(count('tutor')).toBeGreaterThanOrEqual(60);
    expect(count('student')).toBeGreaterThanOrEqual(150);
    expect(count('parent')).toBeGreaterThanOrEqual(100);
    expect(demo.collections.establishments!.length).toBeGreaterThanOrEqual(20);
    expect(new Set(users.map((user) => (user.program as { programId?: string } | undefined)?.programId)).size).toBe(4);
    expect(demo.collections.pairs!.length).toBeGreaterThan(20);
    expect(demo.collections.sessions!.length).toBeGreaterThan(30);
  });

  it('keeps the unique rules and points only to existing records', () => {
    const users = demo.collections.users!;
    const ids = new Set(users.map((user) => user._id));
    const students = users.filter((user) => user.userRole === 'student');
    const emails = students.map((student) => (student.contactDetails as { email?: string }).email).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    const pairKeys = demo.collections.pairs!.map((pair) => `${pair.tutorId}/${pair.studentId}`);
    expect(new Set(pairKeys).size).toBe(pairKeys.length);
    for (const pair of demo.collections.pairs!) expect(ids.has(String(pair.tutorId)) && ids.has(String(pair.studentId))).toBe(true);
    for (const student of students) expect(ids.has(String((student.studentPreferences as { parentUserId: string }).parentUserId))).toBe(true);
    expect(students.filter((student) => (student.studentPreferences as { parentUserId: string }).parentUserId === 'demo-parent').length).toBeGreaterThanOrEqual(2);
  });

  it('is the same for the same seed and date', () => {
    expect(generateDemoData({ now: NOW })).toEqual(demo);
  });
});
