import { slotKey, type PairHistory } from './constraints.ts';
import { haversineKmOfRadians, kmPasses, radianPointOf } from './distance.ts';
import { distanceBoxOf } from './distance-box.ts';
import { firstShared } from './lists.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { distancePoints, scoreOfParts, subjectsFitOf, waitingDays, waitingPoints } from './score.ts';

/**
 * Every candidate slot of a cohort, for the whole-cohort proposal: each waiting student against each free slot of
 * the open tutors, under the hard rules (level and time, no pair formed before, a shared mode, the distance), with
 * the pair's score. A busy program has millions of them; this runs in one pass that makes no object per pair.
 */

/** What the scan of one student's slots found, before the solver: enough to say truly why they are left out. */
export interface StudentScan {
  /** At least one slot the solver may give them. */
  hadCandidate: boolean;
  /** A tutor with room of their level shares a free slot with them, whatever the other rules say. */
  sharedSlot: boolean;
  /** Such a tutor, not paired with them before, tutors only in a mode they do not accept. */
  modeBlocked: boolean;
  /** Such a tutor, of a shared mode, lives beyond the program's distance (they would meet in person). */
  distanceBlocked?: boolean;
}

export interface CohortEdges {
  /** Each free slot of the open tutors once. */
  slots: { tutor: number; slot: WeeklySlot }[];
  /** `program|level` of every level the open tutors teach. */
  levelsTaught: Set<string>;
  /** The edges of student s are edgeSlot/edgeScore[studentStart[s] .. studentStart[s + 1] - 1], in their slots' order. */
  studentStart: Int32Array;
  edgeSlot: Uint16Array | Int32Array;
  /** 0 to 100. */
  edgeScore: Uint8Array;
  scans: StudentScan[];
}

/** What a tutor is to the student being scanned: not met yet, or met and then one of these, for all their slots. */
const TUTOR_UNSEEN = 0;
const TUTOR_CANDIDATE = 1;
const TUTOR_PAIRED_BEFORE = 2;
const TUTOR_OTHER_MODE = 3;
const TUTOR_TOO_FAR = 4;

