import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { isStaffRole, STAFF_ROLES, type Role, type StaffRole } from '../enums/roles.ts';
import { normaliseUserStatus } from '../enums/user-status.ts';
import { getResource } from '../resources.ts';
import { ERROR_MESSAGES } from '../catalogue.ts';
import { FAMILY_GROUP_REPORT_FIELDS, FAMILY_REPORT_CONDITION, FAMILY_REPORT_FIELDS } from '../domain/reports/family-view.ts';
import { effectiveRole, type SessionUser } from './effective-role.ts';
import { ADMINISTRATOR_ONLY_SUBJECTS, CRUD, REFERENCE_SUBJECTS, SECTION_2_ADDITIONS, SECTION_6_TABLE, type CrudAction } from './permission-table.ts';
import { forbidWideningOwnReach, grantStaffViewWithin, isStaffView, rolesOfUserView, scopedProgramsOf, STAFF_VIEW_SUBJECTS } from './reach.ts';
import { departmentConditionOf, forbidGivingDepartmentsBeyond, scopedDepartmentsOf } from './local-reach.ts';

/** Actions: the four of section 6, plus `manage` (all of them) and `export` (CSV of a list one may read). */
export type Action = CrudAction | 'manage' | 'export';
/** Subjects are resource names; records are checked with `subject(name, record)`. */
export type AppAbility = MongoAbility<[Action, string | object]>;
export type AppRawRule = RawRuleOf<AppAbility>;

/** Facts the ability needs beyond the user record. The BFF loads them; tests pass them in. */
export interface AbilityContext {
  /** The one account allowed to delete pairs (section 6), by user id. Nobody when unset. */
  pairDeleteAccountId?: string;
  /** A parent's children, for their sessions and reports. */
  childUserIds?: readonly string[];
  /** The students paired with a tutor. */
  pairedStudentIds?: readonly string[];
}

/** Subjects that only staff screens show, not in the section 6 table: the dashboard and the statistics. */
const STAFF_PAGES = {
  dashboard: ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'],
  statistics: ['super_administrator', 'coordinator'],
} as const;

/** Fields a tutor, parent or student may change on their own record: never status, role, program or steps. */
const SELF_EDITABLE_FIELDS = ['contactDetails.*', 'address.*', 'dateOfBirth', 'gender', 'civility', 'profilePic', 'language'];
const TUTOR_SELF_EDITABLE_FIELDS = [
  ...SELF_EDITABLE_FIELDS,
  'subjectToTeach',
  'homeDepartment',
  'origin',
  'howHeard',
  'howHeardDetails',
  'situation',
  'studyArea',
  'establishment',
  // Not `criminalRecord`: it is copied by the server from an attestation that staff accepted. Not the old
  // `documents` list either: files go through the documents' upload, checked by content and reviewed by staff.
  // "My availabilities and preferences": what the matching offers them. Never matchedStudents, the program nor the
  // commitment status, which the matching and the staff decide; `taken` slots are kept by a write rule in the BFF.
  'tutorPreferences.availability',
  'tutorPreferences.weekendAvailability',
  'tutorPreferences.subjectToTeach',
  'tutorPreferences.tutoringMode',
  'tutorPreferences.assignment.level',
  'tutorPreferences.assignment.sectors',
  'tutorPreferences.assignment.department',
  'tutorPreferences.assignment.establishments',
  'tutorPreferences.assignment.numberOfStudentsToSupport',
];
/**
 * What a tutor (or a prospect lead) reads of the establishments and sectors they choose where to tutor: their
 * names and whereabouts, never the establishments' contact persons.
 */
const ESTABLISHMENT_CHOICE_FIELDS = ['id', 'establishmentName', 'typeOfEstablishment', 'sectors', 'department', 'address.city'];
const SECTOR_CHOICE_FIELDS = ['id', 'sectorName', 'sectorGroup'];
/**
 * What a tutor writes in their class report: who came, how it went. Never its entry state (the server works it
 * out), never its validation: nobody confirms their own report.
 */
