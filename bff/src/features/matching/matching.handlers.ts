import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@binome/schema';
import type { AppEnv } from '../../http/context.ts';
import { problems } from '../../http/problems.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { approveRoute, automaticRoute, automaticStatusRoute, candidatesRoute, dissociateRoute, matchRoute, proposalRoute } from './matching.routes.ts';
import { approveProposals, proposeForProgram } from './proposals.ts';
import { findCandidates } from './candidates.ts';
import { automaticMatchingStatus, runAutomaticMatching } from './automatic-matching.ts';
import { createMatch, matchingBusyIfLost } from './create-match.ts';
import { readableStudent, readableTutor } from './matching-reads.ts';
import { dissociatePair } from './dissociate-pair.ts';

/** The matching (issue "Matching"): candidates with reasons, a match in one step, the automatic matching, dissociation. */
export function registerMatchingRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(candidatesRoute, async (context) => {
    const query = context.req.valid('query');
    const start = Number(query._start ?? 0);
    const end = Math.min(Number(query._end ?? start + DEFAULT_PAGE_SIZE), start + MAX_PAGE_SIZE);
    const answer = await findCandidates(operationContext(context), {
      mode: query.mode,
      tutorId: query.tutorId,
      studentId: query.studentId,
      gender: list(query.gender),
      levelIds: list(query.levelIds),
      sectorIds: list(query.sectorIds),
      availability: list(query.availability),
      subjects: list(query.subjects),
      programId: query.programId,
      status: list(query.status),
      q: query.q,
      start,
      end: Math.max(start, end),
    });
    context.header('x-total-count', String(answer.total));
    return context.json({ status: 'success' as const, mode: query.mode, ...answer }, 200);
  });

  app.openapi(matchRoute, async (context) => {
    const operation = operationContext(context);
    const request = context.req.valid('json');
    const { ability } = operation.signedIn;
    if (!ability.can('create', 'pairs') || !ability.can('create', 'sessions')) throw problems.forbidden();
    const [tutor, student] = await Promise.all([readableTutor(operation, request.tutorId), readableStudent(operation, request.studentId)]);
    try {
      const created = await createMatch(operation, {
        tutor,
        student,
        slot: request.slot,
        firstSession: request.firstSession,
        vscIds: request.vscIds,
        origin: 'matching',
        tutoringMode: request.tutoringMode,
      });
      return context.json(created, 201);
    } catch (error) {
      throw matchingBusyIfLost(error);
    }
  });

  app.openapi(automaticStatusRoute, async (context) =>
    context.json(await automaticMatchingStatus(operationContext(context), context.req.valid('query').tutorId), 200),
  );

  app.openapi(automaticRoute, async (context) => {
    try {
      return context.json(await runAutomaticMatching(operationContext(context), context.req.valid('json')), 201);
    } catch (error) {
      throw matchingBusyIfLost(error);
    }
  });

  app.openapi(proposalRoute, async (context) => context.json(await proposeForProgram(operationContext(context), context.req.valid('json')), 200));
  app.openapi(approveRoute, async (context) => context.json(await approveProposals(operationContext(context), context.req.valid('json')), 200));

  app.openapi(dissociateRoute, async (context) =>
    context.json(await dissociatePair(operationContext(context), context.req.valid('param').id, context.req.valid('json')), 200),
  );
}

function list<T>(value: T | T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}
