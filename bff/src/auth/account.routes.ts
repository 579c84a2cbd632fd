import { createRoute, z } from '@hono/zod-openapi';
import { changePasswordSchema, ID_PATTERN, passwordSchema, registrationSchema } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, withOpenApi } from '../http/openapi-common.ts';

/** Registration, e-mail verification and everything about passwords. */
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const Accepted = z.object({ sent: z.literal(true) }).openapi('Accepted');
const TokenSchema = z.string().trim().min(1).max(200);
const EmailSchema = z.string().trim().toLowerCase().min(1).max(254);

export const REGISTRATION_KINDS = ['tutor', 'parent', 'student', 'IS'] as const;

export const registerRoute = createRoute({
  method: 'post',
  path: '/auth/register/{kind}',
  tags: ['Registration'],
  summary: 'Register as a tutor, parent or student, or finish an internal staff invitation (IS)',
  description:
    'Section 5 rules: names, e-mail or French phone, 16 or older, the password policy. Sends an e-mail verification link; the answer sets the httpOnly cookie `binome-registration` with which this browser, and only it, polls `GET /auth/email-verified`. For `IS`, only an e-mail that an administrator invited gets a mail, with a link to choose the password (the one sent here is not kept: whoever holds the mailbox chooses it); the answer is the same either way.',
  request: {
    params: z.object({ kind: z.enum(REGISTRATION_KINDS) }),
    body: json(withOpenApi(registrationSchema(), 'RegistrationRequest')),
  },
  responses: {
    201: jsonAnswer('Registered; the verification mail is on its way', z.object({ userId: z.string(), verificationSent: z.boolean() }).openapi('Registered')),
    409: jsonAnswer('The e-mail or phone number is already in use', ErrorSchema),
    ...errorResponses(400, 403, 413, 415, 429),
  },
});

export const emailVerifiedRoute = createRoute({
  method: 'get',
  path: '/auth/email-verified',
  tags: ['Registration'],
  summary: 'Whether the account this browser registered has verified its e-mail (polled every 3 s by the register page)',
  description:
    'Answers only for the registration that the asking browser started: `POST /auth/register/{kind}` sets the httpOnly cookie `binome-registration` (path `/v1/auth/email-verified`, SameSite=Strict, 48 hours), which names that account. Without the cookie, or when `userId` names another account, the answer is `false`, as for an unknown id, so the route tells nothing about other accounts.',
  request: {
    query: z.strictObject({
      userId: z.string().regex(ID_PATTERN).optional().openapi({ description: 'Optional: the id the registration answered; another id answers false.' }),
    }),
  },
  responses: {
    200: jsonAnswer("Verification state of this browser's registration; anything else answers false", z.object({ isEmailVerified: z.boolean() })),
    ...errorResponses(400),
  },
});

export const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags: ['Registration'],
  summary: 'Confirm an e-mail address with the token of the verification link',
  request: { body: json(z.strictObject({ token: TokenSchema })) },
  responses: {
    200: jsonAnswer('Verified', z.object({ verified: z.literal(true) })),
    400: jsonAnswer('The link is unknown, used or expired', ErrorSchema),
    ...errorResponses(413, 415, 429),
  },
});

export const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/auth/resend-verification',
  tags: ['Registration'],
  summary: 'Send the verification link again',
  description: 'Always 202 with the same body.',
  request: { body: json(z.strictObject({ email: EmailSchema })) },
  responses: { 202: jsonAnswer('Sent if an unverified account has this e-mail', Accepted), ...errorResponses(400, 413, 415, 429) },
});

export const recoverPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/recover-password',
  tags: ['Passwords'],
  summary: 'Send a password reset link',
  description:
    'Always 202 with the same body, answered before anything is looked up or sent, whether or not an account has this e-mail. The link is valid one hour, once. A mailbox receives at most 3 of these mails an hour; further requests get the same answer and send nothing.',
  request: { body: json(z.strictObject({ email: EmailSchema })) },
  responses: { 202: jsonAnswer('Sent if an account has this e-mail', Accepted), ...errorResponses(400, 413, 415, 429) },
});

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['Passwords'],
  summary: 'Choose a new password with the token of the reset link',
  description: 'Ends every session of the account.',
  request: {
    body: json(z.strictObject({ token: TokenSchema, newPassword: withOpenApi(passwordSchema, { description: 'The password policy of section 5.' }) })),
  },
  responses: {
    200: jsonAnswer('Password changed', z.object({ reset: z.literal(true) })),
    400: jsonAnswer('Invalid password, or the link is unknown, used or expired', ErrorSchema),
    ...errorResponses(413, 415, 429),
  },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/change-password',
  tags: ['Passwords'],
  summary: "Change one's password (the current one is required)",
  description: "Ends the account's other sessions.",
  security: [{ session: [] }],
  request: { body: json(withOpenApi(changePasswordSchema, 'ChangePasswordRequest')) },
  responses: { 200: jsonAnswer('Password changed', z.object({ changed: z.literal(true) })), ...errorResponses(400, 401, 413, 415, 429) },
});

export const updatePasswordRoute = createRoute({
  method: 'post',
  path: '/auth/update-password',
  tags: ['Passwords'],
  summary: 'The forced update of a temporary password given by staff (`hasChangedPassword` false)',
  security: [{ session: [] }],
  request: { body: json(z.strictObject({ newPassword: passwordSchema })) },
  responses: { 200: jsonAnswer('Password set', z.object({ changed: z.literal(true) })), ...errorResponses(400, 401, 403, 413, 415) },
});

export const temporaryPasswordRoute = createRoute({
  method: 'post',
  path: '/users/{id}/temporary-password',
  tags: ['Passwords'],
  summary: 'Give a user a temporary password (staff who may update that user)',
  description:
    "Answers the generated password once, to be passed on by the staff member; the user must replace it at the next sign-in (`/update-your-password`). Ends the user's sessions.",
  security: [{ session: [] }],
  request: { params: z.object({ id: z.string().regex(ID_PATTERN) }) },
  responses: { 200: jsonAnswer('The temporary password, shown once', z.object({ temporaryPassword: z.string() })), ...errorResponses(401, 403, 404) },
});
