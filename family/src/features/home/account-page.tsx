import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  abilityFromRawRules,
  FAMILY_ROUTES,
  ownRecordResourceOf,
  ROLE_PATH_SEGMENT,
  writableProfileFields,
  type AppAbility,
  type FamilyRole,
} from '@binome/schema';
import { useSession } from '../../session/session.tsx';
import { Alert } from '../../components/alert.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { useOwnRecord } from '../account/own-record.ts';
import { ProfileForm } from '../account/profile-form.tsx';
import { SignInSettings } from '../account/sign-in-settings.tsx';
import { DataExport } from '../account/data-export.tsx';

const isCatalogueKey = (value: string | null): value is string => value !== null && /^(errors|success)\.[A-Za-z]+$/.test(value);

/**
 * /{role}/account: the person's own profile (the fields their rules let them write), their sign-in settings, then the
 * download of their data (and a parent's children's).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params] = useSearchParams();
  const ability = useMemo(() => abilityFromRawRules(session?.rules ?? []), [session?.rules]);
  if (!session) return null;
  const resource = ownRecordResourceOf(session.role);
  // Messages a sign-in provider's return brings back (linking an account).
  const success = params.get('success');
  const error = params.get('error');
  // Tutors, prospect tutors and students keep their weekly availability and preferences on a page of its own.
  const preferencesPath = `/${ROLE_PATH_SEGMENT[session.role as FamilyRole] ?? ''}/preferences`;
  const hasPreferences = (FAMILY_ROUTES[session.role as FamilyRole] ?? []).includes(preferencesPath);
  return (
    <section className="card account-page" aria-labelledby="account-title">
      <h1 id="account-title">{t('auth.account.title')}</h1>
      {isCatalogueKey(success) && <Alert kind="success">{t(success)}</Alert>}
      {isCatalogueKey(error) && <Alert kind="error">{t(error)}</Alert>}
      {/* The sections below the profile are drawn with it: drawn first, the form arriving above pushed them down. */}
      <LoadsTogether>
        {resource && <OwnProfile resource={resource} id={session.user.userId} ability={ability} />}
        {hasPreferences && (
          <p>
            <Link to={preferencesPath}>{t('family.preferences.title')}</Link>
          </p>
        )}
        <SignInSettings linkedProviders={session.linkedProviders} />
        <DataExport isParent={session.role === 'parent'} />
        <p>
          <Link to="/">{t('actions.backHome')}</Link>
        </p>
      </LoadsTogether>
    </section>
  );
}

function OwnProfile({ resource, id, ability }: { resource: string; id: string; ability: AppAbility }) {
  const { t } = useTranslation();
  const query = useOwnRecord(resource, id);
  return (
    <RequestState query={query}>
      {({ record }) => {
        const fields = writableProfileFields(ability, resource, record);
        if (fields.length === 0) return <p className="muted">{t('family.account.nothingToEdit')}</p>;
        return <ProfileForm key={`${resource}:${id}`} resource={resource} id={id} record={record} fields={fields} />;
      }}
    </RequestState>
  );
}
