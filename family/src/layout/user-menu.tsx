import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userMenuFor } from '@binome/schema';
import { useSession, type Session } from '../session/session.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The user menu of section 2: 'my account' (/{role}/account) and logout, behind a button with the person's name. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const details = session.user.contactDetails;
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ') || t('menu.user.account');
  const logOut = async () => {
    close();
    await signOut();
    await navigate('/login', { replace: true });
  };
  return (
    <div className="user-menu">
      {/* Named by its content, so that what is seen (the initials on a phone, the name beside them wider) is
          part of what is heard (WCAG 2.5.3): "Menu de l'utilisateur : TL Thomas Lemaire". */}
      <button ref={buttonRef} type="button" className="user-menu-button" aria-expanded={open} aria-controls="user-menu-panel" onClick={toggle}>
        <span className="visually-hidden">{t('familyFrame.nav.userMenu')} : </span>
        <span className="user-initials">{initialsOf(name)}</span> <span className="user-name">{name}</span>
      </button>
      <div ref={panelRef} id="user-menu-panel" className="user-menu-panel" hidden={!open}>
        <ul>
          {userMenuFor(session.user).map((item) =>
            item.key === 'logout' ? (
              <li key={item.key}>
                <button type="button" onClick={() => void logOut()}>
                  {t(item.labelKey)}
                </button>
              </li>
            ) : (
              <li key={item.key}>
                <Link to={item.path} onClick={close}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