const TUTOR_REPORT_FIELDS = [
  'sessionId',
  'occurrenceId',
  'tutorId',
  'studentId',
  'program.*',
  'reportDate',
  'rating',
  'note',
  'appreciation',
  'writerType',
  'attendance',
];
const PARENT_SELF_EDITABLE_FIELDS = [
  ...SELF_EDITABLE_FIELDS,
  'parentPreferences.comments',
  'parentPreferences.department',
  'parentPreferences.socioProfessionalCategory',
  'parentPreferences.basicInformation.*',
];
const STUDENT_SELF_EDITABLE_FIELDS = [...SELF_EDITABLE_FIELDS, 'studentPreferences.availability', 'studentPreferences.weekendAvailability'];
/**
 * What a parent writes on their children's records ("my children"): who the child is and what help they need;
 * never their status, program, pipeline or assignment by staff, which are the staff's to decide.
 */
const CHILD_FIELDS_BY_PARENT = [
  ...SELF_EDITABLE_FIELDS,
  'studentPreferences.availability',
  'studentPreferences.weekendAvailability',
  'studentPreferences.comments',
  'studentPreferences.doesYourChildNeedHelpWith',
  'studentPreferences.assignment.subjectToStudy',
  'studentPreferences.assignment.level',
  'studentPreferences.assignment.classes',
];
/** On a new child, also whose child it is and the program, which the rule below ties to the parent's own. */
const NEW_CHILD_FIELDS_BY_PARENT = [...CHILD_FIELDS_BY_PARENT, 'studentPreferences.parentUserId', 'program.programId'];
/** What a tutor sees of the students paired with them. */
/** Parents and students read the family part of a class report only (never staff comments). */
const FAMILY_REPORT_READ = ['id', ...FAMILY_REPORT_FIELDS];
const FAMILY_GROUP_REPORT_READ = ['id', ...FAMILY_GROUP_REPORT_FIELDS];
const PAIRED_STUDENT_FIELDS = [
  'id',
  'userId',
  'contactDetails.firstName',
  'contactDetails.lastName',
  'studentPreferences.assignment.*',
  'studentPreferences.availability',
];
/** What any staff member sees of a user they meet as a reference (created by, validated by). */
const USER_REFERENCE_FIELDS = ['id', 'userId', 'userRole', 'contactDetails.firstName', 'contactDetails.lastName'];

/**
 * The rights of a signed-in user, as CASL rules: section 6 for staff (scoped to their programs for managers and
 * coordinators), their own records for tutors, parents and students. Conditions are MongoDB queries, so the same
 * rules filter lists in the store (`accessibleBy`) and decide on single records.
 */
export function defineAbilityFor(user: SessionUser | null | undefined, context: AbilityContext = {}): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  const role = effectiveRole(user);
  if (user && role) {
    if (isStaffRole(role)) defineStaffRules(builder, user, role, context);
    else defineFamilyRules(builder, user, role, context);
  }
  return builder.build();
}

