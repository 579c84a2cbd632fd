import './documents-words.ts';
import './documents.css';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@binome/schema';
import { RequestState } from '../../data/request-state.tsx';
import { useOwnDocuments, type VolunteerDocument } from './documents-data.ts';
import { UploadForm } from './upload-form.tsx';
import { useSession } from '../../session/session.tsx';

const TONE = { 'to-review': 'warning', accepted: 'success', refused: 'danger' } as const;

/**
 * /tutor/documents, for tutors and prospect leads: the criminal-record attestation (required) with its facts, other
 * documents, and each one's review. A reviewed attestation's file is deleted; its facts and the outcome stay.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useOwnDocuments();
  const { session } = useSession();
  // The attestation the association recorded on the person's file (checked before uploads came here, or entered by
  // staff): the home counts it, so this page lists it too (walk T-7).
  const onFile = (session?.user as { criminalRecord?: CriminalRecordFacts } | undefined)?.criminalRecord;
  return (
    <div className="documents-page">
      <section className="card" aria-labelledby="documents-title">
        <h1 id="documents-title">{t('familyDocuments.title')}</h1>
        <p className="muted">{t('familyDocuments.intro')}</p>
      </section>
      <UploadForm kind="criminal-record" />
      <UploadForm kind="other" />
      <section className="card" aria-labelledby="documents-list-title">
        <h2 id="documents-list-title">{t('familyDocuments.list.title')}</h2>
        <RequestState query={documents}>
          {(rows) => {
            const recordOnFile = onFile?.number && !rows.some((row) => row.kind === 'criminal-record' && row.status === 'accepted') ? onFile : undefined;
            return rows.length === 0 && !recordOnFile ? (
              <p className="muted">{t('familyDocuments.list.empty')}</p>
            ) : (
              <>
                {recordOnFile && <RecordOnFile record={recordOnFile} />}
                {rows.length > 0 && <DocumentList documents={rows} />}
              </>
            );
          }}
        </RequestState>
      </section>
    </div>
  );
}

interface CriminalRecordFacts {
  number?: string;
  issueDate?: string;
  issuedBy?: string;
}

/** A day or an instant as the reader's language writes it, '1er' included. */
function useLongDate() {
  const { i18n } = useTranslation();
  return (value: string | undefined) => (value ? formatLongDate(value, i18n.language) : '');
}

function RecordOnFile({ record }: { record: CriminalRecordFacts }) {
  const { t } = useTranslation();
  const format = useLongDate();
  return (
    <ul className="documents-list">
      <li data-testid="document-row" data-status="accepted">
        <p>
          <strong>{t('familyDocuments.kind.criminal-record')}</strong> <span className="tag tone-success">{t('familyDocuments.status.accepted')}</span>
        </p>
        <p className="muted">
          {t('familyDocuments.list.recordFacts', { number: record.number, date: format(record.issueDate), issuer: record.issuedBy ?? '' })}
        </p>
        <p className="muted">{t('familyDocuments.list.onFile')}</p>
      </li>
    </ul>
  );
}

function DocumentList({ documents }: { documents: VolunteerDocument[] }) {
  const { t } = useTranslation();
  const format = useLongDate();
  return (
    <ul className="documents-list">
      {documents.map((document) => {
        const status = (document.status ?? 'to-review') as keyof typeof TONE;
        const name = document.title ?? document.fileName ?? t(`familyDocuments.kind.${document.kind}`);
        const record = document.criminalRecord;
        return (
          <li key={document.id} data-testid="document-row" data-status={status}>
            <p>
              <strong>{t(`familyDocuments.kind.${document.kind}`)}</strong>
              {document.title && ` — ${document.title}`} <span className={`tag tone-${TONE[status]}`}>{t(`familyDocuments.status.${status}`)}</span>
            </p>
            {record?.number && (
              <p className="muted">
                {t('familyDocuments.list.recordFacts', { number: record.number, date: format(record.issueDate), issuer: record.issuedBy ?? '' })}
              </p>
            )}
            <p className="muted">
              {t('familyDocuments.list.uploadedOn', { date: format(document.uploadedAt) })}
              {document.reviewedAt && ` · ${t('familyDocuments.list.reviewedOn', { date: format(document.reviewedAt) })}`}
            </p>
            {status === 'refused' && document.refusalReason && <p>{t('familyDocuments.list.refusedBecause', { reason: document.refusalReason })}</p>}
            {document.fileDeletedAt ? (
              <p className="muted" data-testid="file-gone">
                {t('familyDocuments.list.fileGone')}
              </p>
            ) : (
              <p>
                <a href={`/v1/documents/${encodeURIComponent(document.id ?? '')}/file`} download>
                  {t('familyDocuments.list.download', { name })}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
