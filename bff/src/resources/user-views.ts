import type { StoredDocument } from '../store/store.ts';

/** The resource that shows a user of this role: what `/v1/me` answers with, and what a user reference opens. */
const VIEW_BY_ROLE: Record<string, string> = {
  super_administrator: 'administrators',
  manager: 'managers',
  coordinator: 'coordinators',
  recruiter: 'recruiters',
  vsc: 'vsc',
  tutor: 'tutors',
  parent: 'parents',
  student: 'students',
  prospectLead: 'prospects',
  parentProspect: 'prospects',
};

export function viewNameOf(user: StoredDocument): string {
  return VIEW_BY_ROLE[String(user.userRole)] ?? 'users';
}
