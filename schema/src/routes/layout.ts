import { normaliseUserStatus } from '../enums/user-status.ts';
import { effectiveRole, type SessionUser } from '../ability/effective-role.ts';

export interface Layout {
  /** The sidebar menu. */
  sidebar: boolean;
  /** The menu of the mobile layout (under 1024 px). */
  mobileMenu: boolean;
  /** The promotional banner link in the tutor's mobile menu. */
  promotionalBanner: boolean;
}

/**
 * Section 2: prospects have no sidebar; a parent whose status is not active has none either; the tutor's mobile
 * menu appears only when the tutor is active, and then carries the promotional banner link.
 */
export function layoutFor(user: SessionUser): Layout {
  const role = effectiveRole(user);
  const active = normaliseUserStatus(user.status) === 'active';
  if (!role || role === 'prospectLead' || role === 'parentProspect') return { sidebar: false, mobileMenu: false, promotionalBanner: false };
  if (role === 'parent') return { sidebar: active, mobileMenu: active, promotionalBanner: false };
  if (role === 'tutor') return { sidebar: true, mobileMenu: active, promotionalBanner: active };
  return { sidebar: true, mobileMenu: true, promotionalBanner: false };
}
