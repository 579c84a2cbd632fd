import { translateFamily } from '@binome/schema/family-catalogs';
import { prospects, type Language } from '@binome/schema';
import type { Store } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import { publicUrlOf } from '../../env.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer, MailMessage } from '../../messaging/mailer.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';
import { languageOf } from '../../messaging/language.ts';
import { documentOf } from '../../resources/documents.ts';
import { quizSettingsOf } from './onboarding.operations.ts';
import { ATTEMPTS_COLLECTION, attemptOfDocument } from './onboarding-records.ts';

/** A pass reminds at most this many people; the next pass takes the rest. */
const BATCH = 200;

export interface QuizRetryReminderPorts {
  store: Store;
  env: Env;
  log: Logger;
  mailer: Mailer;
}

const QUIZ_PAGES = { tutor: '/tutorQuiz', parent: '/parent/quiz' } as const;

/**
 * Tells a future tutor or parent, once, that they may try the onboarding quiz again: their last attempt failed,
 * the waiting time has passed, they have attempts left and are still at the quiz step. The failed attempt is
 * claimed with a compare-and-set before the mail goes, so that two schedulers never send it twice; an attempt that
 * is no longer the person's last (they tried again already) or whose person moved on is claimed without a mail.
 */
export async function remindQuizRetries(ports: QuizRetryReminderPorts, now: Date): Promise<number> {
  const settings = quizSettingsOf(ports.env);
  const attempts = ports.store.collection(ATTEMPTS_COLLECTION);
  const waitedSince = now.getTime() - settings.retryHours * 3_600_000;
  const due = await attempts.find(
    { passed: false, submittedAt: { $lte: waitedSince }, retryReminderSentAt: { $exists: false } },
    { sort: { submittedAt: 1 }, limit: BATCH },
  );
  let sent = 0;
  for (const attempt of due.map(attemptOfDocument)) {
    const claim = await attempts.updateOne({ _id: attempt._id, retryReminderSentAt: { $exists: false } }, { $set: { retryReminderSentAt: now.getTime() } });
    if (claim.modifiedCount !== 1) continue;
    const audience = attempt.audience === 'parent' ? 'parent' : 'tutor';
    const later = await attempts.count({ userId: attempt.userId, audience, drawnAt: { $gt: attempt.drawnAt } });
    const used = await attempts.count({ userId: attempt.userId, audience, submittedAt: { $exists: true } });
    if (later > 0 || used >= settings.maxAttempts) continue;
    const found = await ports.store
      .collection(prospects.collection)
      .findOne({ _id: attempt.userId, onBoardingStep: 3 }, { projection: { contactDetails: 1, language: 1 } });
    // Someone at the quiz step is a prospect: the prospects' view describes them (contact details and language read).
    const person = found && documentOf(prospects, found);
    const email = person?.contactDetails.email;
    if (!person || !email) continue;
    try {
      await ports.mailer.send(retryMail(email, languageOf(person), settings.maxAttempts - used, `${publicUrlOf(ports.env)}${QUIZ_PAGES[audience]}`));
      sent += 1;
    } catch (error) {
      // The claim stands: the person is never told twice, even when one mail could not go.
      ports.log.error('A quiz retry reminder could not be sent', { attempt: attempt._id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

function retryMail(to: string, language: Language, attemptsLeft: number, link: string): MailMessage {
  const subject = translateFamily(language, 'quizRetryMail.subject');
  const lines = [translateFamily(language, 'quizRetryMail.body', { count: attemptsLeft }), translateFamily(language, 'quizRetryMail.link', { link })];
  return { to, subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}
