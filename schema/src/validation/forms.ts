import { z } from 'zod';
import { invitationModes } from '../enums/people.ts';
import { emailSchema, phoneSchema, requireEmailOrPhone } from './contact.ts';
import { passwordSchema } from './password.ts';
import { registrationDateOfBirthSchema } from './age.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';
import { genders } from '../enums/people.ts';

const name = (max = 100) =>
  z
    .string({ error: requiredOr(M.invalid) })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: M.maxLength });
const id = z.string({ error: requiredOr(M.id) }).regex(/^[A-Za-z0-9_-]{1,100}$/, { error: M.id });

/**
 * Self-registration of a tutor, parent, student or staff member (section 5): names, e-mail or phone, age 16+,
 * the newer password policy.
 */
export function registrationSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      firstName: name(),
      lastName: name(),
      email: emailSchema.optional(),
      phoneNumber: phoneSchema.optional(),
      dateOfBirth: registrationDateOfBirthSchema(now),
      gender: genders.schema.optional(),
      password: passwordSchema,
      acceptTerms: z.literal(true, { error: M.acceptTerms }),
      // Optional consent of the privacy policy (section 2): a public statistics institute may recontact them.
      acceptStatisticsRecontact: z.boolean().optional(),
    })
    .superRefine((value, context) => requireEmailOrPhone(value, context));
}

/** Invitation of a child by a parent: the mode must be chosen, then the matching contact is required. */
export const childInvitationSchema = z
  .strictObject({
    childUserId: id,
    mode: invitationModes.schema.optional(),
    email: emailSchema.optional(),
    phoneNumber: phoneSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.mode === undefined) {
      context.addIssue({ code: 'custom', message: M.invitationModeRequired, path: ['mode'], input: value.mode });
    } else if (value.mode === 'email' && value.email === undefined) {
      context.addIssue({ code: 'custom', message: M.required, path: ['email'], input: value.email });
    } else if (value.mode === 'phone' && value.phoneNumber === undefined) {
      context.addIssue({ code: 'custom', message: M.required, path: ['phoneNumber'], input: value.phoneNumber });
    }
  });

/** The local-coordinator dialog of the tutor detail screen: at least one VSC (section 5). */
export const vscSelectionSchema = z
  .array(
    z.strictObject({ vscId: id, vscName: z.string().trim().max(200).optional() }),
    // Missing or empty, the dialog says the same thing: choose at least one.
    { error: M.vscRequired },
  )
  .min(1, { error: M.vscRequired });

export const chooseLocalCoordinatorSchema = z.strictObject({ vsc: vscSelectionSchema });

/** Changing a password: the current one, and a new one that follows the policy and differs from it. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: requiredOr(M.invalid) })
      .min(1, { error: M.required })
      .max(128),
    newPassword: passwordSchema,
  })
  .refine((value) => value.currentPassword !== value.newPassword, { error: M.passwordsDiffer, path: ['newPassword'] });
