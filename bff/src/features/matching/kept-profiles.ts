import { programs } from '@binome/schema';
import type { MatchStudent, MatchTutor } from '@binome/schema/matching';
import type { Store } from '../../store/store.ts';
import { deepFrozen } from '../../resources/deep-frozen.ts';
import { keptPerStore } from '../../store/kept-per-store.ts';

/**
 * The matching profiles of people, kept between requests (issue 26: the candidates of one tutor weigh hundreds of
 * waiting students, and copying each one's record out of the store on every request was most of its time and of its
 * garbage). A request still asks the store which people its reader may see and which match its filters (ids only);
 * only the profile of each is taken from here, so nobody is answered about a person their rights or the filters
 * leave out. A profile is made from the stored record alone (and, for a student, the programs' distance bounds), so
 * one kept for one reader is the same for every reader.
 *
 * Kept right as the reference labels are (label-sources.ts): the store's news of its writes (`Store.onChange`)
 * forgets each person a write touched, and every student when a program (a distance bound) changes. So it serves only
 * a store that this process alone writes, the embedded one; on MongoDB `keptProfilesOf` answers nothing and every
 * request reads the records, as before.
 */
export class KeptProfiles {
  private readonly tutors = new Map<string, MatchTutor>();
  private readonly students = new Map<string, MatchStudent>();
  /** Counts the writes that may change a profile: what a read started before one of them must not be kept. */
  private generation = 0;

  /** Taken before reading the records a profile is made from; `keep` keeps nothing if a write came meanwhile. */
  stamp(): number {
    return this.generation;
  }

  tutor(id: string): MatchTutor | undefined {
    return this.tutors.get(id);
  }

  student(id: string): MatchStudent | undefined {
    return this.students.get(id);
  }

  /** The profile, frozen (shared by the requests that follow), kept unless a write came since `stamp`. */
  keepTutor(stamp: number, profile: MatchTutor): MatchTutor {
    const frozen = deepFrozen(profile);
    if (stamp === this.generation) this.tutors.set(frozen.id, frozen);
    return frozen;
  }

  keepStudent(stamp: number, profile: MatchStudent): MatchStudent {
    const frozen = deepFrozen(profile);
    if (stamp === this.generation) this.students.set(frozen.id, frozen);
    return frozen;
  }

  /** A write touched these documents of `collection`. */
  forget(collection: string, ids: readonly string[]): void {
    if (collection === 'users') {
      this.generation += 1;
      for (const id of ids) {
        this.tutors.delete(id);
        this.students.delete(id);
      }
    } else if (collection === programs.collection) {
      // A distance bound may have changed: every student's profile holds their program's.
      this.generation += 1;
      this.students.clear();
    }
  }
}

const keptByStore = new WeakMap<NonNullable<Store['onChange']>, KeptProfiles>();

/** The profiles kept for a store that tells its writes; `undefined` on one that does not (MongoDB). */
export function keptProfilesOf(store: Store): KeptProfiles | undefined {
  return keptPerStore(keptByStore, store, () => new KeptProfiles());
}
