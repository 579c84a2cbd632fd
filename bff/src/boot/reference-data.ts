import { COUNTRIES, DEPARTMENT_OPTIONS, LEVELS, PROGRAM_IDS, PROGRAMS, translate } from '@binome/schema';
import type { Store, StoredDocument } from '../store/store.ts';

/**
 * The official, read-only reference lists (levels, departments, countries, programs) as store collections, so
 * that the generated routes serve them like any other resource. Written on every start: a new release's lists
 * replace the old ones, and nothing else writes to these collections but staff setting a program's distance bound
 * (kept over the release's default, see withStaffSettings).
 */
export function referenceDocuments(): Record<string, StoredDocument[]> {
  return {
    levels: LEVELS.map((level) => ({ ...level, levelDescription: translate('fr', `levelDescriptions.${level._id}`) })),
    departments: DEPARTMENT_OPTIONS.map((department) => ({
      _id: department.departmentCode,
      departmentId: department.departmentId,
      departmentCode: department.departmentCode,
      departmentName: department.departmentName,
    })),
    countries: COUNTRIES.map((country) => ({ _id: country.slug, ...country })),
    programs: PROGRAMS.map((program) => ({
      _id: program.programId,
      programId: program.programId,
      programName: translate('fr', `enums.program.${program.programId}`),
      ...(DEFAULT_MAX_DISTANCE_KM[program.programId] !== undefined && { maxDistanceKm: DEFAULT_MAX_DISTANCE_KM[program.programId] }),
    })),
  };
}

/**
 * The distance bound a program starts with (the matching's distance rule): 10 km for the home classes, met at home
 * or at school; none for the programs tutored online or on a club's grounds. Staff change it (`PATCH /programs/{id}`).
 */
export const DEFAULT_MAX_DISTANCE_KM: Readonly<Record<string, number>> = { [PROGRAM_IDS.homeClassesFaceToFace]: 10, [PROGRAM_IDS.homeClass]: 10 };

/** What staff set on a program (its bound, and the stamp of their change), kept over the release's list. */
const STAFF_SET_PROGRAM_FIELDS = ['maxDistanceKm', 'updatedAt', 'updatedBy', '_rev'];

function withStaffSettings(collectionName: string, document: StoredDocument, stored: StoredDocument | undefined): StoredDocument {
  if (collectionName !== 'programs' || !stored?.updatedBy) return document;
  const { maxDistanceKm: _default, ...rest } = document;
  return { ...rest, ...Object.fromEntries(STAFF_SET_PROGRAM_FIELDS.filter((key) => stored[key] !== undefined).map((key) => [key, stored[key]])) };
}

export async function writeReferenceData(store: Store): Promise<void> {
  for (const [collectionName, documents] of Object.entries(referenceDocuments())) {
    const collection = store.collection(collectionName);
    const stored = new Map((await collection.find({})).map((document) => [document._id, document]));
    const existing = new Map([...stored].map(([id, document]) => [id, JSON.stringify(document)]));
    const known = documents.map((document) => document._id);
    if (existing.size > known.length || [...existing.keys()].some((id) => !known.includes(id))) await collection.deleteMany({ _id: { $nin: known } });
    // Only what changed is written, so a restart does not rewrite hundreds of unchanged rows.
    for (const released of documents) {
      const document = withStaffSettings(collectionName, released, stored.get(released._id));
      const before = existing.get(document._id);
      if (before === undefined) await collection.insertOne(document);
      else if (before !== JSON.stringify(document)) await collection.replaceOne({ _id: document._id }, document);
    }
  }
}
