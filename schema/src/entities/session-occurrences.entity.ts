import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { departmentsField, programField } from './user-fields.ts';
import { occurrenceSkipReasons, occurrenceStatuses, sessionTypes, tutoringModes } from '../enums/sessions.ts';

const person = (resource: 'tutors' | 'students') =>
  f.object({ userId: f.reference(resource, { required: true }), fullName: f.text({ max: 200, serverManaged: true }) });

/**
 * One occurrence of a session series, materialised by the server (DESIGN, "Workflows"): it has its own identity so
 * that one occurrence can be cancelled, moved, joined and reported on without touching the others, and it copies
 * what a calendar shows of its series so that a calendar reads one collection. Nobody writes it through the
 * generic routes: the sessions' own writes and actions do.
 */
export const sessionOccurrences = defineEntity({
  name: 'sessionOccurrences',
  fields: {
    sessionId: f.reference('sessions', { required: true }),
    originalStart: f.dateTime({ required: true }),
    startDate: f.dateTime({ required: true }),
    endDate: f.dateTime({ required: true }),
    status: f.enum(occurrenceStatuses, { required: true }),
    skipReason: f.enum(occurrenceSkipReasons),
    skipName: f.text({ max: 100 }),
    moved: f.boolean(),
    cancelingReason: f.text({ max: 200 }),
    cancelingDescription: f.longText({ max: 2000 }),
    sessionType: f.enum(sessionTypes),
    program: programField(),
    departments: departmentsField(),
    tutors: f.list(person('tutors'), { max: 20 }),
    students: f.list(person('students'), { max: 50 }),
    vsc: f.list(f.object({ vscId: f.reference('vsc', { required: true }), vscName: f.text({ max: 200 }) }), { max: 10 }),
    tutoringMode: f.enum(tutoringModes),
    placeOrRoom: f.text({ max: 300 }),
    sessionLink: f.url(),
  },
  label: {
    title: ['startDate', { each: 'tutors', value: 'userId', orElse: 'fullName' }, { each: 'students', value: 'userId', orElse: 'fullName' }],
    join: ' · ',
    detail: ['sessionType', 'status'],
  },
  columns: ['startDate', 'endDate', 'status', 'sessionType', 'tutors', 'students'],
  filterable: ['sessionId', 'status', 'startDate', 'tutors.userId', 'students.userId', 'vsc.vscId', 'program.programId', 'sessionType'],
  sortable: ['startDate'],
  searchable: ['tutors.fullName', 'students.fullName'],
  defaultSort: { field: 'startDate', order: 'asc' },
  programScoped: true,
  readOnly: true,
});
