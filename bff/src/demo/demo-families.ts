import type { Faker } from '@faker-js/faker';
import { DEFAULT_QUIZ_SETTINGS, LEVELS, type LevelId } from '@binome/schema';
import { DEMO_TUTOR_PHONE, demoStudentWishes, demoTutorMode, HOME_CLASSES, PROGRAM_CYCLE, PROGRAM_DEPARTMENTS, programOf, type Doc } from './demo-kit.ts';
import { addDays } from './demo-dates.ts';
import type { NameBook } from './demo-names.ts';
import type { PeopleBook, Slot } from './demo-people.ts';
import type { DemoPlaces, School } from './demo-places.ts';
import { vscOf } from './demo-staff.ts';

/**
 * Tutors, parents, students and prospects. Who is paired with whom is decided later (demo-tutoring.ts), which
 * then writes each person's situation, pipeline and matching status from what happened to them.
 */
export type StudentStory = 'in-tutoring' | 'awaiting-tutor' | 'abandoned-session-0' | 'new' | 'stopped-after-pair' | 'stopped';

export interface TutorEntry {
  doc: Doc;
  programId: string;
  department: string;
  /** Validated and active: may take students. */
  takesStudents: boolean;
  capacity: number;
  levels: LevelId[];
  slots: Slot[];
  matched: string[];
}

export interface StudentEntry {
  doc: Doc;
  programId: string;
  department: string;
  level: LevelId;
  school: School;
  parentId: string;
  slots: Slot[];
  story: StudentStory;
  registeredDay: string;
}

export interface DemoFamilies {
  tutors: TutorEntry[];
  parents: Doc[];
  students: StudentEntry[];
  prospects: Doc[];
}

const TUTOR_COUNT = 60;
const PARENT_COUNT = 100;
const STUDENT_COUNT = 150;
/** Stories of the generated students (the demo children are in tutoring): 149 in all. */
const STORY_COUNTS: Record<StudentStory, number> = {
  'in-tutoring': 60,
  'awaiting-tutor': 35,
  'abandoned-session-0': 3,
  new: 32,
  'stopped-after-pair': 6,
  stopped: 13,
};

/** The family and prospect demo accounts' names, kept from everyone else. */
const FIXED_NAMES = [
  ['Thomas', 'Lemaire'],
  ['Isabelle', 'Roussel'],
  ['Léo', 'Roussel'],
  ['Chloé', 'Roussel'],
  ['Camille', 'Perrin'],
  ['Karim', 'Haddad'],
] as const;

const NEEDS = ['learning', 'motivation', 'organization', 'self-confidence', 'self-esteem', 'self-control', 'self-discipline'] as const;
const STUDENT_COMMENTS = [
  'Difficultés en mathématiques depuis l’entrée au collège.',
  'A besoin d’aide pour organiser ses devoirs.',
  'Très timide en classe, prend peu la parole.',
  'Souhaite progresser en français et en lecture.',
  'Prépare le brevet, besoin de méthode.',
  'Bon élève, manque de confiance en lui.',
];

