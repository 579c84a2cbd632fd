import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getResource, type OwnProfileField } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes.tsx';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../forms/form-errors.ts';
import { useLanguage } from '../../forms/language.ts';
import { useSession } from '../../session/session.tsx';
import { useSaveOwnRecord, type OwnRecord } from './own-record.ts';
import { fieldAt, patchOf, valuesOf, type FieldFacts, type ProfileValues } from './profile-values.ts';
import { ProfileFieldInput } from './profile-field-input.tsx';
import { PlaceSearch, type Place } from '../places/place-search.tsx';

/** The form's groups, in order; a group none of whose fields the person may write is not shown. */
const isContact = (field: OwnProfileField) => field === 'contactDetails.email' || field === 'contactDetails.phoneNumber';
const isAddress = (field: OwnProfileField) => field.startsWith('address.');
const GROUPS: { titleKey: string; holds: (field: OwnProfileField) => boolean }[] = [
  { titleKey: 'family.account.identityTitle', holds: (field) => !isContact(field) && !isAddress(field) },
  { titleKey: 'users.sections.contactDetails.title', holds: isContact },
  { titleKey: 'users.sections.address.title', holds: isAddress },
];

type Outcome = { kind: 'success'; verificationSentTo?: string } | { kind: 'error'; detail?: string };

interface ProfileFormProps {
  resource: string;
  id: string;
  record: OwnRecord;
  /** The fields the person's rules let them write (`writableProfileFields`). */
  fields: readonly OwnProfileField[];
}

/** The person's own profile: checked by the schema as they save, then by the server; what they typed stays on failure. */
export function ProfileForm({ resource, id, record, fields }: ProfileFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { refresh } = useSession();
  const entity = getResource(resource).entity;
  const facts: FieldFacts = useMemo(
    () => ({ isRequired: (field) => fieldAt(entity.fields, field)?.required === true, isDate: (field) => fieldAt(entity.fields, field)?.kind === 'date' }),
    [entity],
  );
  const [initial, setInitial] = useState<ProfileValues>(() => valuesOf(record, fields, facts));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const save = useSaveOwnRecord(resource, id);
  const form = useRef<HTMLFormElement>(null);
  // On a phone the first wrong field may be far above the button: it gets the focus, and so comes into view.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const labels = useMemo(() => Object.fromEntries(fields.map((field) => [field, t(fieldAt(entity.fields, field)?.labelKey ?? field)])), [fields, entity, t]);
  const dirty = fields.some((field) => (values[field] ?? '') !== (initial[field] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const body = patchOf(initial, values, facts);
    if (Object.keys(body).length === 0) return;
    const checked = entity.schemas.update.safeParse(body);
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues, language, labels));
    setErrors({});
    save.mutate(body, {
      onSuccess: ({ record: saved, verificationSent }) => {
        const next = valuesOf(saved, fields, facts);
        setInitial(next);
        setValues(next);
        setOutcome({ kind: 'success', ...(verificationSent && { verificationSentTo: next['contactDetails.email'] }) });
        // The name and address shown elsewhere (the menu, the header) come from the session.
        void refresh();
      },
      onError: (error) => {
        const problem = problemOf(error);
        setErrors(errorsFromProblem(problem, language, labels));
        // Section 8's "update failed", with the reason when it is not already shown under a field.
        setOutcome({ kind: 'error', ...(!problem.details?.length && problem.message !== 'errors.updateFailed' && { detail: problem.message }) });
      },
    });
  };

  const set = (field: OwnProfileField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  // A house or a street fills the street line too; a commune only its zip code and city (a street typed stays).
  const fillAddress = (place: Place) =>
    setValues((current) => ({
      ...current,
      ...(place.addressLine1 !== undefined && fields.includes('address.addressLine1') && { 'address.addressLine1': place.addressLine1 }),
      'address.zipCode': place.zipCode,
      'address.city': place.city,
    }));

  return (
    <form ref={form} className="profile-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <UnsavedChangesPrompt dirty={dirty} />
      <h2 id="profile-title">{t('family.account.profileTitle')}</h2>
      {GROUPS.map((group) => {
        const shown = fields.filter(group.holds);
        if (shown.length === 0) return null;
        return (
          <fieldset key={group.titleKey} className="profile-group">
            <legend>{t(group.titleKey)}</legend>
            {group.holds('address.zipCode') && shown.includes('address.zipCode') && shown.includes('address.city') && <PlaceSearch onChoose={fillAddress} />}
            {shown.map((path) => {
              const field = fieldAt(entity.fields, path);
              if (!field) return null;
              return (
                <ProfileFieldInput
                  key={path}
                  field={field}
                  label={labels[path]!}
                  value={values[path] ?? ''}
                  error={errors[path]}
                  language={language}
                  onChange={set(path)}
                />
              );
            })}
          </fieldset>
        );
      })}
      {/* Beside the button, where the person is when the answer comes. */}
      {outcome?.kind === 'success' && (
        <Alert kind="success">
          <p>{t('success.updated')}</p>
          {outcome.verificationSentTo && <p>{t('family.account.emailChanged', { email: outcome.verificationSentTo })}</p>}
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert kind="error">
          <p>{t('errors.updateFailed')}</p>
          {outcome.detail && <p>{t(outcome.detail)}</p>}
        </Alert>
      )}
      <div className="actions profile-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? t('family.account.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
