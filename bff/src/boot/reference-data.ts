import { COUNTRIES, DEPARTMENT_OPTIONS, LEVELS, PROGRAMS, translate } from '@binome/schema';
import type { Store, StoredDocument } from '../store/store.ts';

/**
 * The official, read-only reference lists (levels, departments, countries, programs) as store collections, so
 * that the generated routes serve them like any other resource. Written on every start: a new release's lists
 * replace the old ones, and nothing else writes to these collections.
 */
export function referenceDocuments(): Record<string, StoredDocument[]> {
  return {
    levels: LEVELS.map((level) => ({ ...level, levelDescription: translate('fr', `levelDescriptions.${level._id}`) })),
    departments: DEPARTMENT_OPTIONS.map((department) => ({ _id: department.departmentCode, departmentId: department.departmentId, departmentCode: department.departmentCode, departmentName: department.departmentName })),
    countries: COUNTRIES.map((country) => ({ _id: country.slug, ...country })),
    programs: PROGRAMS.map((program) => ({ _id: program.programId, programId: program.programId, programName: translate('fr', `enums.program.${program.programId}`) })),
  };
}

export async function writeReferenceData(store: Store): Promise<void> {
  for (const [collectionName, documents] of Object.entries(referenceDocuments())) {
    const collection = store.collection(collectionName);
    const existing = new Map((await collection.find({})).map((document) => [document._id, JSON.stringify(document)]));
    const known = documents.map((document) => document._id);
    if (existing.size > known.length || [...existing.keys()].some((id) => !known.includes(id))) await collection.deleteMany({ _id: { $nin: known } });
    // Only what changed is written, so a restart does not rewrite hundreds of unchanged rows.
    for (const document of documents) {
      const before = existing.get(document._id);
      if (before === undefined) await collection.insertOne(document);
      else if (before !== JSON.stringify(document)) await collection.replaceOne({ _id: document._id }, document);
    }
  }
}
