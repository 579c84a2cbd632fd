import { defineEntity } from './define-entity.ts';
import { f, type Field } from './fields.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { onboardingAudiences } from '../enums/onboarding.ts';

/**
 * Reference lists the spec counts but does not name (section 3 and 9). Administrators edit them; the seed data
 * is marked `isDemo` and says so in its names, so that no invented name passes for a real partner.
 */
const referenceList = <X extends Record<string, Field> = Record<never, Field>>(name: string, extra: X = {} as X) =>
  defineEntity({
    name,
    // The extra fields keep their own types, so that a record of the list is typed by them (record-types.ts).
    fields: { name: f.text({ required: true, max: 200 }), ...extra, isDemo: f.boolean() },
    titleField: 'name',
    columns: ['name', ...Object.keys(extra).filter((key) => extra[key]?.kind !== 'longText'), 'isDemo'],
    filterable: ['isDemo'],
    sortable: ['name', 'createdAt'],
    searchable: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    unique: [{ fields: ['name'], message: 'errors.nameInUse' }],
  });

export const footballClubs = referenceList('footballClubs', { city: f.text({ max: 100 }), department: f.reference('departments') });
export const partnerProgrammes = referenceList('partnerProgrammes', { description: f.longText({ max: 1000 }) });
export const industrySectors = referenceList('industrySectors');
/** A web address, or a path of our own origin (`/videos/…`): the demo's videos and documents are served offline. */
export const webOrOwnAddress = <const O extends { required?: boolean } = object>(options: O = {} as O) =>
  f.text({ ...options, max: 2048, pattern: { regex: /^(https?:\/\/[^\s]+|\/[A-Za-z0-9._~/-]+)$/, message: VALIDATION_MESSAGES.url } });

/**
 * Training videos: the onboarding's video of each audience is its active one with the lowest order. The server
 * needs the duration to know when a video was watched to the end (`domain/onboarding/watch.ts`); the demo
 * entries' files are served by our own origin.
 */
export const trainingVideos = referenceList('trainingVideos', {
  url: webOrOwnAddress({ required: true }),
  order: f.number({ integer: true, min: 1, max: 100 }),
  audience: f.enum(onboardingAudiences),
  durationSeconds: f.number({ integer: true, min: 1, max: 36_000 }),
});

/** Official reference data served read-only (reference/departments.ts, countries.ts, programs.ts). */
export const departments = defineEntity({
  name: 'departments',
  fields: { departmentId: f.text({ required: true, max: 3 }), departmentCode: f.text({ required: true, max: 3 }), departmentName: f.text({ required: true }) },
  label: { title: ['departmentName'], detail: ['departmentCode'] },
  columns: ['departmentCode', 'departmentName'],
  filterable: ['departmentCode'],
  sortable: ['departmentCode', 'departmentName'],
  searchable: ['departmentName', 'departmentCode'],
  defaultSort: { field: 'departmentCode', order: 'asc' },
  readOnly: true,
});

export const countries = defineEntity({
  name: 'countries',
  fields: {
    slug: f.text({ required: true, max: 60 }),
    code: f.text({ required: true, max: 2 }),
    nameFr: f.text({ required: true }),
    nameEn: f.text({ required: true }),
  },
  label: { title: [{ byLanguage: { fr: 'nameFr', en: 'nameEn' } }] },
  columns: ['nameFr', 'nameEn', 'code'],
  filterable: ['code'],
  sortable: ['nameFr', 'nameEn', 'code'],
  searchable: ['nameFr', 'nameEn', 'code'],
  defaultSort: { field: 'nameFr', order: 'asc' },
  readOnly: true,
});

/**
 * The four programs (reference/programs.ts), kept by the server. Staff set one thing of theirs: the distance bound of
 * an in-person pair (`maxDistanceKm`, the matching's distance rule); none means no bound.
 */
export const programs = defineEntity({
  name: 'programs',
  fields: { programId: f.text({ required: true, max: 20 }), programName: f.text({ required: true }), maxDistanceKm: f.number({ min: 1, max: 500 }) },
  titleField: 'programName',
  columns: ['programName', 'maxDistanceKm'],
  filterable: ['programId'],
  sortable: ['programName'],
  searchable: ['programName'],
  fixedRecords: true,
});
