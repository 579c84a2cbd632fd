import { z } from 'zod';
import { UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';

/**
 * A stored file as records reference it. The bytes live in the blob store; the server checks the real type from
 * the content (magic bytes) before it ever writes this reference.
 */
export const fileReferenceSchema = z.strictObject(
  {
    fileId: z.string({ error: requiredOr(M.invalid) }).regex(/^[A-Za-z0-9_-]{1,100}$/, { error: M.id }),
    fileName: z
      .string({ error: requiredOr(M.invalid) })
      .trim()
      .min(1)
      .max(255, { error: M.maxLength }),
    mimeType: z.enum(UPLOAD_ACCEPTED_MIME_TYPES, { error: M.pdfOnly }),
    size: z
      .number({ error: requiredOr(M.invalid) })
      .int()
      .positive({ error: M.invalid })
      .max(UPLOAD_MAX_BYTES, { error: M.fileTooLarge }),
    uploadedAt: z.iso.datetime({ offset: true, error: M.dateTime }).optional(),
  },
  { error: requiredOr(M.invalid) },
);
export type FileReference = z.infer<typeof fileReferenceSchema>;

/** What an upload form checks before sending: PDF only, at most 25 MB (section 5). */
export const uploadCandidateSchema = z.object({
  name: z.string().regex(/\.pdf$/i, { error: M.pdfOnly }),
  type: z.enum(UPLOAD_ACCEPTED_MIME_TYPES, { error: M.pdfOnly }),
  size: z.number().int().positive().max(UPLOAD_MAX_BYTES, { error: M.fileTooLarge }),
});
