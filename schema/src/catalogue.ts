/**
 * The message catalogue of section 8. Each entry is an i18n key (`errors.*`, `success.*`); the API answers the
 * key and the apps translate it. Error codes are stable strings, or the spec's numeric codes where they apply.
 */
export const ERROR_MESSAGES = {
  // Sign-in and registration
  signInFailed: 'errors.signInFailed',
  wrongPassword: 'errors.wrongPassword',
  accountNotFound: 'errors.accountNotFound',
  userNotFound: 'errors.userNotFound',
  emailDeactivated: 'errors.emailDeactivated',
  tooManyAttempts: 'errors.tooManyAttempts',
  invalidVerificationCode: 'errors.invalidVerificationCode',
  emailOrPhoneInUse: 'errors.emailOrPhoneInUse',
  emailInUse: 'errors.emailInUse',
  userNotActive: 'errors.userNotActive',
  mustFinishRegistration: 'errors.mustFinishRegistration',
  noContent: 'errors.noContent',
  unauthorized: 'errors.unauthorized',
  accountLinked: 'errors.accountLinked',
  invalidLink: 'errors.invalidLink',
  mustChangePassword: 'errors.mustChangePassword',
  externalAccountNotLinked: 'errors.externalAccountNotLinked',
  // Everyday failures
  somethingWentWrong: 'errors.somethingWentWrong',
  somethingWentWrongReload: 'errors.somethingWentWrongReload',
  networkProblem: 'errors.networkProblem',
  sessionAddFailed: 'errors.sessionAddFailed',
  updateFailed: 'errors.updateFailed',
  notAdded: 'errors.notAdded',
  deleteFailed: 'errors.deleteFailed',
  fileUploadFailed: 'errors.fileUploadFailed',
  fileDeleteFailed: 'errors.fileDeleteFailed',
  accountCreationFailed: 'errors.accountCreationFailed',
  childEmailExists: 'errors.childEmailExists',
  invitationFailed: 'errors.invitationFailed',
  invitationAlreadyAccepted: 'errors.invitationAlreadyAccepted',
  invitationNotPossible: 'errors.invitationNotPossible',
  invitationTooSoon: 'errors.invitationTooSoon',
  exportFailed: 'errors.exportFailed',
  slotUnavailable: 'errors.slotUnavailable',
  chooseAnotherSlot: 'errors.chooseAnotherSlot',
  absenceNotConfirmed: 'errors.absenceNotConfirmed',
  reportNotEntered: 'errors.reportNotEntered',
  reportAlreadyConfirmed: 'errors.reportAlreadyConfirmed',
  ownReportValidation: 'errors.ownReportValidation',
  // Recruitment (section 4: prospects validated or stopped)
  prospectDecided: 'errors.prospectDecided',
  onboardingNotFinished: 'errors.onboardingNotFinished',
  criminalRecordNotAccepted: 'errors.criminalRecordNotAccepted',
  mediaPermissionDenied: 'errors.mediaPermissionDenied',
  authenticationFailed: 'errors.authenticationFailed',
  invitationAcceptanceFailed: 'errors.invitationAcceptanceFailed',
  passwordResetFailed: 'errors.passwordResetFailed',
  numberEntryFailed: 'errors.numberEntryFailed',
  sessionUpdateFailed: 'errors.sessionUpdateFailed',
  noEmptySlot: 'errors.noEmptySlot',
  noStudentsForSlot: 'errors.noStudentsForSlot',
  tutorFull: 'errors.tutorFull',
  tutorNotActive: 'errors.tutorNotActive',
  automaticMatchingNotOffered: 'errors.automaticMatchingNotOffered',
  automaticProposalChanged: 'errors.automaticProposalChanged',
  notMatchable: 'errors.notMatchable',
  slotNotCommon: 'errors.slotNotCommon',
  tutoringModeNotShared: 'errors.tutoringModeNotShared',
  pairNotActive: 'errors.pairNotActive',
  matchingBusy: 'errors.matchingBusy',
  takenSlotLocked: 'errors.takenSlotLocked',
  // Sessions (section 4 and 7)
  transitionRefused: 'errors.transitionRefused',
  unknownReference: 'errors.unknownReference',
  // Reports: whom and what a report is about (domain/reports/report-consistency.ts)
  notNamedBySession: 'errors.notNamedBySession',
  occurrenceOfAnotherSession: 'errors.occurrenceOfAnotherSession',
  reportPlaceFixed: 'errors.reportPlaceFixed',
  capacityReached: 'errors.capacityReached',
  notGroupSession: 'errors.notGroupSession',
  otherLevel: 'errors.otherLevel',
  linkInvalid: 'errors.linkInvalid',
  occurrenceNotUpcoming: 'errors.occurrenceNotUpcoming',
  joinNotOpen: 'errors.joinNotOpen',
  notJoinable: 'errors.notJoinable',
  noVideoRoom: 'errors.noVideoRoom',
  attendanceOnCreate: 'errors.attendanceOnCreate',
  // Prospects: the program a validated person enters (domain/prospects/program-at-validation.ts)
  programRequired: 'errors.programRequired',
  programOutsideReach: 'errors.programOutsideReach',
  // Uniqueness (section 5), answered with a 409
  studentEmailInUse: 'errors.studentEmailInUse',
  studentPhoneInUse: 'errors.studentPhoneInUse',
  establishmentNameInUse: 'errors.establishmentNameInUse',
  nameInUse: 'errors.nameInUse',
  pairExists: 'errors.pairExists',
  matchingExists: 'errors.matchingExists',
  slotExists: 'errors.slotExists',
  duplicateName: 'errors.duplicateName',
  // Protocol
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  validation: 'errors.validation',
  payloadTooLarge: 'errors.payloadTooLarge',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  conflict: 'errors.conflict',
  rateLimited: 'errors.rateLimited',
  contactMessagesLimited: 'errors.contactMessagesLimited',
  internal: 'errors.internal',
  malformedJson: 'errors.malformedJson',
  badQuery: 'errors.badQuery',
  unknownParameter: 'errors.unknownParameter',
  forbiddenFields: 'errors.forbiddenFields',
  editConflict: 'errors.editConflict',
  unavailable: 'errors.unavailable',
  crossSiteRequest: 'errors.crossSiteRequest',
} as const;

