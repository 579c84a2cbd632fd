import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/openapi/document.ts';

const run = promisify(execFile);
const TSC = fileURLToPath(new URL('../../../node_modules/typescript7/bin/tsc', import.meta.url));

/**
 * What a partner does with the document: generate types with `openapi-typescript`, then write calls against them.
 * The usage below must compile under `strict`, and each `@ts-expect-error` must be an error: a filter that takes
 * any string, or an answer that is `unknown`, fails here.
 */
const USAGE = `
import type { components, operations, paths } from './api';

type TutorsQuery = NonNullable<paths['/tutors']['get']['parameters']['query']>;
export const query: TutorsQuery = { status: ['active', 'pending'], createdAt_gte: '2026-09-01T00:00:00.000Z', onBoardingStep: [7], _start: 0, _end: 20, _sort: 'contactDetails.lastName', _order: 'asc' };
// @ts-expect-error a status outside the enumeration
export const badStatus: TutorsQuery = { status: ['nope'] };
// @ts-expect-error no range on an enumeration
export const rangeOnEnum: TutorsQuery = { status_gte: 'active' };
// @ts-expect-error pages are numbers
export const pageAsText: TutorsQuery = { _start: '0' };

type Tutor = operations['getTutor']['responses'][200]['content']['application/json'];
export const lastName = (tutor: Tutor): string | undefined => tutor.contactDetails?.lastName;
// @ts-expect-error a record has only its fields
export const nothing = (tutor: Tutor) => tutor.noSuchField;

type Issued = operations['issueCertificate']['responses'][201]['content']['application/json'];
export const minutes = (certificate: Issued): number | undefined => certificate.minutes;

type Candidates = NonNullable<operations['listMatchingCandidates']['parameters']['query']>;
// @ts-expect-error genders are the descriptor's
export const badGender: Candidates = { mode: 'tutor', gender: ['other'] };

type Problem = components['schemas']['Error'];
export const retry = (problem: Problem): boolean => problem.code === 'editConflict' || problem.code === 'rateLimited' || problem.code === 2004;
// @ts-expect-error a code the catalogue does not have (misspelt)
export const misspelt = (problem: Problem): boolean => problem.code === 'editconflict';
// @ts-expect-error a numeric code the spec does not have
export const unknownNumber = (problem: Problem): boolean => problem.code === 2005;

type TutorUpdate = NonNullable<operations['updateTutor']['requestBody']>['content']['application/json'];
export const sundays: TutorUpdate = { tutorPreferences: { availability: [{ dayOfTheWeek: 7, startTime: '10:00', endTime: '11:00' }] } };
// @ts-expect-error there is no eighth day
export const eighthDay: TutorUpdate = { tutorPreferences: { availability: [{ dayOfTheWeek: 8, startTime: '10:00', endTime: '11:00' }] } };
`;

describe('a client generated from the document with openapi-typescript', () => {
  let directory: string | undefined;
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("types filters and answers so that a partner's strict TypeScript catches a wrong call", async () => {
    directory = await mkdtemp(join(tmpdir(), 'binome-partner-types-'));
    const types = astToString(await openapiTS(openApiDocument() as never));
    await writeFile(join(directory, 'api.d.ts'), types);
    await writeFile(join(directory, 'usage.ts'), USAGE);
    await writeFile(
      join(directory, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', skipLibCheck: false, types: [] },
        files: ['usage.ts', 'api.d.ts'],
      }),
    );
    const result = await run(process.execPath, [TSC, '-p', join(directory, 'tsconfig.json')]).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(result).toBe('');
  }, 120_000);
});
