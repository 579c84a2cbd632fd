import { createRoute, z } from '@hono/zod-openapi';
import { dissociationReasons, DEPARTMENT_OPTIONS, onboardingSteps, programIds } from '@binome/schema';
import { MAX_WEEKS, WAITING_RANGES } from '@binome/schema/statistics';
import { errorResponses } from '../../http/openapi-common.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'validation.date');
/** Supply and demand lists at most this many levels and departments. */
export const MAX_SUPPLY_ROWS = 120;

export const StatisticsQuerySchema = z
  .strictObject({
    program: programIds.schema.optional().openapi({ description: "Only this program (within the reader's programs)." }),
    department: z
      .string()
      .regex(/^(\d{2,3}|2[AB])$/, 'validation.invalid')
      .refine((code) => DEPARTMENT_OPTIONS.some((entry) => entry.departmentCode === code), 'validation.invalid')
      .optional()
      .openapi({
        description:
          'Only the people of this department (students by postal code, tutors by assignment), and the sessions, pairs and reports of those students.',
        example: '93',
      }),
    from: day.optional().openapi({ description: 'First day (Paris). Default: the start of the current scholar year.', example: '2025-09-01' }),
    to: day.optional().openapi({
      description: `Last day (Paris). Default: the end of the current scholar year. At most ${MAX_WEEKS} weeks are shown, the latest.`,
      example: '2026-07-04',
    }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'validation.endBeforeStart' });

const count = z.number().int().min(0);
const percent = z.number().min(0).max(100).nullable();
const week = z.string().openapi({ description: 'The Monday of the week (Paris day).' });

export const StatisticsSchema = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    program: z.string().optional(),
    department: z.string().optional(),
    sessions: z
      .array(z.object({ week, held: count, present: count, absent: count, notReported: count, attendanceRate: percent }))
      .max(MAX_WEEKS)
      .openapi({
        description: 'Occurrences held each week (not cancelled, ended), and the attendance their class reports give: present / (present + absent).',
      }),
    pairs: z
      .array(z.object({ week, activePairs: count, made: count, dissociated: count }))
      .max(MAX_WEEKS)
      .openapi({ description: 'Pairs active at the end of each week.' }),
    waiting: z
      .object({
        count,
        medianDays: z.number().int().nullable(),
        p90Days: z.number().int().nullable(),
        ranges: z.array(z.object({ range: z.enum(WAITING_RANGES), count })).max(WAITING_RANGES.length),
      })
      .openapi({ description: 'Students waiting for a tutor today, and how long they have waited since they registered.' }),
    supplyByLevel: z
      .array(z.object({ key: z.string(), places: count, studentsWaiting: count }))
      .max(MAX_SUPPLY_ROWS)
      .openapi({ description: 'Places left with active tutors against students waiting, by level (today).' }),
    supplyByDepartment: z
      .array(z.object({ key: z.string(), places: count, studentsWaiting: count }))
      .max(MAX_SUPPLY_ROWS)
      .openapi({ description: 'The same by department.' }),
    onboarding: z
      .array(z.object({ step: z.union([onboardingSteps.schema, z.null()]), count }))
      .max(onboardingSteps.values.length + 1)
      .openapi({ description: 'Tutors and prospect leads who registered in the period, by onboarding step (null: no step recorded).' }),
    reports: z
      .array(z.object({ week, onTime: count, late: count, pending: count, onTimeRate: percent }))
      .max(MAX_WEEKS)
      .openapi({ description: 'Class reports of each week: entered within 48 hours of the end of their occurrence, late, or still within the 48 hours.' }),
    dissociations: z
      .array(z.object({ reason: z.union([dissociationReasons.schema, z.null()]), count }))
      .max(dissociationReasons.values.length + 1)
      .openapi({ description: 'Pairs dissociated in the period, by reason.' }),
  })
  .openapi('Statistics');

export const statisticsRoute = createRoute({
  method: 'get',
  path: '/statistics',
  tags: ['statistics'],
  security: [{ session: [] }],
  summary: "The statistics screen's figures, over a period, for a program and a department",
  description:
    "Staff who may read the statistics (administrators and coordinators). Each figure counts only the records the reader may read: a coordinator's figures cover their programs. Weeks run Monday to Sunday, Paris time.",
  request: { query: StatisticsQuerySchema },
  responses: { 200: { description: 'The figures', content: { 'application/json': { schema: StatisticsSchema } } }, ...errorResponses(400, 401, 403) },
});
