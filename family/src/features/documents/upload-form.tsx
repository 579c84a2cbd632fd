import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parisDay } from '@binome/schema/sessions';
import { problemOf, type ApiProblem } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { MAX_UPLOAD_BYTES, refreshDocuments, uploadDocument, uploadErrorKey } from './documents-data.ts';

type Kind = 'criminal-record' | 'other';

/**
 * One upload: the attestation with its number, issue date and issuer, or another document with its title, and a
 * PDF. A real file input (keyboard and screen readers), the progress announced, the refusals said next to the file.
 */
export function UploadForm({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const attestation = kind === 'criminal-record';
  const prefix = attestation ? 'familyDocuments.criminalRecord' : 'familyDocuments.other';
  const [fields, setFields] = useState<Record<string, string>>(
    attestation ? { 'criminalRecord.issuedBy': t('familyDocuments.criminalRecord.issuedByDefault') } : {},
  );
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<ApiProblem>();
  const [done, setDone] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const today = parisDay(new Date());
  const set = (name: string) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const required = attestation ? ['criminalRecord.number', 'criminalRecord.issueDate', 'criminalRecord.issuedBy'] : ['title'];
    for (const name of required) if (!fields[name]?.trim()) found[name] = t('familyDocuments.required');
    if (attestation && fields['criminalRecord.issueDate'] && fields['criminalRecord.issueDate'] > today)
      found['criminalRecord.issueDate'] = t('familyDocuments.futureDate');
    if (!file) found.file = t('familyDocuments.chooseFile');
    else if (file.size > MAX_UPLOAD_BYTES) found.file = t('familyDocuments.tooLarge');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    setProblem(undefined);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProgress(0);
    try {
      const values = Object.fromEntries(
        Object.entries({ kind, ...fields })
          .filter(([, value]) => value.trim() !== '')
          .map(([key, value]) => [key, value.trim()]),
      );
      await uploadDocument(values, file, setProgress, i18n.language);
      setDone(true);
      setFields(attestation ? { 'criminalRecord.issuedBy': t('familyDocuments.criminalRecord.issuedByDefault') } : {});
      setFile(undefined);
      setInputKey((key) => key + 1);
      await refreshDocuments();
    } catch (error) {
      const refusal = problemOf(error);
      if (refusal.code === 'notPdf' || refusal.code === 'fileTooLarge') setErrors({ file: t(uploadErrorKey(refusal)) });
      setProblem(refusal);
    } finally {
      setProgress(undefined);
    }
  };

  const titleId = `upload-${kind}-title`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${prefix}.title`)}</h2>
      <p className="muted">{t(`${prefix}.help`)}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {attestation ? (
          <>
            <TextField
              name="criminalRecord.number"
              label={t('familyDocuments.criminalRecord.number')}
              required
              maxLength={50}
              value={fields['criminalRecord.number'] ?? ''}
              onChange={set('criminalRecord.number')}
              error={errors['criminalRecord.number']}
            />
            <TextField
              name="criminalRecord.issueDate"
              type="date"
              label={t('familyDocuments.criminalRecord.issueDate')}
              required
              max={today}
              value={fields['criminalRecord.issueDate'] ?? ''}
              onChange={set('criminalRecord.issueDate')}
              error={errors['criminalRecord.issueDate']}
            />
            <TextField
              name="criminalRecord.issuedBy"
              label={t('familyDocuments.criminalRecord.issuedBy')}
              required
              maxLength={200}
              value={fields['criminalRecord.issuedBy'] ?? ''}
              onChange={set('criminalRecord.issuedBy')}
              error={errors['criminalRecord.issuedBy']}
            />
          </>
        ) : (
          <TextField
            name="title"
            label={t('familyDocuments.other.label')}
            required
            maxLength={200}
            value={fields.title ?? ''}
            onChange={set('title')}
            error={errors.title}
          />
        )}
        <TextField
          key={inputKey}
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          label={t(`${prefix}.file`)}
          hint={t('familyDocuments.fileHelp')}
          required
          onChange={(event) => setFile(event.target.files?.[0])}
          error={errors.file}
        />
        <div aria-live="polite">
          {progress !== undefined && (
            <p>
              <progress max={100} value={progress} aria-label={t('familyDocuments.uploading', { percent: progress })} />{' '}
              {t('familyDocuments.uploading', { percent: progress })}
            </p>
          )}
          {done && <Alert kind="success">{t('familyDocuments.uploaded')}</Alert>}
        </div>
        {problem && !errors.file && <Alert kind="error">{t(uploadErrorKey(problem))}</Alert>}
        <p className="actions">
          <button type="submit" className="button primary" disabled={progress !== undefined}>
            {t(`${prefix}.send`)}
          </button>
        </p>
      </form>
    </section>
  );
}
