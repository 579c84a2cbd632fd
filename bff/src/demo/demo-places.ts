import { withDemoLocation } from './demo-location.ts';
import type { Faker } from '@faker-js/faker';
import type { LevelId } from '@binome/schema';
import { ADMINISTRATOR_ID, DEMO_CITIES, FOOTBALL, HOME_CLASS, HOME_CLASSES, SOLIDARITY, metaOf, programOf, streetAddress, type Doc } from './demo-kit.ts';
import { asciiSlug } from './demo-names.ts';

/**
 * Where the tutoring happens: partnership sectors, the schools the students attend (with their classes), the
 * universities and companies tutors come from, and the high-school specialties. Names are invented; companies
 * say '(démo)' so that none passes for a real partner.
 */
type SchoolKind = 'elementary' | 'middle' | 'high-school';
type Priority = 'non-priority' | 'rep' | 'rep-plus' | 'city-policy';

const SECTORS = [
  {
    sectorName: 'Cités éducatives Île-de-France',
    sectorGroup: 'other-partnerships',
    description: 'Écoles et collèges des cités éducatives de Paris et de la petite couronne.',
  },
  { sectorName: 'Universités Île-de-France', sectorGroup: 'higher-education', description: 'Étudiants tuteurs des universités et IUT franciliens.' },
  {
    sectorName: 'Entreprises partenaires Île-de-France',
    sectorGroup: 'partner-companies',
    description: 'Salariés bénévoles des entreprises partenaires en Île-de-France.',
  },
  {
    sectorName: 'Football Seine-Saint-Denis',
    sectorGroup: 'football-programme',
    description: 'Collèges et lycées proches des clubs partenaires du programme football.',
  },
  { sectorName: 'Cités éducatives Lyon Métropole', sectorGroup: 'other-partnerships', description: 'Établissements de Lyon, Vénissieux et Villeurbanne.' },
  { sectorName: 'Campus Lyon', sectorGroup: 'higher-education', description: 'Étudiants tuteurs des campus lyonnais.' },
  { sectorName: 'Football Marseille Nord', sectorGroup: 'football-programme', description: 'Quartiers nord de Marseille, avec les clubs partenaires.' },
  { sectorName: 'Réseau Hauts-de-France', sectorGroup: 'other-partnerships', description: 'Établissements de la métropole lilloise.' },
  { sectorName: 'Campus Sud-Ouest', sectorGroup: 'higher-education', description: 'Étudiants tuteurs de Toulouse et de Bordeaux.' },
  { sectorName: 'Entreprises partenaires Grand Ouest et Est', sectorGroup: 'partner-companies', description: 'Salariés bénévoles à Nantes et à Strasbourg.' },
] as const;

/** The schools, each in a department the programs work in; `sector` is a 1-based index into SECTORS. */
const SCHOOLS: readonly { name: string; kind: SchoolKind; department: string; city: number; priority: Priority; sector: number }[] = [
  { name: 'Collège Jean Moulin', kind: 'middle', department: '75', city: 3, priority: 'rep', sector: 1 },
  { name: 'Lycée Victor Hugo', kind: 'high-school', department: '75', city: 4, priority: 'non-priority', sector: 1 },
  { name: 'École élémentaire Jules Ferry', kind: 'elementary', department: '75', city: 2, priority: 'rep', sector: 1 },
  { name: 'Collège Louise Michel', kind: 'middle', department: '93', city: 0, priority: 'rep-plus', sector: 4 },
  { name: 'Lycée Marie Curie', kind: 'high-school', department: '93', city: 1, priority: 'city-policy', sector: 4 },
  { name: 'École élémentaire Jean Jaurès', kind: 'elementary', department: '93', city: 2, priority: 'rep-plus', sector: 1 },
  { name: 'Collège Simone Veil', kind: 'middle', department: '94', city: 0, priority: 'rep', sector: 1 },
  { name: 'Collège Albert Camus', kind: 'middle', department: '92', city: 1, priority: 'rep', sector: 1 },
  { name: 'Collège Lucie Aubrac', kind: 'middle', department: '69', city: 1, priority: 'rep', sector: 5 },
  { name: 'Lycée Olympe de Gouges', kind: 'high-school', department: '69', city: 2, priority: 'non-priority', sector: 5 },
  { name: 'École élémentaire Aimé Césaire', kind: 'elementary', department: '69', city: 0, priority: 'rep', sector: 5 },
  { name: 'Collège Jacques Prévert', kind: 'middle', department: '13', city: 0, priority: 'rep-plus', sector: 7 },
  { name: 'Lycée George Sand', kind: 'high-school', department: '13', city: 1, priority: 'city-policy', sector: 7 },
  { name: 'Collège Émile Zola', kind: 'middle', department: '59', city: 1, priority: 'rep-plus', sector: 8 },
  { name: 'Lycée Jean de La Fontaine', kind: 'high-school', department: '59', city: 0, priority: 'non-priority', sector: 8 },
  { name: 'Collège Colette', kind: 'middle', department: '31', city: 0, priority: 'rep', sector: 9 },
  { name: 'Collège Gisèle Halimi', kind: 'middle', department: '33', city: 2, priority: 'rep', sector: 9 },
  { name: 'Collège Joséphine Baker', kind: 'middle', department: '44', city: 1, priority: 'city-policy', sector: 10 },
  { name: 'Collège Germaine Tillion', kind: 'middle', department: '67', city: 0, priority: 'rep', sector: 10 },
  { name: 'Collège Paul Éluard', kind: 'middle', department: '93', city: 3, priority: 'rep', sector: 4 },
  { name: 'Collège Aimé Césaire', kind: 'middle', department: '13', city: 1, priority: 'rep-plus', sector: 7 },
];

