import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportEntryStatuses } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { dayOf, useReport, useSaveReport, type AttendanceLine, type ClassReport, type ReportEntry } from './reports-data.ts';

const SCALE = [1, 2, 3, 4, 5] as const;
const TOLD = ['present', 'absent'] as const;

/** The tutor's report of one session: who came, the rating, their satisfaction, the appreciation. */
export function TutorReportForm({ id, userId }: { id: string; userId: string }) {
  const { t } = useTranslation();
  const report = useReport(id);
  return (
    <section className="card report-form-card" aria-labelledby="report-form-title">
      <p>
        <Link to="/tutor/reports">← {t('familyReports.form.back')}</Link>
      </p>
      <RequestState query={report}>{(loaded) => <ReportForm key={loaded.id} report={loaded} userId={userId} />}</RequestState>
    </section>
  );
}

function entryOf(report: ClassReport): ReportEntry {
  const lines = (report.attendance ?? []).map((line) => ({ ...line, userId: line.userId ?? '', attendance: line.attendance ?? 'not-reported' }));
  return { attendance: lines, rating: report.rating, note: report.note, appreciation: report.appreciation ?? '' };
}

function ReportForm({ report, userId }: { report: ClassReport; userId: string }) {
  const { t, i18n } = useTranslation();
  const save = useSaveReport(report.id);
  const [draft, setDraft] = useState<ReportEntry>(() => entryOf(report));
  const [dirty, setDirty] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error' | 'info'; message: string }>();
  const locked = report.isValidated === true;
  const update = (change: Partial<ReportEntry>) => {
    setDraft((current) => ({ ...current, ...change }));
    setDirty(true);
    setOutcome(undefined);
  };
  const tell = (userIdOfLine: string, attendance: NonNullable<AttendanceLine['attendance']>) =>
    update({
      attendance: (draft.attendance ?? []).map((line) => (line.userId === userIdOfLine ? { ...line, attendance, absence: attendance === 'absent' } : line)),
    });
  const untold = (draft.attendance ?? []).some((line) => line.attendance !== 'present' && line.attendance !== 'absent');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const appreciation = draft.appreciation?.trim();
      const saved = await save.mutateAsync({
        attendance: draft.attendance,
        ...(draft.rating && { rating: draft.rating }),
        ...(draft.note && { note: draft.note }),
        ...(appreciation && { appreciation }),
      });
      setDirty(false);
      if (saved.status === 'entered') setOutcome({ kind: 'success', message: t('familyReports.form.savedEntered') });
      else
        setOutcome({
          kind: 'info',
          message: untold ? `${t('errors.absenceNotConfirmed')} ${t('familyReports.form.missingAttendance')}` : t('familyReports.form.saved'),
        });
    } catch (error) {
      setOutcome({ kind: 'error', message: t(problemOf(error).message) });
    }
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <UnsavedChangesPrompt dirty={dirty} watchSearch />
      <div className="report-form-head">
        <h1 id="report-form-title">{t('familyReports.form.title', { date: dayOf(report.reportDate, i18n.language) })}</h1>
        {report.status && <StatusTag enumeration={reportEntryStatuses} value={report.status} />}
      </div>
      {report.sentBackAt && report.reviewComment && (
        <div className="report-comment" role="note">
          <h2>{t('familyReports.teamComment')}</h2>
          <p>{report.reviewComment}</p>
        </div>
      )}
      {locked && <Alert kind="info">{t('familyReports.form.confirmedNote')}</Alert>}
      <fieldset className="report-attendance" disabled={locked}>
        <legend>{t('familyReports.form.attendance')}</legend>
        <p className="field-hint">{t('familyReports.form.attendanceHelp')}</p>
        {(draft.attendance ?? []).map((line, index) => {
          const name = line.userId === userId ? t('familyReports.you') : (line.fullName ?? t('familyReports.someone'));
          return (
            <fieldset key={line.userId ?? index} className="choice-group">
              <legend>{name}</legend>
              <div className="choices">
                {TOLD.map((value) => (
                  <label key={value} className="choice">
                    <input
                      type="radio"
                      name={`attendance-${index}`}
                      value={value}
                      checked={line.attendance === value}
                      onChange={() => tell(line.userId, value)}
                    />
                    <span>{t(`familyReports.attendance.${value}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <Scale
        legend={t('familyReports.form.rating')}
        hint={t('familyReports.form.ratingHelp')}
        name="rating"
        value={draft.rating ?? undefined}
        disabled={locked}
        onChange={(rating) => update({ rating })}
      />
      <Scale
        legend={t('familyReports.form.note')}
        hint={t('familyReports.form.noteHelp')}
        name="note"
        value={draft.note ?? undefined}
        disabled={locked}
        onChange={(note) => update({ note })}
      />
      <TextAreaField
        label={t('familyReports.form.appreciation')}
        hint={t('familyReports.form.appreciationHelp')}
        value={draft.appreciation ?? ''}
        maxLength={5000}
        rows={6}
        disabled={locked}
        onChange={(event) => update({ appreciation: event.target.value })}
      />
      {outcome && <Alert kind={outcome.kind}>{outcome.message}</Alert>}
      {!locked && (
        <div className="actions sticky-actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('familyReports.form.save')}
          </button>
        </div>
      )}
    </form>
  );
}

/** A 1-to-5 choice as radio buttons: a keyboard moves through it with the arrows, a screen reader names each. */
function Scale({
  legend,
  hint,
  name,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  hint: string;
  name: string;
  value: number | undefined;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="field choice-group" disabled={disabled} aria-describedby={`${name}-hint`}>
      <legend>{legend}</legend>
      <p id={`${name}-hint`} className="field-hint">
        {hint}
      </p>
      <div className="choices">
        {SCALE.map((score) => (
          <label key={score} className="choice">
            <input type="radio" name={name} value={score} checked={value === score} onChange={() => onChange(score)} />
            <span>{score}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
