import { translateFamily } from '@binome/schema/family-catalogs';
import { CRIMINAL_RECORD_VALID_YEARS, documents as documentsEntity, prospects, type Language } from '@binome/schema';
import { documentOf, type DocumentOf } from '../../resources/documents.ts';
import type { Store } from '../../store/store.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Env } from '../../env.ts';
import { publicUrlOf } from '../../env.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer, MailMessage } from '../../messaging/mailer.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';
import { languageOf } from '../../messaging/language.ts';
import { removeFile } from './documents.operations.ts';

const BATCH = 200;
const DOCUMENTS = 'documents';

export interface DocumentUpkeepPorts {
  store: Store;
  blobs?: BlobStore;
  env: Env;
  log: Logger;
  mailer: Mailer;
}

/** The Paris day `years` before `now`, YYYY-MM-DD. */
function yearsBefore(now: Date, years: number): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * Asks each volunteer whose accepted criminal-record attestation is more than three years old for a new one, once:
 * the reminder is claimed on the document with a compare-and-set before the mail goes, so that two schedulers never
 * send it twice. A volunteer who has sent a newer attestation since (accepted or waiting) is not asked.
 */
export async function remindOldCriminalRecords(ports: DocumentUpkeepPorts, now: Date): Promise<number> {
  const documents = ports.store.collection(DOCUMENTS);
  const old = await documents.find(
    {
      kind: 'criminal-record',
      status: 'accepted',
      'criminalRecord.issueDate': { $lte: yearsBefore(now, CRIMINAL_RECORD_VALID_YEARS) },
      renewalReminderSentAt: { $exists: false },
    },
    { sort: { uploadedAt: 1 }, limit: BATCH, projection: { ownerId: 1, uploadedAt: 1, criminalRecord: 1 } },
  );
  let sent = 0;
  // Read with the owner, the upload time and the attestation's facts only: the type says so.
  const typed: Pick<DocumentOf<typeof documentsEntity>, '_id' | 'ownerId' | 'uploadedAt' | 'criminalRecord'>[] = old.map((document) =>
    documentOf(documentsEntity, document),
  );
  for (const document of typed) {
    const newer = await documents.findOne({
      ownerId: document.ownerId,
      kind: 'criminal-record',
      status: { $in: ['to-review', 'accepted'] },
      uploadedAt: { $gt: document.uploadedAt },
    });
    if (newer) continue;
    const claim = await documents.updateOne(
      { _id: document._id, renewalReminderSentAt: { $exists: false } },
      { $set: { renewalReminderSentAt: now.toISOString() } },
    );
    if (claim.modifiedCount !== 1 || document.ownerId === undefined) continue;
    const found = await ports.store
      .collection('users')
      .findOne({ _id: document.ownerId, userRole: { $in: ['tutor', 'prospectLead'] } }, { projection: { contactDetails: 1, language: 1 } });
    // A tutor or a prospect lead: the prospects' view has the fields of both (contact details and language read).
    const owner = found && documentOf(prospects, found);
    const email = owner?.contactDetails.email;
    if (!owner || !email) continue;
    const issueDate = document.criminalRecord?.issueDate ?? '';
    try {
      await ports.mailer.send(renewalMail(email, languageOf(owner), issueDate, `${publicUrlOf(ports.env)}/tutor/documents`));
      sent += 1;
    } catch (error) {
      // The claim stands: the reminder is never sent twice, even when one mail could not go.
      ports.log.error('A criminal-record renewal reminder could not be sent', {
        document: document._id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sent;
}

/** Deletes the files of reviewed attestations that the review could not delete at once (the blob store was down). */
export async function purgeReviewedAttestations(ports: DocumentUpkeepPorts, now: Date): Promise<number> {
  if (!ports.blobs) return 0;
  const left = await ports.store
    .collection(DOCUMENTS)
    .find({ kind: 'criminal-record', status: { $in: ['accepted', 'refused'] }, blobId: { $exists: true } }, { limit: BATCH });
  let purged = 0;
  for (const document of left) if (await removeFile(ports.store, ports.blobs, document, now)) purged += 1;
  return purged;
}

function renewalMail(to: string, language: Language, issueDate: string, link: string): MailMessage {
  const day = issueDate
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${issueDate}T12:00:00Z`))
    : '';
  const subject = translateFamily(language, 'documentRenewal.subject');
  const lines = [translateFamily(language, 'documentRenewal.body', { day }), translateFamily(language, 'documentRenewal.link', { link })];
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
