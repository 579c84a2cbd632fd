import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

type Provider = { id: string; name: string };

/** 'Continue with Google / Microsoft' for the providers this deployment has; nothing when none is set up. */
export function ProviderButtons({ intent = 'signin' }: { intent?: 'signin' | 'link' }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    void api.GET('/auth/oidc/providers').then(
      ({ data }) => setProviders(data ?? []),
      () => setProviders([]),
    );
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="providers">
      {providers.map((provider) => (
        // A navigation, not a fetch: the provider's page takes over, then sends the browser back.
        <a key={provider.id} className="button provider" href={`/v1/auth/oidc/${provider.id}/start${intent === 'link' ? '?intent=link' : ''}`}>
          {intent === 'link' ? t('auth.account.link', { provider: provider.name }) : t('auth.login.withProvider', { provider: provider.name })}
        </a>
      ))}
    </div>
  );
}
