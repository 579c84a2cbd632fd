import { fakerFR } from '@faker-js/faker';
import { DEMO_TRAINING_MODULES, DEMO_TRAINING_QUESTIONS, demoTrainingProgress } from './demo-training.ts';
import { DEMO_QUIZ_QUESTIONS } from './demo-quiz.ts';
import { DEMO_REFERENCE_LISTS, gridSlots, type Role } from '@binome/schema';
import { demoCalendar } from './demo-calendar.ts';
import { addDays, parisDayOf } from './demo-dates.ts';
import { demoFamilies } from './demo-families.ts';
import { demoFarFamilies } from './demo-far-families.ts';
import { ADMINISTRATOR_ID, DEMO_EMAIL_DOMAIN, HOME_CLASSES, metaOf, programOf, type Doc } from './demo-kit.ts';
import { NameBook } from './demo-names.ts';
import { PeopleBook } from './demo-people.ts';
import { demoPlaces } from './demo-places.ts';
import { DEMO_STAFF_ACCOUNTS, OTHER_STAFF } from './demo-staff.ts';
import { demoTutoring } from './demo-tutoring.ts';
import { demoGroupSessions } from './demo-group-sessions.ts';
import { demoContactMessages } from './demo-contact.ts';
import { demoDocuments } from './demo-documents.ts';

export { DEMO_EMAIL_DOMAIN, DEMO_TUTOR_PHONE } from './demo-kit.ts';

/**
 * Demo data for a first start: one account per role (`<role>@demo.binome.test`) in an association some ten
 * weeks into its school year. Each account has its day's work: the coordinator reports to validate and students
 * waiting for a tutor, the recruiter prospects awaiting validation, the VSC sessions and session-0 reports, the
 * demo family a tutor, sessions and reports. Everything is invented and seeded: the same seed and the same "now"
 * give the same data, and "now" only anchors the calendar (what is past, what is coming). Every address is on an
 * example domain. Documents are what the API would have stored, so they pass the descriptors' rules.
 */
export interface DemoData {
  collections: Record<string, Doc[]>;
  accounts: { role: string; email: string; userId: string }[];
}

const DEMO_ROLES: readonly Role[] = [
  'super_administrator',
  'manager',
  'coordinator',
  'recruiter',
  'vsc',
  'tutor',
  'parent',
  'student',
  'prospectLead',
  'parentProspect',
];

/** A parent who registered a few days ago and whose account staff have not validated yet (section 5). */
export const PENDING_PARENT_ID = 'demo-parent-pending';
export const PENDING_PARENT_EMAIL = `parent-pending@${DEMO_EMAIL_DOMAIN}`;

/**
 * The parent whose account is still pending: signing in with it shows what a parent sees before validation (no
 * sidebar, no children yet, section 2). In the demo parent's program and department.
 */
function demoPendingParent(people: PeopleBook, names: NameBook, today: string): Doc {
  return people.user({
    id: PENDING_PARENT_ID,
    role: 'parent',
    name: names.person('adult', { gender: 'female' }),
    dateOfBirth: '1988-05-21',
    department: '75',
    status: 'pending',
    programId: HOME_CLASSES,
    email: PENDING_PARENT_EMAIL,
    createdAt: people.instantOn(addDays(today, -3)),
    extra: { parentPreferences: { department: '75', socioProfessionalCategory: 'employees', program: programOf(HOME_CLASSES) } },
  });
}

export function generateDemoData(options: { now: Date; seed?: number }): DemoData {
  const faker = fakerFR;
  faker.seed(options.seed ?? 2026);
  const today = parisDayOf(options.now);
  const calendar = demoCalendar(today);
  const setupDay = `${calendar.startYear}-06-15`;
  const setupMeta = metaOf(`${setupDay}T08:00:00.000Z`, ADMINISTRATOR_ID);
  const names = new NameBook(faker);
  const people = new PeopleBook(faker);

  // Addresses are stored in lower case, as every write through the schema stores them, and sign-in compares them
  // so: `prospectLead@…` is found however its case is typed.
  const accounts = DEMO_ROLES.map((role) => ({ role, email: `${role.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`, userId: `demo-${role}` }));
  for (const member of [...DEMO_STAFF_ACCOUNTS, ...OTHER_STAFF]) names.reserve(member.firstName, member.lastName);
  const staff = [
    ...DEMO_STAFF_ACCOUNTS.map((member) =>
      people.staff(member, accounts.find((account) => account.userId === member.id)!.email, `${calendar.startYear - 1}-08-25T08:00:00.000Z`),
    ),
    ...OTHER_STAFF.map((member) =>
      people.staff(member, undefined, `${calendar.startYear - 1}-09-${String(2 + OTHER_STAFF.indexOf(member)).padStart(2, '0')}T08:00:00.000Z`),
    ),
  ];

  const places = demoPlaces(faker, setupDay);
  const families = demoFamilies(faker, names, people, places, { today, startYear: calendar.startYear });
  const tutoring = demoTutoring(faker, people, families, calendar, { now: options.now, today });
  // Made after everything else so the seeded story above stays the same.
  const pendingParent = demoPendingParent(people, names, today);
  accounts.push({ role: 'parent', email: PENDING_PARENT_EMAIL, userId: PENDING_PARENT_ID });
  const farFamilies = demoFarFamilies(people, names, places, { today, startYear: calendar.startYear });

  const scholarYears = calendar.schoolYears.map((year) => ({ _id: `demo-scholar-year-${year.scholarYear.slice(0, 4)}`, ...year, ...setupMeta }));
  const schoolZones = calendar.zones.map((zone) => ({ _id: `demo-school-zone-${zone.zoneName.toLowerCase()}`, ...zone, ...setupMeta }));
  const publicHolidays = calendar.publicHolidays.map((holiday, index) => ({ _id: `demo-public-holiday-${index + 1}`, ...holiday, ...setupMeta }));
  const availabilities = gridSlots(false).map((slot, index) => ({ _id: `demo-availability-${index + 1}`, ...slot, affectable: true, ...setupMeta }));
  const referenceLists = Object.fromEntries(
    Object.entries(DEMO_REFERENCE_LISTS).map(([name, entries]) => [
      name,
      entries.map((entry, index) => ({ _id: `demo-${name}-${index + 1}`, ...entry, ...setupMeta }) as Doc),
    ]),
  );

  const users = [
    ...staff,
    ...families.tutors.map((tutor) => tutor.doc),
    ...families.parents,
    pendingParent,
    ...families.students.map((student) => student.doc),
    ...families.prospects,
    ...farFamilies.users,
  ];

  return {
    collections: {
      users,
      contactMessages: demoContactMessages(users, options.now),
      documents: demoDocuments(families.prospects, today),
      quizQuestions: [...DEMO_QUIZ_QUESTIONS, ...DEMO_TRAINING_QUESTIONS].map((question) => ({ ...question, ...setupMeta }) as Doc),
      trainingModules: DEMO_TRAINING_MODULES.map((module) => ({ ...module, ...setupMeta }) as Doc),
      trainingProgress: demoTrainingProgress(
        families.tutors.map((tutor) => String(tutor.doc._id)),
        calendar.startYear,
      ),
      ...places.collections,
      pairs: tutoring.pairs,
      matching: [...tutoring.matching, ...farFamilies.matching],
      sessions: [...tutoring.sessions, ...demoGroupSessions(families, { today })],
      classReports: tutoring.classReports,
      scReports: tutoring.scReports,
      scholarYears,
      schoolZones,
      publicHolidays,
      availabilities,
      ...referenceLists,
    },
    accounts,
  };
}