/** Where student tutors study. */
const HIGHER_EDUCATION = [
  { name: 'IUT de Seine-Saint-Denis', kind: 'iut', department: '93', city: 0, sector: 2 },
  { name: 'Université Paris Rive Droite', kind: 'university', department: '75', city: 0, sector: 2 },
  { name: 'Université Lyon Rive Gauche', kind: 'university', department: '69', city: 0, sector: 6 },
  { name: 'École d’ingénieurs du Nord', kind: 'engineering-school', department: '59', city: 0, sector: 8 },
  { name: 'Université Toulouse Garonne', kind: 'university', department: '31', city: 0, sector: 9 },
  { name: 'École de commerce Atlantique', kind: 'business-school', department: '33', city: 0, sector: 9 },
] as const;

const CLASS_LEVELS: Record<SchoolKind, readonly [LevelId, string][]> = {
  elementary: [
    ['level-cm1', 'CM1'],
    ['level-cm2', 'CM2'],
  ],
  middle: [
    ['level-6eme', '6e A'],
    ['level-5eme', '5e B'],
    ['level-4eme', '4e A'],
    ['level-3eme', '3e B'],
  ],
  'high-school': [
    ['level-seconde', 'Seconde 3'],
    ['level-premiere', 'Première 2'],
    ['level-terminale', 'Terminale 1'],
  ],
};

const SPECIALTIES = [
  'Mathématiques',
  'Physique-chimie',
  'Sciences de la vie et de la Terre',
  'Sciences économiques et sociales',
  'Histoire-géographie, géopolitique et sciences politiques',
  'Humanités, littérature et philosophie',
  'Langues, littératures et cultures étrangères',
  'Numérique et sciences informatiques',
  'Sciences de l’ingénieur',
];

const COMPANIES = [
  { companyName: 'Banque Horizon (démo)', industrySector: 1, program: HOME_CLASSES, department: '75', expected: 15, active: true },
  { companyName: 'Numérica Conseil (démo)', industrySector: 2, program: HOME_CLASSES, department: '92', expected: 8, active: true },
  { companyName: 'Énergies Rhône (démo)', industrySector: 3, program: SOLIDARITY, department: '69', expected: 10, active: true },
  { companyName: 'Transports Atlantique (démo)', industrySector: 4, program: HOME_CLASS, department: '44', expected: 6, active: true },
  { companyName: 'Assurances Méditerranée (démo)', industrySector: 5, program: FOOTBALL, department: '13', expected: 5, active: false },
] as const;

export interface School {
  id: string;
  name: string;
  kind: SchoolKind;
  department: string;
  sectorId: string;
  priority: Priority;
  classes: { id: string; level: LevelId }[];
}

export interface DemoPlaces {
  collections: { sectors: Doc[]; establishments: Doc[]; classes: Doc[]; specialties: Doc[]; companyConfigurations: Doc[] };
  schools: School[];
  higherEducation: { id: string; department: string; sectorId: string }[];
  companies: { id: string; program: string; department: string; sectorId: string }[];
}