export function cohortEdges(open: readonly MatchTutor[], waiting: readonly MatchStudent[], history: PairHistory, now: Date): CohortEdges {
  // Each free tutor slot once, indexed by program, level taught and time, so a student finds theirs without a scan.
  const slots: { tutor: number; slot: WeeklySlot }[] = [];
  const slotsByLevelAndTime = new Map<string, number[]>();
  const levelsTaught = new Set<string>();
  open.forEach((tutor, tutorIndex) => {
    for (const level of tutor.levels) levelsTaught.add(`${tutor.programId}|${level}`);
    for (const slot of tutor.availability) {
      if (slot.taken) continue;
      const index = slots.push({ tutor: tutorIndex, slot }) - 1;
      for (const level of tutor.levels) {
        const key = `${tutor.programId}|${level}|${slotKey(slot)}`;
        const list = slotsByLevelAndTime.get(key);
        if (list) list.push(index);
        else slotsByLevelAndTime.set(key, [index]);
      }
    }
  });
  const slotsOf = (student: MatchStudent, own: WeeklySlot) => slotsByLevelAndTime.get(`${student.programId}|${student.level}|${slotKey(own)}`);
  const excluded = excludedTutorsByStudent(open, history);
  const slotTutor = Int32Array.from(slots, ({ tutor }) => tutor);
  // What the rules and the score read of each tutor, once, in arrays: the hot loop reads numbers, not profiles (whose
  // shapes vary with their optional parts, which made every read of one slow).
  const tutorModes = Uint8Array.from(open, modeBits);
  const sectorIds = new Map<string, number>();
  const tutorSector = Int32Array.from(open, (tutor) => sectorKeyOf(tutor.sectors, sectorIds));
  const tutorHasEstablishments = Uint8Array.from(open, (tutor) => (tutor.establishments.length > 0 ? 1 : 0));
  // Subjects and departments as small numbers too: whether each tutor fits a subject is worked out once per subject.
  const subjectFits = new Map<string | undefined, Uint8Array>();
  const fitsOf = (subject: string | undefined) =>
    subjectFits.get(subject) ??
    subjectFits
      .set(
        subject,
        Uint8Array.from(open, (tutor) => (subjectsFitOf(tutor.subject, subject) ? 1 : 0)),
      )
      .get(subject)!;
  const departmentIds = new Map<string, number>();
  const departmentIdOf = (department: string | undefined) =>
    department ? (departmentIds.get(department) ?? departmentIds.set(department, departmentIds.size + 1).get(department)!) : 0;
  const tutorDepartment = Int32Array.from(open, (tutor) => departmentIdOf(tutor.department));
  const tutorPlaced = Uint8Array.from(open, (tutor) => (tutor.home ? 1 : 0));
  const tutorLatDegrees = Float64Array.from(open, (tutor) => tutor.home?.lat ?? 0);
  const tutorLonDegrees = Float64Array.from(open, (tutor) => tutor.home?.lon ?? 0);
  const tutorRadians = open.map((tutor) => (tutor.home ? radianPointOf(tutor.home) : { lat: 0, lon: 0, cosLat: 0 }));
  const tutorLat = Float64Array.from(tutorRadians, (point) => point.lat);
  const tutorLon = Float64Array.from(tutorRadians, (point) => point.lon);
  const tutorCosLat = Float64Array.from(tutorRadians, (point) => point.cosLat);
  // Per student, reused: what each tutor met is to them (TUTOR_*), worked out once per pair; the pair's known
  // kilometres (NaN: unknown), read once for the distance rule and the score, and whether they share an establishment
  // that earns the place's points; how many free slots they share and
  // the pair's score. `met` and `touched` list the tutors to reset, `metCount` and `touchedCount` long.
  const tutorState = new Uint8Array(open.length);
  const pairKm = new Float64Array(open.length);
  const pairEstablishment = new Uint8Array(open.length);
  const common = new Int32Array(open.length);
  const score = new Float64Array(open.length);
  const met = new Int32Array(open.length);
  const touched = new Int32Array(open.length);
  // The edge arrays are made once, as small as they can be: a slot index in 16 bits when there are few enough, a
  // score in 8. Their length is the slots the students' levels and times find, an upper bound read without weighing
  // anyone; the part never written costs nothing (fresh memory is only paid for when first touched, see scratch.ts).
  // The lists each student's free slots find are looked up once (by a key string each), for the bound and the scan:
  // those of student s are listsOfStudents[listsStart[s] .. listsStart[s + 1] - 1].
  let edgeBound = 0;
  const listsOfStudents: (readonly number[])[] = [];
  const listsStart = new Int32Array(waiting.length + 1);
  waiting.forEach((student, studentIndex) => {
    for (const own of student.availability) {
      const list = own.taken ? undefined : slotsOf(student, own);
      if (!list) continue;
      listsOfStudents.push(list);
      edgeBound += list.length;
    }
    listsStart[studentIndex + 1] = listsOfStudents.length;
  });
  const studentStart = new Int32Array(waiting.length + 1);
  const edgeSlot = slots.length <= 0x10000 ? new Uint16Array(edgeBound) : new Int32Array(edgeBound);
  const edgeScore = new Uint8Array(edgeBound);
  let edgeCount = 0;
  const scans: StudentScan[] = [];
  for (let studentIndex = 0; studentIndex < waiting.length; studentIndex += 1) {
    const student = waiting[studentIndex]!;
    const notThese = excluded.get(student.id);
    const studentModes = modeBits(student);
    const bound = student.maxDistanceKm;
    // Around the student's home, the box beyond which a tutor's home is surely too far (distance-box.ts).
    const box = bound !== undefined && student.home ? distanceBoxOf(student.home, bound) : undefined;
    const studentSector = sectorKeyOf(student.sectors, sectorIds);
    const fits = fitsOf(student.subject);
    // sameDepartmentOf: a department on the student's side, the tutor's the same (0, none, never matches a number).
    const studentDepartment = departmentIdOf(student.department);
    const studentHasEstablishments = student.establishments.length > 0;
    const home = student.home ? radianPointOf(student.home) : undefined;
    const firstEdge = edgeCount;
    let metCount = 0;
    let touchedCount = 0;
    let sharedSlot = false;
    let modeBlocked = false;
    let distanceBlocked = false;
    for (let listIndex = listsStart[studentIndex]!; listIndex < listsStart[studentIndex + 1]!; listIndex += 1) {
      for (const slotIndex of listsOfStudents[listIndex]!) {
        const tutorIndex = slotTutor[slotIndex]!;
        sharedSlot = true;
        if (tutorState[tutorIndex] === TUTOR_UNSEEN) {
          met[metCount++] = tutorIndex;
          const shared = tutorModes[tutorIndex]! & studentModes;
          if (notThese?.has(tutorIndex)) tutorState[tutorIndex] = TUTOR_PAIRED_BEFORE;
          else if (shared === 0) tutorState[tutorIndex] = TUTOR_OTHER_MODE;
          else {
            // The rules of distance.ts and distance-box.ts (knownKm, surelyBeyond) on the prepared numbers: a shared
            // establishment is 0 km (and the place's points when its name is not empty, as sharedEstablishment reads
            // it), else the two homes when both are placed.
            const tutor = open[tutorIndex]!;
            const establishment =
              studentHasEstablishments && tutorHasEstablishments[tutorIndex] ? firstShared(student.establishments, tutor.establishments) : undefined;
            pairEstablishment[tutorIndex] = establishment ? 1 : 0;
            const measured = establishment === undefined && home !== undefined && tutorPlaced[tutorIndex] === 1;
            // Only a pair that may meet in person has kilometres in its score; only one that meets in person only
            // (bit 2 alone) has the distance rule.
            const inPersonOnly = bound !== undefined && shared === 2;
            // Beyond the bound for sure: outside the box around the student's home (distance-box.ts).
            const beyond =
              box !== undefined &&
              measured &&
              (tutorLatDegrees[tutorIndex]! < box.minLat ||
                tutorLatDegrees[tutorIndex]! > box.maxLat ||
                tutorLonDegrees[tutorIndex]! < box.minLon ||
                tutorLonDegrees[tutorIndex]! > box.maxLon);
            if (inPersonOnly && beyond) tutorState[tutorIndex] = TUTOR_TOO_FAR;
            else {
              // A pair beyond the bound that may also meet online earns no distance points (distancePoints is 0 from
              // the bound on, and the box holds every pair within it): no haversine for it, its kilometres infinite.
              const km =
                shared & 2
                  ? establishment !== undefined
                    ? 0
                    : beyond
                      ? Number.POSITIVE_INFINITY
                      : measured
                        ? haversineKmOfRadians(tutorLat[tutorIndex]!, tutorLon[tutorIndex]!, tutorCosLat[tutorIndex]!, home.lat, home.lon, home.cosLat)
                        : undefined
                  : undefined;
              pairKm[tutorIndex] = km ?? Number.NaN;
              tutorState[tutorIndex] = inPersonOnly && !kmPasses(km, tutor, student, bound) ? TUTOR_TOO_FAR : TUTOR_CANDIDATE;
            }
          }
        }
        const state = tutorState[tutorIndex];
        if (state === TUTOR_PAIRED_BEFORE) continue;
        if (state === TUTOR_OTHER_MODE) {
          modeBlocked = true;
          continue;
        }
        if (state === TUTOR_TOO_FAR) {
          distanceBlocked = true;
          continue;
        }
        if (common[tutorIndex] === 0) touched[touchedCount++] = tutorIndex;
        common[tutorIndex] = common[tutorIndex]! + 1;
        edgeSlot[edgeCount++] = slotIndex;
      }
    }
    // Each tutor's score once, then on each of their slots.
    const waitingScore = waitingPoints(waitingDays(student, now));
    for (let index = 0; index < touchedCount; index += 1) {
      const tutorIndex = touched[index]!;
      const km = pairKm[tutorIndex]!;
      // scoreOfKnownDistance's parts; the kilometres are known only when they may meet in person (bit 2 shared).
      const sameSector =
        studentSector === 0 || tutorSector[tutorIndex] === 0
          ? false
          : studentSector > 0 && tutorSector[tutorIndex]! > 0
            ? studentSector === tutorSector[tutorIndex]
            : firstShared(student.sectors, open[tutorIndex]!.sectors) !== undefined;
      score[tutorIndex] = scoreOfParts(
        waitingScore,
        common[tutorIndex]!,
        fits[tutorIndex] === 1,
        pairEstablishment[tutorIndex] === 1,
        studentDepartment !== 0 && studentDepartment === tutorDepartment[tutorIndex],
        sameSector,
        tutorModes[tutorIndex]! & studentModes & 2 ? distancePoints(Number.isNaN(km) ? undefined : km, bound) : 0,
      );
    }
    for (let edge = firstEdge; edge < edgeCount; edge += 1) edgeScore[edge] = score[slotTutor[edgeSlot[edge]!]!]!;
    scans[studentIndex] = { hadCandidate: edgeCount > firstEdge, sharedSlot, modeBlocked, distanceBlocked };
    studentStart[studentIndex + 1] = edgeCount;
    for (let index = 0; index < metCount; index += 1) tutorState[met[index]!] = TUTOR_UNSEEN;
    for (let index = 0; index < touchedCount; index += 1) common[touched[index]!] = 0;
  }
  return { slots, levelsTaught, studentStart, edgeSlot, edgeScore, scans };
}

