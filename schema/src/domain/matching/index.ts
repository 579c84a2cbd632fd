/** The matching domain (DESIGN, "Workflows"): pure rules the BFF enforces and the staff screens explain. */
export {
  tutorProfileOf,
  studentProfileOf,
  pointOf,
  departmentOfZipCode,
  zipCodePatternOf,
  type MatchStudent,
  type MatchTutor,
  type ProgramBounds,
  type WeeklySlot,
} from './profiles.ts';
export {
  GEO_PRECISIONS,
  distanceOfPair,
  distancePasses,
  haversineKm,
  haversineKmOfRadians,
  radianPointOf,
  meetsInPersonOnly,
  withinDistance,
  type DistanceBasis,
  type GeoPoint,
  type GeoPrecision,
  type PairDistance,
  type Placed,
} from './distance.ts';
export {
  HARD_CONSTRAINTS,
  EMPTY_PAIR_HISTORY,
  FIT_RULES,
  modesMeet,
  canBeMatched,
  commonFreeSlots,
  compareSlots,
  freeSlotsOf,
  pairKey,
  slotKey,
  studentIsWaiting,
  tutorHasRoom,
  tutorIsActive,
  unmetConstraints,
  type HardConstraint,
  type FitRule,
  type PairHistory,
} from './constraints.ts';
export {
  SCORE_WEIGHTS,
  WAITING_FULL_DAYS,
  COMMON_SLOTS_FULL,
  DEPARTMENT_SHARE,
  DISTANCE_REFERENCE_KM,
  distancePoints,
  scoreCandidate,
  scoreOf,
  waitingPoints,
  waitingDays,
  type CandidateScore,
  type ScoreReason,
} from './score.ts';
export { automaticMatchingBlocker, automaticMatchingOffered, pickAutomaticMatch, type AutomaticPick, type AutomaticRefusal } from './automatic.ts';
export { solveAssignment, solveAssignmentWithPrices, type Assignment, type AssignmentProblem, type PricedAssignment } from './solver.ts';
export { solveOverAllEdges, type AllEdges, type FirstEdges, type LazySolution } from './lazy-edges.ts';
export { cohortEdges, type CohortEdges } from './cohort-edges.ts';
export {
  proposeCohort,
  supplyAndDemandOf,
  unmatchedReason,
  UNMATCHED_REASONS,
  FIRST_SLOTS_PER_STUDENT,
  FIRST_STUDENTS_PER_SLOT,
  type StudentScan,
  type CohortProposal,
  type ProposedPair,
  type SupplyAndDemand,
  type UnmatchedReason,
} from './proposal.ts';
export { acceptedModes, sharedModes, modeOfPair, onlyMode, placeOfPair, wantsPrivatePair, BOTH_MODES, type PairPlace, type TutoringMode } from './modes.ts';
export { ExclusionCounter, exclusionMessageKey, nearMissRule, type Exclusion } from './exclusions.ts';