export const SUCCESS_MESSAGES = {
  registrationDone: 'success.registrationDone',
  emailSent: 'success.emailSent',
  verificationEmailSent: 'success.verificationEmailSent',
  updated: 'success.updated',
  created: 'success.created',
  deleted: 'success.deleted',
  tutorAccountCreated: 'success.tutorAccountCreated',
  tutorDataSaved: 'success.tutorDataSaved',
  passwordResetDone: 'success.passwordResetDone',
  googleAccountLinked: 'success.googleAccountLinked',
  providerLinked: 'success.providerLinked',
  passwordChanged: 'success.passwordChanged',
  codeSent: 'success.codeSent',
  dataDeletionRequested: 'success.dataDeletionRequested',
  sessionAdded: 'success.sessionAdded',
  exported: 'success.exported',
  invitationSent: 'success.invitationSent',
} as const;

/** The spec's numeric codes (section 8). 2039 is the e-mail code: an e-mail already in use. */
export const NUMERIC_ERROR_CODES = {
  2004: ERROR_MESSAGES.noContent,
  2033: ERROR_MESSAGES.userNotActive,
  2039: ERROR_MESSAGES.emailInUse,
  2041: ERROR_MESSAGES.mustFinishRegistration,
} as const;

export type NumericErrorCode = keyof typeof NUMERIC_ERROR_CODES;
export const NUMERIC_CODES = Object.keys(NUMERIC_ERROR_CODES).map(Number) as [NumericErrorCode, ...NumericErrorCode[]];

/**
 * Every stable code an error answer may carry (`code` of `{ code, message, details? }`), beside the spec's numeric
 * ones. The server can send no other (its `Problem` takes an `ErrorCode`), and the OpenAPI document's `Error.code`
 * enumerates these, so a partner's client that tests a misspelt code does not compile. A code, once published, is
 * never renamed: it is what clients branch on.
 */
export const ERROR_CODES = [
  // Protocol
  'validation',
  'malformedJson',
  'badQuery',
  'unauthorized',
  'signInFailed',
  'forbidden',
  'notFound',
  'conflict',
  'editConflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'rateLimited',
  'unavailable',
  'internal',
  'crossSiteRequest',
  'unknownReference',
  // Sign-in, accounts and invitations
  'tooManyAttempts',
  'invalidVerificationCode',
  'botCheckFailed',
  'emailOrPhoneInUse',
  'invalidLink',
  'mustChangePassword',
  'emailDeactivated',
  'invitationAlreadyAccepted',
  'invitationNotPossible',
  'invitationTooSoon',
  // Privacy
  'erasureOfSelf',
  'erasureOfStaff',
  'deletionRequestDone',
  // Documents and certificates
  'notPdf',
  'fileTooLarge',
  'fileUploadFailed',
  'fileGone',
  'documentReviewed',
  'certificateRevoked',
  // Onboarding and training
  'onboardingStep',
  'videoNotWatched',
  'quizNoAttemptLeft',
  'quizRetryLater',
  'quizAttemptSubmitted',
  'trainingModuleLocked',
  'trainingQuizNotPassed',
  'prospectDecided',
  'onboardingNotFinished',
  'criminalRecordNotAccepted',
  'programRequired',
  'programOutsideReach',
  // Matching
  'notMatchable',
  'slotNotCommon',
  'tutoringModeNotShared',
  'automaticProposalChanged',
  'automaticMatchingNotOffered',
  'tutorNotActive',
  'tutorFull',
  'noEmptySlot',
  'noStudentsForSlot',
  'matchingBusy',
  'pairNotActive',
  'takenSlotLocked',
  // Sessions and reports
  'slotConflict',
  'transitionRefused',
  'capacityReached',
  'notGroupSession',
  'otherLevel',
  'joinNotOpen',
  'notJoinable',
  'linkInvalid',
  'noVideoRoom',
  'occurrenceNotUpcoming',
  'absenceNotConfirmed',
  'reportAlreadyConfirmed',
  'reportNotEntered',
  'reportPlaceFixed',
  'notNamedBySession',
  'occurrenceOfAnotherSession',
] as const;
export type StableErrorCode = (typeof ERROR_CODES)[number];
export type ErrorCode = StableErrorCode | NumericErrorCode;

/** The one error shape of the API. */
export interface ApiError {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
