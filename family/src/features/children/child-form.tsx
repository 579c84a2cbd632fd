import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, studentNeeds, subjectPreferences, type Language } from '@binome/schema';
import { problemOf, type ApiProblem } from '../../api/client.ts';
import { TextField } from '../../components/text-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useClasses, useLevels } from './children-data.ts';
import { FIELD_PATHS, fieldLabels, sameValues, validateChild, type ChildFormValues, type ParentFacts } from './child-form-values.ts';

interface ChildFormProps {
  title: string;
  initial: ChildFormValues;
  parent: ParentFacts;
  /** Saves; a refusal is thrown as the API's problem, and the form keeps what was typed. */
  save(values: ChildFormValues): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  isNew: boolean;
}

/** Add or edit a child: the schema's rules under the fields, the server's answers too, nothing lost on a failure. */
export function ChildForm({ title, initial, parent, save, onDone, onCancel, isNew }: ChildFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiProblem | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const dirty = !sameValues(values, initial);
  const levels = useLevels();
  const classes = useClasses(values.level);
  const labels = fieldLabels(language);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.getElementById('child-form-title')?.focus();
  }, []);

  const set = <K extends keyof ChildFormValues>(key: K, value: ChildFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const toggle = (key: 'classes' | 'needs', value: string) =>
    setValues((current) => ({ ...current, [key]: current[key].includes(value) ? current[key].filter((entry) => entry !== value) : [...current[key], value] }));
  const errorOf = (key: keyof ChildFormValues) => errors[FIELD_PATHS[key]];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const found = validateChild(values, parent, language);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('.child-form [aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(values);
      onDone();
    } catch (error) {
      const answer = problemOf(error);
      setProblem(answer);
      // Two students never share an e-mail or a phone (section 5): said under the field, in the catalogue's words.
      if (answer.message === ERROR_MESSAGES.studentEmailInUse) setErrors({ [FIELD_PATHS.email]: t(ERROR_MESSAGES.childEmailExists) });
      else if (answer.message === ERROR_MESSAGES.studentPhoneInUse) setErrors({ [FIELD_PATHS.phoneNumber]: t(ERROR_MESSAGES.studentPhoneInUse) });
      else setErrors(errorsFromProblem(answer, language, labels));
    } finally {
      setSaving(false);
    }
  }

  const failure =
    problem &&
    (problem.message === ERROR_MESSAGES.studentEmailInUse
      ? ERROR_MESSAGES.childEmailExists
      : problem.message === ERROR_MESSAGES.validation
        ? undefined
        : problem.message);

  return (
    <section className="card child-form" aria-labelledby="child-form-title">
      <h2 id="child-form-title" tabIndex={-1}>
        {title}
      </h2>
      {failure && <Alert kind="error">{t(failure)}</Alert>}
      {problem && !failure && <Alert kind="error">{t(isNew ? ERROR_MESSAGES.notAdded : ERROR_MESSAGES.updateFailed)}</Alert>}
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <div className="row">
          <TextField
            label={labels[FIELD_PATHS.firstName]!}
            name="firstName"
            autoComplete="off"
            required
            value={values.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={errorOf('firstName')}
          />
          <TextField
            label={labels[FIELD_PATHS.lastName]!}
            name="lastName"
            autoComplete="off"
            required
            value={values.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={errorOf('lastName')}
          />
        </div>
        <p className="field-hint">{t('familyChildren.form.contactHint')}</p>
        <div className="row">
          <TextField
            label={labels[FIELD_PATHS.email]!}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errorOf('email')}
          />
          <TextField
            label={labels[FIELD_PATHS.phoneNumber]!}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={values.phoneNumber}
            onChange={(event) => set('phoneNumber', event.target.value)}
            error={errorOf('phoneNumber')}
          />
        </div>
        <TextField
          label={labels[FIELD_PATHS.dateOfBirth]!}
          name="dateOfBirth"
          type="date"
          value={values.dateOfBirth}
          onChange={(event) => set('dateOfBirth', event.target.value)}
          error={errorOf('dateOfBirth')}
        />
        <SelectField
          label={labels[FIELD_PATHS.level]!}
          name="level"
          value={values.level}
          onChange={(level) => setValues((current) => ({ ...current, level, classes: [] }))}
          error={errorOf('level')}
          placeholder={t('familyChildren.form.chooseLevel')}
          options={levels.data ?? (values.level ? [{ id: values.level, name: '…' }] : [])}
        />
        {values.level !== '' && (classes.data?.length ?? 0) > 0 && (
          <fieldset className="choices">
            <legend>{labels[FIELD_PATHS.classes]}</legend>
            <p className="field-hint">{t('familyChildren.form.classesHint')}</p>
            {classes.data!.map((entry) => (
              <label key={entry.id} className="choice">
                <input type="checkbox" checked={values.classes.includes(entry.id)} onChange={() => toggle('classes', entry.id)} />
                {entry.name}
              </label>
            ))}
            {errorOf('classes') && <p className="field-error">{errorOf('classes')}</p>}
          </fieldset>
        )}
        <SelectField
          label={labels[FIELD_PATHS.subjectToStudy]!}
          name="subjectToStudy"
          value={values.subjectToStudy}
          onChange={(value) => set('subjectToStudy', value)}
          error={errorOf('subjectToStudy')}
          placeholder="—"
          options={subjectPreferences.values.map((value) => ({ id: value, name: t(subjectPreferences.labelKey(value)) }))}
        />
        <fieldset className="choices">
          <legend>{t('familyChildren.form.needs')}</legend>
          {studentNeeds.values.map((value) => (
            <label key={value} className="choice">
              <input type="checkbox" checked={values.needs.includes(value)} onChange={() => toggle('needs', value)} />
              {t(studentNeeds.labelKey(value))}
            </label>
          ))}
        </fieldset>
        <div className={`field${errorOf('comments') ? ' field-invalid' : ''}`}>
          <label htmlFor="child-comments">{labels[FIELD_PATHS.comments]}</label>
          <textarea
            id="child-comments"
            name="comments"
            rows={3}
            maxLength={2000}
            value={values.comments}
            onChange={(event) => set('comments', event.target.value)}
          />
          {errorOf('comments') && <p className="field-error">{errorOf('comments')}</p>}
        </div>
        {isNew && <p className="field-hint">{t('familyChildren.form.onHold')}</p>}
        <div className="actions">
          <button type="submit" className="primary" disabled={saving}>
            {t('familyChildren.form.save')}
          </button>
          <button type="button" onClick={() => (dirty ? setAskDiscard(true) : onCancel())}>
            {t('familyChildren.form.cancel')}
          </button>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={dirty && !saving} />
      <ConfirmDialog
        open={askDiscard}
        title={t('form.unsavedChanges.title')}
        confirmLabel={t('form.unsavedChanges.discard')}
        cancelLabel={t('actions.cancel')}
        preferred={{
          label: t('form.unsavedChanges.save'),
          onClick: () => {
            setAskDiscard(false);
            form.current?.requestSubmit();
          },
        }}
        onConfirm={() => {
          setAskDiscard(false);
          onCancel();
        }}
        onCancel={() => setAskDiscard(false)}
      >
        <p>{t('form.unsavedChanges.body')}</p>
      </ConfirmDialog>
    </section>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  placeholder: string;
  options: { id: string; name: string }[];
}

/** A labelled select of names (never raw ids), its error tied to it. */
function SelectField({ label, name, value, onChange, error, placeholder, options }: SelectFieldProps) {
  const id = `child-${name}`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
