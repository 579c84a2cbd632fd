import './documents-words.ts';
import './documents.css';
import { useTranslation } from 'react-i18next';
import { RequestState } from '../../data/request-state.tsx';
import { useOwnDocuments, type VolunteerDocument } from './documents-data.ts';
import { UploadForm } from './upload-form.tsx';

const TONE = { 'to-review': 'warning', accepted: 'success', refused: 'danger' } as const;

/**
 * /tutor/documents, for tutors and prospect leads: the criminal-record attestation (required) with its facts, other
 * documents, and each one's review. A reviewed attestation's file is deleted; its facts and the outcome stay.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useOwnDocuments();
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
        <RequestState query={documents}>{(rows) => (rows.length === 0 ? <p className="muted">{t('familyDocuments.list.empty')}</p> : <DocumentList documents={rows} />)}</RequestState>
      </section>
    </div>
  );
}

function DocumentList({ documents }: { documents: VolunteerDocument[] }) {
  const { t, i18n } = useTranslation();
  const format = (value: string | undefined, withTime = false) =>
    value ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', withTime ? { dateStyle: 'long', timeZone: 'Europe/Paris' } : { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(withTime ? value : `${value}T12:00:00Z`)) : '';
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
            {record?.number && <p className="muted">{t('familyDocuments.list.recordFacts', { number: record.number, date: format(record.issueDate), issuer: record.issuedBy ?? '' })}</p>}
            <p className="muted">
              {t('familyDocuments.list.uploadedOn', { date: format(document.uploadedAt, true) })}
              {document.reviewedAt && ` · ${t('familyDocuments.list.reviewedOn', { date: format(document.reviewedAt, true) })}`}
            </p>
            {status === 'refused' && document.refusalReason && <p>{t('familyDocuments.list.refusedBecause', { reason: document.refusalReason })}</p>}
            {document.fileDeletedAt ? (
              <p className="muted" data-testid="file-gone">{t('familyDocuments.list.fileGone')}</p>
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
