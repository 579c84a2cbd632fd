import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getResource, NUMBER_OPTION_MAX, NUMBER_OPTION_MIN, tutoringModePreferences, withoutWeekend, type GridEntry } from '@binome/schema';
import { useSession } from '../../session/session.tsx';
import { problemOf } from '../../api/client.ts';
import { queryClient } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { Alert } from '../../components/alert.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { CheckboxGroup, EstablishmentPicker, WordsField, type Option } from './preference-fields.tsx';
import {
  ownerOf,
  saveOwnPreferences,
  useOwnRecord,
  useReferenceList,
  type OwnRecord,
  type Preferences,
  type PreferencesOwner,
  type ReferenceRow,
} from './own-record.ts';

/**
 * /tutor/preferences and /student/preferences, "my availabilities and preferences": the weekly grid for everyone,
 * and for tutors (prospect leads too) the levels, subjects, sectors, department, establishments, number of
 * students and tutoring mode the matching uses. Saved on the person's own record.
 */
export function PreferencesPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const owner = session ? ownerOf(session.role) : undefined;
  const record = useOwnRecord(owner, session?.user.userId);
  return (
    <section className="card preferences-page" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{t('family.preferences.title')}</h1>
      <p className="muted">{t('family.preferences.intro')}</p>
      {owner && <RequestState query={record}>{(data) => <PreferencesForm key={data.id} owner={owner} record={data} />}</RequestState>}
    </section>
  );
}

/** What the form edits, with the lists always present so that comparing and sending are simple. */
function editable(preferences: Preferences | undefined, owner: PreferencesOwner): Preferences {
  const base: Preferences = { availability: preferences?.availability ?? [], weekendAvailability: preferences?.weekendAvailability ?? false };
  if (!owner.withAssignment) return base;
  const assignment = preferences?.assignment ?? {};
  return {
    ...base,
    subjectToTeach: preferences?.subjectToTeach ?? [],
    ...(preferences?.tutoringMode ? { tutoringMode: preferences.tutoringMode } : {}),
    assignment: {
      level: assignment.level ?? [],
      sectors: assignment.sectors ?? [],
      establishments: assignment.establishments ?? [],
      ...(assignment.department ? { department: assignment.department } : {}),
      ...(assignment.numberOfStudentsToSupport ? { numberOfStudentsToSupport: assignment.numberOfStudentsToSupport } : {}),
    },
  };
}

/** The fields whose messages name them (under `tutors.fields.*` or `students.fields.*`). */
const LABELLED_PATHS = [
  'availability',
  'weekendAvailability',
  'subjectToTeach',
  'tutoringMode',
  'assignment.level',
  'assignment.sectors',
  'assignment.department',
  'assignment.establishments',
  'assignment.numberOfStudentsToSupport',
];

const optionsOf = (rows: ReferenceRow[] | undefined, name: (row: ReferenceRow) => unknown): Option[] =>
  (rows ?? []).map((row) => ({ id: row.id, label: String(name(row) ?? row._label ?? '') }));

