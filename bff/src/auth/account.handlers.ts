import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { subject } from '@casl/ability';
import { ERROR_MESSAGES, INITIAL_STATUS_BY_ROLE, isStaffRole, registrationConsents } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import { newId } from '../resources/documents.ts';
import { viewNameOf } from '../resources/user-views.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { recordSecurityEvent } from '../audit/security-log.ts';
import { composeMail } from '../messaging/mail-templates.ts';
import { languageOf } from '../messaging/language.ts';
import { publicUrlOf } from '../env.ts';
import type { StoredDocument } from '../store/store.ts';
import {
  changePasswordRoute,
  emailVerifiedRoute,
  recoverPasswordRoute,
  registerRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  temporaryPasswordRoute,
  updatePasswordRoute,
  verifyEmailRoute,
} from './account.routes.ts';
import { passwordHashOf, setPassword, storePasswordHash } from './credentials.ts';
import { checkPassword, passwordsOf, verifyAgainstDecoy } from './passwords.ts';
import { consumeLinkToken, issueLinkToken } from './one-time-secrets.ts';
import { revokeSessionsOf } from './sessions.ts';
import { signedInOf } from './signed-in.ts';
import { requireBotCheck } from './auth.handlers.ts';
import { trustAddressOf } from './sign-in.ts';
import { secretLinkStandingOf } from './secret-link-owner.ts';
import { registeredUserIdOf, setRegistrationCookie } from './registration-cookie.ts';
import { sendVerification } from './email-verification.ts';
import { STAFF_REGISTRATION_LIFETIME_MS } from './limits.ts';
import { sendPasswordResetMails } from './password-recovery.ts';
import { runInBackground } from '../runtime/background-task.ts';
import { randomToken } from './secrets.ts';

