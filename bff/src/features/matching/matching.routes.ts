import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, dissociationReasons, fieldAt, getResource, idSchema, MAX_PAGE_SIZE, tutoringModes } from '@binome/schema';
import { FIT_RULES, HARD_CONSTRAINTS, UNMATCHED_REASONS } from '@binome/schema/matching';
import { ErrorCodeSchema, errorResponses, ErrorSchema, jsonAnswer, jsonBody, totalCountHeader, withOpenApi } from '../../http/openapi-common.ts';
import { filterValueSchema, repeated } from '../../resources/filter-parameters.ts';
import { rowParameter } from '../../resources/list-query.ts';

const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
/** A filter typed by the student's field it weighs (the same values a tutor's field takes). */
const studentFilter = (path: string) => filterValueSchema(fieldAt(getResource('students').entity.fields, path)!);
const SLOT_KEY = /^[1-7]@([01]\d|2[0-3]):[0-5]\d$/;

const WeeklySlotSchema = z
  .object({ dayOfTheWeek: z.number().int().min(1).max(7), startTime: z.string(), endTime: z.string() })
  .openapi('WeeklySlot', { description: 'A one-hour slot of the weekly grid; dayOfTheWeek 1 is Monday.' });

const ReasonSchema = z
  .object({
    code: z.enum(['waiting', 'commonSlots', 'level', 'mode', 'subjects', 'sameEstablishment', 'sameDepartment', 'sameSector', 'distance']),
    mode: z.enum(['online', 'in-person', 'both']).optional().openapi({ description: 'With `mode`: how the two would meet (the modes both accept).' }),
    points: z.number(),
    days: z.number().int().optional(),
    slots: z.array(WeeklySlotSchema).max(200).optional(),
    level: z.string().optional(),
    subject: z.string().optional(),
    establishmentId: z.string().optional(),
    department: z.string().optional(),
    sectorId: z.string().optional(),
    basis: z.enum(['address', 'commune', 'sameEstablishment', 'sameDepartment', 'otherDepartment', 'unknown']).optional().openapi({
      description:
        'With `distance` (said for every pair that may meet in person): what it rests on. `address`: both addresses placed; `commune`: one placed at its commune only (about); `sameEstablishment`: they meet at an establishment both name; `sameDepartment` / `otherDepartment` / `unknown`: an address not placed, so the distance is unknown.',
    }),
    km: z.number().optional().openapi({ description: 'With `distance`: straight-line kilometres, one decimal (bases `address` and `commune`).' }),
  })
  .openapi('MatchingReason', {
    description: 'One reason of the score and the points it earned (weights: waiting 40, common slots 20, subjects 15, place 10, sector 10, distance 5).',
  });

export const CandidateSchema = z
  .object({
    id: z.string(),
    role: z.enum(['tutor', 'student']),
    fullName: z.string(),
    score: z.number().int().min(0).max(100),
    reasons: z.array(ReasonSchema).max(10),
    commonSlots: z.array(WeeklySlotSchema).max(200),
    level: z.string().optional(),
    levels: z.array(z.string()).max(20).optional(),
    gender: z.string().optional(),
    matchingStatus: z.string().optional(),
    waitingDays: z.number().int().optional(),
    room: z.object({ matched: z.number().int(), capacity: z.number().int() }).optional(),
  })
  .openapi('MatchingCandidate');

export const ExclusionSchema = z
  .object({
    rule: z.enum(FIT_RULES),
    role: z.enum(['tutor', 'student']),
    mode: z.enum(tutoringModes.values).optional().openapi({ description: 'With `mode`: the only mode the people kept out accept.' }),
    maxDistanceKm: z.number().optional().openapi({ description: "With `distance`: the program's bound they live beyond." }),
    count: z.number().int(),
    message: z.string().openapi({ description: 'Catalogue key of the words, with `count` (and `km` for `distance`) (`matchingExclusions.*`).' }),
  })
  .openapi('MatchingExclusion', { description: 'People who meet every hard constraint but this one rule of how they would meet, counted.' });

