import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv, PersonSignedIn } from '../../http/context.ts';
import { problems } from '../../http/problems.ts';
import { signedInOf } from '../../auth/signed-in.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { viewNameOf } from '../../resources/user-views.ts';
import { fileNameDate, nameSlug } from '@binome/schema';
import { personFieldsOf, type PersonFields } from './person-fields.ts';
import { EXPORT_SECTIONS, personalExport } from './personal-export.ts';
import { carryOutDeletionRequest } from './deletion-request.ts';
import { eraseRoute, ownExportRoute, personExportRoute } from './privacy.routes.ts';

/** A person's session; a partner's API key never reaches the privacy routes. */
function personOf(context: Context<AppEnv>): PersonSignedIn {
  const signedIn = signedInOf(context);
  if (signedIn.role === 'partner') throw problems.forbidden();
  return signedIn as PersonSignedIn;
}

/** 'binome-data-ines-roussel-27-11-2026.json': who and when, as people read them, never the record's id. */
export function exportFileName(person: Pick<PersonFields, 'contactDetails'>, at: Date): string {
  const details = person.contactDetails;
  const slug = nameSlug([details?.firstName, details?.lastName].filter((part) => typeof part === 'string').join(' '));
  return `binome-data-${slug ? `${slug}-` : ''}${fileNameDate(at)}.json`;
}

/** The export of `userId`, written to the audit log (who exported whose data, which parts) before the first byte. */
async function exportOf(context: Context<AppEnv>, signedIn: PersonSignedIn, userId: string) {
  const deps = context.get('deps');
  const person = await deps.store.collection('users').findOne({ _id: userId });
  if (!person) throw problems.notFound();
  const now = deps.now();
  await writeAudit(deps.store, {
    actor: signedIn,
    action: 'read',
    resource: viewNameOf(person),
    recordId: userId,
    after: Object.fromEntries(['profile', 'consents', ...EXPORT_SECTIONS.map((section) => section.name)].map((name) => [`privacyExport.${name}`, true])),
    stored: person,
    requestId: context.get('requestId'),
    at: now,
  });
  return context.body(personalExport(deps.store, person, now), 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${exportFileName(personFieldsOf(person), now)}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
}

/** Data-subject rights (GDPR): the export of one's data, and the erasure an administrator carries out. */
export function registerPrivacyRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(ownExportRoute, async (context) => {
    const signedIn = personOf(context);
    const { userId } = context.req.valid('query');
    if (userId === undefined || userId === signedIn.userId) return exportOf(context, signedIn, signedIn.userId) as never;
    // A parent's own child only, by the link the child's record carries (as the parent's abilities are built).
    const child =
      signedIn.role === 'parent'
        ? await context
            .get('deps')
            .store.collection('users')
            .findOne({ _id: userId, userRole: 'student', 'studentPreferences.parentUserId': signedIn.userId }, { projection: { _id: 1 } })
        : null;
    if (!child) throw problems.notFound();
    return exportOf(context, signedIn, userId) as never;
  });

  app.openapi(personExportRoute, async (context) => {
    const signedIn = personOf(context);
    if (signedIn.role !== 'super_administrator') throw problems.forbidden();
    return exportOf(context, signedIn, context.req.valid('param').userId) as never;
  });

  app.openapi(eraseRoute, async (context) => {
    const signedIn = personOf(context);
    const answer = await carryOutDeletionRequest(
      context.get('deps'),
      { signedIn, requestId: context.get('requestId') },
      context.req.valid('param').id,
      context.req.valid('json').userId,
    );
    return context.json(answer, 200);
  });
}
