import { definePresentation, RECORD_HISTORY_FIELDS, type Presentation } from './define-presentation.ts';

/**
 * People: tutors, students, parents, prospects and the staff views. Every user carries identifiers, sign-in
 * flags, a language and a denormalised program name that only the system reads; the role's own preferences
 * repeat the program, which the record shows once.
 */
// `department` is where the person lives, derived by the server for the reach of local staff; the address shows it.
const USER_TECHNICAL = ['id', 'userId', 'language', 'hasChangedPassword', 'isEmailVerified', 'program.programName', 'department'] as const;
const IDENTITY = ['contactDetails', 'civility', 'gender', 'dateOfBirth', 'address', 'profilePic'] as const;
const CONTACT_FACTS = ['contactDetails.email', 'contactDetails.phoneNumber'] as const;

export const tutorsPresentation = /* @__PURE__ */ definePresentation('tutors', {
  groups: {
    identity: [...IDENTITY, 'homeDepartment'],
    availabilityAndAssignment: [
      'program.programId',
      'subjectToTeach',
      'tutorPreferences.availability',
      'tutorPreferences.weekendAvailability',
      'tutorPreferences.tutoringMode',
      'tutorPreferences.subjectToTeach',
      'tutorPreferences.assignment',
    ],
    onboardingAndDocuments: [
      'onBoardingStep',
      'quizScore',
      'situation',
      'studyArea',
      'establishment',
      'company',
      'origin',
      'howHeard',
      'howHeardDetails',
      'criminalRecord',
      'documents',
    ],
    followUp: ['status', 'tutorPreferences.status', 'tutorPreferences.matchedStudents'],
    record: RECORD_HISTORY_FIELDS,
  },
  // A tutor has no staff scope and one role; the preferences' program repeats the tutor's.
  technical: [...USER_TECHNICAL, 'userRole', 'userRoleList', 'administrationPreferences', 'tutorPreferences.program'],
  editOnly: ['tutorPreferences.status'],
  when: { howHeardDetails: { field: 'howHeard', filled: true } },
  related: [
    { key: 'pairs', resource: 'pairs', match: { tutorId: 'id' } },
    { key: 'upcomingSessions', resource: 'sessions', match: { 'tutors.userId': 'id' }, upcoming: 'sessionDate.startDate' },
  ],
  summary: { status: 'status', facts: ['onBoardingStep', 'program.programId', ...CONTACT_FACTS] },
});

export const studentsPresentation = /* @__PURE__ */ definePresentation('students', {
  groups: {
    identity: [...IDENTITY, 'studentPreferences.parentUserId'],
    schooling: [
      'program.programId',
      'studentPreferences.assignment',
      'studentPreferences.doesYourChildNeedHelpWith',
      'studentPreferences.typeOfStudent',
      'studentPreferences.priorityEducation',
      'studentPreferences.scholarshipPercentage',
      'studentPreferences.isPartner',
      'studentPreferences.partner',
    ],
    availability: ['studentPreferences.availability', 'studentPreferences.weekendAvailability'],
    followUp: [
      'status',
      'studentPreferences.situation',
      'studentPreferences.pipelineStatus',
      'studentPreferences.folderStatus',
      'studentPreferences.matchingStatus',
      'studentPreferences.comments',
    ],
    record: RECORD_HISTORY_FIELDS,
  },
  // `studentPreferences.userStatus` repeats the status; the preferences' program repeats the student's.
  technical: [...USER_TECHNICAL, 'userRole', 'userRoleList', 'studentPreferences.program', 'studentPreferences.userStatus'],
  when: { 'studentPreferences.partner': { field: 'studentPreferences.isPartner', in: [true] } },
  related: [
    { key: 'tutorPairs', resource: 'pairs', match: { studentId: 'id' } },
    { key: 'sessions', resource: 'sessions', match: { 'students.userId': 'id' } },
    { key: 'classReports', resource: 'classReports', match: { studentId: 'id' } },
  ],
  summary: {
    status: 'status',
    facts: ['studentPreferences.situation', 'studentPreferences.assignment.level', 'program.programId', 'studentPreferences.parentUserId'],
  },
});

