import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHeldHours } from '@binome/schema';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { longDay } from './certificate-dates.ts';

interface Issued {
  id: string;
  from: string;
  to: string;
  minutes: number;
  code: string;
}

/** Saves the PDF of a certificate: fetched with the session, handed to the browser as a download. */
async function downloadPdf(id: string): Promise<void> {
  const response = await fetch(`/v1/certificates/${encodeURIComponent(id)}/pdf`, { credentials: 'same-origin' });
  if (!response.ok) throw problemOf(await response.json().catch(() => undefined));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'certificate.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The period and language of a certificate, then its download: the server works the hours out and issues it. */
export function CertificateForm({ initial, onClose }: { initial: { from: string; to: string }; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [language, setLanguage] = useState<'fr' | 'en'>(i18n.language.startsWith('en') ? 'en' : 'fr');
  // The form opens where the button was: the first field takes the focus, for keyboards and screen readers.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const issue = useMutation({
    mutationFn: async () => {
      const issued = (await unwrap(api.POST('/certificates', { body: { from, to, language } }))) as unknown as Issued;
      await downloadPdf(issued.id);
      return issued;
    },
  });
  const again = useMutation({ mutationFn: (id: string) => downloadPdf(id) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate();
  };
  const problem: ApiProblem | undefined = issue.isError ? problemOf(issue.error) : again.isError ? problemOf(again.error) : undefined;
  const fieldError = (path: string) => problem?.details?.find((detail) => detail.path === path) && t(problem.message);
  return (
    <form ref={form} onSubmit={submit} aria-labelledby="certificate-form-title" noValidate>
      <h3 id="certificate-form-title">{t('familyCertificates.formTitle')}</h3>
      <TextField
        type="date"
        name="from"
        label={t('familyCertificates.from')}
        value={from}
        max={to}
        required
        onChange={(event) => setFrom(event.target.value)}
        error={fieldError('from')}
      />
      <TextField
        type="date"
        name="to"
        label={t('familyCertificates.to')}
        value={to}
        min={from}
        max={initial.to}
        required
        onChange={(event) => setTo(event.target.value)}
        error={fieldError('to')}
      />
      <SelectField
        name="language"
        label={t('familyCertificates.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'fr')}
      >
        <option value="fr">{t('familyCertificates.languages.fr')}</option>
        <option value="en">{t('familyCertificates.languages.en')}</option>
      </SelectField>
      <div aria-live="polite">
        {issue.isPending && <p className="muted">{t('familyCertificates.preparing')}</p>}
        {problem && <Alert kind="error">{t(problem.message)}</Alert>}
        {issue.data && (
          <Alert kind="success">
            <p data-testid="certificate-issued">
              {t('familyCertificates.ready', {
                hours: formatHeldHours(issue.data.minutes),
                from: longDay(issue.data.from, i18n.language),
                to: longDay(issue.data.to, i18n.language),
              })}
            </p>
            <p className="actions">
              <button type="button" className="button" disabled={again.isPending} onClick={() => again.mutate(issue.data.id)}>
                {t('familyCertificates.downloadAgain')}
              </button>
              <Link to={`/verify/${issue.data.code}`}>{t('familyCertificates.verifyLink')}</Link>
            </p>
          </Alert>
        )}
      </div>
      <p className="actions">
        <button type="submit" className="button primary" disabled={issue.isPending}>
          {t('familyCertificates.submit')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('familyCertificates.cancel')}
        </button>
      </p>
    </form>
  );
}
