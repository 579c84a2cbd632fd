import { Alert, Statistic } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardCardsFor, getResource, homeVariantFor } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { screenRights } from '../crud/screen-rights.ts';
import { API_URL } from '../providers/http-client.ts';

type Counts = { _id: string; count: number }[];

/**
 * The staff dashboard (section 2): tutors, parents, students and sessions with their counts, matching and reports
 * without, each a link to its area; the schema decides which cards this person sees.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user, role, ability } = useStaffSession();
  // The schema's cards, each only where its list is the person's screen (the rule of every button, screen-rights.ts).
  const cards = dashboardCardsFor(user).filter((card) => screenRights(role, ability, getResource(card.resource))('list'));
  const { query } = useCustom<Counts>({ url: `${API_URL}/dashboard`, method: 'get', queryOptions: { enabled: cards.some((card) => card.withCount) } });
  const counts = new Map((query.data?.data ?? []).map((item) => [item._id, item.count]));
  const name = user.contactDetails?.firstName ?? '';
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="page-title">
        {t('dashboard.title')}
      </h1>
      <p>{t('staff.dashboard.welcome', { name })}</p>
      {homeVariantFor(user) === 'alternative' && <Alert type="info" showIcon message={t('staff.dashboard.alternativeHome')} style={{ marginBottom: 16 }} />}
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} style={{ marginBottom: 16 }} />}
      <div className="dashboard-cards">
        {cards.map((card) => (
          <Link key={card.key} to={card.path} aria-label={t(card.labelKey)} className="dashboard-card">
              {card.withCount ? (
                <Statistic title={t(card.labelKey)} value={counts.get(card.key) ?? (query.isLoading ? undefined : t('staff.dashboard.countUnavailable'))} loading={query.isLoading} />
              ) : (
                <Statistic title={t(card.labelKey)} value={t('staff.dashboard.open')} />
              )}
          </Link>
        ))}
      </div>
    </section>
  );
}
