import { ERROR_MESSAGES, getResource, LEVELS, type StableErrorCode, type tutoringModes } from '@binome/schema';
import {
  automaticMatchingBlocker,
  ExclusionCounter,
  exclusionMessageKey,
  freeSlotsOf,
  modeOfPair,
  nearMissRule,
  pickAutomaticMatch,
  slotKey,
  tutorProfileOf,
  unmetConstraints,
  type AutomaticRefusal,
  type Exclusion,
  type MatchTutor,
  type PairHistory,
  type WeeklySlot,
} from '@binome/schema/matching';
import { Problem, problems } from '../../http/problems.ts';
import type { Filter, Store } from '../../store/store.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { createMatch, lostRace, type MatchCreated } from './create-match.ts';
import { pairHistoryOf, readableTutor, storedTutor, studentsOfferingSlot, type StudentPerson, type TutorPerson } from './matching-reads.ts';

/** How many times a request reads again after another match took its student or its slot in between. */
const MAX_ATTEMPTS = 5;
/** Students read at a time for one slot: the first fitting one is usually in the first page. */
const PICK_PAGE = 50;

const REFUSALS: Record<AutomaticRefusal, { status: 403 | 409; code: StableErrorCode; message: string }> = {
  notOffered: { status: 403, code: 'automaticMatchingNotOffered', message: ERROR_MESSAGES.automaticMatchingNotOffered },
  tutorInactive: { status: 409, code: 'tutorNotActive', message: ERROR_MESSAGES.tutorNotActive },
  tutorFull: { status: 409, code: 'tutorFull', message: ERROR_MESSAGES.tutorFull },
  noEmptySlot: { status: 409, code: 'noEmptySlot', message: ERROR_MESSAGES.noEmptySlot },
  noStudentForSlot: { status: 409, code: 'noStudentsForSlot', message: ERROR_MESSAGES.noStudentsForSlot },
};

/**
 * Section 4's automatic matching, for a tutor by themself or by staff for a tutor: the first free slot that has a
 * fitting waiting student gets them, with a weekly private session to be scheduled. Each attempt reads, picks and
 * writes with compare-and-set; when another match wins the race for the same student or slot, the request reads
 * again (so twenty tutors asking at once for the last student make one pair, and the others hear that nobody is
 * left).
 */
export async function runAutomaticMatching(context: OperationContext, request: AutomaticRequest): Promise<MatchCreated> {
  const tutorId = await tutorAllowed(context, request.tutorId);
  for (let attempt = 1; ; attempt += 1) {
    const tutorDocument = await storedTutor(context.store, tutorId);
    if (!tutorDocument) throw problems.notFound();
    const tutor: TutorPerson = { document: tutorDocument, profile: tutorProfileOf(tutorDocument) };
    const history = await pairHistoryOf(context.store, { tutorId });
    const pick = await findAutomaticPick(context.store, tutor.profile, history, studentsWithinReach(context));
    if (!pick.ok) throw refusal(pick.refusal, pick.excluded);
    // The tutor confirmed a proposal they were shown: they are matched with that pupil on that slot, or told that the
    // proposal changed (another tutor took the pupil, the pupil changed their slots), never with someone else.
    if (request.studentId !== undefined && !sameProposal(pick, request))
      throw new Problem(409, 'automaticProposalChanged', ERROR_MESSAGES.automaticProposalChanged);
    try {
      return await createMatch(context, {
        tutor,
        student: pick.student,
        slot: pick.slot,
        firstSession: 'weekly',
        vscIds: request.vscIds,
        origin: 'auto',
        history,
      });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !racedAway(error)) throw error;
    }
  }
}

/** What the tutor's button shows (section 5): offered or not, and if disabled, why; with the counts. */
export async function automaticMatchingStatus(context: OperationContext, tutorId: string | undefined) {
  const id = await tutorAllowed(context, tutorId);
  const document = await storedTutor(context.store, id);
  if (!document) throw problems.notFound();
  const tutor = tutorProfileOf(document);
  let blocker = automaticMatchingBlocker(tutor);
  let proposal: AutomaticProposal | undefined;
  let excluded: WordedExclusion[] = [];
  if (!blocker) {
    const pick = await findAutomaticPick(context.store, tutor, await pairHistoryOf(context.store, { tutorId: id }), studentsWithinReach(context));
    if (!pick.ok) {
      blocker = pick.refusal;
      excluded = pick.excluded;
    } else proposal = proposalOf(pick, tutor);
  }
  return {
    offered: blocker !== 'notOffered',
    available: blocker === undefined,
    ...(proposal && { proposal }),
    ...(blocker && { reason: REFUSALS[blocker].code, message: REFUSALS[blocker].message }),
    matchedStudents: tutor.matchedStudents.length,
    numberOfStudentsToSupport: tutor.capacity,
    freeSlots: tutor.availability.filter((slot) => !slot.taken).map(slotKey),
    ...(excluded.length > 0 && { excluded }),
  };
}

export interface AutomaticRequest {
  tutorId?: string | undefined;
  vscIds?: readonly string[] | undefined;
  /** The proposal the tutor confirms (from the status): its pupil and slot. */
  studentId?: string | undefined;
  slot?: WeeklySlot | undefined;
}

/**
 * What the tutor is shown before committing (walk report: one click made a pair and a weekly series unseen): who,
 * when and how they would meet. Only the pupil's first name and level: the rest of a minor's record is for their
 * tutor once matched.
 */