function defineStaffRules(builder: AbilityBuilder<AppAbility>, user: SessionUser, role: StaffRole, context: AbilityContext): void {
  const { can } = builder;
  // Managers and coordinators work within their programs (administration preferences); the others see all.
  const programs = scopedProgramsOf(user, role);
  // A VSC whose record names departments works there only: the condition joins the program's in the same rule.
  const departments = scopedDepartmentsOf(user, role);
  const grant = (actions: CrudAction[], subject: string) => {
    if (actions.length === 0) return;
    const local = departments && departmentConditionOf(subject, departments);
    if (programs && getResource(subject).entity.programScoped) {
      can(actions, subject, { 'program.programId': { $in: programs }, ...local });
      // Registration asks no program: a prospect enters one when staff validate them (domain/prospects/
      // program-at-validation.ts). Until then every program's staff see them, or a new parent would wait unseen.
      if (subject === 'prospects') can(actions, subject, { 'program.programId': { $exists: false }, ...local });
    } else if (programs && isStaffView(subject)) grantStaffViewWithin(builder, actions, subject, programs);
    else if (local) can(actions, subject, local);
    else can(actions, subject);
  };

  for (const area of Object.values(SECTION_6_TABLE)) {
    const actions = CRUD.filter((action) => (area.rights[action] as readonly StaffRole[]).includes(role));
    for (const subject of area.subjects) {
      // Only the configured account deletes pairs (section 6).
      const allowed = subject === 'pairs' ? actions.filter((action) => action !== 'delete') : actions;
      grant(allowed, subject);
    }
  }
  for (const addition of SECTION_2_ADDITIONS) if (addition.role === role) grant([...addition.actions], addition.subject);
  // Occurrences are read where their sessions are; only the sessions' writes and actions change them.
  if ((SECTION_6_TABLE.sessions.rights.read as readonly StaffRole[]).includes(role)) grant(['read'], 'sessionOccurrences');
  grantContactMessages(builder, role, programs);
  grantCertificates(builder, role, programs);
  grantDocuments(builder, role, programs);
  if (context.pairDeleteAccountId !== undefined && context.pairDeleteAccountId === user.userId) can('delete', 'pairs');

  // A program's distance bound, the one thing of a program staff set: administrators, and managers for their programs.
  if (role === 'super_administrator') can('update', 'programs', ['maxDistanceKm']);
  if (role === 'manager') can('update', 'programs', ['maxDistanceKm'], programs ? { programId: { $in: programs } } : {});
  if (role === 'super_administrator') {
    for (const subject of ADMINISTRATOR_ONLY_SUBJECTS) can(['create', 'read', 'update', 'delete'], subject);
    can('read', 'users');
    can('read', 'externalSignIns');
  } else {
    // Recruitment (section 6's tutors and parents areas): prospect leads are future tutors, parent prospects future
    // parents; whoever handles the one validates or stops its prospects (the recruiter: prospect leads only).
    if (role === 'manager' || role === 'coordinator' || role === 'vsc') grant(['read', 'update'], 'prospects');
    if (role === 'recruiter') can(['read', 'update'], 'prospects', { userRole: 'prospectLead' });
    if (role === 'manager' || role === 'coordinator' || role === 'recruiter') grant(['read'], 'recruiters');
    grantUserReferences(builder);
  }
  for (const subject of REFERENCE_SUBJECTS) can('read', subject);
  for (const [page, roles] of Object.entries(STAFF_PAGES)) if ((roles as readonly string[]).includes(role)) can('read', page);
  // Exporting a list is reading it in another format: the same conditions and fields apply.
  for (const rule of [...builder.rules]) {
    const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
    if (actions.includes('read') && !rule.inverted) can('export', rule.subject as string, rule.fields as string[] | undefined, rule.conditions);
  }
  forbidWideningOwnReach(builder, user, role);
  // Nobody limited to departments gives a colleague departments beyond theirs (or none: the whole country).
  if (departments) forbidGivingDepartmentsBeyond(builder, STAFF_VIEW_SUBJECTS, departments);
  // The audit log is filtered entry by entry by what the reader may read (bff/src/audit), so every staff member
  // may open it and sees only the history of records they can see.
  can('read', 'audit');
  // "My account": a staff member reads and edits their own contact details, whatever the table says of their role.
  can('read', 'account');
  can('update', 'account', SELF_EDITABLE_FIELDS);
}

/**
 * `/v1/users` (who a record names: created by, validated by, attendance): the names and roles of colleagues, and
 * of the people the staff member reaches through the views of their role, with the same conditions. Nobody else.
 */
function grantUserReferences(builder: AbilityBuilder<AppAbility>): void {
  const { can } = builder;
  can('read', 'users', USER_REFERENCE_FIELDS, { userRole: { $in: [...STAFF_ROLES] } });
  for (const rule of [...builder.rules]) {
    const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
    const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
    if (rule.inverted || !actions.includes('read')) continue;
    for (const subject of subjects) {
      const roles = rolesOfUserView(String(subject));
      if (!roles || roles.every((role) => isStaffRole(role))) continue;
      const fields = rule.fields ? USER_REFERENCE_FIELDS.filter((field) => (rule.fields as string[]).includes(field)) : USER_REFERENCE_FIELDS;
      // CASL refuses a rule with an empty field list; a view read without any name gives no reference either.
      if (fields.length === 0) continue;
      can('read', 'users', fields, { ...(rule.conditions as object | undefined), userRole: { $in: [...roles] } });
    }
  }
}

/**
 * Messages from the contact page. Administrators read and answer every message; managers and coordinators those
 * of their programs (the program is the sender's, copied by the server). Only the answer is written by staff: the
 * status, the answer's author and time follow from it on the server. Recruiters work on tutor recruitment and VSC
 * on the follow-up of pairs, and a VSC without programs reaches the whole association: neither gets the families'
 * messages, which are for the staff who run a program. Administrators may remove one (spam, a message sent twice).
 */
