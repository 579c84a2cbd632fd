import { describe, expect, it } from 'vitest';
import { composeLabel, defineEntity, f, getResource, labelReferences, RESOURCES, translate, type Entity, type LabelContext } from '../src/index.ts';

/** A reader who sees these titles and no other. */
const seeing = (titles: Record<string, Record<string, string>>, language: 'fr' | 'en' = 'fr'): LabelContext => ({
  language,
  translate: (key) => translate(language, key),
  referenceLabel: (resource, id) => titles[resource]?.[id] ?? null,
});
const labelOf = (entity: Entity, record: Record<string, unknown>, context: LabelContext) => composeLabel(entity.fields, entity.label, record, context);

const tutors = getResource('tutors').entity;
const students = getResource('students').entity;
const coordinators = getResource('coordinators').entity;
const sessions = getResource('sessions').entity;
const pairs = getResource('pairs').entity;

const juliette = {
  contactDetails: { firstName: 'Juliette', lastName: 'Lopez', email: 'juliette.lopez@example.org' },
  program: { programId: 'az-rem-4ca0f8d' },
  tutorPreferences: { assignment: { level: ['level-6eme', 'level-5eme'] } },
};
const levels = { levels: { 'level-6eme': '6ème', 'level-5eme': '5ème' } };

describe('record labels', () => {
  it('name a person by first and last name, and tell namesakes apart by program and levels, in the reader’s language', () => {
    const program = (language: 'fr' | 'en') => translate(language, 'enums.program.az-rem-4ca0f8d');
    expect(program('fr')).not.toBe(program('en'));
    expect(labelOf(tutors, juliette, seeing(levels))).toEqual({ title: 'Juliette Lopez', detail: `${program('fr')} · 6ème, 5ème` });
    expect(labelOf(tutors, juliette, seeing(levels, 'en')).detail).toBe(`${program('en')} · 6ème, 5ème`);
    const student = {
      contactDetails: { firstName: 'Hugo', lastName: 'Le Roux' },
      program: { programId: 'az-zup-6g98343' },
      studentPreferences: { assignment: { establishments: ['e1'] } },
    };
    // No level: the school tells them apart instead.
    expect(labelOf(students, student, seeing({ establishments: { e1: 'Collège Jean Moulin' } }))).toEqual({
      title: 'Hugo Le Roux',
      detail: `${translate('fr', 'enums.program.az-zup-6g98343')} · Collège Jean Moulin`,
    });
  });

  it('tell staff apart by their e-mail', () => {
    expect(labelOf(coordinators, juliette, seeing({})).detail).toBe('juliette.lopez@example.org');
  });

  it('name a session by its Paris date and time and its participants, the stored name standing in for one the reader may not see', () => {
    const session = {
      sessionType: 'private-session',
      status: 'to-be-scheduled',
      sessionDate: { startDate: '2026-11-16T15:00:00.000Z', endDate: '2026-11-16T16:00:00.000Z' },
      tutors: [{ userId: 't1', fullName: 'Juliette L.' }],
      students: [{ userId: 's1', fullName: 'Hugo Le Roux' }, { userId: 's2' }],
    };
    const label = labelOf(sessions, session, seeing({ tutors: { t1: 'Juliette Lopez' } }));
    // Winter: Paris is UTC+1. The tutor by their label, the first student by the stored name, the second neither.
    expect(label.title).toBe('16/11/2026 16:00 · Juliette Lopez · Hugo Le Roux, Non accessible');
    expect(label.detail).toBe(`${translate('fr', 'enums.sessionType.private-session')} · ${translate('fr', 'enums.sessionStatus.to-be-scheduled')}`);
    expect(labelOf(sessions, { ...session, sessionDate: { startDate: '2026-07-01T06:30:00.000Z' } }, seeing({}, 'en')).title).toBe(
      '01/07/2026 08:30 · Juliette L. · Hugo Le Roux, Not accessible',
    );
  });

  it('never show a raw id: a reference the reader may not see is "not accessible", the system author is named', () => {
    const label = labelOf(pairs, { tutorId: 't1', studentId: 'secret-student-id', status: 'active' }, seeing({ tutors: { t1: 'Juliette Lopez' } }));
    expect(label.title).toBe('Juliette Lopez – Non accessible');
    expect(label.title).not.toContain('secret-student-id');
    const created = defineEntity({
      name: 'authored',
      fields: { author: f.reference('users') },
      label: { title: ['author'] },
      columns: [],
      filterable: [],
      sortable: [],
      searchable: [],
    });
    expect(labelOf(created, { author: 'system' }, seeing({})).title).toBe('Système');
    expect(labelOf(created, { author: 'system' }, seeing({}, 'en')).title).toBe('System');
  });

  it('give no title when it reads a field the reader may not read, and leave such fields out of the second line', () => {
    const hidden = (path: string) => !path.startsWith('contactDetails.lastName') && !path.startsWith('contactDetails.email');
    expect(labelOf(coordinators, juliette, { ...seeing({}), readable: hidden })).toEqual({ title: null, detail: null });
    expect(labelOf(tutors, juliette, { ...seeing(levels), readable: (path) => !path.startsWith('program') }).detail).toBe('6ème, 5ème');
  });

  it('read the name of a country in the reader’s language', () => {
    const countries = getResource('countries').entity;
    expect(labelOf(countries, { nameFr: 'Allemagne', nameEn: 'Germany' }, seeing({})).title).toBe('Allemagne');
    expect(labelOf(countries, { nameFr: 'Allemagne', nameEn: 'Germany' }, seeing({}, 'en')).title).toBe('Germany');
  });

  it('list the references a label follows, in lists and nested objects too', () => {
    const session = { tutors: [{ userId: 't1' }, { userId: 't2' }], students: [{ userId: 's1' }], sessionDate: { startDate: '2026-11-16T15:00:00.000Z' } };
    expect(labelReferences(sessions.fields, sessions.label.title, session)).toEqual([
      { resource: 'tutors', id: 't1' },
      { resource: 'tutors', id: 't2' },
      { resource: 'students', id: 's1' },
    ]);
    expect(labelReferences(tutors.fields, tutors.label.detail!, juliette)).toEqual([
      { resource: 'levels', id: 'level-6eme' },
      { resource: 'levels', id: 'level-5eme' },
    ]);
  });
});

