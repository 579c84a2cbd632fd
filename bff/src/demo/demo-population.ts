import { fakerFR, type Faker } from '@faker-js/faker';
import { DEMO_REFERENCE_LISTS, DEPARTMENTS, LEVEL_IDS, PROGRAMS, gridSlots, translate, type GridSlot, type Role } from '@binome/schema';
import type { StoredDocument } from '../store/store.ts';

/**
 * Demo data for a first start: one account per role (`<role>@demo.binome.test`) and French volumes across the four
 * programs. Everything is invented, seeded (the same seed and date give the same data), and every address is on
 * an example domain. Documents are what the API would have stored, so they pass the descriptors' rules.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.binome.test';
export const DEMO_TUTOR_PHONE = '+33612345678';

export interface DemoData {
  collections: Record<string, StoredDocument[]>;
  accounts: { role: string; email: string; userId: string }[];
}

const DEMO_ROLES: readonly Role[] = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc', 'tutor', 'parent', 'student', 'prospectLead', 'parentProspect'];
const [HOME_CLASSES, SOLIDARITY, FOOTBALL, HOME_CLASS] = PROGRAMS.map((program) => program.programId) as [string, string, string, string];
const SCHOOL_NAMES = ['Jean Moulin', 'Victor Hugo', 'Jules Ferry', 'Louise Michel', 'Marie Curie', 'Jean Jaurès', 'Simone Veil', 'Paul Éluard', 'Albert Camus', 'Pierre Mendès France', 'Condorcet', 'Lucie Aubrac', 'Olympe de Gouges', 'Aimé Césaire', 'Jacques Prévert', 'George Sand', 'Émile Zola', 'Jean de La Fontaine', 'Colette', 'Gisèle Halimi', 'Joséphine Baker', 'Germaine Tillion'];
const SECTOR_NAMES = ['Paris Nord', 'Paris Est', 'Lyon Centre', 'Marseille Nord', 'Lille Métropole', 'Toulouse Mirail', 'Nantes Ouest', 'Strasbourg Neuhof', 'Bordeaux Rive Droite', 'Seine-Saint-Denis'];

export function generateDemoData(options: { now: Date; seed?: number }): DemoData {
  const faker: Faker = fakerFR;
  faker.seed(options.seed ?? 2026);
  faker.setDefaultRefDate(options.now);
  const stamp = options.now.toISOString();
  const meta = { createdAt: stamp, updatedAt: stamp, createdBy: 'system', updatedBy: 'system' };
  const programOf = (programId: string) => ({ programId, programName: translate('fr', `enums.program.${programId}`) });
  const departments = DEPARTMENTS.filter((department) => ['75', '92', '93', '94', '69', '13', '59', '31', '33', '44', '67'].includes(department.departmentCode));
  let phoneCounter = 0;
  const phone = () => `+336${String(12_000_000 + (phoneCounter += 1) * 7_919).padStart(8, '0').slice(-8)}`;
  const emailFor = (first: string, last: string, index: number) =>
    `${ascii(first)}.${ascii(last)}.${index}@${faker.helpers.arrayElement(['example.org', 'example.com', 'example.net'])}`;

  const sectors = SECTOR_NAMES.map((sectorName, index) => ({ _id: `demo-sector-${index + 1}`, sectorName, sectorGroup: (['higher-education', 'partner-companies', 'football-programme', 'other-partnerships'] as const)[index % 4], ...meta }));
  const establishments = SCHOOL_NAMES.slice(0, 20).map((name, index) => {
    const kind = (['middle', 'high-school', 'elementary'] as const)[index % 3]!;
    const prefix = { middle: 'Collège', 'high-school': 'Lycée', elementary: 'École' }[kind];
    const department = departments[index % departments.length]!;
    return {
      _id: `demo-establishment-${index + 1}`,
      establishmentName: `${prefix} ${name}`,
      typeOfEstablishment: kind,
      department: department.departmentCode,
      sectors: [sectors[index % sectors.length]!._id],
      priorityEducation: index % 4 === 0 ? 'rep' : 'non-priority',
      address: { addressLine1: faker.location.streetAddress(), zipCode: `${department.departmentCode.padEnd(2, '0')}0${String(index % 10)}0`.slice(0, 5), city: faker.location.city() },
      contactName: `${faker.person.firstName()} ${faker.person.lastName()}`,
      ...meta,
    };
  });

  const person = (role: Role, index: number, programId: string, extra: Record<string, unknown> = {}, birthAge: [number, number] = [25, 65]) => {
    const gender = faker.helpers.arrayElement(['male', 'female'] as const);
    const firstName = faker.person.firstName(gender);
    const lastName = faker.person.lastName();
    const id = `demo-${role}-${index}`;
    return {
      _id: id,
      userId: id,
      userRole: role,
      status: 'active',
      contactDetails: { firstName, lastName, email: emailFor(firstName, lastName, index), phoneNumber: phone() },
      address: { city: faker.location.city(), zipCode: faker.location.zipCode('#####') },
      dateOfBirth: birthDate(faker, options.now, birthAge),
      gender,
      civility: gender === 'male' ? 'mr' : 'mrs',
      language: 'fr',
      program: programOf(programId),
      isEmailVerified: true,
      hasChangedPassword: true,
      ...extra,
      ...meta,
    } as StoredDocument;
  };
  const programCycle = [HOME_CLASSES, SOLIDARITY, FOOTBALL, HOME_CLASS];

  const staff = [
    ...[1, 2].map((index) => person('manager', index, programCycle[index]!, { administrationPreferences: { program: [programCycle[index]!] } })),
    ...[1, 2, 3].map((index) => person('coordinator', index, programCycle[index]!, { administrationPreferences: { program: [programCycle[index]!], department: departments[index]!.departmentCode } })),
    ...[1, 2].map((index) => person('recruiter', index, HOME_CLASSES)),
    ...[1, 2, 3, 4].map((index) => person('vsc', index, programCycle[index % 4]!, { administrationPreferences: { department: departments[index]!.departmentCode } })),
  ];
  const vscIds = staff.filter((user) => user.userRole === 'vsc').map((user) => user._id);

  const weekSlots = gridSlots(false);
  const availability = (count: number): (GridSlot & { taken: boolean })[] =>
    uniqueBy(faker.helpers.arrayElements(weekSlots, count), (slot) => `${slot.dayOfTheWeek}-${slot.startTime}`).map((slot) => ({ ...slot, taken: false }));

  const tutors = Array.from({ length: 60 }, (_, index) =>
    person('tutor', index + 1, programCycle[index % 4]!, {
      status: faker.helpers.arrayElement(['active', 'active', 'active', 'pending', 'on-hold']),
      onBoardingStep: faker.helpers.arrayElement([1, 2, 3, 5, 6, 7, 7, 7]),
      homeDepartment: departments[index % departments.length]!.departmentCode,
      situation: faker.helpers.arrayElement(['student', 'employee', 'retired']),
      tutorPreferences: {
        availability: availability(6),
        weekendAvailability: false,
        assignment: {
          level: faker.helpers.arrayElements([...LEVEL_IDS], 2),
          sectors: [sectors[index % sectors.length]!._id],
          establishments: [establishments[index % establishments.length]!._id],
          numberOfStudentsToSupport: faker.number.int({ min: 1, max: 3 }),
        },
        tutoringMode: faker.helpers.arrayElement(['online', 'in-person']),
      },
    }, [18, 70]),
  );
  const parents = Array.from({ length: 100 }, (_, index) =>
    person('parent', index + 1, programCycle[index % 4]!, { parentPreferences: { department: departments[index % departments.length]!.departmentCode, program: programOf(programCycle[index % 4]!) } }, [30, 60]),
  );
  const students = Array.from({ length: 150 }, (_, index) => {
    const parent = parents[index % parents.length]!;
    const programId = (parent.program as { programId: string }).programId;
    return person('student', index + 1, programId, {
      status: faker.helpers.arrayElement(['active', 'active', 'on-hold', 'pending']),
      studentPreferences: {
        availability: availability(4),
        weekendAvailability: false,
        situation: faker.helpers.arrayElement(['new', 'awaiting-tutor', 'in-tutoring']),
        matchingStatus: 'unmatched',
        parentUserId: parent._id,
        program: programOf(programId),
        assignment: { tutoringType: 'private', level: faker.helpers.arrayElement([...LEVEL_IDS]), establishments: [establishments[index % establishments.length]!._id], vsc: [{ vscId: vscIds[index % vscIds.length]! }] },
      },
    }, [9, 17]);
  });

  // The demo accounts, tied together: the demo parent's children include the demo student; the demo tutor is
  // paired with the demo student and one more.
  // Addresses are stored in lower case, as every write through the schema stores them, and sign-in compares them
  // so: `prospectLead@…` is found however its case is typed.
  const accounts = DEMO_ROLES.map((role) => ({ role, email: `${role.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`, userId: `demo-${role}` }));
  const demoUsers = accounts.map(({ role, email, userId }) => {
    const base = person(role, 0, role === 'coordinator' ? HOME_CLASSES : programCycle[DEMO_ROLES.indexOf(role) % 4]!, {}, role === 'student' ? [12, 15] : [25, 60]);
    // The demo tutor has a fixed number, so the README can show sign-in by text message.
    const contactDetails = { ...(base.contactDetails as Record<string, unknown>), email, ...(role === 'tutor' && { phoneNumber: DEMO_TUTOR_PHONE }) };
    const extra: Record<string, unknown> = {};
    if (role === 'manager') extra.administrationPreferences = { program: [HOME_CLASSES, FOOTBALL] };
    if (role === 'coordinator') extra.administrationPreferences = { program: [HOME_CLASSES, FOOTBALL], department: '75' };
    if (role === 'vsc') extra.administrationPreferences = { department: '75' };
    if (role === 'tutor') Object.assign(extra, { onBoardingStep: 7, homeDepartment: '75', tutorPreferences: { availability: availability(8), weekendAvailability: false, assignment: { level: ['level-6eme', 'level-5eme'], numberOfStudentsToSupport: 2 } } });
    if (role === 'student') extra.studentPreferences = { parentUserId: 'demo-parent', matchingStatus: 'unmatched', program: programOf(HOME_CLASSES), assignment: { tutoringType: 'private', level: 'level-5eme', vsc: [{ vscId: 'demo-vsc' }] } };
    if (role === 'student' || role === 'tutor' || role === 'parent') extra.program = programOf(HOME_CLASSES);
    return { ...base, ...extra, _id: userId, userId, contactDetails } as StoredDocument;
  });
  const secondChild = students[0]!;
  (secondChild.studentPreferences as Record<string, unknown>).parentUserId = 'demo-parent';
  secondChild.program = programOf(HOME_CLASSES);

  const allTutors = [demoUsers.find((user) => user._id === 'demo-tutor')!, ...tutors];
  const allStudents = [demoUsers.find((user) => user._id === 'demo-student')!, ...students];
  const pairs: StoredDocument[] = [];
  const pair = (tutor: StoredDocument, student: StoredDocument) => {
    pairs.push({ _id: `demo-pair-${pairs.length + 1}`, tutorId: tutor._id, studentId: student._id, program: student.program, status: 'active', managedBy: 'demo-coordinator', ...meta });
    (student.studentPreferences as Record<string, unknown>).matchingStatus = 'private-session';
  };
  pair(allTutors[0]!, allStudents[0]!);
  pair(allTutors[0]!, secondChild);
  for (let index = 1; index <= 23; index += 1) pair(allTutors[index]!, allStudents[index + 1]!);
  const paired = new Set(pairs.map((entry) => entry.studentId));

  const sessions = pairs.slice(0, 20).flatMap((entry, index) => {
    const tutor = allTutors.find((user) => user._id === entry.tutorId)!;
    const student = allStudents.find((user) => user._id === entry.studentId)!;
    return [-7, 7].map((offsetDays, round) => {
      const start = new Date(options.now.getTime() + (offsetDays + index) * 86_400_000);
      start.setUTCHours(15 + (index % 3), 0, 0, 0);
      const end = new Date(start.getTime() + 3_600_000);
      return {
        _id: `demo-session-${index + 1}-${round + 1}`,
        sessionType: 'private-session',
        status: round === 0 ? 'to-be-scheduled' : faker.helpers.arrayElement(['to-be-scheduled', 'to-be-scheduled', 'canceled']),
        program: entry.program,
        tutors: [{ userId: tutor._id, fullName: fullName(tutor) }],
        students: [{ userId: student._id, fullName: fullName(student) }],
        vsc: [{ vscId: vscIds[index % vscIds.length]! }],
        school: 'Autre',
        tutoringMode: 'online',
        sessionDate: { startDate: start.toISOString(), endDate: end.toISOString() },
        recurrence: { recurrenceNumber: 7, recurrenceName: 'weekly' },
        origin: 'manual',
        ...meta,
      } as StoredDocument;
    });
  });

  const matching = allStudents.filter((student) => !paired.has(student._id)).slice(0, 40).map((student, index) => ({
    _id: `demo-matching-${index + 1}`,
    studentId: student._id,
    studentFullName: fullName(student),
    availability: (student.studentPreferences as { availability?: unknown } | undefined)?.availability ?? [],
    status: 'unmatched',
    program: student.program,
    level: (student.studentPreferences as { assignment?: { level?: string } }).assignment?.level,
    ...meta,
  }));

  const year = options.now.getUTCMonth() >= 7 ? options.now.getUTCFullYear() : options.now.getUTCFullYear() - 1;
  const scholarYears = [year, year + 1].map((start, index) => ({ _id: `demo-scholar-year-${start}`, scholarYear: `${start}-${start + 1}`, startDate: `${start}-09-01`, endDate: `${start + 1}-07-04`, isCurrent: index === 0, ...meta }));
  const availabilities = weekSlots.map((slot, index) => ({ _id: `demo-availability-${index + 1}`, ...slot, affectable: true, ...meta }));
  const publicHolidays = [['Jour de l’an', '01-01'], ['Fête du Travail', '05-01'], ['Victoire 1945', '05-08'], ['Fête nationale', '07-14'], ['Assomption', '08-15'], ['Toussaint', '11-01'], ['Armistice 1918', '11-11'], ['Noël', '12-25']].map(
    ([name, day], index) => ({ _id: `demo-public-holiday-${index + 1}`, name, date: `${year + 1}-${day}`, tutoringAllowed: false, occursEveryYear: true, ...meta }),
  );
  const referenceLists = Object.fromEntries(
    Object.entries(DEMO_REFERENCE_LISTS).map(([name, entries]) => [name, entries.map((entry, index) => ({ _id: `demo-${name}-${index + 1}`, ...entry, ...meta }) as StoredDocument)]),
  );

  return {
    collections: {
      users: [...demoUsers, ...staff, ...tutors, ...parents, ...students],
      establishments,
      sectors,
      pairs,
      sessions,
      matching,
      scholarYears,
      availabilities,
      publicHolidays,
      ...referenceLists,
    },
    accounts,
  };
}

function birthDate(faker: Faker, now: Date, [min, max]: [number, number]): string {
  return faker.date.birthdate({ mode: 'age', min, max, refDate: now }).toISOString().slice(0, 10);
}

function fullName(user: StoredDocument): string {
  const contact = user.contactDetails as { firstName: string; lastName: string };
  return `${contact.firstName} ${contact.lastName}`;
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}