export const CandidatesQuerySchema = z.strictObject({
  mode: z.enum(['tutor', 'student']).openapi({ description: '`tutor`: students for a tutor (`tutorId`); `student`: tutors for a student (`studentId`).' }),
  tutorId: idSchema.optional(),
  studentId: idSchema.optional(),
  gender: repeated(studentFilter('gender')).optional(),
  levelIds: repeated(studentFilter('studentPreferences.assignment.level'))
    .optional()
    .openapi({ description: "Default: the tutor's levels (tutor mode), the student's level (student mode)." }),
  sectorIds: repeated(studentFilter('studentPreferences.assignment.sectors')).optional(),
  availability: repeated(z.string().regex(SLOT_KEY))
    .optional()
    .openapi({ description: 'Slots as `<day>@<HH:mm>` (`1@17:00`): a candidate shares at least one.' }),
  subjects: repeated(studentFilter('studentPreferences.assignment.subjectToStudy')).optional(),
  programId: studentFilter('program.programId').optional().openapi({ description: "Default: the person's program, else home classes (section 9)." }),
  status: repeated(z.enum(['unmatched', 'partial']))
    .optional()
    .openapi({ description: 'Matching status of the students weighed; default unmatched.' }),
  q: z.string().max(100).optional(),
  _start: rowParameter('First row (0-based).', 0).optional(),
  _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, DEFAULT_PAGE_SIZE).optional(),
});

export const CandidatesAnswerSchema = z
  .object({
    status: z.literal('success'),
    mode: z.enum(['tutor', 'student']),
    data: z.array(CandidateSchema).max(MAX_PAGE_SIZE),
    total: z.number().int(),
    excluded: z
      .array(ExclusionSchema)
      .max(10)
      .openapi({ description: 'The nearest people kept out, by the one rule that kept them out: what to say when nothing fits.' }),
  })
  .openapi('MatchingCandidates');

