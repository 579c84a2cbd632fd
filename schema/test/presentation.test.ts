import { describe, expect, it } from 'vitest';
import { CATALOGS, getResource, lookup, RESOURCES, type Resource } from '../src/index.ts';
import { fieldUnits, groupsShown, presentationOf, presentationProblems, presentations, relatedFilters, unitsShown } from '../src/presentation/index.ts';

const STAFF_RESOURCES = (RESOURCES as readonly Resource[]).filter((resource) => resource.staffPath);

describe('presentation of records', () => {
  it('exists for every resource with a staff screen', () => {
    expect(STAFF_RESOURCES.filter((resource) => !presentations().has(resource.name)).map((resource) => resource.name)).toEqual([]);
  });

  it.each(STAFF_RESOURCES.map((resource) => [resource.name]))('%s: its groups place every non-technical field exactly once', (name) => {
    const presentation = presentationOf(name);
    const units = fieldUnits(getResource(name).entity.fields);
    const grouped = presentation.groups.flatMap((group) => group.fields);
    const technical = new Set(presentation.technical);
    expect(
      grouped.filter((unit, index) => grouped.indexOf(unit) !== index),
      'placed twice',
    ).toEqual([]);
    expect(
      units.filter((unit) => !technical.has(unit) && !grouped.includes(unit)),
      'placed nowhere',
    ).toEqual([]);
    expect(
      grouped.filter((unit) => technical.has(unit)),
      'technical yet grouped',
    ).toEqual([]);
  });

  it.each(STAFF_RESOURCES.map((resource) => [resource.name]))('%s: technical fields are shown in no mode, whatever the values', (name) => {
    const presentation = presentationOf(name);
    for (const mode of ['create', 'edit', 'show'] as const) {
      const shown = unitsShown(presentation, mode, {});
      expect(presentation.technical.filter((unit) => shown.has(unit))).toEqual([]);
    }
  });

  it('hides what the tutor page showed but nobody reads', () => {
    const tutors = presentationOf('tutors');
    for (const unit of [
      'id',
      'userId',
      'hasChangedPassword',
      'language',
      'isEmailVerified',
      'program.programName',
      'tutorPreferences.program.programId',
      'userRole',
    ]) {
      expect(tutors.technical, unit).toContain(unit);
    }
    // 'Programme' once: the tutor's own.
    expect(tutors.groups.flatMap((group) => group.fields).filter((unit) => unit.endsWith('programId'))).toEqual(['program.programId']);
    expect(tutors.groups.map((group) => group.key)).toEqual(['identity', 'availabilityAndAssignment', 'onboardingAndDocuments', 'followUp', 'record']);
  });

  it('never asks a new session for a cancelling reason, and asks an edited one only when it is cancelled', () => {
    const sessions = presentationOf('sessions');
    const canceled = { status: 'canceled', sessionType: 'group-session' };
    expect(unitsShown(sessions, 'create', canceled).has('cancelingReason')).toBe(false);
    expect(unitsShown(sessions, 'edit', { status: 'to-be-scheduled' }).has('cancelingReason')).toBe(false);
    expect(unitsShown(sessions, 'edit', canceled).has('cancelingReason')).toBe(true);
    expect(unitsShown(sessions, 'show', canceled).has('cancelingDescription')).toBe(true);
    // The sub-status belongs to a session 0, the link to an online session.
    expect(unitsShown(sessions, 'create', { sessionType: 'group-session' }).has('session0SubStatus')).toBe(false);
    expect(unitsShown(sessions, 'create', { sessionType: 'session-0' }).has('session0SubStatus')).toBe(true);
    expect(unitsShown(sessions, 'create', { tutoringMode: 'in-person' }).has('sessionLink')).toBe(false);
    expect(unitsShown(sessions, 'create', {}).has('sessionLink')).toBe(true);
  });

  it('shows a group only when it applies, and leaves empty groups out', () => {
    const pairs = presentationOf('pairs');
    const keys = (mode: 'create' | 'edit' | 'show', values: object) => groupsShown(pairs, mode, values).map((entry) => entry.group.key);
    expect(keys('show', { status: 'active' })).not.toContain('dissociation');
    expect(keys('show', { status: 'dissociated' })).toContain('dissociation');
    // On a form, the record history (set by the server) is not a section.
    expect(keys('create', {})).not.toContain('record');
    const prospects = presentationOf('prospects');
    expect(groupsShown(prospects, 'show', { userRole: 'parentProspect' }).map((entry) => entry.group.key)).not.toContain('tutorProfile');
    expect(groupsShown(prospects, 'show', { userRole: 'prospectLead' }).map((entry) => entry.group.key)).not.toContain('parentProfile');
  });

  it('lists a tutor’s pairs and upcoming sessions, a student’s pairs, sessions and reports, a session’s reports, a pair’s sessions', () => {
    const related = (name: string) => presentationOf(name).related.map((list) => `${list.resource}:${Object.keys(list.match).join('+')}`);
    expect(related('tutors')).toEqual(['pairs:tutorId', 'sessions:tutors.userId']);
    expect(related('students')).toEqual(['pairs:studentId', 'sessions:students.userId', 'classReports:studentId']);
    expect(related('sessions')).toContain('classReports:sessionId');
    expect(related('pairs')).toEqual(['sessions:tutors.userId+students.userId']);
  });

  it('filters a related list by this record’s values, from now on for upcoming ones', () => {
    const [pairSessions] = presentationOf('pairs').related;
    expect(relatedFilters(pairSessions!, { id: 'p1', tutorId: 't1', studentId: 's1' })).toEqual([
      { field: 'tutors.userId', operator: 'eq', value: 't1' },
      { field: 'students.userId', operator: 'eq', value: 's1' },
    ]);
    expect(relatedFilters(pairSessions!, { id: 'p1', tutorId: 't1' })).toBeUndefined();
    const upcoming = presentationOf('tutors').related.find((list) => list.upcoming)!;
    const now = new Date('2026-11-23T10:00:00Z');
    expect(relatedFilters(upcoming, { id: 't1' }, now)).toEqual([
      { field: 'tutors.userId', operator: 'eq', value: 't1' },
      { field: 'sessionDate.startDate', operator: 'gte', value: now.toISOString() },
    ]);
    expect(upcoming.sort).toEqual({ field: 'sessionDate.startDate', order: 'asc' });
    // The matched column says the same on every row: it is left out.
    expect(upcoming.columns).not.toContain('tutors');
  });

  it.each(STAFF_RESOURCES.map((resource) => [resource.name]))('%s: related lists match on filterable fields of a listed resource', (name) => {
    for (const list of presentationOf(name).related) {
      const target = getResource(list.resource);
      expect(target.staffPath).toBeDefined();
      for (const field of Object.keys(list.match)) expect(target.entity.filterable, `${list.key}: ${field}`).toContain(field);
      for (const column of list.columns) expect(target.entity.columns).toContain(column);
    }
  });

  it('refuses at load time a presentation that names a missing field, forgets one, places one twice or lists by an unfilterable field', () => {
    const sectors = getResource('sectors');
    const base = { groups: { details: ['sectorName', 'sectorGroup', 'description', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] }, technical: ['id'] };
    expect(presentationProblems(sectors, base)).toEqual([]);
    expect(presentationProblems(sectors, { ...base, groups: { details: [...base.groups.details, 'nope'] } })).toContain(
      "group details: field 'nope' is not a field",
    );
    expect(presentationProblems(sectors, { ...base, groups: { details: base.groups.details.slice(1) } })).toContain(
      "field 'sectorName' is in no group and not technical",
    );
    expect(presentationProblems(sectors, { ...base, groups: { ...base.groups, again: ['sectorName'] } })).toContain("field 'sectorName' is in 2 groups");
    expect(presentationProblems(sectors, { ...base, related: [{ key: 'tutors', resource: 'tutors', match: { company: 'id' } }] })).toContain(
      "related list 'tutors': 'company' is not filterable on tutors",
    );
    expect(presentationProblems(sectors, { ...base, when: { description: { field: 'missing', filled: true } } })).toContain(
      "condition of 'description' on 'missing' is not a field",
    );
  });

  it.each(['fr', 'en'] as const)('%s: every group and related list has its title', (language) => {
    const titles = [...presentations().values()].flatMap((presentation) => [...presentation.groups, ...presentation.related].map((titled) => titled.titleKey));
    expect(titles.filter((key) => lookup(CATALOGS[language], key) === undefined)).toEqual([]);
  });

  it('gives the header a status and two to four key facts, each a field', () => {
    for (const name of ['tutors', 'students', 'sessions', 'pairs', 'classReports']) {
      const { summary } = presentationOf(name);
      expect(summary.status, name).toBeDefined();
      expect(summary.facts.length, name).toBeGreaterThanOrEqual(2);
      expect(summary.facts.length, name).toBeLessThanOrEqual(4);
    }
  });
});
