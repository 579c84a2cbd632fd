import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { emailOrPhoneRule, USER_FIELDS, USER_LIST } from './user-fields.ts';
import { TUTOR_FIELDS } from './tutors.entity.ts';
import { PARENT_FIELDS } from './parents.entity.ts';
import { prospectDecisions, prospectStopReasons } from '../enums/people.ts';
import { attestationStates } from '../enums/documents.ts';
import { weekendSlotsRule } from '../validation/availability.ts';

/**
 * Prospects: prospect leads (future tutors) and parent prospects. Staff validate them or stop them with a
 * reason (section 4).
 */
export const prospects = defineEntity({
  name: 'prospects',
  collection: 'users',
  roles: ['prospectLead', 'parentProspect'],
  fields: {
    ...USER_FIELDS,
    ...TUTOR_FIELDS,
    ...PARENT_FIELDS,
    // Staff's decision, written by the validate and stop actions only (bff/src/features/prospects).
    prospectPreferences: f.object({
      decision: f.enum(prospectDecisions, { serverManaged: true }),
      stopReason: f.enum(prospectStopReasons, { serverManaged: true }),
      description: f.longText({ max: 2000, serverManaged: true }),
      isValidated: f.boolean({ serverManaged: true }),
      validatedBy: f.reference('users', { serverManaged: true }),
      validatedAt: f.dateTime({ serverManaged: true }),
      stoppedBy: f.reference('users', { serverManaged: true }),
      stoppedAt: f.dateTime({ serverManaged: true }),
      // Kept by the documents' upload and review and by the onboarding's moves (domain/onboarding/prospect-todo.ts),
      // so that the recruiter's list shows and filters who is ready without opening each prospect.
      attestationState: f.enum(attestationStates, { serverManaged: true }),
      readyForValidation: f.boolean({ serverManaged: true }),
    }),
  },
  ...USER_LIST,
  columns: [
    'contactDetails.lastName',
    'contactDetails.firstName',
    'contactDetails.email',
    'userRole',
    'onBoardingStep',
    'prospectPreferences.attestationState',
    'prospectPreferences.readyForValidation',
    'prospectPreferences.decision',
    'createdAt',
  ],
  filterable: [
    'userRole',
    'status',
    'onBoardingStep',
    'prospectPreferences.decision',
    'prospectPreferences.isValidated',
    'prospectPreferences.attestationState',
    'prospectPreferences.readyForValidation',
    'program.programId',
    'createdAt',
  ],
  sortable: ['contactDetails.lastName', 'contactDetails.firstName', 'onBoardingStep', 'createdAt'],
  programScoped: true,
  rules: [emailOrPhoneRule, weekendSlotsRule('tutorPreferences')],
});
