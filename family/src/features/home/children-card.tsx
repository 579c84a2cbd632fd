import './home-words.ts';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defineAbilityFor, userStatuses } from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { useSession } from '../../session/session.tsx';
import { HomeCard } from './home-card.tsx';
import { fullNameOf } from './home-cards.ts';
import type { ReadRecord, students } from '@binome/schema';

type ChildRow = ReadRecord<typeof students>;

/**
 * A parent's children with each one's status; the server answers only the parent's own children. A parent the
 * association has not validated yet may not register a child (section 5): the card says so, and when they will.
 */
export function ChildrenCard() {
  const { t } = useTranslation();
  const { session } = useSession();
  const canAdd = session ? defineAbilityFor(session.user).can('create', 'students') : false;
  const children = useQuery({
    queryKey: ['students', 'mine'],
    queryFn: () => unwrap(api.GET('/students', { params: { query: { _end: 100 } } })) as Promise<ChildRow[]>,
  });
  return (
    <HomeCard id="children" title={t('familyFrame.home.children.title')}>
      <RequestState
        query={children}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="muted">{t(canAdd ? 'familyFrame.home.children.empty' : 'familyFrame.home.children.afterValidation')}</p>}
      >
        {(rows) => (
          <ul className="people-list">
            {rows.map((child) => (
              <li key={child.id}>
                <span>{fullNameOf(child)}</span>
                {child.status && <StatusTag enumeration={userStatuses} value={child.status} />}
              </li>
            ))}
          </ul>
        )}
      </RequestState>
      <Link className="button" to="/parent/children">
        {t('familyFrame.home.children.manage')}
      </Link>
    </HomeCard>
  );
}
