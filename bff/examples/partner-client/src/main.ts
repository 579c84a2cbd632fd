/**
 * What a partner does with Binôme's API, from end to end: list the active tutors of a program created since a date,
 * page by page; read one; change it without overwriting a change made since it was read (`If-Match`); and live with
 * the key's rate limit. Every path, filter, body and answer is typed from the server's own OpenAPI document.
 */
import { binomeClient, dataOf, patiently, revisionOf, type Problem, type TutorRow, type TutorsQuery } from './binome.js';
import { readSettings } from './settings.js';

const settings = readSettings(process.env);
const binome = binomeClient(settings.url, settings.key);
const waitingRate = {
  maxWaitSeconds: settings.maxWaitSeconds,
  onWait: (seconds: number, problem: Problem) =>
    console.info(`429 ${problem.code}: the key's calls are spent for now, calling again in ${seconds} s (Retry-After)`),
};

// Enumerations take their values only, dates the `date-time` form, pages are numbers: a typo does not compile.
const filters: TutorsQuery = {
  status: ['active'],
  'program.programId': [settings.program],
  createdAt_gte: settings.since,
  _sort: 'createdAt,id',
  _order: 'asc,asc',
};

async function listTutors() {
  const tutors: TutorRow[] = [];
  let total: number;
  let pages = 0;
  do {
    const start = tutors.length;
    const page = await patiently(
      () => binome.GET('/tutors', { params: { query: { ...filters, _start: start, _end: start + settings.pageSize } } }),
      waitingRate,
    );
    const rows = dataOf('listTutors', page);
    // Every page carries the total of all of them: paging ends on it, not on a page that happens to be short.
    total = Number(page.response.headers.get('x-total-count'));
    pages += 1;
    tutors.push(...rows);
    if (rows.length === 0) break;
  } while (tutors.length < total);
  console.info(
    `listed ${tutors.length} of ${total} active tutors of ${settings.program} created since ${settings.since}, in ${pages} pages of ${settings.pageSize}`,
  );
  return tutors;
}

async function readTutor(id: string) {
  const answer = await patiently(() => binome.GET('/tutors/{id}', { params: { path: { id } } }), waitingRate);
  return { tutor: dataOf('getTutor', answer), revision: revisionOf('getTutor', answer.response) };
}

function changeTutor(id: string, revision: string, howHeardDetails: string) {
  return patiently(() => binome.PATCH('/tutors/{id}', { params: { path: { id }, header: { 'if-match': revision } }, body: { howHeardDetails } }), waitingRate);
}

async function main() {
  const tutors = await listTutors();
  const first = tutors[0];
  if (!first) {
    console.info('no tutor to change');
    return;
  }
  const { tutor, revision } = await readTutor(first.id);
  console.info(`read tutor ${tutor.id} (${tutor._label ?? ''}), revision ${revision}`);

  const changed = await changeTutor(tutor.id, revision, settings.note);
  dataOf('updateTutor', changed);
  console.info(`updated tutor ${tutor.id}: revision ${revision} -> ${revisionOf('updateTutor', changed.response)}`);

  // A second change prepared from the copy read before the first one (as another worker of the partner would)
  // names a revision that is no longer the record's: the server refuses it rather than losing the first change.
  const second = `${settings.note} (2)`;
  const stale = await changeTutor(tutor.id, revision, second);
  if (stale.response.status !== 409 || stale.error?.code !== 'editConflict') {
    throw new Error(`updateTutor with a stale revision: expected 409 editConflict, got ${stale.response.status} ${stale.error?.code ?? ''}`);
  }
  console.info(`409 ${stale.error.code} (${stale.error.message}): tutor ${tutor.id} changed since revision ${revision}; reading it again`);
  const fresh = await readTutor(tutor.id);
  const retried = await changeTutor(tutor.id, fresh.revision, second);
  dataOf('updateTutor', retried);
  console.info(`updated tutor ${tutor.id} on its current revision ${fresh.revision} -> ${revisionOf('updateTutor', retried.response)}`);
  console.info(`rate: ${retried.response.headers.get('ratelimit') ?? 'unknown'} (${retried.response.headers.get('ratelimit-policy') ?? ''})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
