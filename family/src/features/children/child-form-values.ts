import { fieldAt, getResource, type Language } from '@binome/schema';
import { errorsFromIssues, translate, type FieldErrors } from '../../forms/form-errors.ts';
import type { ChildRecord } from './children-data.ts';

/**
 * What the child form holds, and how it becomes the body of `POST /v1/students` (a new child) or of
 * `PATCH /v1/students/{id}` (an edit). Only the fields a parent may write (the schema's CHILD_FIELDS_BY_PARENT):
 * never status, program beyond their own, pipeline or staff assignment, which the server refuses by name.
 */
export interface ChildFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  level: string;
  classes: string[];
  subjectToStudy: string;
  needs: string[];
  comments: string;
}

/** Whose child it is and in which program: the parent's own, as the server's rule requires. */
export interface ParentFacts {
  userId: string;
  programId: string | undefined;
}

const students = getResource('students').entity;

/** Form path → the field's path in the record, for labels and for the server's validation details. */
export const FIELD_PATHS: Record<keyof ChildFormValues, string> = {
  firstName: 'contactDetails.firstName',
  lastName: 'contactDetails.lastName',
  email: 'contactDetails.email',
  phoneNumber: 'contactDetails.phoneNumber',
  dateOfBirth: 'dateOfBirth',
  level: 'studentPreferences.assignment.level',
  classes: 'studentPreferences.assignment.classes',
  subjectToStudy: 'studentPreferences.assignment.subjectToStudy',
  needs: 'studentPreferences.doesYourChildNeedHelpWith',
  comments: 'studentPreferences.comments',
};

/** The labels of the form's fields, by record path, from the descriptor's own label keys. */
export function fieldLabels(language: Language): Record<string, string> {
  return Object.fromEntries(Object.values(FIELD_PATHS).map((path) => [path, translate(language, fieldAt(students.fields, path)?.labelKey ?? path)]));
}

export function valuesOf(child?: ChildRecord): ChildFormValues {
  const contact: Partial<NonNullable<ChildRecord['contactDetails']>> = child?.contactDetails ?? {};
  const preferences = child?.studentPreferences ?? {};
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email ?? '',
    phoneNumber: contact.phoneNumber ?? '',
    dateOfBirth: child?.dateOfBirth ?? '',
    level: preferences.assignment?.level ?? '',
    classes: preferences.assignment?.classes ?? [],
    subjectToStudy: preferences.assignment?.subjectToStudy ?? '',
    needs: preferences.doesYourChildNeedHelpWith ?? [],
    comments: preferences.comments ?? '',
  };
}

const text = (value: string) => value.trim();

/** A new child: empty fields left out; on hold is the server's default (section 3), never sent. */
export function createBody(values: ChildFormValues, parent: ParentFacts): Record<string, unknown> {
  const optional = (value: string) => (text(value) === '' ? undefined : text(value));
  return prune({
    contactDetails: {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: optional(values.email),
      phoneNumber: optional(values.phoneNumber),
    },
    dateOfBirth: optional(values.dateOfBirth),
    program: parent.programId ? { programId: parent.programId } : undefined,
    studentPreferences: {
      parentUserId: parent.userId,
      comments: optional(values.comments),
      doesYourChildNeedHelpWith: values.needs.length > 0 ? values.needs : undefined,
      assignment: {
        level: optional(values.level),
        classes: values.classes.length > 0 ? values.classes : undefined,
        subjectToStudy: optional(values.subjectToStudy),
      },
    },
  });
}

/** An edit: a field emptied by the parent is cleared (`null`, the API's way); the others are sent as they are. */
export function updateBody(values: ChildFormValues): Record<string, unknown> {
  const orNull = (value: string) => (text(value) === '' ? null : text(value));
  return {
    contactDetails: {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: orNull(values.email),
      phoneNumber: orNull(values.phoneNumber),
    },
    dateOfBirth: orNull(values.dateOfBirth),
    studentPreferences: {
      comments: orNull(values.comments),
      doesYourChildNeedHelpWith: values.needs.length > 0 ? values.needs : null,
      assignment: { level: orNull(values.level), classes: values.classes.length > 0 ? values.classes : null, subjectToStudy: orNull(values.subjectToStudy) },
    },
  };
}

/** The schema's own rules on the whole child (names required, a valid e-mail or French phone, one of the two). */
export function validateChild(values: ChildFormValues, parent: ParentFacts, language: Language): FieldErrors {
  const result = students.schemas.create.safeParse(createBody(values, parent));
  return result.success ? {} : errorsFromIssues(result.error.issues, language, fieldLabels(language));
}

export function sameValues(a: ChildFormValues, b: ChildFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Drops `undefined` values and the objects left empty, so the body holds only what the parent gave. */
function prune(value: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
      const inner = prune(entry as Record<string, unknown>);
      if (Object.keys(inner).length > 0) kept[key] = inner;
    } else kept[key] = entry;
  }
  return kept;
}