export const MatchRequestSchema = z
  .strictObject({
    tutorId: idSchema,
    studentId: idSchema,
    slot: z.strictObject({ dayOfTheWeek: z.number().int().min(1).max(7), startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
    firstSession: z.enum(['session-0', 'weekly']).openapi({ description: 'Session 0 (one meeting, with the VSC) or the weekly private session on the slot.' }),
    vscIds: z.array(idSchema).max(10).optional().openapi({ description: "Default: the student's VSC." }),
    tutoringMode: z
      .enum(tutoringModes.values)
      .optional()
      .openapi({ description: 'When both accept both modes: the one chosen. Otherwise the session takes the mode they share.' }),
  })
  .openapi('MatchRequest');

export const MatchCreatedSchema = z
  .object({
    pairId: z.string(),
    sessionId: z.string(),
    tutorId: z.string(),
    studentId: z.string(),
    tutorFullName: z.string(),
    studentFullName: z.string(),
    slot: WeeklySlotSchema,
    firstSessionStart: z.string(),
    matchedStudents: z.number().int(),
    numberOfStudentsToSupport: z.number().int(),
  })
  .openapi('MatchCreated');

export const AutomaticRequestSchema = z
  .strictObject({
    tutorId: idSchema.optional().openapi({ description: 'Staff: the tutor. A tutor asks for themself and sends none.' }),
    vscIds: z.array(idSchema).max(10).optional().openapi({ description: "The local coordinators of the session; default: the student's VSC." }),
    studentId: idSchema.optional().openapi({
      description: 'The proposal being confirmed (from `GET /matching/automatic`): matched with this pupil only, or 409 `automaticProposalChanged`.',
    }),
    slot: WeeklySlotSchema.optional().openapi({ description: "The proposal's slot, with `studentId`." }),
  })
  .openapi('AutomaticMatchingRequest');

const AutomaticProposalSchema = z
  .object({
    studentId: z.string(),
    studentFirstName: z.string(),
    levelName: z.string().optional(),
    slot: WeeklySlotSchema,
    tutoringMode: z.enum(tutoringModes.values).optional(),
  })
  .openapi('AutomaticMatchingProposal', { description: 'Who, when and how the tutor would meet, shown before they confirm.' });

export const AutomaticStatusSchema = z
  .object({
    offered: z.boolean(),
    available: z.boolean(),
    proposal: AutomaticProposalSchema.optional(),
    reason: z.string().optional(),
    message: z.string().optional(),
    matchedStudents: z.number().int(),
    numberOfStudentsToSupport: z.number().int(),
    freeSlots: z.array(z.string()).max(200),
    excluded: z.array(ExclusionSchema).max(10).optional().openapi({ description: 'When no student fits: the nearest kept out, by rule.' }),
  })
  .openapi('AutomaticMatchingStatus');

export const DissociationRequestSchema = z
  .strictObject({
    reason: dissociationReasons.schema,
    description: z.string().trim().max(2000).optional(),
  })
  .refine((request) => request.reason !== 'other' || !!request.description, { path: ['description'], message: 'validation.required' })
  .openapi('PairDissociationRequest');

export const DissociationAnswerSchema = z
  .object({
    id: z.string(),
    status: z.literal('dissociated'),
    dissociationDetails: z.object({ reason: z.string(), description: z.string().optional(), dissociatedAt: z.string(), dissociatedBy: z.string() }),
    canceledOccurrences: z.number().int(),
  })
  .openapi('PairDissociated');

const notMatchable = `\`notMatchable\` (details name each failed constraint: ${HARD_CONSTRAINTS.join(', ')}), \`slotNotCommon\`, \`slotConflict\` (someone is busy at an occurrence), \`matchingBusy\` (another match changed these people: try again)`;

export const candidatesRoute = createRoute({
  method: 'get',
  path: '/matching/candidates',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Candidates for a tutor (students) or for a student (tutors), best first, with their score and reasons',
  description:
    'Staff who may read the matching. Only people who meet every hard constraint: same program, level taught, a common free one-hour slot, the tutor active with room, the student waiting and wanting a private pair, a tutoring mode both accept, never a pair dissociated before. `excluded` counts the nearest kept out by one rule of how they would meet.',
  request: { query: CandidatesQuerySchema },
  responses: {
    200: jsonAnswer('One page of candidates', CandidatesAnswerSchema, totalCountHeader('Candidates, all pages (also `total` in the body).')),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const matchRoute = createRoute({
  method: 'post',
  path: '/matching/match',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Match a tutor and a student: the pair and its first session, in one transaction',
  description: 'Staff who may create pairs and sessions.',
  request: { query: z.strictObject({}), body: jsonBody(MatchRequestSchema) },
  responses: { 201: jsonAnswer('Matched', MatchCreatedSchema), 409: jsonAnswer(notMatchable, ErrorSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export const automaticStatusRoute = createRoute({
  method: 'get',
  path: '/matching/automatic',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Whether the automatic matching can run for a tutor, and the counts its button shows',
  request: { query: z.strictObject({ tutorId: idSchema.optional() }) },
  responses: { 200: jsonAnswer("The button's state", AutomaticStatusSchema), ...errorResponses(400, 401, 403, 404) },
});

export const automaticRoute = createRoute({
  method: 'post',
  path: '/matching/automatic',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Automatic matching (section 4): the first free slot with a fitting waiting student gets them',
  description:
    'The tutor for themself, or staff who may create pairs and sessions for a tutor. Creates the pair and a weekly private session (to be scheduled, origin auto, absences set, recurrence number 0), marks the slot taken. Concurrent requests never take the same student or slot twice.',
  request: { query: z.strictObject({}), body: jsonBody(AutomaticRequestSchema) },
  responses: {
    201: jsonAnswer('Matched', MatchCreatedSchema),
    409: jsonAnswer('`noEmptySlot`, `noStudentsForSlot`, `tutorFull`, `tutorNotActive`, `slotConflict`, `automaticProposalChanged`', ErrorSchema),
    403: jsonAnswer('`forbidden`, or `automaticMatchingNotOffered` (solidarity tutoring)', ErrorSchema),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export const dissociateRoute = createRoute({
  method: 'post',
  path: '/pairs/{id}/dissociate',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Dissociate a pair: its future sessions cancelled, the slots freed, the student back to waiting',
  description: 'Staff who may update the pair. The pair stays, dissociated, and is never proposed again.',
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(DissociationRequestSchema) },
  responses: {
    200: jsonAnswer('Dissociated', DissociationAnswerSchema),
    409: jsonAnswer('`pairNotActive`: already dissociated', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const SupplyDemandSchema = z.object({ key: z.string(), places: z.number().int(), studentsWaiting: z.number().int() }).openapi('MatchingSupplyAndDemand');

export const ProposalRequestSchema = z
  .strictObject({
    programId: z.string().max(100).optional().openapi({ description: 'Default: home classes (section 9).' }),
    department: z.string().max(3).optional().openapi({ description: 'Only the tutors and students of this department.' }),
  })
  .openapi('MatchingProposalRequest');

export const ProposalSchema = z
  .object({
    programId: z.string(),
    studentsWaiting: z.number().int(),
    tutorsWithRoom: z.number().int(),
    places: z.number().int(),
    pairsProposed: z.number().int(),
    totalScore: z.number().int(),
    pairs: z
      .array(
        z.object({
          tutorId: z.string(),
          tutorFullName: z.string(),
          studentId: z.string(),
          studentFullName: z.string(),
          level: z.string().optional(),
          slot: WeeklySlotSchema,
          score: z.number().int(),
          reasons: z
            .array(
              z.object({
                code: z.string(),
                points: z.number(),
                days: z.number().optional(),
                department: z.string().optional(),
                count: z.number().optional(),
                mode: z.string().optional(),
                basis: z.string().optional(),
                km: z.number().optional(),
              }),
            )
            .max(10),
        }),
      )
      .max(5_000),
    unmatched: z.object({
      total: z.number().int(),
      byReason: z
        .object(Object.fromEntries(UNMATCHED_REASONS.map((reason) => [reason, z.number().int()])) as Record<(typeof UNMATCHED_REASONS)[number], z.ZodNumber>)
        .openapi({
          description:
            'groupTutoring: wants group sessions (offered those, never a private pair); tutorsFull: the level has active tutors, all of them full; pairedBefore: the tutors sharing a slot were paired with them before; mode: those tutors tutor in another mode; distance: those tutors live beyond the program’s distance for an in-person pair; placesTaken: every candidate slot went to others in the optimal assignment.',
        }),
      students: z.array(z.object({ studentId: z.string(), fullName: z.string(), level: z.string().optional(), reason: z.enum(UNMATCHED_REASONS) })).max(500),
    }),
    byLevel: z.array(SupplyDemandSchema).max(100),
    byDepartment: z.array(SupplyDemandSchema).max(200),
    pairsPerWeek: z.number().openapi({ description: 'Pairs made per week over the last eight weeks.' }),
    predictedWaitWeeks: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Weeks until those left are matched at that pace; null when nothing was matched lately.' }),
  })
  .openapi('MatchingProposal');

export const ApproveRequestSchema = z
  .strictObject({
    pairs: z
      .array(
        z.strictObject({
          tutorId: idSchema,
          studentId: idSchema,
          slot: z.strictObject({ dayOfTheWeek: z.number().int().min(1).max(7), startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
        }),
      )
      .min(1)
      .max(100),
    firstSession: z.enum(['session-0', 'weekly']),
    vscIds: z.array(idSchema).max(10).optional(),
  })
  .openapi('MatchingApproveRequest');

export const ApproveAnswerSchema = z
  .object({
    created: z.array(MatchCreatedSchema).max(100),
    refused: z.array(z.object({ tutorId: z.string(), studentId: z.string(), code: ErrorCodeSchema, message: z.string() })).max(100),
  })
  .openapi('MatchingApproveAnswer');

export const proposalRoute = createRoute({
  method: 'post',
  path: '/matching/proposals',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Whole-cohort proposal (dry run): the most pairs, then the best total score, for a program',
  description: 'Staff who read the matching. Nothing is written: approve the pairs wanted with `POST /matching/proposals/approve`.',
  request: { query: z.strictObject({}), body: jsonBody(ProposalRequestSchema) },
  responses: { 200: jsonAnswer('The proposal', ProposalSchema), ...errorResponses(400, 401, 403, 413, 415) },
});

export const approveRoute = createRoute({
  method: 'post',
  path: '/matching/proposals/approve',
  tags: ['matching'],
  security: [{ session: [] }],
  summary: 'Make the approved pairs of a proposal, each like a manual match',
  description: 'Staff who may create pairs and sessions. Each pair is checked again and refused alone (with its reason) when it no longer fits.',
  request: { query: z.strictObject({}), body: jsonBody(ApproveRequestSchema) },
  responses: { 200: jsonAnswer('What was made and what was refused', ApproveAnswerSchema), ...errorResponses(400, 401, 403, 413, 415) },
});
