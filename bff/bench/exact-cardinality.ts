import type { AssignmentProblem } from '@binome/schema/matching';

/**
 * The largest number of pairs, found exactly by plain augmenting paths (Ford–Fulkerson on unit capacities, with
 * tutors' room as a capacity): slow, simple and obviously right, the yardstick of the proposal's solver.
 */
export function maximumPairs(problem: AssignmentProblem): number {
  const slotOwner = new Int32Array(problem.slots.length).fill(-1);
  const room = [...problem.tutorRoom];
  const byTutor = new Map<number, number[]>();
  const edgesOf: number[][] = Array.from({ length: problem.students }, () => []);
  for (const edge of problem.edges) edgesOf[edge.student]!.push(edge.slot);
  let pairs = 0;
  for (let student = 0; student < problem.students; student += 1) {
    const seenSlots = new Set<number>();
    const seenTutors = new Set<number>();
    if (augment(student)) pairs += 1;

    function augment(who: number): boolean {
      for (const slot of edgesOf[who]!) {
        if (seenSlots.has(slot)) continue;
        seenSlots.add(slot);
        const tutor = problem.slots[slot]!.tutor;
        const owner = slotOwner[slot]!;
        if (owner === -1) {
          // A free slot: the tutor has room, or one of their students can move to another of their slots or tutor.
          if (room[tutor]! > 0) {
            room[tutor]! -= 1;
            take(who, slot, tutor);
            return true;
          }
          if (seenTutors.has(tutor)) continue;
          seenTutors.add(tutor);
          for (const held of byTutor.get(tutor) ?? []) {
            const holder = slotOwner[held]!;
            if (augment(holder)) {
              release(held, tutor);
              take(who, slot, tutor);
              return true;
            }
          }
        } else if (augment(owner)) {
          release(slot, tutor);
          take(who, slot, tutor);
          return true;
        }
      }
      return false;
    }
  }
  return pairs;

  function take(student: number, slot: number, tutor: number) {
    slotOwner[slot] = student;
    const list = byTutor.get(tutor) ?? [];
    list.push(slot);
    byTutor.set(tutor, list);
  }
  function release(slot: number, tutor: number) {
    const list = byTutor.get(tutor)!;
    list.splice(list.indexOf(slot), 1);
  }
}