/** The modes a person accepts as bits: online 1, in person 2. */
function modeBits(person: { modes: readonly string[] }): number {
  return (person.modes.includes('online') ? 1 : 0) | (person.modes.includes('in-person') ? 2 : 0);
}

/**
 * A person's sectors as one number, so that most pairs compare two: 0 for none (they share none), the sector's own
 * number for one, -1 for several (then the lists are compared).
 */
function sectorKeyOf(sectors: readonly string[], ids: Map<string, number>): number {
  if (sectors.length === 0) return 0;
  if (sectors.length > 1) return -1;
  const sector = sectors[0]!;
  return ids.get(sector) ?? ids.set(sector, ids.size + 1).get(sector)!;
}

/** For each student, the tutors they are already paired with or were dissociated from: never proposed. */
function excludedTutorsByStudent(open: readonly MatchTutor[], history: PairHistory): Map<string, Set<number>> {
  const indexOf = new Map(open.map((tutor, index) => [tutor.id, index]));
  const excluded = new Map<string, Set<number>>();
  const add = (tutorId: string, studentId: string) => {
    const index = indexOf.get(tutorId);
    if (index === undefined) return;
    const set = excluded.get(studentId) ?? excluded.set(studentId, new Set()).get(studentId)!;
    set.add(index);
  };
  for (const key of [...history.dissociated, ...history.active]) {
    const [tutorId, studentId] = key.split(':') as [string, string];
    add(tutorId, studentId);
  }
  for (const tutor of open) for (const studentId of tutor.matchedStudents) add(tutor.id, studentId);
  return excluded;
}
