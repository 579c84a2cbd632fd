import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { departmentsField, programField } from './user-fields.ts';
import { dissociationReasons, matchingStatuses, pairStatuses } from '../enums/people.ts';
import { weekdays } from '../enums/time.ts';

/** A pair (binôme) of a tutor and a student. One pair per tutor and student (unique index). */
export const pairs = defineEntity({
  name: 'pairs',
  fields: {
    tutorId: f.reference('tutors', { required: true }),
    studentId: f.reference('students', { required: true }),
    program: programField(),
    departments: departmentsField(),
    // A pair is made by the matching and ended by `POST /pairs/{id}/dissociate`, which cancels its sessions and
    // frees the tutor's slot: neither is a field edit.
    status: f.enum(pairStatuses, { serverManaged: true }),
    managedBy: f.reference('users'),
    // The weekly slot the match gave the pair (taken on both sides); freed when the pair is dissociated.
    weeklySlot: f.object({ dayOfTheWeek: f.enum(weekdays), startTime: f.time(), endTime: f.time() }, { serverManaged: true }),
    dissociationDetails: f.object(
      {
        reason: f.enum(dissociationReasons),
        description: f.longText({ max: 2000 }),
        dissociatedAt: f.dateTime(),
        dissociatedBy: f.reference('users'),
      },
      { serverManaged: true },
    ),
  },
  label: { title: ['tutorId', 'studentId'], join: ' – ', detail: ['status', 'program.programId'] },
  columns: ['tutorId', 'studentId', 'status', 'program.programId', 'managedBy', 'createdAt'],
  filterable: ['tutorId', 'studentId', 'status', 'program.programId', 'managedBy', 'createdAt'],
  sortable: ['createdAt', 'status'],
  searchable: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
  unique: [{ fields: ['tutorId', 'studentId'], message: 'errors.pairExists' }],
  programScoped: true,
});

/** A matching candidate: a student waiting for a tutor, with the slots they can take (section 3). */
export const matching = defineEntity({
  name: 'matching',
  fields: {
    studentId: f.reference('students', { required: true }),
    studentFullName: f.text({ max: 200 }),
    tutorId: f.reference('tutors'),
    availability: f.availability(),
    status: f.enum(matchingStatuses, { required: true }),
    program: programField(),
    departments: departmentsField(),
    level: f.reference('levels'),
  },
  label: { title: [{ firstOf: ['studentFullName', 'studentId'] }], detail: ['level', 'program.programId'] },
  columns: ['studentFullName', 'level', 'status', 'tutorId', 'program.programId', 'createdAt'],
  filterable: ['status', 'program.programId', 'level', 'tutorId', 'studentId'],
  sortable: ['studentFullName', 'status', 'createdAt'],
  searchable: ['studentFullName'],
  defaultSort: { field: 'createdAt', order: 'asc' },
  unique: [{ fields: ['studentId'], message: 'errors.matchingExists' }],
  programScoped: true,
});