describe('label descriptors', () => {
  it('name only fields a label can show, and references to resources that exist', () => {
    const names = new Set(RESOURCES.map((resource) => resource.name));
    for (const resource of RESOURCES) {
      const { entity } = resource;
      expect(entity.label.title.length, resource.name).toBeGreaterThan(0);
      for (const target of referencedResources(entity)) expect(names.has(target), `${resource.name} → ${target}`).toBe(true);
    }
  });

  it('refuse a label path that is not a field, or a field no label can show, when the descriptor loads', () => {
    const define = (label: Parameters<typeof defineEntity>[0]['label']) =>
      defineEntity({
        name: 'broken',
        fields: { title: f.text(), notes: f.longText(), items: f.list(f.text()) },
        label,
        columns: [],
        filterable: [],
        sortable: [],
        searchable: [],
      });
    expect(() => define({ title: ['nope'] })).toThrow(/label path 'nope' is not a field/);
    expect(() => define({ title: ['title'], detail: [{ firstOf: ['title', 'missing.path'] }] })).toThrow(/label path 'missing.path' is not a field/);
    expect(() => define({ title: ['notes'] })).toThrow(/label path 'notes' has kind 'longText'/);
    expect(() => define({ title: [{ each: 'items', value: 'x' }] })).toThrow(/label part 'items' is not a list of objects/);
    expect(() => define({ title: [] })).toThrow(/label has no title/);
    expect(() => define({ title: ['title'] })).not.toThrow();
  });
});

function referencedResources(entity: Entity): string[] {
  const targets: string[] = [];
  const visit = (field: Parameters<typeof labelReferences>[0][string]) => {
    if (field.kind === 'reference') targets.push(field.resource);
    if (field.kind === 'list') visit(field.of);
    if (field.kind === 'object') Object.values(field.fields).forEach(visit);
  };
  Object.values(entity.fields).forEach(visit);
  return targets;
}