function grantContactMessages(builder: AbilityBuilder<AppAbility>, role: StaffRole, programs: string[] | undefined): void {
  const { can } = builder;
  if (role === 'super_administrator') {
    can(['read', 'delete'], 'contactMessages');
    can('update', 'contactMessages', CONTACT_ANSWER_FIELDS);
  } else if ((role === 'manager' || role === 'coordinator') && programs) {
    const within = { 'program.programId': { $in: programs } };
    can('read', 'contactMessages', within);
    can('update', 'contactMessages', CONTACT_ANSWER_FIELDS, within);
  }
}

/**
 * Volunteer certificates (issue 15) are attestations given in the association's name: administrators see and
 * revoke every one, managers and coordinators those of their programs (the tutor's, copied at issue). `update` is
 * the revocation, whose route writes only the revocation's fields; nobody writes a certificate's figures, which the
 * server works out. Recruiters handle tutors' onboarding, not what they held afterwards, and a VSC follows pairs
 * locally and, without programs, reaches the whole association: revoking an attestation is a decision for those
 * who run a program, so neither gets them (as with the families' messages).
 */
function grantCertificates(builder: AbilityBuilder<AppAbility>, role: StaffRole, programs: string[] | undefined): void {
  const { can } = builder;
  if (role === 'super_administrator') {
    can('read', 'certificates');
    can('update', 'certificates', CERTIFICATE_REVOCATION_FIELDS);
  } else if ((role === 'manager' || role === 'coordinator') && programs) {
    const within = { 'program.programId': { $in: programs } };
    can('read', 'certificates', within);
    can('update', 'certificates', CERTIFICATE_REVOCATION_FIELDS, within);
  }
}

/**
 * Volunteers' documents (issue 16), as the tutors' area of section 6 gives them: administrators and recruiters
 * (who reach the whole association) read and review every one, coordinators those of their programs; managers read
 * those of their programs without reviewing (the review is the recruitment staff's). A VSC follows pairs, not
 * recruitment, and never opens a volunteer's criminal record. `update` is the review, whose route writes only the
 * review's fields.
 */
function grantDocuments(builder: AbilityBuilder<AppAbility>, role: StaffRole, programs: string[] | undefined): void {
  const { can } = builder;
  if (role === 'super_administrator' || role === 'recruiter') {
    can('read', 'documents');
    can('update', 'documents', DOCUMENT_REVIEW_FIELDS);
  } else if ((role === 'manager' || role === 'coordinator') && programs) {
    const within = { 'program.programId': { $in: programs } };
    can('read', 'documents', within);
    if (role === 'coordinator') can('update', 'documents', DOCUMENT_REVIEW_FIELDS, within);
  }
}

/** What a review writes. */
const DOCUMENT_REVIEW_FIELDS = ['status', 'refusalReason', 'reviewedBy', 'reviewedAt'];
/** What a volunteer says of a document they upload; the file, its name and size, and the review are the server's. */
const DOCUMENT_UPLOAD_FIELDS = ['kind', 'title', 'criminalRecord.*'];

/** What a revocation writes. */
const CERTIFICATE_REVOCATION_FIELDS = ['status', 'revokedAt', 'revokedBy', 'revocationReason'];

/** What staff write on a contact message: the answer only. */
const CONTACT_ANSWER_FIELDS = ['answer'];
/** What a family member writes on their own new message. */
const CONTACT_MESSAGE_FIELDS = ['subject', 'text'];

/** Tutors and prospect leads upload their documents and follow their review; nobody else's. */
function grantOwnDocuments(builder: AbilityBuilder<AppAbility>, user: SessionUser): void {
  builder.can('read', 'documents', { ownerId: user.userId });
  builder.can('create', 'documents', DOCUMENT_UPLOAD_FIELDS, { ownerId: user.userId });
}

/** A family member's own program, as a list for `$in` (empty when they have none: nothing matches). */
function ownProgramOf(user: SessionUser): string[] {
  return user.program?.programId ? [user.program.programId] : [];
}

/**
 * Families read a class report once the staff confirmed it: their child's own report, and a group session's report
 * naming their child (its attendance is cut to their child's line on the way out, see `familyReportView`).
 */
