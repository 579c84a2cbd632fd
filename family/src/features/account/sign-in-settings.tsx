import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProviderButtons } from '../auth/provider-buttons.tsx';

const NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** How the person signs in: linked Google or Microsoft accounts, and the way to change their password. */
export function SignInSettings({ linkedProviders }: { linkedProviders: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="account-sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t('family.account.signInTitle')}</h2>
      <h3>{t('auth.account.providers')}</h3>
      <ul>
        {linkedProviders.map((provider) => (
          <li key={provider}>{t('auth.account.linked', { provider: NAMES[provider] ?? provider })}</li>
        ))}
      </ul>
      <ProviderButtons intent="link" />
      <p>
        <Link to="/change-password">{t('auth.account.changePassword')}</Link>
      </p>
    </section>
  );
}
