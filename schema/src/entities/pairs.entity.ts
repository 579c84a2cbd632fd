import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { programField } from './user-fields.ts';
import { matchingStatuses, pairStatuses } from '../enums/people.ts';

/** A pair (binôme) of a tutor and a student. One pair per tutor and student (unique index). */
export const pairs = defineEntity({
  name: 'pairs',
  fields: {
    tutorId: f.reference('tutors', { required: true }),
    studentId: f.reference('students', { required: true }),
    program: programField(),
    status: f.enum(pairStatuses),
    managedBy: f.reference('users'),
    dissociationDetails: f.object({
      reason: f.text({ max: 200 }),
      description: f.longText({ max: 2000 }),
      dissociatedAt: f.dateTime({ serverManaged: true }),
      dissociatedBy: f.reference('users', { serverManaged: true }),
    }),
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
