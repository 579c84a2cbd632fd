import type { StoredDocument } from '../src/store/store.ts';
import type { SignedIn } from '../src/http/context.ts';
import { auditEntry, type AuditAction } from '../src/audit/audit-log.ts';
import { seededRandom } from '../test/support/seeded-random.ts';

const DAY = 86_400_000;

/**
 * `count` audit entries of the last `days` days, written by the log's own `auditEntry`: mostly reads of people's
 * records by staff (the bulk of a real log), then report updates by tutors, then creations, over the records of
 * the generated association. Seeded: the same inputs give the same log (ids aside, which `auditEntry` draws).
 */
export function* auditLog(options: {
  count: number;
  now: Date;
  days: number;
  staff: readonly StoredDocument[];
  people: readonly StoredDocument[];
  reports: readonly StoredDocument[];
  seed?: number;
}): Generator<StoredDocument> {
  const random = seededRandom(options.seed ?? 29);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const byId = new Map(options.people.map((person) => [person._id, person]));
  const actorOf = (person: StoredDocument) => ({ userId: person._id, role: person.userRole }) as unknown as SignedIn;
  for (let index = 0; index < options.count; index += 1) {
    const at = new Date(options.now.getTime() - Math.floor(random() * options.days * DAY));
    const requestId = `scale-${index}`;
    const draw = random();
    if (draw < 0.6 || options.reports.length === 0) {
      const person = pick(options.people);
      yield auditEntry({
        actor: actorOf(pick(options.staff)),
        action: 'read',
        resource: resourceOf(person),
        recordId: person._id,
        after: person,
        stored: person,
        requestId,
        at,
      });
    } else if (draw < 0.9) {
      const report = pick(options.reports);
      const tutor = byId.get(String(report.tutorId)) ?? pick(options.people);
      const after = { ...report, appreciation: `${String(report.appreciation ?? '')} (complété)`, updatedAt: at.toISOString() };
      yield auditEntry({
        actor: actorOf(tutor),
        action: 'update' as AuditAction,
        resource: 'class-reports',
        recordId: report._id,
        before: report,
        after,
        requestId,
        at,
      });
    } else {
      const person = pick(options.people);
      yield auditEntry({
        actor: actorOf(pick(options.staff)),
        action: 'create',
        resource: resourceOf(person),
        recordId: person._id,
        after: person,
        requestId,
        at,
      });
    }
  }
}

function resourceOf(person: StoredDocument): string {
  return person.userRole === 'tutor' ? 'tutors' : person.userRole === 'parent' ? 'parents' : 'students';
}
