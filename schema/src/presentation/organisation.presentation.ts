import { defaultPresentation, definePresentation, RECORD_HISTORY_FIELDS } from './define-presentation.ts';

/** Establishments, companies, set-up lists and data deletion requests. */

export const establishmentsPresentation = /* @__PURE__ */ definePresentation('establishments', {
  groups: {
    establishment: ['establishmentName', 'typeOfEstablishment', 'labelType', 'priorityEducation', 'department', 'sectors', 'isMissing'],
    addressAndContact: ['address', 'contactName', 'email', 'phoneNumber'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id'],
  related: [{ key: 'classes', resource: 'classes', match: { establishment: 'id' } }],
  summary: { facts: ['typeOfEstablishment', 'department', 'address.city', 'priorityEducation'] },
});

export const sectorsPresentation = /* @__PURE__ */ definePresentation('sectors', {
  groups: { details: ['sectorName', 'sectorGroup', 'description'], record: RECORD_HISTORY_FIELDS },
  technical: ['id'],
  related: [{ key: 'establishments', resource: 'establishments', match: { sectors: 'id' } }],
  summary: { facts: ['sectorGroup'] },
});

export const companyConfigurationsPresentation = /* @__PURE__ */ definePresentation('companyConfigurations', {
  groups: {
    company: ['companyName', 'idEntreprise', 'industrySector', 'program.programId', 'numberOfTutorsExpected', 'isActive', 'entrepriseData'],
    contact: ['contactName', 'contactEmail', 'contactPhone'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName'],
  summary: { facts: ['idEntreprise', 'industrySector', 'program.programId', 'isActive'] },
});

export const dataDeletionRequestsPresentation = /* @__PURE__ */ definePresentation('dataDeletionRequests', {
  groups: {
    request: ['fullName', 'email', 'phoneNumber', 'message', 'requestedBy'],
    handling: ['requestStatus', 'staffNote', 'erasedUserId', 'handledBy', 'handledAt', 'outcome'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id'],
  summary: { status: 'requestStatus', facts: ['email', 'phoneNumber', 'createdAt'] },
});

/** A family's message to the staff: what they wrote, then the answer (the only field staff write). */
export const contactMessagesPresentation = /* @__PURE__ */ definePresentation('contactMessages', {
  groups: {
    contactMessage: ['subject', 'text', 'sender', 'program.programId'],
    contactAnswer: ['status', 'answer', 'answeredBy', 'answeredAt'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName'],
  summary: { status: 'status', facts: ['sender', 'program.programId', 'createdAt'] },
});

/** A program: its name and the distance bound staff set; its id is the program's code, never shown. */
export const programsPresentation = /* @__PURE__ */ definePresentation('programs', {
  groups: { details: ['programName', 'maxDistanceKm'], record: RECORD_HISTORY_FIELDS },
  technical: ['id', 'programId'],
  summary: { facts: ['maxDistanceKm'] },
});

/** Set-up lists: a few fields each, one group is the task. */
export const SETUP_PRESENTATIONS = /* @__PURE__ */ [
  'scholarYears',
  'schoolZones',
  'publicHolidays',
  'availabilities',
  'footballClubs',
  'partnerProgrammes',
  'industrySectors',
  'trainingVideos',
  'quizQuestions',
  'trainingModules',
  'classes',
  'specialties',
].map(defaultPresentation);