export function demoPlaces(faker: Faker, setupDay: string): DemoPlaces {
  const at = `${setupDay}T08:00:00.000Z`;
  const meta = metaOf(at, ADMINISTRATOR_ID);
  const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
  const sectorId = (index: number) => `demo-sector-${index}`;
  const sectors = SECTORS.map((sector, index) => ({ _id: sectorId(index + 1), ...sector, ...meta }));

  const establishments: Doc[] = [];
  const schools: School[] = [];
  const classes: Doc[] = [];
  const addressIn = (department: string, city: number) => {
    const [cityName, zipCode] = DEMO_CITIES[department]![city]!;
    return withDemoLocation({ addressLine1: streetAddress(pick, faker.number.int({ min: 1, max: 120 })), zipCode, city: cityName });
  };
  SCHOOLS.forEach((school, index) => {
    const id = `demo-establishment-${index + 1}`;
    const head = school.kind === 'elementary' ? 'directrice' : school.kind === 'middle' ? 'principal adjoint' : 'proviseure adjointe';
    establishments.push({
      _id: id,
      establishmentName: school.name,
      typeOfEstablishment: school.kind,
      labelType: 'school',
      department: school.department,
      sectors: [sectorId(school.sector)],
      priorityEducation: school.priority,
      address: addressIn(school.department, school.city),
      contactName: `${pick(['Mme', 'M.'])} ${pick(['Lefort', 'Benhamou', 'Carvalho', 'Delmas', 'Ngom', 'Vautrin', 'Lemercier', 'Achour'])}, ${head}`,
      email: `contact@${asciiSlug(school.name)}.example.org`,
      phoneNumber: landline(school.department, index),
      isMissing: false,
      ...meta,
    });
    const schoolClasses = CLASS_LEVELS[school.kind].map(([level, className], classIndex) => ({
      id: `demo-class-${index + 1}-${classIndex + 1}`,
      level,
      className,
    }));
    for (const entry of schoolClasses)
      classes.push({ _id: entry.id, className: `${entry.className} – ${school.name}`, level: entry.level, establishment: id, ...meta });
    schools.push({
      id,
      name: school.name,
      kind: school.kind,
      department: school.department,
      sectorId: sectorId(school.sector),
      priority: school.priority,
      classes: schoolClasses,
    });
  });
  const higherEducation = HIGHER_EDUCATION.map((entry, index) => {
    const id = `demo-establishment-${SCHOOLS.length + index + 1}`;
    establishments.push({
      _id: id,
      establishmentName: entry.name,
      typeOfEstablishment: entry.kind,
      labelType: entry.kind === 'university' || entry.kind === 'iut' ? 'great-establishment' : 'superior-school',
      department: entry.department,
      sectors: [sectorId(entry.sector)],
      priorityEducation: 'non-priority',
      address: addressIn(entry.department, entry.city),
      contactName: `${pick(['Mme', 'M.'])} ${pick(['Aubertin', 'Solal', 'Kone', 'Piquet'])}, service de l’engagement étudiant`,
      email: `engagement@${asciiSlug(entry.name)}.example.org`,
      isMissing: false,
      ...meta,
    });
    return { id, department: entry.department, sectorId: sectorId(entry.sector) };
  });

  const specialties = SPECIALTIES.map((specialtyName, index) => ({ _id: `demo-specialty-${index + 1}`, specialtyName, levelGroup: 'high', ...meta }));
  const companySector = (department: string) => (['75', '92', '93', '94'].includes(department) ? sectorId(3) : sectorId(10));
  const companyConfigurations = COMPANIES.map((company, index) => {
    const slug = asciiSlug(company.companyName.replace(' (démo)', ''));
    return {
      _id: `demo-company-${index + 1}`,
      idEntreprise: slug,
      companyName: company.companyName,
      industrySector: `demo-industrySectors-${company.industrySector}`,
      program: programOf(company.program),
      contactName: `${pick(['Mme', 'M.'])} ${pick(['Ferrand', 'Oukili', 'Masset', 'Tavares', 'Guillemin'])}, responsable RSE`,
      contactEmail: `rse@${slug}.example.com`,
      contactPhone: landline(company.department, 40 + index),
      numberOfTutorsExpected: company.expected,
      entrepriseData: `Entreprise fictive (données de démonstration). Mécénat de compétences : ${company.expected} salariés tuteurs attendus cette année.`,
      isActive: company.active,
      ...meta,
    };
  });
  const companies = COMPANIES.map((company, index) => ({
    id: `demo-company-${index + 1}`,
    program: company.program,
    department: company.department,
    sectorId: companySector(company.department),
  }));
  return { collections: { sectors, establishments, classes, specialties, companyConfigurations }, schools, higherEducation, companies };
}

/** A landline of the department's region (01 Île-de-France, 02 west, 03 north-east, 04 south-east, 05 south-west). */
function landline(department: string, index: number): string {
  const region = ['75', '92', '93', '94'].includes(department)
    ? 1
    : ['44'].includes(department)
      ? 2
      : ['59', '67'].includes(department)
        ? 3
        : ['69', '13'].includes(department)
          ? 4
          : 5;
  return `+33${region}${String(40_000_000 + index * 10_037).slice(0, 8)}`;
}