export function demoFamilies(
  faker: Faker,
  names: NameBook,
  people: PeopleBook,
  places: DemoPlaces,
  options: { today: string; startYear: number },
): DemoFamilies {
  const { today, startYear } = options;
  const dayBetween = (from: string, to: string) =>
    addDays(from, faker.number.int({ min: 0, max: Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)) }));
  const yearOpening = `${startYear}-09-01`;
  for (const [firstName, lastName] of FIXED_NAMES) names.reserve(firstName, lastName);

  // Tutors: validated volunteers (step 7), most active; a few paused or at the end of their commitment.
  const tutorStatuses = faker.helpers.shuffle([
    ...Array<string>(4).fill('on-hold'),
    ...Array<string>(3).fill('commitment-end'),
    ...Array<string>(2).fill('deactivated'),
    ...Array<string>(TUTOR_COUNT - 9).fill('active'),
  ]);
  const tutors: TutorEntry[] = [demoTutor(people, places, startYear)];
  for (let index = 0; index < TUTOR_COUNT; index += 1) {
    const programId = PROGRAM_CYCLE[index % 4]!;
    const department = people.pick(PROGRAM_DEPARTMENTS[programId]!);
    const status = tutorStatuses[index]!;
    const situation = faker.helpers.weightedArrayElement([
      { weight: 45, value: 'student' },
      { weight: 30, value: 'employee' },
      { weight: 20, value: 'retired' },
      { weight: 5, value: 'independent' },
    ] as const);
    const generation = situation === 'student' ? 'young' : situation === 'retired' ? 'senior' : 'adult';
    const age =
      situation === 'student'
        ? faker.number.int({ min: 19, max: 25 })
        : situation === 'retired'
          ? faker.number.int({ min: 62, max: 74 })
          : faker.number.int({ min: 27, max: 55 });
    const name = names.person(generation);
    const levels = levelRange(faker, situation === 'retired' ? 0 : situation === 'student' ? 2 : 1);
    const registered = dayBetween(`${startYear - 1}-03-01`, addDays(today, -40));
    const validated = addDays(registered, faker.number.int({ min: 10, max: 30 }));
    const school = people.pick(places.schools.filter((entry) => entry.department === department));
    const studiesAt = places.higherEducation.find((entry) => entry.department === department) ?? people.pick(places.higherEducation);
    const company = places.companies.find((entry) => entry.program === programId);
    const capacity = faker.helpers.weightedArrayElement([
      { weight: 35, value: 1 },
      { weight: 45, value: 2 },
      { weight: 20, value: 3 },
    ]);
    const slots = people.availability(faker.number.int({ min: 5, max: 7 }));
    const id = `demo-tutor-${index + 1}`;
    const doc = people.user({
      id,
      role: 'tutor',
      name,
      dateOfBirth: people.birthDate(startYear - age),
      department,
      status,
      programId,
      createdAt: people.instantOn(registered),
      extra: {
        onBoardingStep: 7,
        homeDepartment: department,
        subjectToTeach: people.pick(['scientific-and-first', 'literary-and-first', 'both-subjects']),
        situation,
        ...(situation === 'student' && {
          origin: 'university',
          howHeard: people.pick(['presentation', 'forum', 'instagram']),
          studyArea: people.pick(['sciences-engineering', 'social-humanities', 'arts-letters', 'health-life-sciences', 'computer-science']),
          establishment: studiesAt.id,
        }),
        ...(situation === 'employee' && { origin: 'company', howHeard: 'mail-or-intranet', ...(company && { company: company.id }) }),
        ...(situation === 'retired' && {
          origin: people.pick(['word-of-mouth', 'website']),
          howHeard: people.pick(['facebook', 'mail', 'volunteering-platform']),
        }),
        ...(situation === 'independent' && { origin: 'social-network', howHeard: 'linkedin' }),
        quizScore: passedQuizScore(faker),
        criminalRecord: {
          number: `CJN-${validated.slice(0, 4)}-${faker.string.numeric(6)}`,
          issueDate: addDays(validated, -faker.number.int({ min: 5, max: 40 })),
          issuedBy: 'Casier judiciaire national',
        },
        tutorPreferences: {
          availability: slots,
          weekendAvailability: false,
          assignment: { level: levels, sectors: [school.sectorId], department, establishments: [school.id], numberOfStudentsToSupport: capacity },
          matchedStudents: [],
          tutoringMode: demoTutorMode(programId, index + 1),
          status: status === 'commitment-end' ? 'commitment-end' : status === 'deactivated' ? 'deactivated' : 'active',
        },
      },
    });
    tutors.push({ doc, programId, department, takesStudents: status === 'active', capacity, levels, slots, matched: [] });
  }

  // Parents, and their children: siblings share their parent's surname.
  const demoParent = people.user({
    id: 'demo-parent',
    role: 'parent',
    name: { firstName: 'Isabelle', lastName: 'Roussel', gender: 'female' },
    dateOfBirth: '1984-02-09',
    department: '75',
    status: 'active',
    programId: HOME_CLASSES,
    email: 'parent@demo.binome.test',
    createdAt: people.instantOn(`${startYear}-06-12`),
    extra: { parentPreferences: { department: '75', socioProfessionalCategory: 'intermediate-professions', program: programOf(HOME_CLASSES) } },
  });
  const parents: Doc[] = [demoParent];
  const parentDepartment = new Map<string, string>([['demo-parent', '75']]);
  for (let index = 0; index < PARENT_COUNT; index += 1) {
    const programId = PROGRAM_CYCLE[index % 4]!;
    const department = people.pick(PROGRAM_DEPARTMENTS[programId]!);
    const id = `demo-parent-${index + 1}`;
    parentDepartment.set(id, department);
    parents.push(
      people.user({
        id,
        role: 'parent',
        name: names.person('adult'),
        dateOfBirth: people.birthDate(startYear - faker.number.int({ min: 32, max: 52 })),
        department,
        status: 'active',
        programId,
        createdAt: people.instantOn(dayBetween(`${startYear}-05-01`, addDays(today, -25))),
        extra: {
          parentPreferences: {
            department,
            socioProfessionalCategory: people.pick([
              'employees',
              'workers',
              'intermediate-professions',
              'artisans-tradesmen-business-owners',
              'senior-executives-and-professionals',
            ]),
            program: programOf(programId),
          },
        },
      }),
    );
  }

  const stories = faker.helpers.shuffle(Object.entries(STORY_COUNTS).flatMap(([story, count]) => Array<StudentStory>(count).fill(story as StudentStory)));
  const student = (input: {
    id: string;
    parent: Doc;
    firstName?: string;
    gender?: 'male' | 'female';
    school: School;
    level: LevelId;
    story: StudentStory;
    email?: string;
    registeredDay: string;
  }): StudentEntry => {
    const { parent } = input;
    const programId = (parent.program as { programId: string }).programId;
    const department = parentDepartment.get(parent._id)!;
    const lastName = (parent.contactDetails as { lastName: string }).lastName;
    const name = input.firstName ? { firstName: input.firstName, lastName, gender: input.gender! } : names.person('child', { lastName });
    const order = LEVELS.find((level) => level._id === input.level)!.order;
    const slots = people.availability(faker.number.int({ min: 4, max: 6 }));
    const vsc = vscOf(input.school.department);
    const classId = input.school.classes.find((entry) => entry.level === input.level)!.id;
    const doc = people.user({
      id: input.id,
      role: 'student',
      name,
      dateOfBirth: people.birthDate(startYear - 8 - order),
      department,
      // Refined once the story is known (demo-tutoring.ts).
      status: 'on-hold',
      programId,
      ...(input.email && { email: input.email }),
      createdAt: people.instantOn(input.registeredDay),
      createdBy: parent._id,
      extra: {
        // Children live with their parent.
        address: { ...(parent.address as object) },
        studentPreferences: {
          availability: slots,
          weekendAvailability: false,
          parentUserId: parent._id,
          doesYourChildNeedHelpWith: faker.helpers.arrayElements(NEEDS, { min: 1, max: 3 }),
          ...(faker.datatype.boolean(0.4) && { comments: people.pick(STUDENT_COMMENTS) }),
          priorityEducation: input.school.priority,
          program: programOf(programId),
          assignment: {
            ...demoStudentWishes(programId, Number(input.id.replace(/\D/g, '') || 0), input.story === 'awaiting-tutor'),
            subjectToStudy: people.pick(['scientific-and-first', 'literary-and-first', 'both-subjects']),
            level: input.level,
            establishments: [input.school.id],
            sectors: [input.school.sectorId],
            vsc: [{ vscId: vsc.id, vscName: `${vsc.firstName} ${vsc.lastName}` }],
            classes: [classId],
          },
        },
      },
    });
    return {
      doc,
      programId,
      department,
      level: input.level,
      school: input.school,
      parentId: parent._id,
      slots,
      story: input.story,
      registeredDay: input.registeredDay,
    };
  };

  // The demo family: two children at the Collège Jean Moulin, both tutored by the demo tutor.
  const jeanMoulin = places.schools[0]!;
  const students: StudentEntry[] = [
    student({
      id: 'demo-student',
      parent: demoParent,
      firstName: 'Léo',
      gender: 'male',
      school: jeanMoulin,
      level: 'level-5eme',
      story: 'in-tutoring',
      email: 'student@demo.binome.test',
      registeredDay: `${startYear}-06-14`,
    }),
    student({
      id: 'demo-student-1',
      parent: demoParent,
      firstName: 'Chloé',
      gender: 'female',
      school: jeanMoulin,
      level: 'level-3eme',
      story: 'in-tutoring',
      registeredDay: `${startYear}-06-14`,
    }),
  ];
  for (let index = 2; index <= STUDENT_COUNT; index += 1) {
    const parent = parents[1 + ((index - 2) % PARENT_COUNT)]!;
    const school = people.pick(places.schools.filter((entry) => entry.department === parentDepartment.get(parent._id)));
    const level = people.pick(school.classes).level;
    const story = stories[index - 2]!;
    const registeredDay = story === 'new' ? dayBetween(addDays(today, -24), addDays(today, -1)) : dayBetween(`${startYear}-05-15`, addDays(yearOpening, 20));
    students.push(student({ id: `demo-student-${index}`, parent, school, level, story, registeredDay }));
  }

  return { tutors, parents, students, prospects: demoProspects(faker, names, people, { today, startYear }) };
}