function grantFamilyReports(builder: AbilityBuilder<AppAbility>, studentIds: readonly string[]): void {
  const ids = [...studentIds];
  builder.can('read', 'classReports', FAMILY_REPORT_READ, { studentId: { $in: ids }, ...FAMILY_REPORT_CONDITION });
  builder.can('read', 'classReports', FAMILY_GROUP_REPORT_READ, {
    studentId: { $exists: false },
    'attendance.userId': { $in: ids },
    ...FAMILY_REPORT_CONDITION,
  });
}

function defineFamilyRules(builder: AbilityBuilder<AppAbility>, user: SessionUser, role: Exclude<Role, StaffRole>, context: AbilityContext): void {
  const { can, cannot } = builder;
  const own = { userId: user.userId };
  const active = normaliseUserStatus(user.status) === 'active';
  for (const subject of REFERENCE_SUBJECTS) can('read', subject);
  can(['read', 'delete'], 'externalSignIns', { userId: user.userId });
  // The contact page: everyone writes to the staff and reads their own messages and the answers (prospects too).
  can('create', 'contactMessages', CONTACT_MESSAGE_FIELDS, { sender: user.userId });
  can('read', 'contactMessages', { sender: user.userId });

  switch (role) {
    case 'tutor':
      can('read', 'establishments', ESTABLISHMENT_CHOICE_FIELDS);
      can('read', 'sectors', SECTOR_CHOICE_FIELDS);
      can('read', 'tutors', own);
      can('update', 'tutors', TUTOR_SELF_EDITABLE_FIELDS, own);
      can('read', ['sessions', 'sessionOccurrences'], { tutors: { $elemMatch: { userId: user.userId } } });
      can('read', 'pairs', { tutorId: user.userId });
      can('read', 'classReports', { tutorId: user.userId });
      // A confirmed report is the staff's: its writer no longer changes it.
      can(['create', 'update'], 'classReports', TUTOR_REPORT_FIELDS, { tutorId: user.userId, isValidated: { $ne: true } });
      can('read', 'students', PAIRED_STUDENT_FIELDS, { userId: { $in: [...(context.pairedStudentIds ?? [])] } });
      // Their own certificates; issuing one is the certificates' route, which works the figures out.
      can('read', 'certificates', { tutorId: user.userId });
      grantOwnDocuments(builder, user);
      break;
    case 'parent': {
      const children = { 'studentPreferences.parentUserId': user.userId };
      const childIds = [...(context.childUserIds ?? [])];
      can('read', 'parents', own);
      can('update', 'parents', PARENT_SELF_EDITABLE_FIELDS, own);
      can('read', 'students', children);
      // Children can be changed only once the parent account is validated (section 5), within the parent's program.
      if (active) {
        can('create', 'students', NEW_CHILD_FIELDS_BY_PARENT, { ...children, 'program.programId': { $in: ownProgramOf(user) } });
        can('update', 'students', CHILD_FIELDS_BY_PARENT, children);
        can('delete', 'students', children);
      } else {
        // The reason travels with the refusal, so the parent is told why (2033 'user is not active'), not just 403.
        cannot(['create', 'update', 'delete'], 'students').because(ERROR_MESSAGES.userNotActive);
      }
      can('read', ['sessions', 'sessionOccurrences'], { students: { $elemMatch: { userId: { $in: childIds } } } });
      grantFamilyReports(builder, childIds);
      break;
    }
    case 'student':
      can('read', 'students', own);
      can('update', 'students', STUDENT_SELF_EDITABLE_FIELDS, own);
      can('read', ['sessions', 'sessionOccurrences'], { students: { $elemMatch: { userId: user.userId } } });
      grantFamilyReports(builder, [user.userId]);
      break;
    case 'prospectLead':
      can('read', 'establishments', ESTABLISHMENT_CHOICE_FIELDS);
      can('read', 'sectors', SECTOR_CHOICE_FIELDS);
      can('read', 'prospects', own);
      can('update', 'prospects', TUTOR_SELF_EDITABLE_FIELDS, own);
      grantOwnDocuments(builder, user);
      break;
    case 'parentProspect':
      can('read', 'prospects', own);
      can('update', 'prospects', PARENT_SELF_EDITABLE_FIELDS, own);
      // A parent prospect, not validated yet, sees the children they registered and changes none (section 5).
      can('read', 'students', { 'studentPreferences.parentUserId': user.userId });
      cannot(['create', 'update', 'delete'], 'students').because(ERROR_MESSAGES.userNotActive);
      break;
  }
}
