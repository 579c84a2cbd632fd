import { coordinatorOf } from './demo-staff.ts';
import { metaOf, type Doc } from './demo-kit.ts';

/** A day before "now", at a given hour, as stored (UTC ISO). */
function daysBefore(now: Date, days: number, hour: number): string {
  const at = new Date(now.getTime() - days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return (at > now ? new Date(now.getTime() - 3_600_000) : at).toISOString();
}

interface DemoMessage {
  id: string;
  from: string;
  daysAgo: number;
  subject: string;
  text: string;
  answer?: { daysAgo: number; text: string };
}

/**
 * What the demo families wrote from their contact page, so that the staff have messages to answer (the oldest open
 * ones first) and the demo family sees an answered one. Each message carries its sender's program, as the server
 * copies it, and an answered one names the coordinator of that program.
 */
const MESSAGES: readonly DemoMessage[] = [
  {
    id: 'demo-contact-message-1',
    from: 'demo-parent',
    daysAgo: 12,
    subject: 'Horaires des séances',
    text: "Bonjour,\nLes séances du mercredi tombent pendant l'entraînement de mon fils. Est-il possible de les déplacer en fin de journée ?\nMerci.",
    answer: {
      daysAgo: 10,
      text: "Bonjour,\nC'est noté : nous avons demandé au tuteur de proposer un créneau à 18 h. Vous le verrez dans le calendrier des séances.\nBonne journée.",
    },
  },
  {
    id: 'demo-contact-message-2',
    from: 'demo-tutor',
    daysAgo: 6,
    subject: 'Attestation de bénévolat',
    text: "Bonjour,\nPourriez-vous m'envoyer une attestation de mes heures de tutorat pour mon école ?\nMerci d'avance.",
  },
  {
    id: 'demo-contact-message-3',
    from: 'demo-student',
    daysAgo: 3,
    subject: 'Micro pendant la séance',
    text: "Bonjour, mon tuteur ne m'entendait pas pendant la dernière séance. J'ai fait le test du matériel et le micro marche. Que faire ?",
  },
  {
    id: 'demo-contact-message-4',
    from: 'demo-parentProspect',
    daysAgo: 1,
    subject: 'Inscription de ma fille',
    text: "Bonjour,\nJ'ai créé mon compte. Quels documents dois-je fournir pour inscrire ma fille en 4e ?",
  },
];

export function demoContactMessages(users: readonly Doc[], now: Date): Doc[] {
  return MESSAGES.flatMap((message) => {
    const sender = users.find((user) => user._id === message.from);
    if (!sender) return [];
    const program = sender.program as { programId: string; programName: string } | undefined;
    const department = (sender.address as { department?: string } | undefined)?.department ?? '75';
    const createdAt = daysBefore(now, message.daysAgo, 8 + (message.daysAgo % 9));
    const doc: Doc = {
      _id: message.id,
      subject: message.subject,
      text: message.text,
      sender: sender._id,
      ...(program && { program }),
      status: 'open',
      ...metaOf(createdAt, sender._id),
    };
    if (!message.answer) return [doc];
    const answeredBy = program ? coordinatorOf(program.programId, department) : 'demo-super_administrator';
    const answeredAt = daysBefore(now, message.answer.daysAgo, 15);
    return [{ ...doc, status: 'answered', answer: message.answer.text, answeredBy, answeredAt, updatedAt: answeredAt, updatedBy: answeredBy }];
  });
}
