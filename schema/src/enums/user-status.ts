import { defineEnum } from './define-enum.ts';

/**
 * User statuses: every value seen in code and in option lists (section 4). The old system spelled one value
 * `deactiveted`; it is accepted on input and stored as `deactivated`.
 */
export const LEGACY_STATUS_SPELLINGS = { deactiveted: 'deactivated' } as const;

export const userStatuses = defineEnum(
  'userStatus',
  ['active', 'deactivated', 'commitment-end', 'preemptive-end', 'deleted', 'suspended', 'pending', 'on-hold', 'archived'],
  {
    aliases: LEGACY_STATUS_SPELLINGS,
    tones: {
      active: 'success',
      pending: 'progress',
      'on-hold': 'warning',
      suspended: 'danger',
      'preemptive-end': 'warning',
      'commitment-end': 'neutral',
      deactivated: 'neutral',
      deleted: 'danger',
      archived: 'neutral',
    },
  },
);
export type UserStatus = (typeof userStatuses.values)[number];

/** The current spelling of a status read from anywhere (old records included). */
export function normaliseUserStatus(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(LEGACY_STATUS_SPELLINGS, value)
    ? LEGACY_STATUS_SPELLINGS[value as keyof typeof LEGACY_STATUS_SPELLINGS]
    : value;
}

/** Accepts the legacy spelling and answers the normalised value (the same schema as every status field). */
export const userStatusInput = userStatuses.schema;

/** The statuses offered in filter lists; tutors additionally get the two end-of-commitment values. */
export const USER_STATUS_FILTER_OPTIONS = ['active', 'deactivated', 'on-hold', 'archived'] as const satisfies readonly UserStatus[];
export const TUTOR_STATUS_FILTER_OPTIONS = [...USER_STATUS_FILTER_OPTIONS, 'commitment-end', 'preemptive-end'] as const;
/** The pseudo-option that removes the status filter. */
export const ALL_STATUSES_OPTION = 'all';

/** Tutor commitment status (section 4). */
export const tutorCommitmentStatuses = defineEnum('tutorCommitmentStatus', ['active', 'deactivated', 'commitment-end', 'preemptive-interruption'], {
  tones: { active: 'success', deactivated: 'neutral', 'commitment-end': 'neutral', 'preemptive-interruption': 'warning' },
});

/** Status shown to staff in lists: Active, Prospect or Inactive. */
export const adminDisplayStatuses = defineEnum('adminDisplayStatus', ['active', 'prospect', 'inactive'], {
  tones: { active: 'success', prospect: 'progress', inactive: 'neutral' },
});
export type AdminDisplayStatus = (typeof adminDisplayStatuses.values)[number];

export function adminDisplayStatus(user: { userRole?: string; status?: string }): AdminDisplayStatus {
  if (user.userRole === 'prospectLead' || user.userRole === 'parentProspect') return 'prospect';
  return normaliseUserStatus(user.status) === 'active' ? 'active' : 'inactive';
}

/** Status a record starts with when staff create it (section 4): parents active, students on hold. */
export const INITIAL_STATUS_BY_ROLE = { parent: 'active', student: 'on-hold' } as const satisfies Record<string, UserStatus>;
