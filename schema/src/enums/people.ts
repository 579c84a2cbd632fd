import { defineEnum } from './define-enum.ts';

export const genders = defineEnum('gender', ['male', 'female']);
export const civilities = defineEnum('civility', ['mr', 'mrs']);

export const tutorOrigins = defineEnum('tutorOrigin', [
  'university',
  'high-school',
  'company',
  'external-event',
  'website',
  'national-service',
  'social-network',
  'internet-platform',
  'previous-tutor',
  'word-of-mouth',
  'other',
]);

/**
 * How the person heard of the product. The spec also names "several partner volunteering platforms" without
 * naming them: they are one value here, and the platform's name goes in free text.
 */
export const howHeardSources = defineEnum('howHeard', [
  'presentation',
  'forum',
  'mail',
  'poster',
  'webinar',
  'mail-or-intranet',
  'instagram',
  'facebook',
  'tiktok',
  'linkedin',
  'volunteering-platform',
]);

export const socioProfessionalCategories = defineEnum('socioProfessionalCategory', [
  'senior-executives-and-professionals',
  'employees',
  'intermediate-professions',
  'workers',
  'retirees',
  'artisans-tradesmen-business-owners',
  'farmers',
]);

export const tutorSituations = defineEnum('tutorSituation', ['student', 'employee', 'independent', 'business-owner', 'unemployed', 'retired']);

export const subjectPreferences = defineEnum('subjectPreference', ['scientific-and-first', 'literary-and-first', 'both-subjects']);

export const studentNeeds = defineEnum('studentNeed', [
  'learning',
  'motivation',
  'organization',
  'self-confidence',
  'self-esteem',
  'self-control',
  'self-discipline',
]);

export const studyAreas = defineEnum('studyArea', [
  'sciences-engineering',
  'social-humanities',
  'arts-letters',
  'business-management',
  'health-life-sciences',
  'environmental-sciences-sustainability',
  'ict',
  'computer-science',
  'education-training',
  'communication-journalism',
  'other',
]);

export const studentSituations = defineEnum('studentSituation', ['new', 'awaiting-tutor', 'in-tutoring', 'stop'], {
  tones: { new: 'progress', 'awaiting-tutor': 'warning', 'in-tutoring': 'success', stop: 'neutral' },
});

export const studentPipelineStatuses = defineEnum(
  'studentPipeline',
  [
    'new',
    'incomplete-relance-1',
    'incomplete-relance-2',
    'complete',
    'awaiting-student-1',
    'student-1-found',
    'scheduled-session-0',
    'in-tutoring',
    'for-renewal',
    'pause',
    'stop',
    'no-further-action',
  ],
  {
    tones: {
      new: 'progress',
      'incomplete-relance-1': 'warning',
      'incomplete-relance-2': 'warning',
      complete: 'progress',
      'awaiting-student-1': 'warning',
      'student-1-found': 'progress',
      'scheduled-session-0': 'progress',
      'in-tutoring': 'success',
      'for-renewal': 'warning',
      pause: 'neutral',
      stop: 'neutral',
      'no-further-action': 'neutral',
    },
  },
);

export const folderStatuses = defineEnum(
  'folderStatus',
  ['incomplete', 'waiting-for-tutor', 'unmatched', 'validated', 'entered', 'partially-entered', 'to-enter'],
  {
    tones: {
      incomplete: 'warning',
      'waiting-for-tutor': 'warning',
      unmatched: 'warning',
      validated: 'success',
      entered: 'progress',
      'partially-entered': 'progress',
      'to-enter': 'warning',
    },
  },
);

export const matchingStatuses = defineEnum('matchingStatus', ['unmatched', 'partial', 'private-session'], {
  tones: { unmatched: 'warning', partial: 'progress', 'private-session': 'success' },
});

export const invitationModes = defineEnum('invitationMode', ['email', 'phone']);

/** Tutor file completeness (section 4), computed by `tutorFileCompleteness`. */
export const fileCompleteness = defineEnum('fileCompleteness', ['Complet', 'Incomplet'], { tones: { Complet: 'success', Incomplet: 'warning' } });
export type FileCompleteness = (typeof fileCompleteness.values)[number];

/** Why a pair was dissociated (issue "Matching"): a list, so that the figures can count them; `other` has a text. */
export const dissociationReasons = defineEnum('dissociationReason', [
  'partner-unresponsive',
  'no-longer-needs-help',
  'no-common-time',
  'moved',
  'technical',
  'safeguarding',
  'other',
]);
export const pairStatuses = defineEnum('pairStatus', ['active', 'dissociated'], { tones: { active: 'success', dissociated: 'neutral' } });
export const prospectDecisions = defineEnum('prospectDecision', ['pending', 'validated', 'stopped'], {
  tones: { pending: 'warning', validated: 'success', stopped: 'neutral' },
});
/** Why staff stopped a prospect (section 4): a list, so that the recruitment figures can count them; `other` has a text. */
export const prospectStopReasons = defineEnum('prospectStopReason', [
  'unreachable',
  'withdrew',
  'quiz-failed',
  'criminal-record-missing',
  'criminal-record-refused',
  'not-eligible',
  'duplicate',
  'other',
]);

/** Where a data deletion request stands (the /data-deletion page files it, administrators handle it). */
export const dataDeletionStatuses = defineEnum('dataDeletionStatus', ['received', 'in-progress', 'done', 'refused'], {
  tones: { received: 'warning', 'in-progress': 'progress', done: 'success', refused: 'neutral' },
});