/** What a self-registration becomes: future tutors and parents start as prospects, students on hold (section 4). */
const NEW_ACCOUNT = {
  tutor: { userRole: 'prospectLead', status: 'pending', onBoardingStep: 2 },
  parent: { userRole: 'parentProspect', status: 'pending', onBoardingStep: 2 },
  student: { userRole: 'student', status: INITIAL_STATUS_BY_ROLE.student },
} as const;

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(registerRoute, async (context) => {
    const deps = context.get('deps');
    await requireBotCheck(context);
    const { kind } = context.req.valid('param');
    const form = context.req.valid('json');
    const users = deps.store.collection('users');
    const now = deps.now();

    if (kind === 'IS') {
      // Staff accounts are created by an administrator; registering only asks for the link that finishes such an
      // invitation. The password is chosen from that link, by whoever holds the invited mailbox: setting it here
      // would let anyone who knows an invited address register first and have the real person verify it for them.
      // The answer is the same whether or not an invitation exists, so the page reveals no staff address.
      const invited = form.email
        ? await users.findOne({ 'contactDetails.email': form.email, userRole: { $in: ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'] } })
        : null;
      const finishing = invited && secretLinkStandingOf(invited) === 'usable' && !(await passwordHashOf(deps.store, invited._id)) ? invited : undefined;
      if (finishing) {
        const token = await issueLinkToken(deps.store, 'resetPassword', finishing._id, STAFF_REGISTRATION_LIFETIME_MS, now);
        await deps.mailer.send(
          composeMail('finishStaffRegistration', languageOf(finishing, context), form.email!, {
            name: firstNameOf(finishing),
            link: `${publicUrlOf(deps.env)}/reset-password?token=${token}`,
            hours: 48,
          }),
        );
        await recordSecurityEvent(context, { kind: 'registration', userId: finishing._id, details: { kind } });
      }
      // The same work whether or not an invitation exists. The page polls the id it gets until the link is used.
      await verifyAgainstDecoy(passwordsOf(deps), form.password);
      const answeredId = finishing?._id ?? crypto.randomUUID();
      await setRegistrationCookie(context, deps, answeredId);
      return context.json({ userId: answeredId, verificationSent: true }, 201);
    }

    const inUse = await users.findOne({
      $or: [...(form.email ? [{ 'contactDetails.email': form.email }] : []), ...(form.phoneNumber ? [{ 'contactDetails.phoneNumber': form.phoneNumber }] : [])],
    });
    if (inUse) throw new Problem(409, 'emailOrPhoneInUse', ERROR_MESSAGES.emailOrPhoneInUse);

    const userId = newId();
    const document: StoredDocument = {
      _id: userId,
      userId,
      ...NEW_ACCOUNT[kind],
      contactDetails: {
        firstName: form.firstName,
        lastName: form.lastName,
        ...(form.email && { email: form.email }),
        ...(form.phoneNumber && { phoneNumber: form.phoneNumber }),
      },
      dateOfBirth: form.dateOfBirth,
      ...(form.gender && { gender: form.gender }),
      language: languageOf(null, context),
      // Without an e-mail there is nothing to verify: the phone is proved at each sign-in by its code.
      isEmailVerified: form.email ? false : true,
      // Signing in waits for the e-mail verification (2041); the flag is not a field of any view.
      registrationPending: Boolean(form.email),
      hasChangedPassword: true,
      // The terms and privacy policy the form made them accept, with their versions (schema: CONSENT_VERSIONS).
      consents: registrationConsents(now, form.acceptStatisticsRecontact === true),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      createdBy: userId,
    };
    // Hashed before anything is written: a busy hashing pool (503) leaves no account without a password behind.
    const passwordHash = await passwordsOf(deps).hash(form.password);
    await deps.store.withTransaction(async (transaction) => {
      await transaction.collection('users').insertOne(document);
      await storePasswordHash(transaction, userId, passwordHash, now);
      await writeAudit(transaction, {
        actor: undefined,
        action: 'create',
        resource: viewNameOf(document),
        recordId: userId,
        after: { ...document },
        requestId: context.get('requestId'),
        at: now,
      });
    });
    if (form.email) await sendVerification(context, document);
    await recordSecurityEvent(context, { kind: 'registration', userId, details: { kind } });
    await setRegistrationCookie(context, deps, userId);
    return context.json({ userId, verificationSent: Boolean(form.email) }, 201);
  });

  app.openapi(emailVerifiedRoute, async (context) => {
    const deps = context.get('deps');
    const { userId: asked } = context.req.valid('query');
    // Only the registration this browser started: any other id, or none, answers as an unknown one does.
    const registered = await registeredUserIdOf(context, deps);
    if (!registered || (asked !== undefined && asked !== registered)) return context.json({ isEmailVerified: false }, 200);
    const user = await deps.store.collection('users').findOne({ _id: registered }, { projection: { isEmailVerified: 1 } });
    return context.json({ isEmailVerified: user?.isEmailVerified === true }, 200);
  });

  app.openapi(verifyEmailRoute, async (context) => {
    const deps = context.get('deps');
    const userId = await consumeLinkToken(deps.store, 'verifyEmail', context.req.valid('json').token, deps.now());
    if (!userId) throw invalidLink();
    await deps.store
      .collection('users')
      .updateOne({ _id: userId }, { $set: { isEmailVerified: true, registrationPending: false, ...changeStamp(deps.now()) } });
    await recordSecurityEvent(context, { kind: 'emailVerified', userId });
    return context.json({ verified: true as const }, 200);
  });

  app.openapi(resendVerificationRoute, async (context) => {
    const deps = context.get('deps');
    const unverified = await deps.store
      .collection('users')
      .find({ 'contactDetails.email': context.req.valid('json').email, isEmailVerified: false }, { limit: 5 });
    for (const user of unverified) await sendVerification(context, user);
    return context.json({ sent: true as const }, 202);
  });

  app.openapi(recoverPasswordRoute, (context) => {
    const { email } = context.req.valid('json');
    // Answered before anything is looked up or sent: the same answer, in the same time, for every address.
    runInBackground(context.get('deps').log, 'Password reset mail', () => sendPasswordResetMails(context, email));
    return context.json({ sent: true as const }, 202);
  });

  app.openapi(resetPasswordRoute, async (context) => {
    const deps = context.get('deps');
    const { token, newPassword } = context.req.valid('json');
    // Hashed before the link is spent: a busy hashing pool (503) leaves the link usable for a retry.
    const passwordHash = await passwordsOf(deps).hash(newPassword);
    const userId = await consumeLinkToken(deps.store, 'resetPassword', token, deps.now());
    if (!userId) throw invalidLink();
    await storePasswordHash(deps.store, userId, passwordHash, deps.now());
    // Following the link proved the mailbox: the address is verified too.
    await deps.store
      .collection('users')
      .updateOne({ _id: userId }, { $set: { hasChangedPassword: true, isEmailVerified: true, registrationPending: false, ...changeStamp(deps.now()) } });
    const owner = await deps.store.collection('users').findOne({ _id: userId }, { projection: { contactDetails: 1 } });
    if (owner) await trustAddressOf(context, owner);
    await revokeSessionsOf(deps.store, userId);
    await recordSecurityEvent(context, { kind: 'passwordReset', userId });
    return context.json({ reset: true as const }, 200);
  });

  app.openapi(changePasswordRoute, async (context) => {
    const deps = context.get('deps');
    const signedIn = signedInOf(context);
    const { currentPassword, newPassword } = context.req.valid('json');
    const hash = await passwordHashOf(deps.store, signedIn.userId);
    if (!(await checkPassword(passwordsOf(deps), currentPassword, hash)))
      throw problems.validation([{ path: 'currentPassword', message: ERROR_MESSAGES.wrongPassword }]);
    await setPassword(deps.store, signedIn.userId, newPassword, deps.now(), passwordsOf(deps));
    await revokeSessionsOf(deps.store, signedIn.userId, signedIn.sessionId);
    await recordSecurityEvent(context, { kind: 'passwordChanged', userId: signedIn.userId });
    await notifyPasswordChanged(context, signedIn.document);
    return context.json({ changed: true as const }, 200);
  });

  app.openapi(updatePasswordRoute, async (context) => {
    const deps = context.get('deps');
    const signedIn = signedInOf(context);
    if (signedIn.document.hasChangedPassword !== false) throw problems.forbidden();
    await setPassword(deps.store, signedIn.userId, context.req.valid('json').newPassword, deps.now(), passwordsOf(deps));
    await deps.store.collection('users').updateOne({ _id: signedIn.userId }, { $set: { hasChangedPassword: true, ...changeStamp(deps.now()) } });
    await revokeSessionsOf(deps.store, signedIn.userId, signedIn.sessionId);
    await recordSecurityEvent(context, { kind: 'passwordChanged', userId: signedIn.userId, details: { forced: true } });
    return context.json({ changed: true as const }, 200);
  });

  app.openapi(temporaryPasswordRoute, async (context) => {
    const deps = context.get('deps');
    const signedIn = signedInOf(context);
    const user = await deps.store.collection('users').findOne({ _id: context.req.valid('param').id });
    if (!user || !signedIn.ability.can('read', subject(viewNameOf(user), { ...user }))) throw problems.notFound();
    // A temporary password lets its holder sign in as the person: a staff action, never a parent's, a partner's or one's own.
    if (!isStaffRole(signedIn.role) || user._id === signedIn.userId) throw problems.forbidden();
    if (!signedIn.ability.can('update', subject(viewNameOf(user), { ...user }))) throw problems.forbidden();
    // Staff accounts are given passwords by administrators only.
    if (isStaffRole(user.userRole) && signedIn.role !== 'super_administrator') throw problems.forbidden();
    const temporaryPassword = `${randomToken(9)}-Aa1!`;
    await setPassword(deps.store, user._id, temporaryPassword, deps.now(), passwordsOf(deps));
    await deps.store.collection('users').updateOne({ _id: user._id }, { $set: { hasChangedPassword: false, ...changeStamp(deps.now()) } });
    await revokeSessionsOf(deps.store, user._id);
    await recordSecurityEvent(context, { kind: 'passwordChanged', userId: user._id, details: { temporary: true, by: signedIn.userId } });
    context.header('cache-control', 'no-store');
    return context.json({ temporaryPassword }, 200);
  });
}

/**
 * What every change of a user record carries: when, and a new revision, so that a staff form opened before this
 * change cannot save over it (If-Match) and the generic writes' compare-and-set sees it.
 */
function changeStamp(now: Date): { updatedAt: string; _rev: string } {
  return { updatedAt: now.toISOString(), _rev: newId() };
}

function invalidLink(): Problem {
  return new Problem(400, 'invalidLink', ERROR_MESSAGES.invalidLink);
}

function firstNameOf(user: StoredDocument): string {
  return String((user.contactDetails as { firstName?: unknown } | undefined)?.firstName ?? '');
}

async function notifyPasswordChanged(context: Context<AppEnv>, user: StoredDocument): Promise<void> {
  const email = (user.contactDetails as { email?: string } | undefined)?.email;
  if (!email) return;
  await context.get('deps').mailer.send(composeMail('passwordChanged', languageOf(user, context), email, { name: firstNameOf(user) }));
}
