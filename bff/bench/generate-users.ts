import { PROGRAMS } from '@binome/schema';
import type { StoredDocument } from '../src/store/store.ts';

const FIRST_NAMES = [
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Emma',
  'Gabriel',
  'Inès',
  'Raphaël',
  'Jade',
  'Arthur',
  'Zoé',
  'Nathan',
  'Manon',
  'Adam',
  'Camille',
  'Yasmine',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Benali',
];
const STATUSES = ['active', 'active', 'active', 'pending', 'on-hold', 'deactivated'];
const CITIES = ['Paris', 'Lyon', 'Marseille', 'Lille', 'Nantes', 'Toulouse', 'Bordeaux', 'Strasbourg'];

/** Tutor records for load measurements: plausible shapes and spreads, deterministic, no personal data. */
export function generateTutors(count: number, offset = 0): StoredDocument[] {
  const documents: StoredDocument[] = [];
  for (let index = offset; index < offset + count; index += 1) {
    const pick = <T>(list: readonly T[], salt: number) => list[(index * 7919 + salt * 104729) % list.length]!;
    const id = `bench-tutor-${index}`;
    const program = pick(PROGRAMS, 1);
    const createdAt = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString();
    documents.push({
      _id: id,
      userId: id,
      userRole: 'tutor',
      status: pick(STATUSES, 2),
      contactDetails: {
        firstName: pick(FIRST_NAMES, 3),
        lastName: `${pick(LAST_NAMES, 4)}`,
        email: `tuteur.${index}@example.org`,
        phoneNumber: `+336${String(10_000_000 + index).slice(-8)}`,
      },
      address: { city: pick(CITIES, 5), zipCode: '75011', addressLine1: `${index % 200} rue de la République` },
      program: { programId: program.programId, programName: program.slug },
      onBoardingStep: pick([1, 2, 3, 5, 6, 7], 6),
      homeDepartment: pick(['75', '69', '13', '59', '44', '31', '33', '67'], 7),
      tutorPreferences: {
        assignment: { numberOfStudentsToSupport: (index % 5) + 1, level: [pick(['level-6eme', 'level-5eme', 'level-4eme', 'level-3eme'], 8)] },
        weekendAvailability: false,
      },
      createdAt,
      updatedAt: createdAt,
      createdBy: 'system',
      updatedBy: 'system',
    });
  }
  return documents;
}
