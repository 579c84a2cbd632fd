import { LEVELS, type LevelId } from '@binome/schema';
import { HOME_CLASSES, metaOf, programOf, type Doc } from './demo-kit.ts';
import { withDemoLocation } from './demo-location.ts';
import type { NameBook } from './demo-names.ts';
import type { PeopleBook, Slot } from './demo-people.ts';
import type { DemoPlaces } from './demo-places.ts';
import { coordinatorOf, vscOf } from './demo-staff.ts';

/**
 * The distance rule, seen at work in the demo (issue "Matching that staff can trust"): a home-classes tutor in
 * Créteil whose waiting pupils of his levels and hours live just beyond the program's 10 km (Paris 19e, about 12 km;
 * Bobigny, about 13 km), and one more who wants online tutoring only. A coordinator who opens his candidates is told
 * that nothing fits and why ("3 élèves à plus de 10 km", "1 élève en ligne seulement"); each of those pupils is told
 * of the tutor kept out by the distance. They all offer early evenings, which nobody else in the demo offers, so no
 * other pair blurs the picture. Made after everything else, so the seeded story before stays the same.
 */
export const FAR_TUTOR_ID = 'demo-tutor-61';
export const FAR_STUDENT_IDS = ['demo-student-151', 'demo-student-152', 'demo-student-153', 'demo-student-154'] as const;

/** Tuesday and Thursday, 19:00 to 20:00: after work for him, after homework for them. */
const EVENINGS: readonly Slot[] = [2, 4].map((dayOfTheWeek) => ({
  dayOfTheWeek: dayOfTheWeek as Slot['dayOfTheWeek'],
  startTime: '19:00',
  endTime: '20:00',
  taken: false,
}));
const TUTOR_LEVELS: LevelId[] = ['level-4eme', 'level-3eme'];

interface FarFamily {
  id: string;
  department: string;
  address: { addressLine1: string; zipCode: string; city: string };
  children: { id: string; level: LevelId; tutoringMode: 'in-person' | 'online' }[];
}

const FAMILIES: readonly FarFamily[] = [
  {
    id: 'demo-parent-101',
    department: '75',
    address: { addressLine1: '14 rue de Crimée', zipCode: '75019', city: 'Paris' },
    children: [
      { id: FAR_STUDENT_IDS[0], level: 'level-3eme', tutoringMode: 'in-person' },
      { id: FAR_STUDENT_IDS[1], level: 'level-4eme', tutoringMode: 'in-person' },
    ],
  },
  {
    id: 'demo-parent-102',
    department: '93',
    address: { addressLine1: '3 allée des Tilleuls', zipCode: '93000', city: 'Bobigny' },
    children: [
      { id: FAR_STUDENT_IDS[2], level: 'level-3eme', tutoringMode: 'in-person' },
      { id: FAR_STUDENT_IDS[3], level: 'level-4eme', tutoringMode: 'online' },
    ],
  },
];

export function demoFarFamilies(
  people: PeopleBook,
  names: NameBook,
  places: DemoPlaces,
  options: { today: string; startYear: number },
): { users: Doc[]; matching: Doc[] } {
  const { startYear } = options;
  const registered = `${startYear}-06-20`;
  const created = people.instantOn(registered);
  const tutorSchool = places.schools.find((school) => school.department === '94' && school.kind === 'middle')!;
  const tutor = people.user({
    id: FAR_TUTOR_ID,
    role: 'tutor',
    name: names.person('adult'),
    dateOfBirth: `${startYear - 34}-03-11`,
    department: '94',
    status: 'active',
    programId: HOME_CLASSES,
    createdAt: people.instantOn(`${startYear - 1}-10-02`),
    extra: {
      address: withDemoLocation({ addressLine1: '8 avenue du Général de Gaulle', zipCode: '94000', city: 'Créteil' }),
      onBoardingStep: 7,
      homeDepartment: '94',
      subjectToTeach: 'both-subjects',
      situation: 'employee',
      origin: 'website',
      howHeard: 'volunteering-platform',
      quizScore: 85,
      criminalRecord: { number: `CJN-${startYear - 1}-731204`, issueDate: `${startYear - 1}-10-12`, issuedBy: 'Casier judiciaire national' },
      tutorPreferences: {
        availability: EVENINGS.map((slot) => ({ ...slot })),
        weekendAvailability: false,
        assignment: { level: TUTOR_LEVELS, sectors: [tutorSchool.sectorId], department: '94', establishments: [tutorSchool.id], numberOfStudentsToSupport: 2 },
        matchedStudents: [],
        tutoringMode: 'in-person',
        status: 'active',
      },
    },
  });
  const users: Doc[] = [tutor];
  const matching: Doc[] = [];
  for (const family of FAMILIES) {
    const address = withDemoLocation(family.address);
    const parentName = names.person('adult');
    users.push(
      people.user({
        id: family.id,
        role: 'parent',
        name: parentName,
        dateOfBirth: `${startYear - 41}-07-23`,
        department: family.department,
        status: 'active',
        programId: HOME_CLASSES,
        createdAt: created,
        extra: {
          address,
          parentPreferences: { department: family.department, socioProfessionalCategory: 'employees', program: programOf(HOME_CLASSES) },
        },
      }),
    );
    const school = places.schools.find((entry) => entry.department === family.department && entry.kind === 'middle')!;
    const vsc = vscOf(family.department);
    for (const child of family.children) {
      const name = names.person('child', { lastName: parentName.lastName });
      const order = LEVELS.find((level) => level._id === child.level)!.order;
      users.push(
        people.user({
          id: child.id,
          role: 'student',
          name,
          dateOfBirth: people.birthDate(startYear - 8 - order),
          department: family.department,
          status: 'active',
          programId: HOME_CLASSES,
          createdAt: created,
          createdBy: family.id,
          extra: {
            // Children live with their parent.
            address: { ...address },
            studentPreferences: {
              availability: EVENINGS.map((slot) => ({ ...slot })),
              weekendAvailability: false,
              parentUserId: family.id,
              doesYourChildNeedHelpWith: ['learning', 'organization'],
              priorityEducation: school.priority,
              program: programOf(HOME_CLASSES),
              situation: 'awaiting-tutor',
              pipelineStatus: 'complete',
              folderStatus: 'waiting-for-tutor',
              matchingStatus: 'unmatched',
              assignment: {
                tutoringType: 'private',
                tutoringMode: child.tutoringMode,
                subjectToStudy: 'scientific-and-first',
                level: child.level,
                establishments: [school.id],
                sectors: [school.sectorId],
                vsc: [{ vscId: vsc.id, vscName: `${vsc.firstName} ${vsc.lastName}` }],
                classes: [school.classes.find((entry) => entry.level === child.level)!.id],
              },
            },
          },
        }),
      );
      matching.push({
        _id: `demo-matching-far-${child.id}`,
        studentId: child.id,
        studentFullName: `${name.firstName} ${name.lastName}`,
        availability: EVENINGS.map((slot) => ({ ...slot })),
        status: 'unmatched',
        program: programOf(HOME_CLASSES),
        level: child.level,
        ...metaOf(created, coordinatorOf(HOME_CLASSES, family.department)),
      });
    }
  }
  return { users, matching };
}
