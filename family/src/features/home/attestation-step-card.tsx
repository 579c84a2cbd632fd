import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProspectTodo, Tone } from '@binome/schema';
import { ToneTag } from '../../components/status-tag.tsx';
import { HomeCard } from './home-card.tsx';

/** Where a prospect lead sends and follows their documents. */
export const DOCUMENTS_PATH = '/tutor/documents';

type AttestationTodo = Extract<ProspectTodo, { kind: 'sendAttestation' | 'resendAttestation' | 'attestationInReview' | 'awaitValidation' }>;

/** The attestation's part of a prospect's todo (the schema's `prospectTodoOf`), if the todo is about it. */
export function isAttestationTodo(todo: ProspectTodo): todo is AttestationTodo {
  return todo.kind === 'sendAttestation' || todo.kind === 'resendAttestation' || todo.kind === 'attestationInReview' || todo.kind === 'awaitValidation';
}

const TONE: Record<AttestationTodo['kind'], Tone> = {
  sendAttestation: 'warning',
  resendAttestation: 'danger',
  attestationInReview: 'progress',
  awaitValidation: 'success',
};

/**
 * A prospect lead's next step once the quiz is done: the criminal-record attestation staff need to validate them.
 * To send (with the way to the documents page), being checked, refused with its reason and a way to send another,
 * or accepted.
 */
export function AttestationStepCard({ todo }: { todo: AttestationTodo }) {
  const { t } = useTranslation();
  const words = `familyFrame.home.attestation.${todo.kind}`;
  const toSend = todo.kind === 'sendAttestation' || todo.kind === 'resendAttestation';
  return (
    <HomeCard id="attestation" title={t(`${words}.title`)} slot="next-step">
      <p>
        <ToneTag tone={TONE[todo.kind]}>{t(`${words}.state`)}</ToneTag>
      </p>
      {todo.kind === 'resendAttestation' && todo.refusalReason && <p>{t('familyFrame.home.attestation.refusalReason', { reason: todo.refusalReason })}</p>}
      <p>{t(`${words}.body`)}</p>
      <p className="actions">
        <Link className={toSend ? 'button primary' : 'button'} to={DOCUMENTS_PATH}>
          {t(`${words}.action`)}
        </Link>
      </p>
    </HomeCard>
  );
}