/** Thomas Lemaire, an engineer tutoring two children of the demo family, with room for a third student. */
function demoTutor(people: PeopleBook, places: DemoPlaces, startYear: number): TutorEntry {
  const slots = people.availability(8);
  const levels: LevelId[] = ['level-6eme', 'level-5eme', 'level-4eme', 'level-3eme'];
  const school = places.schools[0]!;
  const registered = `${startYear - 1}-09-20`;
  const doc = people.user({
    id: 'demo-tutor',
    role: 'tutor',
    name: { firstName: 'Thomas', lastName: 'Lemaire', gender: 'male' },
    dateOfBirth: '1991-04-26',
    department: '75',
    status: 'active',
    programId: HOME_CLASSES,
    email: 'tutor@demo.binome.test',
    phone: DEMO_TUTOR_PHONE,
    createdAt: people.instantOn(registered),
    extra: {
      onBoardingStep: 7,
      homeDepartment: '75',
      subjectToTeach: 'scientific-and-first',
      situation: 'employee',
      origin: 'company',
      howHeard: 'mail-or-intranet',
      company: places.companies[0]!.id,
      quizScore: 90,
      criminalRecord: { number: `CJN-${startYear - 1}-482913`, issueDate: `${startYear - 1}-09-28`, issuedBy: 'Casier judiciaire national' },
      tutorPreferences: {
        availability: slots,
        weekendAvailability: false,
        assignment: { level: levels, sectors: [school.sectorId], department: '75', establishments: [school.id], numberOfStudentsToSupport: 3 },
        matchedStudents: [],
        tutoringMode: 'in-person',
        status: 'active',
      },
    },
  });
  return { doc, programId: HOME_CLASSES, department: '75', takesStudents: true, capacity: 3, levels, slots, matched: [] };
}

