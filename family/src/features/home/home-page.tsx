import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountPath, type Role } from '@binome/schema';
import { useSession } from '../../session/session.tsx';

/**
 * The home of tutors, parents and students (and every page of their spaces), a placeholder until the family
 * space's issue: it says who is signed in and offers the account page and sign-out.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  if (!session) return null;
  return (
    <section className="card" aria-labelledby="home-title">
      <h1 id="home-title">{t('auth.home.welcome', { name: session.user.contactDetails?.firstName ?? '' })}</h1>
      <p>{t('auth.home.placeholder')}</p>
      <div className="actions">
        <Link className="button" to={accountPath(session.role as Role)}>
          {t('auth.home.account')}
        </Link>
        <button type="button" className="button" onClick={() => void signOut().then(() => window.location.assign('/login'))}>
          {t('actions.logout')}
        </button>
      </div>
    </section>
  );
}