export const parentsPresentation = /* @__PURE__ */ definePresentation('parents', {
  groups: {
    identity: IDENTITY,
    household: ['program.programId', 'parentPreferences.department', 'parentPreferences.socioProfessionalCategory', 'documents'],
    followUp: ['status', 'parentPreferences.comments'],
    record: RECORD_HISTORY_FIELDS,
  },
  // `basicInformation.gender` is an old copy of the gender.
  technical: [...USER_TECHNICAL, 'userRole', 'userRoleList', 'parentPreferences.program', 'parentPreferences.basicInformation'],
  related: [{ key: 'children', resource: 'students', match: { 'studentPreferences.parentUserId': 'id' } }],
  summary: { status: 'status', facts: [...CONTACT_FACTS, 'program.programId'] },
});

// A prospect is a future tutor (prospect lead) or a future parent (parent prospect): each sees only its own part.
const forTutorLeads = { field: 'userRole', notIn: ['parentProspect'] } as const;
const forParentProspects = { field: 'userRole', notIn: ['prospectLead'] } as const;

export const prospectsPresentation = /* @__PURE__ */ definePresentation('prospects', {
  groups: {
    identity: [...IDENTITY, 'userRole'],
    decision: ['status', 'prospectPreferences', 'program.programId', 'documents'],
    tutorProfile: {
      fields: [
        'onBoardingStep',
        'quizScore',
        'homeDepartment',
        'situation',
        'studyArea',
        'establishment',
        'company',
        'origin',
        'howHeard',
        'howHeardDetails',
        'subjectToTeach',
        'tutorPreferences',
        'criminalRecord',
      ],
      when: forTutorLeads,
    },
    parentProfile: { fields: ['parentPreferences'], when: forParentProspects },
    record: RECORD_HISTORY_FIELDS,
  },
  technical: [...USER_TECHNICAL, 'userRoleList', 'tutorPreferences.program', 'parentPreferences.program', 'parentPreferences.basicInformation'],
  editOnly: ['prospectPreferences.decision', 'prospectPreferences.stopReason', 'prospectPreferences.description', 'prospectPreferences.isValidated'],
  when: {
    'prospectPreferences.stopReason': { field: 'prospectPreferences.decision', in: ['stopped'] },
    'prospectPreferences.description': { field: 'prospectPreferences.decision', in: ['stopped'] },
    howHeardDetails: { field: 'howHeard', filled: true },
  },
  summary: { status: 'prospectPreferences.decision', facts: ['userRole', 'onBoardingStep', 'program.programId', 'contactDetails.email'] },
});

/** The staff views share their fields; the VSC's page also lists the students and sessions they follow. */
function staffPresentation(name: string, related: Parameters<typeof definePresentation>[1]['related'] = []): Presentation {
  return definePresentation(name, {
    groups: {
      identity: IDENTITY,
      roleAndScope: ['userRole', 'userRoleList', 'adminType', 'administrationPreferences', 'program.programId'],
      followUp: ['status'],
      record: RECORD_HISTORY_FIELDS,
    },
    technical: USER_TECHNICAL,
    related,
    summary: { status: 'status', facts: ['userRole', ...CONTACT_FACTS, 'administrationPreferences.department'] },
  });
}

export const administratorsPresentation = /* @__PURE__ */ staffPresentation('administrators');
export const managersPresentation = /* @__PURE__ */ staffPresentation('managers');
export const coordinatorsPresentation = /* @__PURE__ */ staffPresentation('coordinators');
export const recruitersPresentation = /* @__PURE__ */ staffPresentation('recruiters');
export const collaboratorsPresentation = /* @__PURE__ */ staffPresentation('collaborators');
export const vscPresentation = /* @__PURE__ */ staffPresentation('vsc', [
  { key: 'followedStudents', resource: 'students', match: { 'studentPreferences.assignment.vsc.vscId': 'id' } },
  { key: 'upcomingSessions', resource: 'sessions', match: { 'vsc.vscId': 'id' }, upcoming: 'sessionDate.startDate' },
]);