function PreferencesForm({ owner, record }: { owner: PreferencesOwner; record: OwnRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [saved, setSaved] = useState(() => editable(record[owner.preferencesKey], owner));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [establishmentNames, setEstablishmentNames] = useState<Record<string, string>>(() => labelsOf(record, 'establishments'));
  const levels = useReferenceList('levels', owner.withAssignment);
  const sectors = useReferenceList('sectors', owner.withAssignment);
  const departments = useReferenceList('departments', owner.withAssignment);

  const key = owner.preferencesKey;
  const fieldsOf = owner.resource === 'students' ? 'students' : 'tutors';
  const label = (path: string) => t(`${fieldsOf}.fields.${key}.${path}`);
  const labels = Object.fromEntries(LABELLED_PATHS.map((path) => [`${key}.${path}`, label(path)]));
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const errorOf = (path: string) => errors[`${key}.${path}`] ?? Object.entries(errors).find(([field]) => field.startsWith(`${key}.${path}.`))?.[1];
  const update = (change: Partial<Preferences>) => {
    setOutcome(undefined);
    setDraft((current) => ({ ...current, ...change }));
  };
  const updateAssignment = (change: Partial<NonNullable<Preferences['assignment']>>) => update({ assignment: { ...draft.assignment, ...change } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { [key]: draft };
    // The schema's own rules first, with the same messages as the server's.
    const checked = getResource(owner.resource).entity.schemas.update.safeParse(body);
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues, language, labels));
      setOutcome({ kind: 'error', message: t('errors.validation') });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const answer = await saveOwnPreferences(owner, record.id, draft);
      const next = editable(answer[key], owner);
      queryClient.setQueryData(['own-record', owner.resource, record.id], answer);
      setSaved(next);
      setDraft(next);
      setOutcome({ kind: 'success', message: t('success.updated') });
    } catch (error) {
      // The form keeps what was chosen: only the messages change.
      const problem = problemOf(error);
      setErrors(errorsFromProblem(problem, language, labels));
      setOutcome({ kind: 'error', message: t(problem.message) });
    } finally {
      setSaving(false);
    }
  };

  const availability = draft.availability ?? [];
  const takenOnWeekend = availability.some((slot) => slot.taken && slot.dayOfTheWeek > 5);
  const assignment = draft.assignment ?? {};

  return (
    <form onSubmit={submit} noValidate className="preferences-form">
      <UnsavedChangesPrompt dirty={dirty} />
      <section aria-labelledby="availability-title">
        <h2 id="availability-title">{t('family.preferences.availabilityTitle')}</h2>
        <p className="field-hint" id="availability-help">
          {t('family.preferences.availabilityHelp')}
        </p>
        <ul className="slot-legend" aria-label={t('family.preferences.availabilityTitle')}>
          <li>
            <span className="swatch slot-chosen" aria-hidden="true">
              ✓
            </span>{' '}
            {t('family.preferences.legendChosen')}
          </li>
          <li>
            <span className="swatch slot-free" aria-hidden="true" /> {t('family.preferences.legendFree')}
          </li>
          <li>
            <span className="swatch slot-taken" aria-hidden="true" /> {t('family.preferences.legendTaken')}
          </li>
        </ul>
        <div className="field checkbox">
          <input
            id="weekend"
            type="checkbox"
            checked={draft.weekendAvailability === true}
            onChange={(event) =>
              update({ weekendAvailability: event.target.checked, ...(event.target.checked ? {} : { availability: withoutWeekend(availability) }) })
            }
          />
          <label htmlFor="weekend">{t('family.preferences.weekend')}</label>
        </div>
        {takenOnWeekend && !draft.weekendAvailability && <p className="field-hint">{t('family.preferences.weekendTakenKept')}</p>}
        <AvailabilityGrid
          value={availability}
          weekend={draft.weekendAvailability === true || takenOnWeekend}
          onChange={(next: GridEntry[]) => update({ availability: next })}
        />
        <p className="muted" aria-live="polite">
          {t('family.preferences.chosenCount', { count: availability.length })}
        </p>
        {errorOf('availability') && <p className="field-error">{errorOf('availability')}</p>}
      </section>

      {owner.withAssignment && (
        <section aria-labelledby="assignment-title">
          <h2 id="assignment-title">{t('family.preferences.assignmentTitle')}</h2>
          <RequestState query={levels}>
            {(rows) => (
              <CheckboxGroup
                legend={label('assignment.level')}
                options={optionsOf(rows, (row) => row.levelName)}
                value={assignment.level ?? []}
                onChange={(level) => updateAssignment({ level })}
                error={errorOf('assignment.level')}
              />
            )}
          </RequestState>
          <WordsField
            label={label('subjectToTeach')}
            hint={t('family.preferences.subjectsHint')}
            maxLength={100}
            value={draft.subjectToTeach ?? []}
            onChange={(subjectToTeach) => update({ subjectToTeach })}
            error={errorOf('subjectToTeach')}
          />
          <RequestState query={sectors}>
            {(rows) => (
              <CheckboxGroup
                legend={label('assignment.sectors')}
                options={optionsOf(rows, (row) => row.sectorName)}
                value={assignment.sectors ?? []}
                onChange={(chosen) => updateAssignment({ sectors: chosen })}
                error={errorOf('assignment.sectors')}
                empty={<p className="muted">{t('family.preferences.noSectors')}</p>}
              />
            )}
          </RequestState>
          <RequestState query={departments}>
            {(rows) => (
              <div className={`field${errorOf('assignment.department') ? ' field-invalid' : ''}`}>
                <div className="field-label">
                  <label htmlFor="department">{label('assignment.department')}</label>
                </div>
                <select
                  id="department"
                  value={assignment.department ?? ''}
                  onChange={(event) => updateAssignment({ department: event.target.value || undefined })}
                >
                  <option value="">{t('family.preferences.departmentNone')}</option>
                  {rows.map((row) => (
                    <option key={row.id} value={row.id}>
                      {`${String(row.departmentCode ?? '')} — ${String(row.departmentName ?? row._label ?? '')}`}
                    </option>
                  ))}
                </select>
                {errorOf('assignment.department') && <p className="field-error">{errorOf('assignment.department')}</p>}
              </div>
            )}
          </RequestState>
          <EstablishmentPicker
            label={label('assignment.establishments')}
            value={assignment.establishments ?? []}
            names={establishmentNames}
            onChange={(establishments, picked) => {
              if (picked) setEstablishmentNames((names) => ({ ...names, [picked.id]: picked.label }));
              updateAssignment({ establishments });
            }}
            error={errorOf('assignment.establishments')}
          />
          <div className={`field${errorOf('assignment.numberOfStudentsToSupport') ? ' field-invalid' : ''}`}>
            <div className="field-label">
              <label htmlFor="students-count">{label('assignment.numberOfStudentsToSupport')}</label>
            </div>
            <select
              id="students-count"
              value={assignment.numberOfStudentsToSupport ?? ''}
              onChange={(event) => updateAssignment({ numberOfStudentsToSupport: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">—</option>
              {Array.from({ length: NUMBER_OPTION_MAX - NUMBER_OPTION_MIN + 1 }, (_, index) => NUMBER_OPTION_MIN + index).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
            {errorOf('assignment.numberOfStudentsToSupport') && <p className="field-error">{errorOf('assignment.numberOfStudentsToSupport')}</p>}
          </div>
          <fieldset className="field choice-group">
            <legend>{label('tutoringMode')}</legend>
            <div className="choices">
              {/* The preference's three answers, 'both' included: a tutor who once said one mode can say both again. */}
              {tutoringModePreferences.values.map((mode) => (
                <label key={mode} className="choice">
                  <input type="radio" name="tutoringMode" value={mode} checked={draft.tutoringMode === mode} onChange={() => update({ tutoringMode: mode })} />
                  <span>{t(`enums.tutoringModePreference.${mode}`)}</span>
                </label>
              ))}
            </div>
            {errorOf('tutoringMode') && <p className="field-error">{errorOf('tutoringMode')}</p>}
          </fieldset>
        </section>
      )}

      {outcome && <Alert kind={outcome.kind}>{outcome.message}</Alert>}
      <div className="actions sticky-actions">
        {dirty && <span className="muted">{t('family.preferences.unsaved')}</span>}
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('family.preferences.saving') : t('family.preferences.save')}
        </button>
      </div>
    </form>
  );
}

/** Names of the references a record carries (`_labels`), for chosen items not in any list fetched. */
function labelsOf(record: OwnRecord, resource: string): Record<string, string> {
  const labels = record._labels?.[resource] ?? {};
  return Object.fromEntries(Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
