import { describe, expectTypeOf, it } from 'vitest';
import type { classReports, trainingVideos, tutors, tutoringModePreferences, reportEntryStatuses, vsc } from '../../src/index.ts';
import { type AvailabilitySlot, type CreateBody, type ReadRecord, type StoredRecord, type UpdateBody } from '../../src/index.ts';

// These checks run in the type checker (`npm run typecheck` covers the schema's tests): a descriptor change that
// changes a record's type shows here. Vitest runs the file too; at run time `expectTypeOf` asserts nothing.
type Report = StoredRecord<typeof classReports>;
type Tutor = StoredRecord<typeof tutors>;

describe("a record's type, read from its descriptor", () => {
  it('gives an enumeration the union of its values, and a record its id and creation time', () => {
    expectTypeOf<Report['status']>().toEqualTypeOf<(typeof reportEntryStatuses.values)[number] | undefined>();
    expectTypeOf<Report['id']>().toEqualTypeOf<string>();
    expectTypeOf<Report['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Report['rating']>().toEqualTypeOf<number | undefined>();
  });

  it('makes required fields present, nested objects and lists typed', () => {
    expectTypeOf<Tutor['contactDetails']['firstName']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Tutor['tutorPreferences']>['tutoringMode']>().toEqualTypeOf<(typeof tutoringModePreferences.values)[number] | undefined>();
    expectTypeOf<NonNullable<Report['attendance']>[number]['attendance']>().toEqualTypeOf<'not-reported' | 'absent' | 'present'>();
    expectTypeOf<NonNullable<Report['attendance']>[number]['absence']>().toEqualTypeOf<boolean | undefined>();
  });

  it('keeps the fields only the server writes out of a body, and lets an update clear only optional fields', () => {
    expectTypeOf<CreateBody<typeof classReports>>().not.toHaveProperty('validatedBy');
    expectTypeOf<CreateBody<typeof classReports>>().not.toHaveProperty('id');
    expectTypeOf<CreateBody<typeof classReports>>().toHaveProperty('appreciation');
    expectTypeOf<CreateBody<typeof classReports>['sessionId']>().toEqualTypeOf<string>();
    expectTypeOf<UpdateBody<typeof classReports>['sessionId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<UpdateBody<typeof classReports>['appreciation']>().toEqualTypeOf<string | null | undefined>();
  });

  it('lets a PATCH change or clear one nested field, as the update schema does, and never clear a required one', () => {
    type ContactPatch = NonNullable<UpdateBody<typeof tutors>['contactDetails']>;
    expectTypeOf<ContactPatch['lastName']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ContactPatch['phoneNumber']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<{ contactDetails: { lastName: string } }>().toExtend<UpdateBody<typeof tutors>>();
    expectTypeOf<{ contactDetails: { phoneNumber: null } }>().toExtend<UpdateBody<typeof tutors>>();
    expectTypeOf<{ contactDetails: { lastName: null } }>().not.toExtend<UpdateBody<typeof tutors>>();
  });

  it('keeps the fields of descriptors built by a helper: a staff view, a reference list and its extra fields', () => {
    expectTypeOf<StoredRecord<typeof vsc>['contactDetails']['lastName']>().toEqualTypeOf<string>();
    expectTypeOf<StoredRecord<typeof trainingVideos>['name']>().toEqualTypeOf<string>();
    expectTypeOf<StoredRecord<typeof trainingVideos>['url']>().toEqualTypeOf<string>();
    expectTypeOf<StoredRecord<typeof trainingVideos>['durationSeconds']>().toEqualTypeOf<number | undefined>();
  });

  it('leaves a reader sure of the id only', () => {
    expectTypeOf<ReadRecord<typeof tutors>['id']>().toEqualTypeOf<string>();
    expectTypeOf<ReadRecord<typeof tutors>['contactDetails']>().toEqualTypeOf<Tutor['contactDetails'] | undefined>();
    expectTypeOf<NonNullable<NonNullable<Tutor['tutorPreferences']>['availability']>>().toEqualTypeOf<AvailabilitySlot[]>();
  });
});
