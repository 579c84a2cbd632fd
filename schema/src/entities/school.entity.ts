import { defineEntity } from './define-entity.ts';
import { f } from './fields.ts';
import { schoolZoneNames } from '../enums/establishments.ts';
import { weekdays } from '../enums/time.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { endAfterStart } from './rules.ts';

/** The nine levels (reference data, see reference/levels.ts); classes and specialties hang below them. */
export const levels = defineEntity({
  name: 'levels',
  fields: {
    levelName: f.text({ required: true, max: 50 }),
    levelDescription: f.text({ max: 200 }),
    group: f.text({ max: 20 }),
    order: f.number({ integer: true, min: 1, max: 20 }),
  },
  titleField: 'levelName',
  columns: ['levelName', 'levelDescription', 'group'],
  filterable: ['group'],
  sortable: ['order', 'levelName'],
  searchable: ['levelName'],
  defaultSort: { field: 'order', order: 'asc' },
  readOnly: true,
});

export const classes = defineEntity({
  name: 'classes',
  fields: {
    className: f.text({ required: true, max: 100 }),
    level: f.reference('levels', { required: true }),
    establishment: f.reference('establishments'),
  },
  titleField: 'className',
  columns: ['className', 'level', 'establishment'],
  filterable: ['level', 'establishment'],
  sortable: ['className', 'level'],
  searchable: ['className'],
});

export const specialties = defineEntity({
  name: 'specialties',
  fields: {
    specialtyName: f.text({ required: true, max: 100 }),
    levelGroup: f.text({ required: true, max: 20 }),
  },
  titleField: 'specialtyName',
  columns: ['specialtyName', 'levelGroup'],
  filterable: ['levelGroup'],
  sortable: ['specialtyName'],
  searchable: ['specialtyName'],
});

export const scholarYears = defineEntity({
  name: 'scholarYears',
  fields: {
    scholarYear: f.text({ required: true, max: 9, pattern: { regex: /^\d{4}-\d{4}$/, message: M.invalid } }),
    startDate: f.date({ required: true }),
    endDate: f.date({ required: true }),
    isCurrent: f.boolean(),
  },
  titleField: 'scholarYear',
  columns: ['scholarYear', 'startDate', 'endDate', 'isCurrent'],
  filterable: ['isCurrent', 'startDate'],
  sortable: ['scholarYear', 'startDate'],
  searchable: ['scholarYear'],
  defaultSort: { field: 'startDate', order: 'desc' },
  unique: [{ fields: ['scholarYear'], message: 'errors.nameInUse' }],
  rules: [endAfterStart('startDate', 'endDate')],
});

export const schoolZones = defineEntity({
  name: 'schoolZones',
  fields: {
    zoneName: f.enum(schoolZoneNames, { required: true }),
    departments: f.list(f.reference('departments'), { max: 110 }),
    schoolZoneHolidays: f.list(
      f.object({ name: f.text({ required: true, max: 100 }), startDate: f.date({ required: true }), endDate: f.date({ required: true }) }),
      { max: 30 },
    ),
  },
  titleField: 'zoneName',
  columns: ['zoneName', 'departments'],
  filterable: ['zoneName'],
  sortable: ['zoneName'],
  searchable: [],
  unique: [{ fields: ['zoneName'], message: 'errors.nameInUse' }],
});

export const publicHolidays = defineEntity({
  name: 'publicHolidays',
  fields: {
    name: f.text({ required: true, max: 100 }),
    date: f.date({ required: true }),
    tutoringAllowed: f.boolean(),
    occursEveryYear: f.boolean(),
  },
  titleField: 'name',
  columns: ['name', 'date', 'tutoringAllowed', 'occursEveryYear'],
  filterable: ['date', 'tutoringAllowed', 'occursEveryYear'],
  sortable: ['date', 'name'],
  searchable: ['name'],
  defaultSort: { field: 'date', order: 'asc' },
});

/**
 * The availability grid staff set up (/setup/availability): which slots of the section 9 grid can be offered.
 * One record a slot.
 */
export const availabilities = defineEntity({
  name: 'availabilities',
  fields: {
    dayOfTheWeek: f.enum(weekdays, { required: true }),
    startTime: f.time({ required: true }),
    endTime: f.time({ required: true }),
    affectable: f.boolean(),
  },
  titleField: 'startTime',
  columns: ['dayOfTheWeek', 'startTime', 'endTime', 'affectable'],
  filterable: ['dayOfTheWeek', 'affectable'],
  sortable: ['dayOfTheWeek', 'startTime'],
  searchable: [],
  defaultSort: { field: 'dayOfTheWeek', order: 'asc' },
  unique: [{ fields: ['dayOfTheWeek', 'startTime'], message: 'errors.slotExists' }],
  rules: [endAfterStart('startTime', 'endTime')],
});
