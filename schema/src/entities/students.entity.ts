import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { emailOrPhoneRule, personLabel, programField, USER_FIELDS, USER_LIST } from './user-fields.ts';
import { folderStatuses, matchingStatuses, studentNeeds, studentPipelineStatuses, studentSituations, subjectPreferences } from '../enums/people.ts';
import { INITIAL_STATUS_BY_ROLE, userStatuses } from '../enums/user-status.ts';
import { tutoringModePreferences, tutoringTypes } from '../enums/sessions.ts';
import { priorityEducation } from '../enums/establishments.ts';
import { weekendSlotsRule } from '../validation/availability.ts';

export const students = defineEntity({
  name: 'students',
  collection: 'users',
  roles: ['student'],
  fields: {
    ...USER_FIELDS,
    // New students start on hold (section 4).
    status: { ...USER_FIELDS.status!, default: INITIAL_STATUS_BY_ROLE.student },
    studentPreferences: f.object({
      availability: f.availability(),
      weekendAvailability: f.boolean(),
      userStatus: f.enum(userStatuses),
      situation: f.enum(studentSituations),
      pipelineStatus: f.enum(studentPipelineStatuses),
      folderStatus: f.enum(folderStatuses),
      matchingStatus: f.enum(matchingStatuses),
      parentUserId: f.reference('parents'),
      comments: f.longText({ max: 2000 }),
      typeOfStudent: f.text({ max: 100 }),
      doesYourChildNeedHelpWith: f.list(f.enum(studentNeeds), { max: 7 }),
      priorityEducation: f.enum(priorityEducation),
      scholarshipPercentage: f.number({ min: 0, max: 100 }),
      isPartner: f.boolean(),
      partner: f.reference('partnerProgrammes'),
      program: programField(),
      assignment: f.object({
        // Private pair, group sessions or both; and how the family accepts to meet: hard rules of the matching.
        tutoringType: f.enum(tutoringTypes),
        tutoringMode: f.enum(tutoringModePreferences),
        subjectToStudy: f.enum(subjectPreferences),
        level: f.reference('levels'),
        establishments: f.list(f.reference('establishments'), { max: 10 }),
        sectors: f.list(f.reference('sectors'), { max: 10 }),
        vsc: f.list(f.object({ vscId: f.reference('vsc', { required: true }), vscName: f.text({ max: 200 }) }), { max: 10 }),
        classes: f.list(f.reference('classes'), { max: 10 }),
      }),
    }),
  },
  ...USER_LIST,
  // Namesakes ('Le Roux' five times) are told apart by program, then level or school.
  label: personLabel(['program.programId', { firstOf: ['studentPreferences.assignment.level', 'studentPreferences.assignment.establishments'] }]),
  columns: [
    'contactDetails.lastName',
    'contactDetails.firstName',
    'contactDetails.email',
    'status',
    'studentPreferences.assignment.level',
    'studentPreferences.situation',
    'studentPreferences.matchingStatus',
    'program.programId',
    'createdAt',
  ],
  filterable: [
    'status',
    'program.programId',
    'studentPreferences.situation',
    'studentPreferences.pipelineStatus',
    'studentPreferences.folderStatus',
    'studentPreferences.matchingStatus',
    'studentPreferences.assignment.level',
    'studentPreferences.assignment.tutoringType',
    'studentPreferences.parentUserId',
    'studentPreferences.assignment.vsc.vscId',
    'createdAt',
  ],
  sortable: ['contactDetails.lastName', 'contactDetails.firstName', 'status', 'createdAt', 'updatedAt'],
  // Two students never share an e-mail or a phone (section 5).
  unique: [
    { fields: ['contactDetails.email'], where: { userRole: 'student' }, message: 'errors.studentEmailInUse' },
    { fields: ['contactDetails.phoneNumber'], where: { userRole: 'student' }, message: 'errors.studentPhoneInUse' },
  ],
  programScoped: true,
  rules: [emailOrPhoneRule, weekendSlotsRule('studentPreferences')],
});
