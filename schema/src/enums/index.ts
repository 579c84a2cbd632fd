import type { EnumDefinition } from './define-enum.ts';
import { adminTypes, roles, staffProfileTypes } from './roles.ts';
import { adminDisplayStatuses, tutorCommitmentStatuses, userStatuses } from './user-status.ts';
import { onboardingAudiences, onboardingStatuses, onboardingSteps, quizChoiceNumbers } from './onboarding.ts';
import {
  attendanceStates,
  recurrenceNames,
  recurrenceNumbers,
  reportEntryStatuses,
  reportTypes,
  reportWriterTypes,
  session0SubStatuses,
  sessionOrigins,
  sessionPresentationStatuses,
  sessionStatuses,
  sessionTypes,
  tutoringModes,
  tutoringModePreferences,
  tutoringTypes,
  geoPrecisions,
} from './sessions.ts';
import {
  civilities,
  dataDeletionStatuses,
  fileCompleteness,
  folderStatuses,
  genders,
  howHeardSources,
  invitationModes,
  matchingStatuses,
  pairStatuses,
  dissociationReasons,
  prospectDecisions,
  prospectStopReasons,
  socioProfessionalCategories,
  studentNeeds,
  studentPipelineStatuses,
  studentSituations,
  studyAreas,
  subjectPreferences,
  tutorOrigins,
  tutorSituations,
} from './people.ts';
import { establishmentCategories, establishmentLabelTypes, placeTypes, priorityEducation, schoolZoneNames, sectorGroups } from './establishments.ts';
import { weekdays } from './time.ts';
import { contactMessageStatuses } from './contact.ts';
import { certificateLanguages, certificateStatuses } from './certificates.ts';
import { attestationStates, documentKinds, documentStatuses } from './documents.ts';
import { trainingModuleKinds, trainingModuleStates } from './training.ts';
import { programIds } from '../reference/programs.ts';

export * from './define-enum.ts';
export { numericLiterals } from './numeric-literals.ts';
export * from './roles.ts';
export * from './user-status.ts';
export * from './onboarding.ts';
export * from './sessions.ts';
export * from './people.ts';
export * from './establishments.ts';
export * from './time.ts';
export * from './contact.ts';
export * from './certificates.ts';
export * from './documents.ts';
export * from './training.ts';

/** Every enumeration, for the translation check and for anyone who needs to list them. */
export const ALL_ENUMS: readonly EnumDefinition[] = [
  roles,
  staffProfileTypes,
  adminTypes,
  userStatuses,
  tutorCommitmentStatuses,
  adminDisplayStatuses,
  onboardingSteps,
  onboardingStatuses,
  onboardingAudiences,
  quizChoiceNumbers,
  sessionTypes,
  sessionStatuses,
  session0SubStatuses,
  sessionPresentationStatuses,
  recurrenceNames,
  recurrenceNumbers,
  tutoringTypes,
  tutoringModes,
  tutoringModePreferences,
  geoPrecisions,
  sessionOrigins,
  reportEntryStatuses,
  attendanceStates,
  reportWriterTypes,
  reportTypes,
  genders,
  civilities,
  tutorOrigins,
  howHeardSources,
  socioProfessionalCategories,
  tutorSituations,
  subjectPreferences,
  studentNeeds,
  studyAreas,
  studentSituations,
  studentPipelineStatuses,
  folderStatuses,
  matchingStatuses,
  invitationModes,
  fileCompleteness,
  pairStatuses,
  dissociationReasons,
  prospectDecisions,
  prospectStopReasons,
  dataDeletionStatuses,
  contactMessageStatuses,
  certificateLanguages,
  certificateStatuses,
  documentKinds,
  documentStatuses,
  attestationStates,
  trainingModuleKinds,
  trainingModuleStates,
  establishmentCategories,
  establishmentLabelTypes,
  priorityEducation,
  sectorGroups,
  placeTypes,
  schoolZoneNames,
  weekdays,
  programIds,
] as unknown as readonly EnumDefinition[];