/** Two or three consecutive levels from primary (0), middle (1) or high school (2) onwards. */
function levelRange(faker: Faker, fromGroup: 0 | 1 | 2): LevelId[] {
  const first = [0, 2, 6][fromGroup]! + faker.number.int({ min: 0, max: fromGroup === 2 ? 1 : 2 });
  return LEVELS.slice(first, Math.min(LEVELS.length, first + faker.number.int({ min: 2, max: 3 }))).map((level) => level._id);
}

/**
 * Prospects: future tutors along the onboarding steps (the recruiter validates those awaiting validation, 5 and
 * 6) and parents who registered but whose account is not validated yet. A few were stopped, with the reason.
 */
function demoProspects(faker: Faker, names: NameBook, people: PeopleBook, options: { today: string; startYear: number }): Doc[] {
  const { today, startYear } = options;
  const prospects: Doc[] = [];
  type Story = {
    name?: { firstName: string; lastName: string; gender: 'male' | 'female' };
    email?: string;
    stopReason?: string;
    stopDescription?: string;
    registered: string;
  };
  /**
   * One prospect: a program in turn, a department of it, the person, and what their role adds (`roleFields`, given
   * the department and program); a stopped one is archived with the team's reason.
   */
  const prospect = (
    role: 'prospectLead' | 'parentProspect',
    id: string,
    decision: 'pending' | 'stopped',
    story: Story,
    who: { ageGroup: () => 'young' | 'adult'; ages: { min: number; max: number }; stoppedBy: string; stoppedById: string },
    roleFields: (department: string, programId: string) => Record<string, unknown>,
  ) => {
    const programId = PROGRAM_CYCLE[prospects.length % 4]!;
    const department = people.pick(PROGRAM_DEPARTMENTS[programId]!);
    const name = story.name ?? names.person(who.ageGroup());
    prospects.push(
      people.user({
        id,
        role,
        name,
        dateOfBirth: people.birthDate(startYear - faker.number.int(who.ages)),
        department,
        status: decision === 'stopped' ? 'archived' : 'pending',
        programId,
        ...(story.email && { email: story.email }),
        createdAt: people.instantOn(story.registered),
        extra: {
          ...roleFields(department, programId),
          prospectPreferences: {
            decision,
            isValidated: false,
            ...(role === 'prospectLead' && { attestationState: 'missing', readyForValidation: false }),
            ...(story.stopReason && {
              stopReason: story.stopReason,
              description: story.stopDescription ?? who.stoppedBy,
              stoppedBy: who.stoppedById,
              stoppedAt: people.instantOn(addDays(story.registered, 10)),
            }),
          },
        },
      }),
    );
  };
  const lead = (id: string, step: 1 | 2 | 3 | 5 | 6, decision: 'pending' | 'stopped', story: Story) =>
    prospect(
      'prospectLead',
      id,
      decision,
      story,
      {
        ageGroup: () => (faker.datatype.boolean(0.6) ? 'young' : 'adult'),
        ages: { min: 19, max: 45 },
        stoppedBy: 'Décision de l’équipe de recrutement.',
        stoppedById: 'demo-recruiter',
      },
      (department) => ({
        onBoardingStep: step,
        homeDepartment: department,
        situation: people.pick(['student', 'employee', 'student']),
        origin: people.pick(['university', 'website', 'social-network', 'word-of-mouth']),
        // The quiz is passed from its pass mark (step 5), failed below it (step 6): the step and the score agree.
        ...(step >= 5 && { quizScore: step === 5 ? passedQuizScore(faker) : failedQuizScore(faker) }),
        tutorPreferences: { availability: people.availability(5), weekendAvailability: false },
      }),
    );
  const parentProspect = (id: string, decision: 'pending' | 'stopped', story: Story) =>
    prospect(
      'parentProspect',
      id,
      decision,
      story,
      { ageGroup: () => 'adult', ages: { min: 30, max: 50 }, stoppedBy: 'Décision de la coordination.', stoppedById: 'demo-coordinator' },
      (department, programId) => ({
        // Parents go through their own video and quiz (section 2): the demo's parent prospects are at the video.
        onBoardingStep: 2,
        parentPreferences: {
          department,
          socioProfessionalCategory: people.pick(['employees', 'workers', 'intermediate-professions']),
          program: programOf(programId),
        },
      }),
    );
  lead('demo-prospectLead', 3, 'pending', {
    name: { firstName: 'Camille', lastName: 'Perrin', gender: 'female' },
    email: 'prospectlead@demo.binome.test',
    registered: addDays(today, -6),
  });
  const steps: (1 | 2 | 3 | 5 | 6)[] = [1, 1, 2, 2, 2, 3, 3, 5, 5, 5, 5, 6, 6];
  steps.forEach((step, index) => lead(`demo-prospectLead-${index + 1}`, step, 'pending', { registered: addDays(today, -(3 + index * 3)) }));
  lead('demo-prospectLead-14', 6, 'stopped', {
    stopReason: 'quiz-failed',
    stopDescription: 'Quiz non réussi après deux tentatives.',
    registered: addDays(today, -45),
  });
  lead('demo-prospectLead-15', 1, 'stopped', {
    stopReason: 'unreachable',
    stopDescription: 'Trois appels et deux mails sans réponse.',
    registered: addDays(today, -50),
  });

  parentProspect('demo-parentProspect', 'pending', {
    name: { firstName: 'Karim', lastName: 'Haddad', gender: 'male' },
    email: 'parentprospect@demo.binome.test',
    registered: addDays(today, -4),
  });
  for (let index = 1; index <= 5; index += 1) parentProspect(`demo-parentProspect-${index}`, 'pending', { registered: addDays(today, -(2 + index * 4)) });
  parentProspect('demo-parentProspect-6', 'stopped', {
    stopReason: 'not-eligible',
    stopDescription: 'Hors de la zone d’intervention.',
    registered: addDays(today, -35),
  });
  return prospects;
}

/** Scores go by fives, as the quiz's questions weigh; a passed one is at least the pass mark, a failed one below. */
const QUIZ_STEP = 5;
const PASS_STEPS = Math.ceil(DEFAULT_QUIZ_SETTINGS.passMark / QUIZ_STEP);

export function passedQuizScore(faker: Faker): number {
  return faker.number.int({ min: PASS_STEPS, max: 100 / QUIZ_STEP }) * QUIZ_STEP;
}

export function failedQuizScore(faker: Faker): number {
  return faker.number.int({ min: 6, max: PASS_STEPS - 1 }) * QUIZ_STEP;
}
