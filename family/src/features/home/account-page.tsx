import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.tsx';
import { Alert } from '../../components/alert.tsx';
import { ProviderButtons } from '../auth/provider-buttons.tsx';

const isCatalogueKey = (value: string | null): value is string => value !== null && /^(errors|success)\.[A-Za-z]+$/.test(value);
const NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** /{role}/account: for now the sign-in settings (linked providers, password); the profile comes with the family space. */
export function AccountPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params] = useSearchParams();
  if (!session) return null;
  const success = params.get('success');
  const error = params.get('error');
  return (
    <section className="card" aria-labelledby="account-title">
      <h1 id="account-title">{t('auth.account.title')}</h1>
      {isCatalogueKey(success) && <Alert kind="success">{t(success)}</Alert>}
      {isCatalogueKey(error) && <Alert kind="error">{t(error)}</Alert>}
      <h2>{t('auth.account.providers')}</h2>
      <ul>
        {session.linkedProviders.map((provider) => (
          <li key={provider}>{t('auth.account.linked', { provider: NAMES[provider] ?? provider })}</li>
        ))}
      </ul>
      <ProviderButtons intent="link" />
      <p>
        <Link to="/change-password">{t('auth.account.changePassword')}</Link>
      </p>
      <p>
        <Link to="/">{t('actions.backHome')}</Link>
      </p>
    </section>
  );
}
