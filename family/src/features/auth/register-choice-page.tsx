import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_KINDS } from './registration-kinds.ts';

/** /register: who is registering, then the per-role form. */
export function RegisterChoicePage() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="register-title">
      <h1 id="register-title">{t('pages.register.title')}</h1>
      <p>{t('auth.register.chooseRole')}</p>
      <ul className="role-choices">
        {REGISTRATION_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="role-choice" to={`/${kind}/register`}>
              <strong>{t(`auth.register.roles.${kind}`)}</strong>
              <span>{t(`auth.register.rolesHint.${kind}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.login.submit')}</Link>
      </p>
    </section>
  );
}
