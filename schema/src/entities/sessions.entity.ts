import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { departmentsField, programField } from './user-fields.ts';
import {
  attendanceStates,
  DEFAULT_SESSION_SCHOOL,
  recurrenceNames,
  recurrenceNumbers,
  session0SubStatuses,
  sessionOrigins,
  sessionStatuses,
  sessionTypes,
  tutoringModes,
} from '../enums/sessions.ts';
import { placeTypes } from '../enums/establishments.ts';
import { subjectPreferences } from '../enums/people.ts';
import { atLeastOneVsc, endAfterStart, recurrenceAgrees } from './rules.ts';

const participant = (resource: 'tutors' | 'students') =>
  f.object({
    userId: f.reference(resource, { required: true }),
    // Written by the server from the person's record (domain/sessions/participant-names.ts), never by a form.
    fullName: f.text({ max: 200, serverManaged: true }),
    absence: f.boolean(),
    attendance: f.enum(attendanceStates),
  });

export const sessions = defineEntity({
  name: 'sessions',
  fields: {
    sessionType: f.enum(sessionTypes, { required: true }),
    status: f.enum(sessionStatuses, { required: true }),
    session0SubStatus: f.enum(session0SubStatuses),
    program: programField(),
    departments: departmentsField(),
    tutors: f.list(participant('tutors'), { max: 20 }),
    students: f.list(participant('students'), { max: 50 }),
    vsc: f.list(f.object({ vscId: f.reference('vsc', { required: true }), vscName: f.text({ max: 200 }) }), { max: 10 }),
    school: f.text({ max: 200, default: DEFAULT_SESSION_SCHOOL }),
    placeType: f.enum(placeTypes),
    placeOrRoom: f.text({ max: 300 }),
    tutoringMode: f.enum(tutoringModes),
    scheduleDuringHolidays: f.boolean(),
    sessionLink: f.url(),
    sessionDate: f.object({ startDate: f.dateTime({ required: true }), endDate: f.dateTime({ required: true }) }, { required: true }),
    // The number of days is the original system's copy of the name, worked out by the server (one field in a form).
    recurrence: f.object({ recurrenceNumber: f.enum(recurrenceNumbers, { serverManaged: true }), recurrenceName: f.enum(recurrenceNames) }),
    cancelingReason: f.text({ max: 200 }),
    cancelingDescription: f.longText({ max: 2000 }),
    note: f.longText({ max: 2000 }),
    details: f.longText({ max: 5000 }),
    parentUserId: f.reference('parents'),
    registeredUsers: f.list(f.reference('users'), { max: 100 }),
    // Places for students registering themselves in a group session; no limit when unset.
    capacity: f.number({ integer: true, min: 1, max: 500 }),
    // A group session may be meant for some levels and a subject; families of other levels do not see it offered.
    levels: f.list(f.reference('levels'), { max: 20 }),
    subject: f.enum(subjectPreferences),
    // Set by the server from the way the session was made (a form, the matching screen, automatic matching).
    origin: f.enum(sessionOrigins, { serverManaged: true }),
  },
  // '16/11/2026 16:00 · Juliette Lopez · Hugo Martin': the participants' names as the reader may see them, else
  // as the session stored them.
  label: {
    title: ['sessionDate.startDate', { each: 'tutors', value: 'userId', orElse: 'fullName' }, { each: 'students', value: 'userId', orElse: 'fullName' }],
    join: ' · ',
    detail: ['sessionType', 'status'],
  },
  columns: ['sessionDate.startDate', 'sessionDate.endDate', 'sessionType', 'status', 'tutors', 'students', 'program.programId', 'school'],
  filterable: [
    'sessionType',
    'status',
    'session0SubStatus',
    'program.programId',
    'sessionDate.startDate',
    'tutors.userId',
    'students.userId',
    'vsc.vscId',
    'tutoringMode',
    'origin',
  ],
  sortable: ['sessionDate.startDate', 'sessionType', 'status', 'createdAt'],
  searchable: ['school', 'placeOrRoom', 'tutors.fullName', 'students.fullName'],
  defaultSort: { field: 'sessionDate.startDate', order: 'asc' },
  // Section 9: the list opens on this week's sessions still to schedule.
  defaultFilters: { 'sessionDate.startDate': 'currentWeek', status: ['to-be-scheduled'] },
  programScoped: true,
  rules: [endAfterStart('sessionDate.startDate', 'sessionDate.endDate'), atLeastOneVsc('vsc'), recurrenceAgrees('recurrence')],
});
