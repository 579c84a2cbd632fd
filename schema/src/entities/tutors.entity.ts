import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { ADMINISTRATION_PREFERENCES, emailOrPhoneRule, personLabel, programField, USER_FIELDS, USER_LIST } from './user-fields.ts';
import { onboardingSteps } from '../enums/onboarding.ts';
import { tutorCommitmentStatuses } from '../enums/user-status.ts';
import { howHeardSources, studyAreas, subjectPreferences, tutorOrigins, tutorSituations } from '../enums/people.ts';
import { tutoringModePreferences } from '../enums/sessions.ts';
import { weekendSlotsRule } from '../validation/availability.ts';
import { NUMBER_OPTION_MAX, NUMBER_OPTION_MIN } from '../constants.ts';

/**
 * Tutor-specific fields, shared by the tutors view and the prospect leads who may become tutors; labelled once
 * under `tutors.fields.*`.
 */
export const TUTOR_FIELDS = keyFields('tutors', {
  onBoardingStep: f.enum(onboardingSteps),
  homeDepartment: f.reference('departments'),
  subjectToTeach: f.enum(subjectPreferences),
  origin: f.enum(tutorOrigins),
  howHeard: f.enum(howHeardSources),
  howHeardDetails: f.text({ max: 200 }),
  situation: f.enum(tutorSituations),
  studyArea: f.enum(studyAreas),
  establishment: f.reference('establishments'),
  company: f.reference('companyConfigurations'),
  quizScore: f.number({ min: 0, max: 100, serverManaged: true }),
  criminalRecord: f.object({
    number: f.text({ max: 50, sensitive: true }),
    issueDate: f.date(),
    issuedBy: f.text({ max: 200 }),
    attestation: f.file({ sensitive: true }),
  }),
  documents: f.list(f.file(), { max: 20 }),
  tutorPreferences: f.object({
    availability: f.availability(),
    weekendAvailability: f.boolean(),
    assignment: f.object({
      level: f.list(f.reference('levels'), { max: 9 }),
      sectors: f.list(f.reference('sectors'), { max: 50 }),
      department: f.reference('departments'),
      establishments: f.list(f.reference('establishments'), { max: 50 }),
      numberOfStudentsToSupport: f.number({ integer: true, min: NUMBER_OPTION_MIN, max: NUMBER_OPTION_MAX }),
    }),
    matchedStudents: f.list(f.reference('students'), { max: NUMBER_OPTION_MAX, serverManaged: true }),
    program: programField(),
    subjectToTeach: f.list(f.text({ max: 100 }), { max: 20 }),
    // Online, in person, or both: a hard rule of the matching (domain/matching/modes.ts).
    tutoringMode: f.enum(tutoringModePreferences),
    status: f.enum(tutorCommitmentStatuses),
  }),
});

export const tutors = defineEntity({
  name: 'tutors',
  collection: 'users',
  roles: ['tutor'],
  fields: { ...USER_FIELDS, ...ADMINISTRATION_PREFERENCES, ...TUTOR_FIELDS },
  ...USER_LIST,
  // Namesakes are told apart by program, then the levels they teach or where they tutor.
  label: personLabel(['program.programId', { firstOf: ['tutorPreferences.assignment.level', 'tutorPreferences.assignment.establishments', 'establishment'] }]),
  columns: [
    'contactDetails.lastName',
    'contactDetails.firstName',
    'contactDetails.email',
    'contactDetails.phoneNumber',
    'status',
    'onBoardingStep',
    'program.programId',
    'homeDepartment',
    'createdAt',
  ],
  filterable: [
    'status',
    'onBoardingStep',
    'program.programId',
    'homeDepartment',
    'gender',
    'situation',
    'origin',
    'tutorPreferences.assignment.level',
    'tutorPreferences.assignment.numberOfStudentsToSupport',
    'tutorPreferences.status',
    'createdAt',
  ],
  sortable: ['contactDetails.lastName', 'contactDetails.firstName', 'status', 'onBoardingStep', 'createdAt', 'updatedAt'],
  programScoped: true,
  rules: [emailOrPhoneRule, weekendSlotsRule('tutorPreferences')],
});