export interface AutomaticProposal {
  studentId: string;
  studentFirstName: string;
  levelName?: string;
  slot: { dayOfTheWeek: number; startTime: string; endTime: string };
  tutoringMode?: (typeof tutoringModes.values)[number];
}

function proposalOf(pick: Extract<StoredPick, { ok: true }>, tutor: MatchTutor): AutomaticProposal {
  const level = LEVELS.find((entry) => entry._id === pick.student.profile.level);
  // The mode the session will take: the one they share (none yet when both accept both).
  const mode = modeOfPair(tutor, pick.student.profile);
  return {
    studentId: pick.student.profile.id,
    studentFirstName: pick.student.document.contactDetails.firstName,
    ...(level && { levelName: level.levelName }),
    slot: { dayOfTheWeek: pick.slot.dayOfTheWeek, startTime: pick.slot.startTime, endTime: pick.slot.endTime },
    ...(mode && { tutoringMode: mode }),
  };
}

function sameProposal(pick: Extract<StoredPick, { ok: true }>, request: AutomaticRequest): boolean {
  return pick.student.profile.id === request.studentId && (!request.slot || slotKey(pick.slot) === slotKey(request.slot));
}

/**
 * A tutor asks for themself; staff who may make pairs and book sessions ask for a tutor they can see. Nobody else,
 * and nobody for a tutor out of their reach (404, as for every record).
 */
async function tutorAllowed(context: OperationContext, tutorId: string | undefined): Promise<string> {
  const { signedIn } = context;
  if (signedIn.role === 'tutor') {
    if (tutorId && tutorId !== signedIn.userId) throw problems.forbidden();
    return signedIn.userId;
  }
  if (!signedIn.ability.can('create', 'pairs') || !signedIn.ability.can('create', 'sessions')) throw problems.forbidden();
  if (!tutorId) throw problems.validation([{ path: 'tutorId', message: 'validation.required' }]);
  await readableTutor(context, tutorId);
  return tutorId;
}

/**
 * The students a pick may fall on: any waiting one of the tutor's program when the tutor asks (they read no
 * student), those the staff member may read when staff ask (a VSC of Paris pairs no student of Lyon).
 */
function studentsWithinReach(context: OperationContext): Filter {
  return context.signedIn.role === 'tutor' ? {} : readableFilter(context, getResource('students').entity, {}, 'read');
}

type WordedExclusion = Exclusion & { message: string };
type StoredPick = { ok: true; slot: WeeklySlot; student: StudentPerson } | { ok: false; refusal: AutomaticRefusal; excluded: WordedExclusion[] };

/**
 * Section 4's pick (`pickAutomaticMatch`, the one rule), read slot by slot: for each free slot in week order, the
 * waiting students of the tutor's program and levels who offer that slot, longest waiting first, a page at a time.
 * Reading only the students of one slot keeps the request small however long the waiting list is.
 */
async function findAutomaticPick(store: Store, tutor: MatchTutor, history: PairHistory, within: Filter): Promise<StoredPick> {
  const blocker = automaticMatchingBlocker(tutor);
  if (blocker) return { ok: false, refusal: blocker, excluded: [] };
  if (!tutor.programId) return { ok: false, refusal: 'noStudentForSlot', excluded: [] };
  // Read anyway when nobody fits: the students one rule of how they would meet kept out, to say which.
  const exclusions = new ExclusionCounter('student');
  for (const slot of freeSlotsOf(tutor)) {
    const onSlot = { ...tutor, availability: [slot] };
    for (let skip = 0; ; skip += PICK_PAGE) {
      const page = await studentsOfferingSlot(store, tutor.programId, tutor.levels, slot, skip, PICK_PAGE, within);
      const pick = pickAutomaticMatch(
        onSlot,
        page.map(({ profile }) => profile),
        history,
      );
      if (pick.ok) return { ok: true, slot, student: page.find(({ profile }) => profile.id === pick.student.id)! };
      for (const { profile } of page) {
        const rule = nearMissRule(unmetConstraints(onSlot, profile, history));
        if (rule) exclusions.add(rule, tutor, profile);
      }
      if (page.length < PICK_PAGE) break;
    }
  }
  return {
    ok: false,
    refusal: 'noStudentForSlot',
    excluded: exclusions.list().map((exclusion) => ({ ...exclusion, message: exclusionMessageKey(exclusion) })),
  };
}

/** The refusal; when nobody fits, its details say which rule kept out the nearest students, and how many. */
function refusal(reason: AutomaticRefusal, excluded: readonly WordedExclusion[] = []): Problem {
  const { status, code, message } = REFUSALS[reason];
  if (excluded.length === 0) return new Problem(status, code, message);
  return new Problem(
    status,
    code,
    message,
    excluded.map((exclusion) => ({
      path: 'excluded',
      message: exclusion.message,
      params: {
        count: exclusion.count,
        rule: exclusion.rule,
        ...(exclusion.mode && { mode: exclusion.mode }),
        ...(exclusion.maxDistanceKm !== undefined && { km: exclusion.maxDistanceKm }),
      },
    })),
  );
}

/** Another match took the student, the slot or the tutor's last place between the read and the write. */
function racedAway(error: unknown): boolean {
  if (lostRace(error)) return true;
  return (
    error instanceof Problem && (error.code === 'slotConflict' || error.code === 'conflict' || error.code === 'notMatchable' || error.code === 'slotNotCommon')
  );
}
