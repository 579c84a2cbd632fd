import { createRoute, z } from '@hono/zod-openapi';
import { RESOURCES, type Resource } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, JsonObjectSchema } from '../http/openapi-common.ts';
import { recordSchemaOf } from '../resources/record-schema.ts';

/** Sign-in by e-mail and password or by phone and code, sign-out, and who am I. */
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export const SignInAnswerSchema = z
  .object({
    userId: z.string(),
    role: z.string(),
    next: z.string().openapi({ description: "Where the apps go next: the role's home, or /update-your-password." }),
    app: z.enum(['admin', 'family']),
    mustChangePassword: z.boolean(),
  })
  .openapi('SignInAnswer');

const refusals = {
  401: jsonAnswer('Sign-in failed (the same answer whether or not the account exists)', ErrorSchema),
  403: jsonAnswer('Account closed (emailDeactivated), not active (2033) or registration unfinished (2041)', ErrorSchema),
  429: jsonAnswer('Too many attempts: this identifier locked for 15 minutes from this address, or too many requests from this address', ErrorSchema),
  503: jsonAnswer('Too many passwords being checked at once: try again after `retry-after` seconds', ErrorSchema),
};

export const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['Sign-in'],
  summary: 'Sign in with e-mail and password',
  description:
    'Sets the three session cookies (httpOnly, signed). Unknown accounts and wrong passwords get the same answer; 5 failures lock the e-mail typed for 15 minutes from the client address only (its owner still signs in elsewhere); attempts on it from addresses it never signed in from are paced after 10 an hour. With the bot check on, send its token in `x-bot-check`.',
  request: {
    body: json(z.strictObject({ email: z.string().trim().toLowerCase().min(1).max(254), password: z.string().min(1).max(128) }).openapi('LoginRequest')),
  },
  responses: { 200: jsonAnswer('Signed in', SignInAnswerSchema), ...refusals, ...errorResponses(400, 413, 415) },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Sign-in'],
  summary: 'Sign out',
  description: 'Revokes the session on the server and clears the cookies.',
  security: [{ session: [] }],
  responses: { 204: { description: 'Signed out' }, ...errorResponses(401) },
});

const oneOrMany = z.union([z.string(), z.array(z.string())]);
const CaslRuleSchema = z
  .object({
    action: oneOrMany,
    subject: oneOrMany.optional(),
    fields: oneOrMany.optional(),
    // A MongoDB query on the subject.
    conditions: JsonObjectSchema.optional(),
    inverted: z.boolean().optional(),
    reason: z.string().optional(),
  })
  .openapi('CaslRule');

// One's own record, in the view of one's role (a tutor's, a parent's...): each is a component of its own.
const userViews = (RESOURCES as readonly Resource[]).filter((resource) => resource.roles !== undefined).map(recordSchemaOf);

export type MeAnswer = z.infer<typeof MeSchema>;

const MeSchema = z
  .object({
    user: z
      .union(userViews as [z.ZodType, z.ZodType, ...z.ZodType[]])
      .openapi({ description: "One's own record, as one's role's view of the users reads it." }),
    role: z.string(),
    rules: z.array(CaslRuleSchema).openapi({ description: 'CASL raw rules, for `createMongoAbility(rules)`.' }),
    mustChangePassword: z.boolean(),
    linkedProviders: z.array(z.string()),
  })
  .openapi('Me');

export const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Sign-in'],
  summary: 'The signed-in user, their effective role and their CASL rules',
  security: [{ session: [] }],
  responses: {
    200: jsonAnswer('The signed-in user', MeSchema),
    ...errorResponses(401),
  },
});

export const sessionRoute = createRoute({
  method: 'get',
  path: '/auth/session',
  tags: ['Sign-in'],
  summary: 'Who is signed in on this browser, if anyone',
  description:
    "The apps' first call: `me` is what `GET /v1/me` answers, or null for a visitor (no session, an expired or closed one, a partner's key). Being signed out is an answer here, not an error, so a public page logs no failed request.",
  responses: {
    200: jsonAnswer('The person signed in, or nobody', z.object({ me: MeSchema.nullable() }).openapi('SessionProbe')),
  },
});

const PhoneSchema = z.string().trim().min(1).max(32);

export const sendCodeRoute = createRoute({
  method: 'post',
  path: '/auth/phone/send-code',
  tags: ['Sign-in'],
  summary: 'Send a one-time sign-in code by text message',
  description:
    'Always answers 202 with the same body, whether or not an account has this number. 6 digits, valid 10 minutes, single use; at most 3 codes per number and 15 minutes.',
  request: { body: json(z.strictObject({ phoneNumber: PhoneSchema }).openapi('SendCodeRequest')) },
  responses: {
    202: jsonAnswer('Sent if the number belongs to an account', z.object({ sent: z.literal(true) })),
    429: refusals[429],
    ...errorResponses(400, 413, 415),
  },
});

export const verifyCodeRoute = createRoute({
  method: 'post',
  path: '/auth/phone/verify-code',
  tags: ['Sign-in'],
  summary: 'Sign in with the phone number and its one-time code',
  request: { body: json(z.strictObject({ phoneNumber: PhoneSchema, code: z.string().trim().max(12) }).openapi('VerifyCodeRequest')) },
  responses: {
    200: jsonAnswer('Signed in', SignInAnswerSchema),
    401: jsonAnswer('Invalid verification code', ErrorSchema),
    403: refusals[403],
    429: refusals[429],
    ...errorResponses(400, 413, 415),
  },
});

export const botCheckRoute = createRoute({
  method: 'get',
  path: '/auth/bot-check',
  tags: ['Sign-in'],
  summary: 'Whether forms must carry a bot check token, and the public site key of its widget',
  responses: { 200: jsonAnswer('The bot check configuration', z.object({ provider: z.enum(['off', 'turnstile']), siteKey: z.string().nullable() })) },
});
